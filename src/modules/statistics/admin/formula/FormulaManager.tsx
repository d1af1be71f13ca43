'use client'

import React, { useEffect, useId, useState } from 'react'

import { adminRequest, messageOf } from '@/ui/apiClient'
import { FILTER_NAMES } from '../../formula/attributes'
import type { ReportTable } from '../../shared/table'
import { StatisticsShell, type StatisticsLink } from '../StatisticsShell'
import { ReportView } from './ReportView'
import { EditorPanel, LoadState, Notice } from '@/ui/kit'
import { NameStatusFields, RecordTable, useChanges, useLoad } from '@/ui/manager'

const BASE = '/api/shennong/statistics'

type Filter = { name: string; value: string }
type CountItem = { _id?: string; name: string; source: string; sourceItem: string; target: string; filters: Filter[] }
type Formula = {
  _id: string
  name: string
  countItems: CountItem[]
  status: 'Enabled' | 'Disabled'
  costPerUse?: boolean
}
type Source = {
  _id: string
  name: string
  reportTypes: { name: string; metricTypes: string[]; harvested: boolean }[]
  filterValues: Record<string, string[]>
}
type Paged<T> = { data: T[]; total: number }
type Exported = { downloadUrl: string; filename: string }

export type FormulaRights = { edit: boolean; delete: boolean }

const STATUS_LABEL = { Enabled: '啟用', Disabled: '停用' } as const
const emptyItem = (): CountItem => ({ name: '', source: '', sourceItem: '', target: '', filters: [] })

/** One count item of the form: its source, report type and metric come from the harvested data. */
const CountItemFields: React.FC<{
  index: number
  item: CountItem
  sources: Source[]
  onChange: (item: CountItem) => void
  onRemove: () => void
}> = ({ index, item, sources, onChange, onRemove }) => {
  const id = useId()
  const source = sources.find((entry) => entry._id === item.source)
  const reportType = source?.reportTypes.find((entry) => entry.name === item.sourceItem)
  return (
    <fieldset>
      <legend>計算項目 {index + 1}</legend>
      <label className="shennong-stats__field" htmlFor={`${id}-name`}>
        計算項目名稱
        <input
          id={`${id}-name`}
          onChange={(event) => onChange({ ...item, name: event.target.value })}
          required
          value={item.name}
        />
      </label>
      <label className="shennong-stats__field" htmlFor={`${id}-source`}>
        資料來源
        <select
          id={`${id}-source`}
          onChange={(event) => onChange({ ...item, source: event.target.value, sourceItem: '', target: '' })}
          required
          value={item.source}
        >
          <option value="">請選擇</option>
          {sources.map((entry) => (
            <option key={entry._id} value={entry._id}>
              {entry.name}
            </option>
          ))}
        </select>
      </label>
      <label className="shennong-stats__field" htmlFor={`${id}-type`}>
        報表類型
        <select
          id={`${id}-type`}
          onChange={(event) => onChange({ ...item, sourceItem: event.target.value, target: '' })}
          required
          value={item.sourceItem}
        >
          <option value="">請選擇</option>
          {(source?.reportTypes ?? []).map((entry) => (
            <option key={entry.name} value={entry.name}>
              {entry.name}
              {entry.harvested ? '' : '（尚未收割）'}
            </option>
          ))}
        </select>
      </label>
      <label className="shennong-stats__field" htmlFor={`${id}-target`}>
        計量類型
        <input
          id={`${id}-target`}
          list={`${id}-metrics`}
          onChange={(event) => onChange({ ...item, target: event.target.value })}
          required
          value={item.target}
        />
        <datalist id={`${id}-metrics`}>
          {(reportType?.metricTypes ?? []).map((metric) => (
            <option key={metric} value={metric} />
          ))}
        </datalist>
      </label>
      {item.filters.map((filter, filterIndex) => (
        <span className="shennong-stats__toolbar" key={filterIndex}>
          <label className="shennong-stats__field" htmlFor={`${id}-f${filterIndex}-name`}>
            篩選屬性 {filterIndex + 1}
            <select
              id={`${id}-f${filterIndex}-name`}
              onChange={(event) =>
                onChange({
                  ...item,
                  filters: item.filters.map((entry, at) =>
                    at === filterIndex ? { ...entry, name: event.target.value } : entry,
                  ),
                })
              }
              value={filter.name}
            >
              {FILTER_NAMES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label className="shennong-stats__field" htmlFor={`${id}-f${filterIndex}-value`}>
            篩選值 {filterIndex + 1}
            <input
              id={`${id}-f${filterIndex}-value`}
              list={`${id}-f${filterIndex}-values`}
              onChange={(event) =>
                onChange({
                  ...item,
                  filters: item.filters.map((entry, at) =>
                    at === filterIndex ? { ...entry, value: event.target.value } : entry,
                  ),
                })
              }
              value={filter.value}
            />
            <datalist id={`${id}-f${filterIndex}-values`}>
              {(source?.filterValues[filter.name] ?? []).map((value) => (
                <option key={value} value={value} />
              ))}
            </datalist>
          </label>
          <button
            onClick={() => onChange({ ...item, filters: item.filters.filter((_, at) => at !== filterIndex) })}
            type="button"
          >
            移除篩選 {filterIndex + 1}
          </button>
        </span>
      ))}
      <span className="shennong-stats__actions">
        <button
          onClick={() => onChange({ ...item, filters: [...item.filters, { name: FILTER_NAMES[0]!, value: '' }] })}
          type="button"
        >
          新增篩選條件
        </button>
        <button onClick={onRemove} type="button">
          移除計算項目 {index + 1}
        </button>
      </span>
    </fieldset>
  )
}

type Draft = {
  _id?: string
  name: string
  status: 'Enabled' | 'Disabled'
  countItems: CountItem[]
  costPerUse: boolean
}

const FormulaEditor: React.FC<{
  draft: Draft
  sources: Source[]
  onSaved: (saved: Formula) => void
  onCancel: () => void
}> = ({ draft: initial, sources, onSaved, onCancel }) => {
  const [draft, setDraft] = useState<Draft>(initial)
  return (
    <EditorPanel
      extraActions={
        <button onClick={() => setDraft({ ...draft, countItems: [...draft.countItems, emptyItem()] })} type="button">
          新增計算項目
        </button>
      }
      onCancel={onCancel}
      save={async () => onSaved(await adminRequest<Formula>('PUT', `${BASE}/formula-report-settings`, draft))}
      title={draft._id ? '編輯公式報表' : '新增公式報表'}
    >
      {(id) => (
        <>
          <div className="shennong-stats__toolbar">
            <NameStatusFields
              id={id}
              name={draft.name}
              nameLabel="報表名稱"
              onChange={(patch) => setDraft({ ...draft, ...patch })}
              status={draft.status}
            />
          </div>
          <div className="shennong-stats__field">
            <label htmlFor={`${id}-cost`}>
              <input
                aria-describedby={`${id}-cost-hint`}
                checked={draft.costPerUse}
                id={`${id}-cost`}
                onChange={(event) => setDraft({ ...draft, costPerUse: event.target.checked })}
                type="checkbox"
              />{' '}
              顯示每次使用成本
            </label>
            <small id={`${id}-cost-hint`}>
              全年報表加上各計算項目資料來源的年度費用（在「原始資料設定」填寫），及年度費用 ÷ 全年合計。
            </small>
          </div>
          {sources.length === 0 ? <p>尚無資料來源：請先在「原始資料設定」新增 SUSHI 來源並收割資料。</p> : null}
          {draft.countItems.map((item, index) => (
            <CountItemFields
              index={index}
              item={item}
              key={item._id ?? `new-${index}`}
              onChange={(next) =>
                setDraft({ ...draft, countItems: draft.countItems.map((entry, at) => (at === index ? next : entry)) })
              }
              onRemove={() => setDraft({ ...draft, countItems: draft.countItems.filter((_, at) => at !== index) })}
              sources={sources}
            />
          ))}
        </>
      )}
    </EditorPanel>
  )
}

const thisYear = () => new Date().getFullYear()

/** The calculated report of one formula: a year (or a month), its chart and table, and the export. */
const FormulaReportPanel: React.FC<{ formula: Formula }> = ({ formula }) => {
  const [year, setYear] = useState(String(thisYear()))
  const [month, setMonth] = useState('')
  const [table, setTable] = useState<ReportTable | null>(null)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [exported, setExported] = useState<Exported | null>(null)
  const [exportError, setExportError] = useState<string | null>(null)
  const id = useId()
  const query = `?year=${encodeURIComponent(year)}${month ? `&month=${month}` : ''}`

  useEffect(() => {
    if (!/^\d{4}$/.test(year)) return
    const controller = new AbortController()
    setLoading(true)
    setError(null)
    setExported(null)
    adminRequest<ReportTable>(
      'GET',
      `${BASE}/calculate-formula-report/${formula._id}${query}`,
      undefined,
      controller.signal,
    )
      .then((result) => setTable(result))
      .catch((failure) => {
        if ((failure as Error).name !== 'AbortError') {
          setTable(null)
          setError(messageOf(failure))
        }
      })
      .finally(() => setLoading(false))
    return () => controller.abort()
  }, [formula._id, query, year])

  return (
    <section aria-labelledby={`${id}-title`} className="shennong-stats__panel">
      <h2 id={`${id}-title`}>報表：{formula.name}</h2>
      <div className="shennong-stats__toolbar">
        <label className="shennong-stats__field" htmlFor={`${id}-year`}>
          年度
          <input
            id={`${id}-year`}
            inputMode="numeric"
            max={2100}
            min={2000}
            onChange={(event) => setYear(event.target.value)}
            type="number"
            value={year}
          />
        </label>
        <label className="shennong-stats__field" htmlFor={`${id}-month`}>
          月份
          <select id={`${id}-month`} onChange={(event) => setMonth(event.target.value)} value={month}>
            <option value="">全年</option>
            {Array.from({ length: 12 }, (_, index) => (
              <option key={index} value={String(index + 1)}>
                {index + 1}月
              </option>
            ))}
          </select>
        </label>
        <button
          disabled={!table}
          onClick={async () => {
            setExportError(null)
            try {
              setExported(await adminRequest<Exported>('GET', `${BASE}/export-formula-report/${formula._id}${query}`))
            } catch (failure) {
              setExportError(messageOf(failure))
            }
          }}
          type="button"
        >
          匯出 Excel
        </button>
        {exported ? (
          <a download={exported.filename} href={exported.downloadUrl}>
            下載 {exported.filename}
          </a>
        ) : null}
      </div>
      {exportError ? (
        <p className="shennong-stats__error" role="alert">
          {exportError}
        </p>
      ) : null}
      <LoadState empty={false} error={error} loading={loading} />
      {formula.costPerUse && month ? (
        <p className="shennong-stats__hint">每次使用成本以全年計算：選擇「全年」才會顯示。</p>
      ) : null}
      {table && !loading && !error ? <ReportView table={table} /> : null}
    </section>
  )
}

/** 公式報表設定: the formula reports, their form, and the calculated report with chart, table and export. */
export const FormulaManager: React.FC<{ links: StatisticsLink[]; rights: FormulaRights }> = ({ links, rights }) => {
  const [draft, setDraft] = useState<Draft | null>(null)
  const [viewing, setViewing] = useState<Formula | null>(null)
  const { data, loading, error, reload } = useLoad(
    (signal) =>
      Promise.all([
        adminRequest<Paged<Formula>>('GET', `${BASE}/formula-report-settings?limit=1000`, undefined, signal),
        adminRequest<Paged<Source>>('GET', `${BASE}/formula-original-settings`, undefined, signal),
      ]),
    [],
  )
  const { notice, saved, askDelete, deleteDialog } = useChanges(reload)
  const formulas = data?.[0].data ?? []
  const sources = data?.[1].data ?? []

  return (
    <StatisticsShell links={links} title="公式報表設定">
      <p>
        公式報表把收割的 COUNTER
        使用量加總成圖表：每個計算項目＝某資料來源、某報表類型、某計量類型在每個月份的合計（可加篩選條件）。
      </p>
      {rights.edit ? (
        <div className="shennong-stats__actions">
          <button
            className="shennong-stats__primary"
            onClick={() => setDraft({ name: '', status: 'Enabled', countItems: [emptyItem()], costPerUse: false })}
            type="button"
          >
            新增公式報表
          </button>
        </div>
      ) : null}
      <Notice notice={notice} />
      {draft ? (
        <FormulaEditor
          draft={draft}
          key={draft._id ?? 'new'}
          onCancel={() => setDraft(null)}
          onSaved={(formula) => {
            setDraft(null)
            setViewing(formula)
            saved(formula.name)
          }}
          sources={sources}
        />
      ) : null}
      <LoadState empty={formulas.length === 0} error={error} loading={loading} />
      {!loading && formulas.length > 0 ? (
        <RecordTable
          caption="公式報表"
          columns={[
            { header: '名稱', cell: (formula) => formula.name },
            { header: '計算項目數', cell: (formula) => formula.countItems.length, numeric: true },
            { header: '狀態', cell: (formula) => STATUS_LABEL[formula.status] },
          ]}
          onDelete={
            rights.delete
              ? (formula) =>
                  askDelete({
                    name: formula.name,
                    title: '刪除公式報表',
                    message: `確定要刪除公式報表「${formula.name}」？使用它的前台報表區塊將不再顯示。`,
                    remove: () => adminRequest('DELETE', `${BASE}/formula-report-settings/${formula._id}`),
                    afterwards: () => viewing?._id === formula._id && setViewing(null),
                  })
              : undefined
          }
          onEdit={
            rights.edit
              ? (formula) =>
                  setDraft({
                    _id: formula._id,
                    name: formula.name,
                    status: formula.status,
                    countItems: formula.countItems,
                    costPerUse: formula.costPerUse === true,
                  })
              : undefined
          }
          rowHeader
          rowKey={(formula) => formula._id}
          rowName={(formula) => formula.name}
          rows={formulas}
          view={(formula) => (
            <button aria-label={`檢視報表：${formula.name}`} onClick={() => setViewing(formula)} type="button">
              檢視報表
            </button>
          )}
        />
      ) : null}
      {viewing ? (
        <FormulaReportPanel
          formula={viewing}
          key={`${viewing._id}:${viewing.countItems.length}:${viewing.costPerUse === true}`}
        />
      ) : null}
      {deleteDialog}
    </StatisticsShell>
  )
}
