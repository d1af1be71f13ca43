'use client'

import { Button } from '@payloadcms/ui'
import React, { useState } from 'react'

import { KitScope, LoadState } from '@/ui/kit'
import { useLoad } from '@/ui/manager'
import type { StatisticsResult } from '../../answers/service'
import type { QuestionStatistic } from '../../answers/stats'
import { answersApi } from './api'
import { Picker } from './Picker'
import type { PickerQuestionnaire } from './pickerOptions'
import { ChoiceChart, LikertChart } from './StatisticsCharts'
import './answers.scss'

const pct = (value: number) => `${value.toFixed(1)}%`
const num = (value: number | null) => (value === null ? '-' : String(value))

const TextList: React.FC<{ items: string[]; total: number; label: string }> = ({ items, total, label }) => (
  <div className="shennong-answers__texts">
    <p>
      {label}：共 {total} 則{total > items.length ? `，列出前 ${items.length} 則` : ''}
    </p>
    {items.length > 0 ? (
      <ul>
        {items.map((text, index) => (
          <li key={index}>{text}</li>
        ))}
      </ul>
    ) : null}
  </div>
)

const QuestionFigures: React.FC<{ stat: QuestionStatistic }> = ({ stat }) => {
  if (stat.kind === 'choice') {
    return (
      <>
        <div className="shennong-answers__figure">
          <ChoiceChart stat={stat} />
          <table className="shennong-answers__table">
            <caption>
              {stat.number} {stat.question}：作答人數 {stat.answered}
            </caption>
            <thead>
              <tr>
                <th scope="col">選項</th>
                <th className="is-number" scope="col">
                  人數
                </th>
                <th className="is-number" scope="col">
                  百分比
                </th>
              </tr>
            </thead>
            <tbody>
              {stat.options.map((option) => (
                <tr key={option.id}>
                  <th scope="row">{option.text}</th>
                  <td className="is-number">{option.count}</td>
                  <td className="is-number">{pct(option.percent)}</td>
                </tr>
              ))}
              {stat.other ? (
                <tr>
                  <th scope="row">其他</th>
                  <td className="is-number">{stat.other.count}</td>
                  <td className="is-number">{pct(stat.other.percent)}</td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
        {stat.other && stat.other.texts.total > 0 ? (
          <TextList items={stat.other.texts.items} label="其他的內容" total={stat.other.texts.total} />
        ) : null}
      </>
    )
  }
  if (stat.kind === 'likert') {
    return (
      <div className="shennong-answers__figure">
        <LikertChart stat={stat} />
        <div className="shennong-answers__table-wrap">
          <table className="shennong-answers__table">
            <caption>
              {stat.number} {stat.question}：作答人數 {stat.answered}（人數與列百分比）
            </caption>
            <thead>
              <tr>
                <th scope="col">列</th>
                {stat.columns.map((column) => (
                  <th className="is-number" key={column} scope="col">
                    {column}
                  </th>
                ))}
                <th className="is-number" scope="col">
                  作答人數
                </th>
              </tr>
            </thead>
            <tbody>
              {stat.rows.map((row) => (
                <tr key={row.row}>
                  <th scope="row">{row.row}</th>
                  {row.counts.map((count, index) => (
                    <td className="is-number" key={index}>
                      {count}（{pct(row.percents[index] ?? 0)}）
                    </td>
                  ))}
                  <td className="is-number">{row.answered}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    )
  }
  if (stat.kind === 'number') {
    return (
      <table className="shennong-answers__table">
        <caption>
          {stat.number} {stat.question}
        </caption>
        <thead>
          <tr>
            <th className="is-number" scope="col">
              作答人數
            </th>
            <th className="is-number" scope="col">
              平均數
            </th>
            <th className="is-number" scope="col">
              中位數
            </th>
            <th className="is-number" scope="col">
              最小值
            </th>
            <th className="is-number" scope="col">
              最大值
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td className="is-number">{stat.n}</td>
            <td className="is-number">{num(stat.mean)}</td>
            <td className="is-number">{num(stat.median)}</td>
            <td className="is-number">{num(stat.min)}</td>
            <td className="is-number">{num(stat.max)}</td>
          </tr>
        </tbody>
      </table>
    )
  }
  return <TextList items={stat.texts.items} label="作答內容" total={stat.texts.total} />
}

/** 問卷統計: pick a questionnaire and round; per question a chart with its table, the Likert matrix, Number figures, the texts; the export. */
export const StatisticsManager: React.FC<{ questionnaires: PickerQuestionnaire[]; initialId?: string }> = ({
  questionnaires,
  initialId,
}) => {
  const [questionnaireId, setQuestionnaireId] = useState(
    initialId && questionnaires.some((q) => q.id === initialId) ? initialId : '',
  )
  const [roundId, setRoundId] = useState('')
  const load = useLoad<StatisticsResult>(
    questionnaireId ? (signal) => answersApi.statistics(questionnaireId, roundId, signal) : null,
    [questionnaireId, roundId],
  )
  const result = load.loading || load.error ? null : load.data

  return (
    <KitScope prefix="shennong-answers">
      <div className="shennong-answers">
        <h1 className="shennong-answers__title">問卷統計</h1>
        <Picker
          onChange={(next) => {
            setQuestionnaireId(next.questionnaireId)
            setRoundId(next.roundId)
          }}
          questionnaireId={questionnaireId}
          questionnaires={questionnaires}
          roundId={roundId}
        />
        {questionnaires.length === 0 ? <LoadState empty error={null} loading={false} /> : null}
        {questionnaires.length > 0 && !questionnaireId ? (
          <LoadState empty emptyText="請先選擇問卷" error={null} loading={false} />
        ) : null}
        <LoadState empty={false} error={load.error} loading={load.loading} onRetry={load.reload} />
        {result ? (
          <>
            <div className="shennong-answers__filters">
              <p>填答總數：{result.respondents}</p>
              <a
                className="btn btn--style-primary btn--size-medium"
                download
                href={answersApi.exportHref(questionnaireId, roundId)}
              >
                匯出 Excel
              </a>
            </div>
            <p>百分比的分母為該題的作答人數；複選題的百分比合計可超過 100%。</p>
            {result.respondents === 0 ? <LoadState empty error={null} loading={false} /> : null}
            {result.respondents > 0 && result.questions.length === 0 ? (
              <LoadState empty error={null} loading={false} />
            ) : null}
            {result.respondents > 0
              ? result.questions.map((stat) => (
                  <section className="shennong-answers__question" key={stat.questionId}>
                    <h2>
                      {stat.number} {stat.question}
                    </h2>
                    <QuestionFigures stat={stat} />
                  </section>
                ))
              : null}
          </>
        ) : null}
        {result ? (
          <Button buttonStyle="secondary" onClick={load.reload} size="small">
            重新整理
          </Button>
        ) : null}
      </div>
    </KitScope>
  )
}
