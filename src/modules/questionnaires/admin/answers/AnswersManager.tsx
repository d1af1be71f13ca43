'use client'

import { Button } from '@payloadcms/ui'
import React, { useId, useState } from 'react'

import { KitScope, LoadState } from '@/ui/kit'
import { useLoad } from '@/ui/manager'
import type { AnswerDetail, AnswerList } from '../../answers/service'
import { AnswerDetailPanel } from './AnswerDetailPanel'
import { answersApi, formatDateTime } from './api'
import { Picker } from './Picker'
import type { PickerQuestionnaire } from './pickerOptions'
import './answers.scss'

const PAGE_SIZE = 20

/** 問卷填答: the answers of a questionnaire (per round, with search), newest first, and one answer's detail. */
export const AnswersManager: React.FC<{ questionnaires: PickerQuestionnaire[]; initialId?: string }> = ({
  questionnaires,
  initialId,
}) => {
  const [questionnaireId, setQuestionnaireId] = useState(
    initialId && questionnaires.some((q) => q.id === initialId) ? initialId : '',
  )
  const [roundId, setRoundId] = useState('')
  const [searchText, setSearchText] = useState('')
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const [openId, setOpenId] = useState<string | null>(null)
  const searchId = useId()
  const list = useLoad<AnswerList>(
    questionnaireId
      ? (signal) => answersApi.list(questionnaireId, { roundId, search, page, limit: PAGE_SIZE }, signal)
      : null,
    [questionnaireId, roundId, search, page],
  )
  const detail = useLoad<AnswerDetail>(openId ? (signal) => answersApi.detail(openId, signal) : null, [openId])

  if (openId) {
    return (
      <KitScope prefix="shennong-answers">
        <div className="shennong-answers">
          <h1 className="shennong-answers__title">問卷填答</h1>
          <Button buttonStyle="secondary" onClick={() => setOpenId(null)} size="small">
            返回列表
          </Button>
          <LoadState empty={false} error={detail.error} loading={detail.loading} onRetry={detail.reload} />
          {detail.data && !detail.loading && !detail.error ? <AnswerDetailPanel detail={detail.data} /> : null}
        </div>
      </KitScope>
    )
  }

  const data = list.loading || list.error ? null : list.data
  return (
    <KitScope prefix="shennong-answers">
      <div className="shennong-answers">
        <h1 className="shennong-answers__title">問卷填答</h1>
        <Picker
          onChange={(next) => {
            setQuestionnaireId(next.questionnaireId)
            setRoundId(next.roundId)
            setPage(1)
          }}
          questionnaireId={questionnaireId}
          questionnaires={questionnaires}
          roundId={roundId}
        />
        {questionnaires.length === 0 ? <LoadState empty error={null} loading={false} /> : null}
        {questionnaireId ? (
          <form
            className="shennong-answers__filters"
            onSubmit={(event) => {
              event.preventDefault()
              setSearch(searchText.trim())
              setPage(1)
            }}
            role="search"
          >
            <div className="shennong-answers__filter shennong-answers__filter--grow">
              <label htmlFor={searchId}>搜尋</label>
              <input
                id={searchId}
                onChange={(event) => setSearchText(event.target.value)}
                placeholder="姓名、電子郵件或文字作答"
                type="search"
                value={searchText}
              />
            </div>
            <Button buttonStyle="primary" size="medium" type="submit">
              搜尋
            </Button>
          </form>
        ) : (
          <LoadState empty emptyText="請先選擇問卷" error={null} loading={false} />
        )}
        <LoadState empty={data?.data.length === 0} error={list.error} loading={list.loading} onRetry={list.reload} />
        {data && data.data.length > 0 ? (
          <>
            <p className="shennong-answers__count">共 {data.total} 筆</p>
            <div className="shennong-answers__table-wrap">
              <table className="shennong-answers__table">
                <caption className="shennong-visually-hidden">填答列表</caption>
                <thead>
                  <tr>
                    <th scope="col">填答時間</th>
                    <th scope="col">填答期間</th>
                    <th scope="col">姓名</th>
                    <th scope="col">電子郵件</th>
                    <th scope="col">
                      <span className="shennong-visually-hidden">操作</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.data.map((doc) => (
                    <tr key={doc.id}>
                      <td>{formatDateTime(doc.createdAt)}</td>
                      <td>{doc.roundTitle}</td>
                      <td>{doc.respondent.name}</td>
                      <td>{doc.respondent.email}</td>
                      <td>
                        <Button
                          aria-label={`檢視 ${doc.respondent.name} 的填答`}
                          buttonStyle="secondary"
                          onClick={() => setOpenId(doc.id)}
                          size="small"
                        >
                          檢視
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <nav aria-label="分頁" className="shennong-answers__pages">
              <Button buttonStyle="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)} size="small">
                上一頁
              </Button>
              <span>
                第 {data.page} / {Math.max(1, Math.ceil(data.total / data.limit))} 頁
              </span>
              <Button
                buttonStyle="secondary"
                disabled={page * data.limit >= data.total}
                onClick={() => setPage(page + 1)}
                size="small"
              >
                下一頁
              </Button>
            </nav>
          </>
        ) : null}
      </div>
    </KitScope>
  )
}
