'use client'

import React, { useCallback, useEffect, useId, useState } from 'react'

import { messageOf } from '@/ui/apiClient'
import type { ReportTable } from '../../shared/table'
import { StatisticsShell, type StatisticsLink } from '../StatisticsShell'
import { type Exported, type Merge, type MergeItem, type Paged, type SourceOption, type Status, STATUS_LABEL, api, thisYear } from './api'
import { ReportView } from './ReportView'
import { ConfirmDelete, LoadState, Notice, type NoticeState, RowActions } from '@/ui/kit'
import { ExportButton } from './ui'
import { VersionsPanel } from './VersionsPanel'

export type Rights = { edit: boolean; delete: boolean }

type Draft = { _id?: string; name: string; remark: string; status: Status; mergeItems: MergeItem[] }
const emptyDraft = (): Draft => ({ name: '', remark: '', status: 'Enabled', mergeItems: [] })

/** One merge item's row in the form: name, type and the source rows it takes. */
const MergeItemEditor: React.FC<{ item: MergeItem; index: number; options: SourceOption[]; onChange: (item: MergeItem) => void; onRemove: () => void }> = ({
  item,
  index,
  options,
  onChange,
  onRemove,
}) => {
  const id = useId()
  return (
    <fieldset className="shennong-merge__item">
      <legend>合併項目 {index + 1}</legend>
      <div className="shennong-stats__toolbar">
        <label className="shennong-stats__field" htmlFor={`${id}-name`}>
          項目名稱
          <input id={`${id}-name`} onChange={(event) => onChange({ ...item, name: event.target.value })} required value={item.name} />
        </label>
        <label className="shennong-stats__field" htmlFor={`${id}-type`}>
          類型
          <select
            id={`${id}-type`}
            onChange={(event) => {
              const type = event.target.value as MergeItem['type']
              onChange({ ...item, type, itemIds: type === 'single' ? item.itemIds.slice(0, 1) : item.itemIds })
            }}
            value={item.type}
          >
            <option value="single">單一項目</option>
            <option value="multiple">多項加總</option>
          </select>
        </label>
        <button onClick={onRemove} type="button">
          移除此項目
        </button>
      </div>
      {item.type === 'single' ? (
        <label className="shennong-stats__field" htmlFor={`${id}-source`}>
          來源項目
          <select id={`${id}-source`} onChange={(event) => onChange({ ...item, itemIds: event.target.value ? [event.target.value] : [] })} value={item.itemIds[0] ?? ''}>
            <option value="">請選擇</option>
            {options.map((option) => (
              <option key={option.key} value={option.key}>
                {option.kind === 'formula' ? '【公式】' : '【手動】'}
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <fieldset className="shennong-merge__choices">
          <legend>加總的來源項目（可複選）</legend>
          {options.map((option) => (
            <label key={option.key}>
              <input
                checked={item.itemIds.includes(option.key)}
                onChange={(event) =>
                  onChange({ ...item, itemIds: event.target.checked ? [...item.itemIds, option.key] : item.itemIds.filter((key) => key !== option.key) })
                }
                type="checkbox"
              />
              {option.kind === 'formula' ? '【公式】' : '【手動】'}
              {option.label}
            </label>
          ))}
        </fieldset>
      )}
    </fieldset>
  )
}

const MergeForm: React.FC<{ draft: Draft; options: SourceOption[]; onSaved: (merge: Merge) => void; onCancel: () => void }> = ({ draft: initial, options, onSaved, onCancel }) => {
  const [draft, setDraft] = useState<Draft>(initial)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const id = useId()
  useEffect(() => setDraft(initial), [initial])
  return (
    <form
      aria-label={draft._id ? '編輯合併統計' : '新增合併統計'}
      className="shennong-merge__form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault()
        if (!draft.name.trim()) {
          setError('名稱為必填欄位')
          return
        }
        setBusy(true)
        setError(null)
        try {
          onSaved(await api.put<Merge>('merge-statistics', { ...(draft._id ? { _id: draft._id } : {}), name: draft.name, remark: draft.remark || null, status: draft.status, mergeItems: draft.mergeItems }))
        } catch (failure) {
          setError(messageOf(failure))
        } finally {
          setBusy(false)
        }
      }}
    >
      <h2>{draft._id ? '編輯合併統計' : '新增合併統計'}</h2>
      <div className="shennong-stats__toolbar">
        <label className="shennong-stats__field" htmlFor={`${id}-name`}>
          名稱（必填）
          <input id={`${id}-name`} onChange={(event) => setDraft({ ...draft, name: event.target.value })} required value={draft.name} />
        </label>
        <label className="shennong-stats__field" htmlFor={`${id}-status`}>
          狀態
          <select id={`${id}-status`} onChange={(event) => setDraft({ ...draft, status: event.target.value as Status })} value={draft.status}>
            <option value="Enabled">{STATUS_LABEL.Enabled}</option>
            <option value="Disabled">{STATUS_LABEL.Disabled}</option>
          </select>
        </label>
        <label className="shennong-stats__field" htmlFor={`${id}-remark`}>
          備註
          <input id={`${id}-remark`} onChange={(event) => setDraft({ ...draft, remark: event.target.value })} value={draft.remark} />
        </label>
      </div>
      {options.length === 0 ? <p>尚無可選的來源項目：請先建立公式報表或手動報表。</p> : null}
      {draft.mergeItems.map((item, index) => (
        <MergeItemEditor
          index={index}
          item={item}
          key={item._id ?? `new-${index}`}
          onChange={(next) => setDraft({ ...draft, mergeItems: draft.mergeItems.map((current, at) => (at === index ? next : current)) })}
          onRemove={() => setDraft({ ...draft, mergeItems: draft.mergeItems.filter((_, at) => at !== index) })}
          options={options}
        />
      ))}
      <div className="shennong-stats__toolbar">
        <button onClick={() => setDraft({ ...draft, mergeItems: [...draft.mergeItems, { type: 'single', name: '', itemIds: [] }] })} type="button">
          新增合併項目
        </button>
      </div>
      {error ? (
        <p className="shennong-stats__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="shennong-stats__toolbar">
        <button className="shennong-stats__primary" disabled={busy} type="submit">
          {busy ? '儲存中…' : '儲存'}
        </button>
        <button disabled={busy} onClick={onCancel} type="button">
          取消
        </button>
      </div>
    </form>
  )
}

/** The year's merged report of one merge statistics, with its export. */
export const YearReport: React.FC<{
  title: string
  load: (year: number, signal: AbortSignal) => Promise<ReportTable[]>
  exportRun: (year: number) => Promise<Exported>
  year: number
  setYear: (year: number) => void
}> = ({ title, load, exportRun, year, setYear }) => {
  const [tables, setTables] = useState<ReportTable[]>([])
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const id = useId()
  useEffect(() => {
    const controller = new AbortController()
    setLoading(true)
    setError(null)
    load(year, controller.signal)
      .then((result) => setTables(result))
      .catch((failure: Error) => {
        if (failure.name !== 'AbortError') setError(messageOf(failure))
      })
      .finally(() => setLoading(false))
    return () => controller.abort()
  }, [load, year])
  return (
    <section aria-label={`${title}報表`} className="shennong-merge__panel">
      <div className="shennong-stats__toolbar">
        <label className="shennong-stats__field" htmlFor={`${id}-year`}>
          年度
          <input id={`${id}-year`} max={2999} min={1900} onChange={(event) => event.target.value && setYear(Number(event.target.value))} type="number" value={year} />
        </label>
        <ExportButton disabled={loading || Boolean(error)} run={() => exportRun(year)} />
      </div>
      <LoadState empty={!loading && !error && tables.length === 0} error={error} loading={loading} />
      {!loading && !error ? tables.map((table, index) => <ReportView key={`${table.title}-${index}`} table={table} testId="merge-report" />) : null}
    </section>
  )
}

/** 合併統計: the list, the form (items picked from merge-statistics-items), a year's report and the versions. */
export const MergeManager: React.FC<{ links: StatisticsLink[]; rights: Rights }> = ({ links, rights }) => {
  const [list, setList] = useState<Paged<Merge> | null>(null)
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(1)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const [options, setOptions] = useState<SourceOption[]>([])
  const [draft, setDraft] = useState<Draft | null>(null)
  const [selected, setSelected] = useState<Merge | null>(null)
  const [year, setYear] = useState(thisYear())
  const [notice, setNotice] = useState<NoticeState>(null)
  const [deleting, setDeleting] = useState<{ title: string; run: () => Promise<void> } | null>(null)
  const [reload, setReload] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    setLoading(true)
    setError(null)
    api
      .get<Paged<Merge>>('merge-statistics', { page, limit: 20, keyword }, controller.signal)
      .then(setList)
      .catch((failure: Error) => {
        if (failure.name !== 'AbortError') setError(messageOf(failure))
      })
      .finally(() => setLoading(false))
    return () => controller.abort()
  }, [page, keyword, reload])

  useEffect(() => {
    if (!rights.edit) return
    api
      .get<SourceOption[]>('merge-statistics-items')
      .then(setOptions)
      .catch((failure) => setNotice({ ok: false, text: messageOf(failure) }))
  }, [rights.edit])

  const loadReport = useCallback(
    async (forYear: number, signal: AbortSignal) => (selected ? [await api.get<ReportTable>(`merge-statistics/reports/${selected._id}`, { year: forYear }, signal)] : []),
    [selected],
  )

  return (
    <StatisticsShell links={links} title="合併統計">
      <p>從公式報表與手動報表挑選列，組成一張報表；「單一項目」照原樣呈現一列，「多項加總」把多列逐月相加。建立版本會凍結當年度的數字，公開後顯示於前台統計資料頁。</p>
      <Notice notice={notice} />
      <div className="shennong-stats__toolbar">
        <form
          onSubmit={(event) => {
            event.preventDefault()
            const data = new FormData(event.currentTarget)
            setPage(1)
            setKeyword(String(data.get('keyword') ?? ''))
          }}
          role="search"
        >
          <label className="shennong-stats__field">
            關鍵字
            <input defaultValue={keyword} name="keyword" type="search" />
          </label>
          <button type="submit">搜尋</button>
        </form>
        {rights.edit ? (
          <button className="shennong-stats__primary" onClick={() => setDraft(emptyDraft())} type="button">
            新增合併統計
          </button>
        ) : null}
      </div>
      {draft ? (
        <MergeForm
          draft={draft}
          onCancel={() => setDraft(null)}
          onSaved={(merge) => {
            setDraft(null)
            setSelected(merge)
            setNotice({ ok: true, text: `已儲存「${merge.name}」` })
            setReload((value) => value + 1)
          }}
          options={options}
        />
      ) : null}
      <LoadState empty={!loading && !error && (list?.data.length ?? 0) === 0} emptyText="尚無合併統計" error={error} loading={loading} />
      {list && list.data.length > 0 ? (
        <table className="shennong-stats__table">
          <caption>合併統計列表（共 {list.total} 筆）</caption>
          <thead>
            <tr>
              <th scope="col">名稱</th>
              <th scope="col">項目數</th>
              <th scope="col">狀態</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((merge) => (
              <tr className={selected?._id === merge._id ? 'is-selected' : undefined} key={merge._id}>
                <th scope="row">{merge.name}</th>
                <td>{merge.mergeItems.length}</td>
                <td>{STATUS_LABEL[merge.status]}</td>
                <td>
                  <button aria-label={`檢視「${merge.name}」報表與版本`} onClick={() => setSelected(merge)} type="button">
                    檢視
                  </button>
                  <RowActions
                    name={merge.name}
                    onDelete={
                      rights.delete
                        ? () =>
                            setDeleting({
                              title: merge.name,
                              run: async () => {
                                await api.del(`merge-statistics/${merge._id}`)
                                if (selected?._id === merge._id) setSelected(null)
                                setNotice({ ok: true, text: `已刪除「${merge.name}」` })
                                setReload((value) => value + 1)
                              },
                            })
                        : undefined
                    }
                    onEdit={rights.edit ? () => setDraft({ _id: merge._id, name: merge.name, remark: merge.remark ?? '', status: merge.status, mergeItems: merge.mergeItems }) : undefined}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {list && list.total > list.limit ? (
        <div className="shennong-stats__toolbar">
          <button disabled={page <= 1} onClick={() => setPage(page - 1)} type="button">
            上一頁
          </button>
          <span>
            第 {page} / {Math.ceil(list.total / list.limit)} 頁
          </span>
          <button disabled={page >= Math.ceil(list.total / list.limit)} onClick={() => setPage(page + 1)} type="button">
            下一頁
          </button>
        </div>
      ) : null}
      {selected ? (
        <>
          <h2>「{selected.name}」報表</h2>
          <YearReport
            exportRun={(forYear) => api.get<Exported>(`export-merge-statistics/${selected._id}`, { year: forYear })}
            load={loadReport}
            setYear={setYear}
            title={selected.name}
            year={year}
          />
          <VersionsPanel kind="merge" parent={{ _id: selected._id, name: selected.name }} rights={rights} year={year} />
        </>
      ) : null}
      <ConfirmDelete onClose={() => setDeleting(null)} target={deleting} />
    </StatisticsShell>
  )
}
