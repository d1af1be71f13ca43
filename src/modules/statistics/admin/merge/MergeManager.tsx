'use client'

import React, { useEffect, useId, useState } from 'react'

import { messageOf } from '@/ui/apiClient'
import { StatisticsShell, type StatisticsLink } from '../StatisticsShell'
import { type Merge, type MergeItem, type Paged, type SourceOption, type Status, STATUS_LABEL, api } from './api'
import { FormError, LoadState, Notice, Pager, useSave } from '@/ui/kit'
import { InlineField, NameStatusFields, RecordTable, useChanges, useLoad } from '@/ui/manager'
import { ReportAndVersions } from './YearReport'

export type Rights = { edit: boolean; delete: boolean }

type Draft = { _id?: string; name: string; remark: string; status: Status; mergeItems: MergeItem[] }
const emptyDraft = (): Draft => ({ name: '', remark: '', status: 'Enabled', mergeItems: [] })

/** One merge item's row in the form: name, type and the source rows it takes. */
const MergeItemEditor: React.FC<{
  item: MergeItem
  index: number
  options: SourceOption[]
  onChange: (item: MergeItem) => void
  onRemove: () => void
}> = ({ item, index, options, onChange, onRemove }) => {
  const id = useId()
  return (
    <fieldset className="shennong-merge__item">
      <legend>合併項目 {index + 1}</legend>
      <div className="shennong-stats__toolbar">
        <label className="shennong-stats__field" htmlFor={`${id}-name`}>
          項目名稱
          <input
            id={`${id}-name`}
            onChange={(event) => onChange({ ...item, name: event.target.value })}
            required
            value={item.name}
          />
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
          <select
            id={`${id}-source`}
            onChange={(event) => onChange({ ...item, itemIds: event.target.value ? [event.target.value] : [] })}
            value={item.itemIds[0] ?? ''}
          >
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
                  onChange({
                    ...item,
                    itemIds: event.target.checked
                      ? [...item.itemIds, option.key]
                      : item.itemIds.filter((key) => key !== option.key),
                  })
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

const MergeForm: React.FC<{
  draft: Draft
  options: SourceOption[]
  onSaved: (merge: Merge) => void
  onCancel: () => void
}> = ({ draft: initial, options, onSaved, onCancel }) => {
  const [draft, setDraft] = useState<Draft>(initial)
  const { busy, error, setError, run } = useSave()
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
        const merge = await run(() =>
          api.put<Merge>('merge-statistics', {
            ...(draft._id ? { _id: draft._id } : {}),
            name: draft.name,
            remark: draft.remark || null,
            status: draft.status,
            mergeItems: draft.mergeItems,
          }),
        )
        if (merge) onSaved(merge)
      }}
    >
      <h2>{draft._id ? '編輯合併統計' : '新增合併統計'}</h2>
      <div className="shennong-stats__toolbar">
        <NameStatusFields
          id={id}
          name={draft.name}
          nameLabel="名稱（必填）"
          onChange={(patch) => setDraft({ ...draft, ...patch })}
          status={draft.status}
        />
        <InlineField id={`${id}-remark`} label="備註">
          <input
            id={`${id}-remark`}
            onChange={(event) => setDraft({ ...draft, remark: event.target.value })}
            value={draft.remark}
          />
        </InlineField>
      </div>
      {options.length === 0 ? <p>尚無可選的來源項目：請先建立公式報表或手動報表。</p> : null}
      {draft.mergeItems.map((item, index) => (
        <MergeItemEditor
          index={index}
          item={item}
          key={item._id ?? `new-${index}`}
          onChange={(next) =>
            setDraft({ ...draft, mergeItems: draft.mergeItems.map((current, at) => (at === index ? next : current)) })
          }
          onRemove={() => setDraft({ ...draft, mergeItems: draft.mergeItems.filter((_, at) => at !== index) })}
          options={options}
        />
      ))}
      <div className="shennong-stats__toolbar">
        <button
          onClick={() =>
            setDraft({ ...draft, mergeItems: [...draft.mergeItems, { type: 'single', name: '', itemIds: [] }] })
          }
          type="button"
        >
          新增合併項目
        </button>
      </div>
      <FormError error={error} />
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

/** 合併統計: the list, the form (items picked from merge-statistics-items), a year's report and the versions. */
export const MergeManager: React.FC<{ links: StatisticsLink[]; rights: Rights }> = ({ links, rights }) => {
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(1)
  const [options, setOptions] = useState<SourceOption[]>([])
  const [draft, setDraft] = useState<Draft | null>(null)
  const [selected, setSelected] = useState<Merge | null>(null)
  const {
    data: list,
    loading,
    error,
    reload,
  } = useLoad(
    (signal) => api.get<Paged<Merge>>('merge-statistics', { page, limit: 20, keyword }, signal),
    [page, keyword],
  )
  const { notice, setNotice, saved, askDelete, deleteDialog } = useChanges(reload)

  useEffect(() => {
    if (!rights.edit) return
    api
      .get<SourceOption[]>('merge-statistics-items')
      .then(setOptions)
      .catch((failure) => setNotice({ ok: false, text: messageOf(failure) }))
  }, [rights.edit, setNotice])

  return (
    <StatisticsShell links={links} title="合併統計">
      <p>
        從公式報表與手動報表挑選列，組成一張報表；「單一項目」照原樣呈現一列，「多項加總」把多列逐月相加。建立版本會凍結當年度的數字，公開後顯示於前台統計資料頁。
      </p>
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
            saved(merge.name)
          }}
          options={options}
        />
      ) : null}
      <LoadState empty={!loading && !error && (list?.data.length ?? 0) === 0} error={error} loading={loading} />
      {list && list.data.length > 0 ? (
        <RecordTable
          caption={`合併統計列表（共 ${list.total} 筆）`}
          columns={[
            { header: '名稱', cell: (merge) => merge.name },
            { header: '項目數', cell: (merge) => merge.mergeItems.length },
            { header: '狀態', cell: (merge) => STATUS_LABEL[merge.status] },
          ]}
          isSelected={(merge) => selected?._id === merge._id}
          onDelete={
            rights.delete
              ? (merge) =>
                  askDelete({
                    name: merge.name,
                    remove: () => api.del(`merge-statistics/${merge._id}`),
                    afterwards: () => selected?._id === merge._id && setSelected(null),
                  })
              : undefined
          }
          onEdit={
            rights.edit
              ? (merge) =>
                  setDraft({
                    _id: merge._id,
                    name: merge.name,
                    remark: merge.remark ?? '',
                    status: merge.status,
                    mergeItems: merge.mergeItems,
                  })
              : undefined
          }
          rowHeader
          rowKey={(merge) => merge._id}
          rowName={(merge) => merge.name}
          rows={list.data}
          view={(merge) => (
            <button aria-label={`檢視「${merge.name}」報表與版本`} onClick={() => setSelected(merge)} type="button">
              檢視
            </button>
          )}
        />
      ) : null}
      {list && list.total > list.limit ? (
        <Pager limit={list.limit} onPage={setPage} page={page} total={list.total} />
      ) : null}
      {selected ? (
        <ReportAndVersions
          kind="merge"
          parent={{ _id: selected._id, name: selected.name, status: selected.status }}
          rights={rights}
        />
      ) : null}
      {deleteDialog}
    </StatisticsShell>
  )
}
