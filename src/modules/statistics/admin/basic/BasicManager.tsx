'use client'

import React, { useId, useState } from 'react'

import { messageOf } from '@/ui/apiClient'
import type { ReportTable } from '../../shared/table'
import { StatisticsShell, type StatisticsLink } from '../StatisticsShell'
import { type Basic, type BasicItem, type Exported, type Paged, type Status, STATUS_LABEL, api } from '../merge/api'
import type { Rights } from '../merge/MergeManager'
import { ReportView } from '../merge/ReportView'
import { FormError, LoadState, Notice } from '@/ui/kit'
import { NameStatusFields, RecordTable, useChanges, useLoad } from '@/ui/manager'
import { ExportButton } from '../merge/ui'

type Draft = { _id?: string; name: string; items: string[]; status: Status }

const day = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
const yearStart = () => `${new Date().getFullYear()}-01-01`

/** One basic statistics' report between two days, month by month. */
const BasicReport: React.FC<{ basic: Basic }> = ({ basic }) => {
  const [range, setRange] = useState({ startAt: yearStart(), endAt: day(new Date()) })
  const id = useId()
  const {
    data: table,
    loading,
    error,
  } = useLoad(
    (signal) => api.get<ReportTable>(`basic-statistics/reports/${basic._id}`, range, signal),
    [basic._id, range],
  )
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
        <ExportButton
          disabled={loading || Boolean(error)}
          run={() => api.get<Exported>(`export-basic-statistics/${basic._id}`, range)}
        />
      </form>
      <LoadState empty={false} error={error} loading={loading} />
      {!loading && !error && table ? <ReportView table={table} testId="basic-report" /> : null}
    </section>
  )
}

/** 統計管理 (landing): the platform's own counters (basic statistics) and the way to the other kinds. */
export const BasicManager: React.FC<{ links: StatisticsLink[]; rights: Rights }> = ({ links, rights }) => {
  const [draft, setDraft] = useState<Draft | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [selected, setSelected] = useState<Basic | null>(null)
  const id = useId()
  const { data, loading, error, reload } = useLoad(
    (signal) =>
      Promise.all([
        api.get<Paged<Basic>>('basic-statistics', { limit: 100 }, signal),
        api.get<BasicItem[]>('basic-statistics-items', {}, signal),
      ]),
    [],
  )
  const { notice, saved, askDelete, deleteDialog } = useChanges(reload)
  const [list, items] = data ?? [null, []]

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
          <button
            className="shennong-stats__primary"
            onClick={() => setDraft({ name: '', items: [], status: 'Enabled' })}
            type="button"
          >
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
              const basic = await api.post<Basic>('basic-statistics', draft)
              setDraft(null)
              setSelected(basic)
              saved(basic.name)
            } catch (failure) {
              setFormError(messageOf(failure))
            }
          }}
        >
          <div className="shennong-stats__toolbar">
            <NameStatusFields
              id={id}
              name={draft.name}
              nameLabel="名稱（必填）"
              onChange={(patch) => setDraft({ ...draft, ...patch })}
              status={draft.status}
            />
          </div>
          <fieldset className="shennong-merge__choices">
            <legend>統計項目</legend>
            {items.map((item) => (
              <label key={item.key}>
                <input
                  checked={draft.items.includes(item.key)}
                  onChange={(event) =>
                    setDraft({
                      ...draft,
                      items: event.target.checked
                        ? [...draft.items, item.key]
                        : draft.items.filter((key) => key !== item.key),
                    })
                  }
                  type="checkbox"
                />
                {item.label}（{item.description}）
              </label>
            ))}
          </fieldset>
          <FormError error={formError} />
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
      <LoadState empty={!loading && !error && (list?.data.length ?? 0) === 0} error={error} loading={loading} />
      {list && list.data.length > 0 ? (
        <RecordTable
          caption={`基本統計列表（共 ${list.total} 筆）`}
          columns={[
            { header: '名稱', cell: (basic) => basic.name },
            { header: '統計項目', cell: (basic) => basic.items.map(labelOf).join('、') },
            { header: '狀態', cell: (basic) => STATUS_LABEL[basic.status] },
          ]}
          onDelete={
            rights.delete
              ? (basic) =>
                  askDelete({
                    name: basic.name,
                    remove: () => api.del(`basic-statistics/${basic._id}`),
                    afterwards: () => selected?._id === basic._id && setSelected(null),
                  })
              : undefined
          }
          onEdit={
            rights.edit
              ? (basic) => setDraft({ _id: basic._id, name: basic.name, items: basic.items, status: basic.status })
              : undefined
          }
          rowHeader
          rowKey={(basic) => basic._id}
          rowName={(basic) => basic.name}
          rows={list.data}
          view={(basic) => (
            <button aria-label={`檢視「${basic.name}」報表`} onClick={() => setSelected(basic)} type="button">
              檢視
            </button>
          )}
        />
      ) : null}
      {selected ? <BasicReport basic={selected} key={selected._id} /> : null}
      {deleteDialog}
    </StatisticsShell>
  )
}
