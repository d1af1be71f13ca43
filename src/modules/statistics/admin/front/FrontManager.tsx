'use client'

import React, { useEffect, useId, useState } from 'react'

import { adminRequest, messageOf } from '@/ui/apiClient'
import {
  FRONT_BLOCK_TYPE_LABEL,
  FRONT_REPORT_TYPE_LABEL,
  MONTHLY_COLUMN_LABEL,
  type FrontBlockType,
  type FrontReportType,
} from '../../front/constants'
import type { ReportTable } from '../../shared/table'
import { StatisticsShell, type StatisticsLink } from '../StatisticsShell'
import { ReportView } from '../formula/ReportView'
import { EditorPanel, LoadState, Notice, type NoticeState } from '@/ui/kit'
import { NameStatusFields, RecordTable, useChanges, useLoad } from '@/ui/manager'

const BASE = '/api/shennong/statistics'

type Child = { name: string; rowItems: string[]; colItems: string[] }
type Block = { _id?: string; type: FrontBlockType; refId: string; children: Child[] }
type Setting = {
  _id: string
  name: string
  reportType: FrontReportType
  fields: Block[]
  status: 'Enabled' | 'Disabled'
}
type FrontSet = {
  _id: string
  name: string
  period: string
  fields: { _id: string; type: FrontBlockType }[]
  status: 'Enabled' | 'Disabled'
  tables?: ReportTable[]
}
type Formula = { _id: string; name: string; countItems: { _id: string; name: string }[] }
type Manual = {
  _id: string
  name: string
  fields: { _id: string; name: string; items: { _id: string; name: string }[] }[]
}
/** What a block can point at: a report and the rows it offers (formula count items, manual `fieldId:itemId`). */
type Source = { _id: string; name: string; rows: { key: string; label: string }[] }
type Sources = { formula: Source[]; manual: Source[] }
const formulaSources = (list: Formula[]): Source[] =>
  list.map((entry) => ({
    _id: entry._id,
    name: entry.name,
    rows: entry.countItems.map((item) => ({ key: item._id, label: item.name })),
  }))
const manualSources = (list: Manual[]): Source[] =>
  list.map((entry) => ({
    _id: entry._id,
    name: entry.name,
    rows: entry.fields.flatMap((field) =>
      field.items.map((item) => ({ key: `${field._id}:${item._id}`, label: `${field.name} / ${item.name}` })),
    ),
  }))
type Paged<T> = { data: T[]; total: number }

export type FrontRights = { edit: boolean; delete: boolean }

const STATUS_LABEL = { Enabled: '啟用', Disabled: '停用' } as const
const emptyChild = (): Child => ({ name: '', rowItems: [], colItems: [] })
const toggleIn = (list: string[], value: string): string[] =>
  list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value]

const columnChoices = (reportType: FrontReportType): { value: string; label: string }[] =>
  reportType === 'monthly'
    ? (Object.keys(MONTHLY_COLUMN_LABEL) as (keyof typeof MONTHLY_COLUMN_LABEL)[]).map((value) => ({
        value,
        label: MONTHLY_COLUMN_LABEL[value],
      }))
    : Array.from({ length: 12 }, (_, index) => ({ value: String(index + 1), label: `${index + 1}月` }))

const BlockFields: React.FC<{
  index: number
  block: Block
  reportType: FrontReportType
  sources: Sources
  onChange: (block: Block) => void
  onRemove: () => void
}> = ({ index, block, reportType, sources, onChange, onRemove }) => {
  const id = useId()
  const source = sources[block.type].find((entry) => entry._id === block.refId)
  const setChild = (at: number, child: Child) =>
    onChange({ ...block, children: block.children.map((entry, position) => (position === at ? child : entry)) })
  return (
    <fieldset>
      <legend>區塊 {index + 1}</legend>
      <label className="shennong-stats__field" htmlFor={`${id}-type`}>
        區塊類型
        <select
          id={`${id}-type`}
          onChange={(event) =>
            onChange({
              ...block,
              type: event.target.value as FrontBlockType,
              refId: '',
              children: block.children.map((child) => ({ ...child, rowItems: [] })),
            })
          }
          value={block.type}
        >
          {(Object.keys(FRONT_BLOCK_TYPE_LABEL) as FrontBlockType[]).map((type) => (
            <option key={type} value={type}>
              {FRONT_BLOCK_TYPE_LABEL[type]}
            </option>
          ))}
        </select>
      </label>
      <label className="shennong-stats__field" htmlFor={`${id}-ref`}>
        區塊報表
        <select
          id={`${id}-ref`}
          onChange={(event) =>
            onChange({
              ...block,
              refId: event.target.value,
              children: block.children.map((child) => ({ ...child, rowItems: [] })),
            })
          }
          required
          value={block.refId}
        >
          <option value="">請選擇</option>
          {sources[block.type].map((entry) => (
            <option key={entry._id} value={entry._id}>
              {entry.name}
            </option>
          ))}
        </select>
      </label>
      {block.children.map((child, childIndex) => (
        <fieldset key={childIndex}>
          <legend>
            區塊 {index + 1} 表格 {childIndex + 1}
          </legend>
          <label className="shennong-stats__field" htmlFor={`${id}-c${childIndex}-name`}>
            表格名稱
            <input
              id={`${id}-c${childIndex}-name`}
              onChange={(event) => setChild(childIndex, { ...child, name: event.target.value })}
              required
              value={child.name}
            />
          </label>
          <fieldset>
            <legend>列項目（不選＝全部）</legend>
            {(source?.rows ?? []).map((row) => (
              <label key={row.key}>
                <input
                  checked={child.rowItems.includes(row.key)}
                  onChange={() => setChild(childIndex, { ...child, rowItems: toggleIn(child.rowItems, row.key) })}
                  type="checkbox"
                />
                {row.label}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>欄項目（不選＝全部）</legend>
            {columnChoices(reportType).map((choice) => (
              <label key={choice.value}>
                <input
                  checked={child.colItems.includes(choice.value)}
                  onChange={() => setChild(childIndex, { ...child, colItems: toggleIn(child.colItems, choice.value) })}
                  type="checkbox"
                />
                {choice.label}
              </label>
            ))}
          </fieldset>
          <button
            disabled={block.children.length === 1}
            onClick={() => onChange({ ...block, children: block.children.filter((_, at) => at !== childIndex) })}
            type="button"
          >
            移除表格 {childIndex + 1}
          </button>
        </fieldset>
      ))}
      <span className="shennong-stats__actions">
        <button onClick={() => onChange({ ...block, children: [...block.children, emptyChild()] })} type="button">
          新增表格
        </button>
        <button onClick={onRemove} type="button">
          移除區塊 {index + 1}
        </button>
      </span>
    </fieldset>
  )
}

type Draft = {
  _id?: string
  name: string
  reportType: FrontReportType
  status: 'Enabled' | 'Disabled'
  fields: Block[]
}

const FrontEditor: React.FC<{
  draft: Draft
  sources: Sources
  onSaved: (saved: Setting) => void
  onCancel: () => void
}> = ({ draft: initial, sources, onSaved, onCancel }) => {
  const [draft, setDraft] = useState<Draft>(initial)
  return (
    <EditorPanel
      extraActions={
        <button
          onClick={() =>
            setDraft({ ...draft, fields: [...draft.fields, { type: 'formula', refId: '', children: [emptyChild()] }] })
          }
          type="button"
        >
          新增區塊
        </button>
      }
      onCancel={onCancel}
      save={async () => onSaved(await adminRequest<Setting>('PUT', `${BASE}/front-report-settings`, draft))}
      title={draft._id ? '編輯前台報表' : '新增前台報表'}
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
            <label className="shennong-stats__field" htmlFor={`${id}-type`}>
              報表類型
              <select
                id={`${id}-type`}
                onChange={(event) =>
                  setDraft({
                    ...draft,
                    reportType: event.target.value as FrontReportType,
                    fields: draft.fields.map((block) => ({
                      ...block,
                      children: block.children.map((child) => ({ ...child, colItems: [] })),
                    })),
                  })
                }
                value={draft.reportType}
              >
                {(Object.keys(FRONT_REPORT_TYPE_LABEL) as FrontReportType[]).map((type) => (
                  <option key={type} value={type}>
                    {FRONT_REPORT_TYPE_LABEL[type]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {draft.fields.map((block, index) => (
            <BlockFields
              block={block}
              sources={sources}
              index={index}
              key={block._id ?? `new-${index}`}
              onChange={(next) =>
                setDraft({ ...draft, fields: draft.fields.map((entry, at) => (at === index ? next : entry)) })
              }
              onRemove={() => setDraft({ ...draft, fields: draft.fields.filter((_, at) => at !== index) })}
              reportType={draft.reportType}
            />
          ))}
        </>
      )}
    </EditorPanel>
  )
}

/** One set opened: rename it, pick its blocks, and see its tables as charts with tables. */
const SetDetail: React.FC<{
  set: FrontSet
  setting: Setting
  sources: Sources
  rights: FrontRights
  onChanged: () => void
}> = ({ set, setting, sources, rights, onChanged }) => {
  const [detail, setDetail] = useState<FrontSet | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [name, setName] = useState(set.name)
  const [chosen, setChosen] = useState<string[]>(set.fields.map((field) => field._id))
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  const [version, setVersion] = useState(0)
  const id = useId()

  useEffect(() => {
    const controller = new AbortController()
    setError(null)
    adminRequest<FrontSet>('GET', `${BASE}/front-report-sets/detail/${set._id}`, undefined, controller.signal)
      .then(setDetail)
      .catch((failure) => {
        if ((failure as Error).name !== 'AbortError') setError(messageOf(failure))
      })
    return () => controller.abort()
  }, [set._id, version])

  const blockLabel = (block: Block, index: number) =>
    `區塊 ${index + 1}：${sources[block.type].find((entry) => entry._id === block.refId)?.name ?? FRONT_BLOCK_TYPE_LABEL[block.type]}`

  return (
    <section aria-labelledby={`${id}-title`} className="shennong-stats__panel">
      <h2 id={`${id}-title`}>報表組合：{set.name}</h2>
      {rights.edit ? (
        <form
          className="shennong-stats__toolbar"
          onSubmit={async (event) => {
            event.preventDefault()
            setNotice(null)
            try {
              const fields = setting.fields
                .filter((block) => block._id && chosen.includes(block._id))
                .map((block) => ({ _id: block._id!, type: block.type }))
              await adminRequest('PUT', `${BASE}/front-report-sets/${set._id}`, { name, fields })
              setNotice({ ok: true, text: '已儲存報表組合' })
              setVersion((value) => value + 1)
              onChanged()
            } catch (failure) {
              setNotice({ ok: false, text: messageOf(failure) })
            }
          }}
        >
          <label className="shennong-stats__field" htmlFor={`${id}-name`}>
            組合名稱
            <input id={`${id}-name`} onChange={(event) => setName(event.target.value)} required value={name} />
          </label>
          <fieldset>
            <legend>顯示的區塊</legend>
            {setting.fields.map((block, index) => (
              <label key={block._id}>
                <input
                  checked={chosen.includes(block._id ?? '')}
                  onChange={() => setChosen(toggleIn(chosen, block._id ?? ''))}
                  type="checkbox"
                />
                {blockLabel(block, index)}
              </label>
            ))}
          </fieldset>
          <button type="submit">儲存組合</button>
        </form>
      ) : null}
      <Notice notice={notice} />
      <LoadState
        empty={detail !== null && (detail.tables ?? []).length === 0}
        error={error}
        loading={detail === null && error === null}
      />
      {(detail?.tables ?? []).map((table, index) => (
        <ReportView key={`${table.title}-${index}`} table={table} />
      ))}
    </section>
  )
}

/** The sets of one setting: create a year's sets, publish them (toggle) and open one. */
const SetsPanel: React.FC<{ setting: Setting; sources: Sources; rights: FrontRights }> = ({
  setting,
  sources,
  rights,
}) => {
  const [year, setYear] = useState(String(new Date().getFullYear()))
  const [notice, setNotice] = useState<NoticeState>(null)
  const [open, setOpen] = useState<FrontSet | null>(null)
  const id = useId()
  const { data, setData, loading, error, reload } = useLoad(
    async (signal) =>
      (
        await adminRequest<Paged<FrontSet>>(
          'GET',
          `${BASE}/front-report-sets/${setting._id}?limit=1000`,
          undefined,
          signal,
        )
      ).data,
    [setting._id],
  )
  const sets = data ?? []

  return (
    <section aria-labelledby={`${id}-title`} className="shennong-stats__panel">
      <h2 id={`${id}-title`}>報表組合：{setting.name}</h2>
      <p>
        每個報表組合是一個期間（{setting.reportType === 'monthly' ? '每月一個' : '每年一個'}
        ）。開啟「發布」後即顯示在前台 /statistics。
      </p>
      {setting.status === 'Disabled' ? (
        <p className="shennong-stats__hint">
          此前台報表已停用：它的報表組合都不會出現在前台，即使已發布；啟用後已發布的組合才會再顯示。
        </p>
      ) : null}
      {rights.edit ? (
        <form
          className="shennong-stats__toolbar"
          onSubmit={async (event) => {
            event.preventDefault()
            setNotice(null)
            try {
              const result = await adminRequest<{ created: number }>('POST', `${BASE}/init-front-sets`, {
                id: setting._id,
                year: Number(year),
              })
              setNotice({ ok: true, text: `已建立 ${result.created} 個報表組合` })
              reload()
            } catch (failure) {
              setNotice({ ok: false, text: messageOf(failure) })
            }
          }}
        >
          <label className="shennong-stats__field" htmlFor={`${id}-year`}>
            年度
            <input
              id={`${id}-year`}
              max={2100}
              min={2000}
              onChange={(event) => setYear(event.target.value)}
              required
              type="number"
              value={year}
            />
          </label>
          <button type="submit">建立報表組合</button>
        </form>
      ) : null}
      <Notice notice={notice} />
      <LoadState empty={sets.length === 0} error={error} loading={loading} />
      {!loading && sets.length > 0 ? (
        <table className="shennong-stats__table">
          <caption>{setting.name} 的報表組合</caption>
          <thead>
            <tr>
              <th scope="col">名稱</th>
              <th scope="col">期間</th>
              <th scope="col">發布</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {sets.map((set) => (
              <tr key={set._id}>
                <th scope="row">{set.name}</th>
                <td>{set.period}</td>
                <td>
                  <label>
                    <input
                      checked={set.status === 'Enabled'}
                      disabled={!rights.edit}
                      onChange={async () => {
                        setNotice(null)
                        try {
                          const next = await adminRequest<FrontSet>(
                            'PUT',
                            `${BASE}/toggle-front-report-sets/${set._id}`,
                            {},
                          )
                          setData(sets.map((entry) => (entry._id === next._id ? next : entry)))
                          setNotice({
                            ok: true,
                            text: next.status === 'Enabled' ? `已發布「${next.name}」` : `已取消發布「${next.name}」`,
                          })
                        } catch (failure) {
                          setNotice({ ok: false, text: messageOf(failure) })
                        }
                      }}
                      role="switch"
                      type="checkbox"
                    />
                    <span className="shennong-visually-hidden">發布 {set.name}</span>
                    {set.status !== 'Enabled'
                      ? ' 未發布'
                      : setting.status === 'Disabled'
                        ? ' 已發布（報表停用中，前台不顯示）'
                        : ' 已發布'}
                  </label>
                </td>
                <td>
                  <button aria-label={`檢視：${set.name}`} onClick={() => setOpen(set)} type="button">
                    檢視
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {open ? (
        <SetDetail sources={sources} key={open._id} onChanged={reload} rights={rights} set={open} setting={setting} />
      ) : null}
    </section>
  )
}

/** 前台報表: the settings (formula blocks laid out as tables), their sets per period, and publishing. */
export const FrontManager: React.FC<{ links: StatisticsLink[]; rights: FrontRights }> = ({ links, rights }) => {
  const [draft, setDraft] = useState<Draft | null>(null)
  const [selected, setSelected] = useState<Setting | null>(null)
  const { data, loading, error, reload } = useLoad(async (signal) => {
    const [list, formulaList, manualList] = await Promise.all([
      adminRequest<Paged<Setting>>('GET', `${BASE}/front-report-settings?limit=1000`, undefined, signal),
      adminRequest<Paged<Formula>>('GET', `${BASE}/formula-report-settings?limit=1000`, undefined, signal),
      adminRequest<Paged<Manual>>('GET', `${BASE}/manual-report-settings?limit=1000`, undefined, signal),
    ])
    return {
      settings: list.data,
      sources: { formula: formulaSources(formulaList.data), manual: manualSources(manualList.data) },
    }
  }, [])
  const { notice, saved, askDelete, deleteDialog } = useChanges(reload)
  const settings = data?.settings ?? []
  const sources: Sources = data?.sources ?? { formula: [], manual: [] }

  return (
    <StatisticsShell links={links} title="前台報表">
      <p>
        前台報表把公式報表與手動報表的項目排成表格，依月或依年建立報表組合；發布的組合會以圖表與表格顯示在前台統計頁。
      </p>
      {rights.edit ? (
        <div className="shennong-stats__actions">
          <button
            className="shennong-stats__primary"
            onClick={() =>
              setDraft({
                name: '',
                reportType: 'monthly',
                status: 'Enabled',
                fields: [{ type: 'formula', refId: '', children: [emptyChild()] }],
              })
            }
            type="button"
          >
            新增前台報表
          </button>
        </div>
      ) : null}
      <Notice notice={notice} />
      {draft ? (
        <FrontEditor
          draft={draft}
          sources={sources}
          key={draft._id ?? 'new'}
          onCancel={() => setDraft(null)}
          onSaved={(setting) => {
            setDraft(null)
            setSelected(setting)
            saved(setting.name)
          }}
        />
      ) : null}
      <LoadState empty={settings.length === 0} error={error} loading={loading} />
      {!loading && settings.length > 0 ? (
        <RecordTable
          caption="前台報表"
          columns={[
            { header: '名稱', cell: (setting) => setting.name },
            { header: '報表類型', cell: (setting) => FRONT_REPORT_TYPE_LABEL[setting.reportType] },
            { header: '區塊數', cell: (setting) => setting.fields.length, numeric: true },
            { header: '狀態', cell: (setting) => STATUS_LABEL[setting.status] },
          ]}
          onDelete={
            rights.delete
              ? (setting) =>
                  askDelete({
                    name: setting.name,
                    title: '刪除前台報表',
                    message: `確定要刪除前台報表「${setting.name}」？它的報表組合也會一併刪除。`,
                    remove: () => adminRequest('DELETE', `${BASE}/front-report-settings/${setting._id}`),
                    afterwards: () => selected?._id === setting._id && setSelected(null),
                  })
              : undefined
          }
          onEdit={rights.edit ? (setting) => setDraft({ ...setting }) : undefined}
          rowHeader
          rowKey={(setting) => setting._id}
          rowName={(setting) => setting.name}
          rows={settings}
          view={(setting) => (
            <button aria-label={`報表組合：${setting.name}`} onClick={() => setSelected(setting)} type="button">
              報表組合
            </button>
          )}
        />
      ) : null}
      {selected ? <SetsPanel sources={sources} key={selected._id} rights={rights} setting={selected} /> : null}
      {deleteDialog}
    </StatisticsShell>
  )
}
