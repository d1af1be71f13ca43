'use client'

import React, { useId, useState } from 'react'

import { StatisticsShell, type StatisticsLink } from '../StatisticsShell'
import { type Merge, type Mixin, type MixinItem, type Paged, STATUS_LABEL, api } from '../merge/api'
import type { Rights } from '../merge/MergeManager'
import { ReportAndVersions } from '../merge/YearReport'
import { FormError, LoadState, Notice, useSave } from '@/ui/kit'
import { NameStatusFields, RecordTable, useChanges, useLoad } from '@/ui/manager'

type Draft = Omit<Mixin, '_id'> & { _id?: string }
const emptyDraft = (): Draft => ({
  name: '',
  mergeReportId: null,
  mixinItems: [{ name: '', items: [] }],
  extraStatistics: [],
  status: 'Enabled',
})
const newItem = (): MixinItem => ({ name: '', countTotalIds: [], hasTotalItemsKeys: false, totalItemsKeys: [] })

const toggle = (list: string[], value: string, on: boolean) =>
  on ? [...list, value] : list.filter((entry) => entry !== value)

/** Checkboxes over a list of choices (merge items or mix item names). */
const Choices: React.FC<{
  legend: string
  choices: { value: string; label: string }[]
  chosen: string[]
  onChange: (chosen: string[]) => void
}> = ({ legend, choices, chosen, onChange }) => (
  <fieldset className="shennong-merge__choices">
    <legend>{legend}</legend>
    {choices.length === 0 ? <p>（無可選項目）</p> : null}
    {choices.map((choice) => (
      <label key={choice.value}>
        <input
          checked={chosen.includes(choice.value)}
          onChange={(event) => onChange(toggle(chosen, choice.value, event.target.checked))}
          type="checkbox"
        />
        {choice.label}
      </label>
    ))}
  </fieldset>
)

const MixForm: React.FC<{ draft: Draft; merges: Merge[]; onSaved: (mixin: Mixin) => void; onCancel: () => void }> = ({
  draft: initial,
  merges,
  onSaved,
  onCancel,
}) => {
  const [draft, setDraft] = useState<Draft>(initial)
  const { busy, error, setError, run } = useSave()
  const id = useId()
  const merge = merges.find((candidate) => candidate._id === draft.mergeReportId)
  const mergeChoices = (merge?.mergeItems ?? []).map((item) => ({ value: item._id ?? '', label: item.name }))
  const names = draft.mixinItems.flatMap((section) => section.items.map((item) => item.name)).filter(Boolean)
  const setSection = (index: number, section: Draft['mixinItems'][number]) =>
    setDraft({ ...draft, mixinItems: draft.mixinItems.map((current, at) => (at === index ? section : current)) })
  const setExtra = (index: number, section: Draft['extraStatistics'][number]) =>
    setDraft({
      ...draft,
      extraStatistics: draft.extraStatistics.map((current, at) => (at === index ? section : current)),
    })
  return (
    <form
      aria-label={draft._id ? '編輯混合統計' : '新增混合統計'}
      className="shennong-merge__form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault()
        if (!draft.name.trim()) return setError('名稱為必填欄位')
        if (!draft.mergeReportId) return setError('請選擇合併統計')
        const mixin = await run(() => api.put<Mixin>('mixin-statistics', draft))
        if (mixin) onSaved(mixin)
      }}
    >
      <h2>{draft._id ? '編輯混合統計' : '新增混合統計'}</h2>
      <div className="shennong-stats__toolbar">
        <NameStatusFields
          id={id}
          name={draft.name}
          nameLabel="名稱（必填）"
          onChange={(patch) => setDraft({ ...draft, ...patch })}
          status={draft.status}
        />
        <label className="shennong-stats__field" htmlFor={`${id}-merge`}>
          合併統計（必填）
          <select
            id={`${id}-merge`}
            onChange={(event) => setDraft({ ...draft, mergeReportId: event.target.value || null })}
            value={draft.mergeReportId ?? ''}
          >
            <option value="">請選擇</option>
            {merges.map((candidate) => (
              <option key={candidate._id} value={candidate._id}>
                {candidate.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {draft.mixinItems.map((section, sectionIndex) => (
        <fieldset className="shennong-merge__item" key={`s${sectionIndex}`}>
          <legend>區塊 {sectionIndex + 1}</legend>
          <div className="shennong-stats__toolbar">
            <label className="shennong-stats__field">
              區塊名稱
              <input
                onChange={(event) => setSection(sectionIndex, { ...section, name: event.target.value })}
                value={section.name}
              />
            </label>
            <button
              onClick={() =>
                setDraft({ ...draft, mixinItems: draft.mixinItems.filter((_, at) => at !== sectionIndex) })
              }
              type="button"
            >
              移除區塊
            </button>
          </div>
          {section.items.map((item, itemIndex) => {
            const setItem = (next: MixinItem) =>
              setSection(sectionIndex, {
                ...section,
                items: section.items.map((current, at) => (at === itemIndex ? next : current)),
              })
            return (
              <fieldset className="shennong-merge__item" key={`i${itemIndex}`}>
                <legend>
                  區塊 {sectionIndex + 1} 項目 {itemIndex + 1}
                </legend>
                <div className="shennong-stats__toolbar">
                  <label className="shennong-stats__field">
                    項目名稱（全表唯一）
                    <input onChange={(event) => setItem({ ...item, name: event.target.value })} value={item.name} />
                  </label>
                  <label>
                    <input
                      checked={item.hasTotalItemsKeys}
                      onChange={(event) => setItem({ ...item, hasTotalItemsKeys: event.target.checked })}
                      type="checkbox"
                    />
                    加總其他混合項目
                  </label>
                  <button
                    onClick={() =>
                      setSection(sectionIndex, { ...section, items: section.items.filter((_, at) => at !== itemIndex) })
                    }
                    type="button"
                  >
                    移除項目
                  </button>
                </div>
                {item.hasTotalItemsKeys ? (
                  <Choices
                    choices={names
                      .filter((other) => other !== item.name)
                      .map((other) => ({ value: other, label: other }))}
                    chosen={item.totalItemsKeys}
                    legend="要加總的混合項目"
                    onChange={(chosen) => setItem({ ...item, totalItemsKeys: chosen })}
                  />
                ) : (
                  <Choices
                    choices={mergeChoices}
                    chosen={item.countTotalIds}
                    legend="要加總的合併項目"
                    onChange={(chosen) => setItem({ ...item, countTotalIds: chosen })}
                  />
                )}
              </fieldset>
            )
          })}
          <button
            onClick={() => setSection(sectionIndex, { ...section, items: [...section.items, newItem()] })}
            type="button"
          >
            新增項目
          </button>
        </fieldset>
      ))}
      <div className="shennong-stats__toolbar">
        <button
          onClick={() => setDraft({ ...draft, mixinItems: [...draft.mixinItems, { name: '', items: [] }] })}
          type="button"
        >
          新增區塊
        </button>
        <button
          onClick={() => setDraft({ ...draft, extraStatistics: [...draft.extraStatistics, { name: '', items: [] }] })}
          type="button"
        >
          新增額外統計
        </button>
      </div>
      {draft.extraStatistics.map((section, sectionIndex) => (
        <fieldset className="shennong-merge__item" key={`x${sectionIndex}`}>
          <legend>額外統計 {sectionIndex + 1}</legend>
          <div className="shennong-stats__toolbar">
            <label className="shennong-stats__field">
              額外統計名稱
              <input
                onChange={(event) => setExtra(sectionIndex, { ...section, name: event.target.value })}
                value={section.name}
              />
            </label>
            <button
              onClick={() =>
                setDraft({ ...draft, extraStatistics: draft.extraStatistics.filter((_, at) => at !== sectionIndex) })
              }
              type="button"
            >
              移除額外統計
            </button>
          </div>
          {section.items.map((item, itemIndex) => {
            const setItem = (next: typeof item) =>
              setExtra(sectionIndex, {
                ...section,
                items: section.items.map((current, at) => (at === itemIndex ? next : current)),
              })
            return (
              <fieldset className="shennong-merge__item" key={`xi${itemIndex}`}>
                <legend>額外統計項目 {itemIndex + 1}</legend>
                <label className="shennong-stats__field">
                  項目名稱（可留空，預設為加總項目名稱）
                  <input onChange={(event) => setItem({ ...item, name: event.target.value })} value={item.name ?? ''} />
                </label>
                <Choices
                  choices={names.map((other) => ({ value: other, label: other }))}
                  chosen={item.totalItemsKeys}
                  legend="要加總的混合項目"
                  onChange={(chosen) => setItem({ ...item, totalItemsKeys: chosen })}
                />
              </fieldset>
            )
          })}
          <button
            onClick={() => setExtra(sectionIndex, { ...section, items: [...section.items, { totalItemsKeys: [] }] })}
            type="button"
          >
            新增額外統計項目
          </button>
        </fieldset>
      ))}
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

/** 混合統計: totals and sub-totals over a merged report, its tables for a year and its versions. */
export const MixManager: React.FC<{ links: StatisticsLink[]; rights: Rights }> = ({ links, rights }) => {
  const [draft, setDraft] = useState<Draft | null>(null)
  const [selected, setSelected] = useState<Mixin | null>(null)
  const { data, loading, error, reload } = useLoad(
    (signal) =>
      Promise.all([
        api.get<Paged<Mixin>>('mixin-statistics', { limit: 100 }, signal),
        api.get<Paged<Merge>>('merge-statistics', { limit: 1000 }, signal),
      ]),
    [],
  )
  const { notice, saved, askDelete, deleteDialog } = useChanges(reload)
  const list = data?.[0] ?? null
  const merges = data?.[1].data ?? []

  return (
    <StatisticsShell links={links} title="混合統計">
      <p>
        在一份合併統計上加總：每個區塊是一張表，項目加總合併項目，或加總其他混合項目（小計的合計）；額外統計是另外的總表。
      </p>
      <Notice notice={notice} />
      {rights.edit ? (
        <div className="shennong-stats__toolbar">
          <button
            className="shennong-stats__primary"
            disabled={merges.length === 0}
            onClick={() => setDraft(emptyDraft())}
            type="button"
          >
            新增混合統計
          </button>
          {!loading && merges.length === 0 ? <span>請先建立合併統計。</span> : null}
        </div>
      ) : null}
      {draft ? (
        <MixForm
          draft={draft}
          merges={merges}
          onCancel={() => setDraft(null)}
          onSaved={(mixin) => {
            setDraft(null)
            setSelected(mixin)
            saved(mixin.name)
          }}
        />
      ) : null}
      <LoadState empty={!loading && !error && (list?.data.length ?? 0) === 0} error={error} loading={loading} />
      {list && list.data.length > 0 ? (
        <RecordTable
          caption={`混合統計列表（共 ${list.total} 筆）`}
          columns={[
            { header: '名稱', cell: (mixin) => mixin.name },
            {
              header: '合併統計',
              cell: (mixin) => merges.find((merge) => merge._id === mixin.mergeReportId)?.name ?? '—',
            },
            { header: '狀態', cell: (mixin) => STATUS_LABEL[mixin.status] },
          ]}
          onDelete={
            rights.delete
              ? (mixin) =>
                  askDelete({
                    name: mixin.name,
                    remove: () => api.del(`mixin-statistics/${mixin._id}`),
                    afterwards: () => selected?._id === mixin._id && setSelected(null),
                  })
              : undefined
          }
          onEdit={rights.edit ? (mixin) => setDraft({ ...mixin }) : undefined}
          rowHeader
          rowKey={(mixin) => mixin._id}
          rowName={(mixin) => mixin.name}
          rows={list.data}
          view={(mixin) => (
            <button aria-label={`檢視「${mixin.name}」報表與版本`} onClick={() => setSelected(mixin)} type="button">
              檢視
            </button>
          )}
        />
      ) : null}
      {selected ? (
        <ReportAndVersions
          kind="mixin"
          parent={{ _id: selected._id, name: selected.name, status: selected.status }}
          rights={rights}
        />
      ) : null}
      {deleteDialog}
    </StatisticsShell>
  )
}
