'use client'

import React, { useEffect, useId, useState } from 'react'

import { messageOf } from '@/ui/apiClient'
import type { ReportTable } from '../../shared/table'
import { StatisticsShell, type StatisticsLink } from '../StatisticsShell'
import { type Basic, type BasicItem, type Exported, type Paged, type Status, STATUS_LABEL, api } from '../merge/api'
import type { Rights } from '../merge/MergeManager'
import { ReportView } from '../merge/ReportView'
import { ConfirmDelete, LoadState, Notice, type NoticeState, RowActions } from '@/ui/kit'
import { ExportButton } from '../merge/ui'

type Draft = { _id?: string; name: string; items: string[]; status: Status }

const day = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
const yearStart = () => `${new Date().getFullYear()}-01-01`

/** One basic statistics' report between two days, month by month. */
const BasicReport: React.FC<{ basic: Basic }> = ({ basic }) => {
  const [range, setRange] = useState({ startAt: yearStart(), endAt: day(new Date()) })
  const [table, setTable] = useState<ReportTable | null>(null)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const id = useId()
  useEffect(() => {
    const controller = new AbortController()
    setLoading(true)
    setError(null)
    api
      .get<ReportTable>(`basic-statistics/reports/${basic._id}`, range, controller.signal)
      .then(setTable)
      .catch((failure: Error) => {
        if (failure.name !== 'AbortError') setError(messageOf(failure))
      })
      .finally(() => setLoading(false))
    return () => controller.abort()
  }, [basic._id, range])
  return (
    <section aria-label={`「${basic.name}」報表`} className="shennong-merge__panel">
      <h2>「{basic.name}」報表</h2>
      <form
        className="shennong-stats__toolbar"
        onSubmit={(event) => {
          event.preventDefault()
          const data = new FormData(event.currentTarget)
          setRange({ startAt: String(data.get('startAt') ?? ''), endAt: String(data.get('endAt') ?? '') })
        }}
      >
        <label className="shennong-stats__field" htmlFor={`${id}-start`}>
          開始日期
          <input defaultValue={range.startAt} id={`${id}-start`} name="startAt" type="date" />
        </label>
        <label className="shennong-stats__field" htmlFor={`${id}-end`}>
          結束日期
          <input defaultValue={range.endAt} id={`${id}-end`} name="endAt" type="date" />
        </label>
        <button type="submit">查詢</button>
        <ExportButton disabled={loading || Boolean(error)} run={() => api.get<Exported>(`export-basic-statistics/${basic._id}`, range)} />
      </form>
      <LoadState empty={false} error={error} loading={loading} />
      {!loading && !error && table ? <ReportView table={table} testId="basic-report" /> : null}
    </section>
  )
}

/** 統計管理 (landing): the platform's own counters (basic statistics) and the way to the other kinds. */
export const BasicManager: React.FC<{ links: StatisticsLink[]; rights: Rights }> = ({ links, rights }) => {
  const [list, setList] = useState<Paged<Basic> | null>(null)
  const [items, setItems] = useState<BasicItem[]>([])
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const [draft, setDraft] = useState<Draft | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [selected, setSelected] = useState<Basic | null>(null)
  const [notice, setNotice] = useState<NoticeState>(null)
  const [deleting, setDeleting] = useState<{ title: string; run: () => Promise<void> } | null>(null)
  const [reload, setReload] = useState(0)
  const id = useId()

  useEffect(() => {
    const controller = new AbortController()
    setLoading(true)
    setError(null)
    Promise.all([api.get<Paged<Basic>>('basic-statistics', { limit: 100 }, controller.signal), api.get<BasicItem[]>('basic-statistics-items', {}, controller.signal)])
      .then(([basics, offered]) => {
        setList(basics)
        setItems(offered)
      })
      .catch((failure: Error) => {
        if (failure.name !== 'AbortError') setError(messageOf(failure))
      })
      .finally(() => setLoading(false))
    return () => controller.abort()
  }, [reload])

  const labelOf = (key: string) => items.find((item) => item.key === key)?.label ?? key

  return (
    <StatisticsShell links={links} title="統計管理">
      <p>
        統計管理彙整三種數字：廠商提供的使用量（原始資料設定、公式報表）、館員每月填報的數字（手動報表），以及本平台自己的計數（下方的基本統計）。合併統計與混合統計把前兩者組成報表，建立版本並公開後顯示於前台統計資料頁。
      </p>
      <h2>基本統計</h2>
      <Notice notice={notice} />
      {rights.edit ? (
        <div className="shennong-stats__toolbar">
          <button className="shennong-stats__primary" onClick={() => setDraft({ name: '', items: [], status: 'Enabled' })} type="button">
            新增基本統計
          </button>
        </div>
      ) : null}
      {draft ? (
        <form
          aria-label={draft._id ? '編輯基本統計' : '新增基本統計'}
          className="shennong-merge__form"
          noValidate
          onSubmit={async (event) => {
            event.preventDefault()
            if (!draft.name.trim()) return setFormError('名稱為必填欄位')
            if (draft.items.length === 0) return setFormError('請至少選擇一個統計項目')
            setFormError(null)
            try {
              const saved = await api.post<Basic>('basic-statistics', draft)
              setDraft(null)
              setSelected(saved)
              setNotice({ ok: true, text: `已儲存「${saved.name}」` })
              setReload((value) => value + 1)
            } catch (failure) {
              setFormError(messageOf(failure))
            }
          }}
        >
          <div className="shennong-stats__toolbar">
            <label className="shennong-stats__field" htmlFor={`${id}-name`}>
              名稱（必填）
              <input id={`${id}-name`} onChange={(event) => setDraft({ ...draft, name: event.target.value })} value={draft.name} />
            </label>
            <label className="shennong-stats__field" htmlFor={`${id}-status`}>
              狀態
              <select id={`${id}-status`} onChange={(event) => setDraft({ ...draft, status: event.target.value as Status })} value={draft.status}>
                <option value="Enabled">{STATUS_LABEL.Enabled}</option>
                <option value="Disabled">{STATUS_LABEL.Disabled}</option>
              </select>
            </label>
          </div>
          <fieldset className="shennong-merge__choices">
            <legend>統計項目</legend>
            {items.map((item) => (
              <label key={item.key}>
                <input
                  checked={draft.items.includes(item.key)}
                  onChange={(event) => setDraft({ ...draft, items: event.target.checked ? [...draft.items, item.key] : draft.items.filter((key) => key !== item.key) })}
                  type="checkbox"
                />
                {item.label}（{item.description}）
              </label>
            ))}
          </fieldset>
          {formError ? (
            <p className="shennong-stats__error" role="alert">
              {formError}
            </p>
          ) : null}
          <div className="shennong-stats__toolbar">
            <button className="shennong-stats__primary" type="submit">
              儲存
            </button>
            <button onClick={() => setDraft(null)} type="button">
              取消
            </button>
          </div>
        </form>
      ) : null}
      <LoadState empty={!loading && !error && (list?.data.length ?? 0) === 0} emptyText="尚無基本統計" error={error} loading={loading} />
      {list && list.data.length > 0 ? (
        <table className="shennong-stats__table">
          <caption>基本統計列表（共 {list.total} 筆）</caption>
          <thead>
            <tr>
              <th scope="col">名稱</th>
              <th scope="col">統計項目</th>
              <th scope="col">狀態</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((basic) => (
              <tr key={basic._id}>
                <th scope="row">{basic.name}</th>
                <td>{basic.items.map(labelOf).join('、')}</td>
                <td>{STATUS_LABEL[basic.status]}</td>
                <td>
                  <button aria-label={`檢視「${basic.name}」報表`} onClick={() => setSelected(basic)} type="button">
                    檢視
                  </button>
                  <RowActions
                    name={basic.name}
                    onDelete={
                      rights.delete
                        ? () =>
                            setDeleting({
                              title: basic.name,
                              run: async () => {
                                await api.del(`basic-statistics/${basic._id}`)
                                if (selected?._id === basic._id) setSelected(null)
                                setNotice({ ok: true, text: `已刪除「${basic.name}」` })
                                setReload((value) => value + 1)
                              },
                            })
                        : undefined
                    }
                    onEdit={rights.edit ? () => setDraft({ _id: basic._id, name: basic.name, items: basic.items, status: basic.status }) : undefined}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {selected ? <BasicReport basic={selected} key={selected._id} /> : null}
      <ConfirmDelete onClose={() => setDeleting(null)} target={deleting} />
    </StatisticsShell>
  )
}
