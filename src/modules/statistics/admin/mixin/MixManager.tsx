'use client'

import React, { useCallback, useEffect, useId, useState } from 'react'

import { messageOf } from '@/ui/apiClient'
import type { ReportTable } from '../../shared/table'
import { StatisticsShell, type StatisticsLink } from '../StatisticsShell'
import { type Exported, type Merge, type Mixin, type MixinItem, type Paged, type Status, STATUS_LABEL, api, thisYear } from '../merge/api'
import { YearReport, type Rights } from '../merge/MergeManager'
import { ConfirmDelete, LoadState, Notice, type NoticeState, RowActions } from '@/ui/kit'
import { VersionsPanel } from '../merge/VersionsPanel'

type Draft = Omit<Mixin, '_id'> & { _id?: string }
const emptyDraft = (): Draft => ({ name: '', mergeReportId: null, mixinItems: [{ name: '', items: [] }], extraStatistics: [], status: 'Enabled' })
const newItem = (): MixinItem => ({ name: '', countTotalIds: [], hasTotalItemsKeys: false, totalItemsKeys: [] })

const toggle = (list: string[], value: string, on: boolean) => (on ? [...list, value] : list.filter((entry) => entry !== value))

/** Checkboxes over a list of choices (merge items or mix item names). */
const Choices: React.FC<{ legend: string; choices: { value: string; label: string }[]; chosen: string[]; onChange: (chosen: string[]) => void }> = ({ legend, choices, chosen, onChange }) => (
  <fieldset className="shennong-merge__choices">
    <legend>{legend}</legend>
    {choices.length === 0 ? <p>（無可選項目）</p> : null}
    {choices.map((choice) => (
      <label key={choice.value}>
        <input checked={chosen.includes(choice.value)} onChange={(event) => onChange(toggle(chosen, choice.value, event.target.checked))} type="checkbox" />
        {choice.label}
      </label>
    ))}
  </fieldset>
)

const MixForm: React.FC<{ draft: Draft; merges: Merge[]; onSaved: (mixin: Mixin) => void; onCancel: () => void }> = ({ draft: initial, merges, onSaved, onCancel }) => {
  const [draft, setDraft] = useState<Draft>(initial)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const id = useId()
  const merge = merges.find((candidate) => candidate._id === draft.mergeReportId)
  const mergeChoices = (merge?.mergeItems ?? []).map((item) => ({ value: item._id ?? '', label: item.name }))
  const names = draft.mixinItems.flatMap((section) => section.items.map((item) => item.name)).filter(Boolean)
  const setSection = (index: number, section: Draft['mixinItems'][number]) => setDraft({ ...draft, mixinItems: draft.mixinItems.map((current, at) => (at === index ? section : current)) })
  const setExtra = (index: number, section: Draft['extraStatistics'][number]) =>
    setDraft({ ...draft, extraStatistics: draft.extraStatistics.map((current, at) => (at === index ? section : current)) })
  return (
    <form
      aria-label={draft._id ? '編輯混合統計' : '新增混合統計'}
      className="shennong-merge__form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault()
        if (!draft.name.trim()) return setError('名稱為必填欄位')
        if (!draft.mergeReportId) return setError('請選擇合併統計')
        setBusy(true)
        setError(null)
        try {
          onSaved(await api.put<Mixin>('mixin-statistics', draft))
        } catch (failure) {
          setError(messageOf(failure))
        } finally {
          setBusy(false)
        }
      }}
    >
      <h2>{draft._id ? '編輯混合統計' : '新增混合統計'}</h2>
      <div className="shennong-stats__toolbar">
        <label className="shennong-stats__field" htmlFor={`${id}-name`}>
          名稱（必填）
          <input id={`${id}-name`} onChange={(event) => setDraft({ ...draft, name: event.target.value })} value={draft.name} />
        </label>
        <label className="shennong-stats__field" htmlFor={`${id}-merge`}>
          合併統計（必填）
          <select id={`${id}-merge`} onChange={(event) => setDraft({ ...draft, mergeReportId: event.target.value || null })} value={draft.mergeReportId ?? ''}>
            <option value="">請選擇</option>
            {merges.map((candidate) => (
              <option key={candidate._id} value={candidate._id}>
                {candidate.name}
              </option>
            ))}
          </select>
        </label>
        <label className="shennong-stats__field" htmlFor={`${id}-status`}>
          狀態
          <select id={`${id}-status`} onChange={(event) => setDraft({ ...draft, status: event.target.value as Status })} value={draft.status}>
            <option value="Enabled">{STATUS_LABEL.Enabled}</option>
            <option value="Disabled">{STATUS_LABEL.Disabled}</option>
          </select>
        </label>
      </div>
      {draft.mixinItems.map((section, sectionIndex) => (
        <fieldset className="shennong-merge__item" key={`s${sectionIndex}`}>
          <legend>區塊 {sectionIndex + 1}</legend>
          <div className="shennong-stats__toolbar">
            <label className="shennong-stats__field">
              區塊名稱
              <input onChange={(event) => setSection(sectionIndex, { ...section, name: event.target.value })} value={section.name} />
            </label>
            <button onClick={() => setDraft({ ...draft, mixinItems: draft.mixinItems.filter((_, at) => at !== sectionIndex) })} type="button">
              移除區塊
            </button>
          </div>
          {section.items.map((item, itemIndex) => {
            const setItem = (next: MixinItem) => setSection(sectionIndex, { ...section, items: section.items.map((current, at) => (at === itemIndex ? next : current)) })
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
                    <input checked={item.hasTotalItemsKeys} onChange={(event) => setItem({ ...item, hasTotalItemsKeys: event.target.checked })} type="checkbox" />
                    加總其他混合項目
                  </label>
                  <button onClick={() => setSection(sectionIndex, { ...section, items: section.items.filter((_, at) => at !== itemIndex) })} type="button">
                    移除項目
                  </button>
                </div>
                {item.hasTotalItemsKeys ? (
                  <Choices
                    choices={names.filter((other) => other !== item.name).map((other) => ({ value: other, label: other }))}
                    chosen={item.totalItemsKeys}
                    legend="要加總的混合項目"
                    onChange={(chosen) => setItem({ ...item, totalItemsKeys: chosen })}
                  />
                ) : (
                  <Choices choices={mergeChoices} chosen={item.countTotalIds} legend="要加總的合併項目" onChange={(chosen) => setItem({ ...item, countTotalIds: chosen })} />
                )}
              </fieldset>
            )
          })}
          <button onClick={() => setSection(sectionIndex, { ...section, items: [...section.items, newItem()] })} type="button">
            新增項目
          </button>
        </fieldset>
      ))}
      <div className="shennong-stats__toolbar">
        <button onClick={() => setDraft({ ...draft, mixinItems: [...draft.mixinItems, { name: '', items: [] }] })} type="button">
          新增區塊
        </button>
        <button onClick={() => setDraft({ ...draft, extraStatistics: [...draft.extraStatistics, { name: '', items: [] }] })} type="button">
          新增額外統計
        </button>
      </div>
      {draft.extraStatistics.map((section, sectionIndex) => (
        <fieldset className="shennong-merge__item" key={`x${sectionIndex}`}>
          <legend>額外統計 {sectionIndex + 1}</legend>
          <div className="shennong-stats__toolbar">
            <label className="shennong-stats__field">
              額外統計名稱
              <input onChange={(event) => setExtra(sectionIndex, { ...section, name: event.target.value })} value={section.name} />
            </label>
            <button onClick={() => setDraft({ ...draft, extraStatistics: draft.extraStatistics.filter((_, at) => at !== sectionIndex) })} type="button">
              移除額外統計
            </button>
          </div>
          {section.items.map((item, itemIndex) => {
            const setItem = (next: typeof item) => setExtra(sectionIndex, { ...section, items: section.items.map((current, at) => (at === itemIndex ? next : current)) })
            return (
              <fieldset className="shennong-merge__item" key={`xi${itemIndex}`}>
                <legend>額外統計項目 {itemIndex + 1}</legend>
                <label className="shennong-stats__field">
                  項目名稱（可留空，預設為加總項目名稱）
                  <input onChange={(event) => setItem({ ...item, name: event.target.value })} value={item.name ?? ''} />
                </label>
                <Choices choices={names.map((other) => ({ value: other, label: other }))} chosen={item.totalItemsKeys} legend="要加總的混合項目" onChange={(chosen) => setItem({ ...item, totalItemsKeys: chosen })} />
              </fieldset>
            )
          })}
          <button onClick={() => setExtra(sectionIndex, { ...section, items: [...section.items, { totalItemsKeys: [] }] })} type="button">
            新增額外統計項目
          </button>
        </fieldset>
      ))}
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

/** 混合統計: totals and sub-totals over a merged report, its tables for a year and its versions. */
export const MixManager: React.FC<{ links: StatisticsLink[]; rights: Rights }> = ({ links, rights }) => {
  const [list, setList] = useState<Paged<Mixin> | null>(null)
  const [merges, setMerges] = useState<Merge[]>([])
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const [draft, setDraft] = useState<Draft | null>(null)
  const [selected, setSelected] = useState<Mixin | null>(null)
  const [year, setYear] = useState(thisYear())
  const [notice, setNotice] = useState<NoticeState>(null)
  const [deleting, setDeleting] = useState<{ title: string; run: () => Promise<void> } | null>(null)
  const [reload, setReload] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    setLoading(true)
    setError(null)
    Promise.all([api.get<Paged<Mixin>>('mixin-statistics', { limit: 100 }, controller.signal), api.get<Paged<Merge>>('merge-statistics', { limit: 1000 }, controller.signal)])
      .then(([mixins, mergeList]) => {
        setList(mixins)
        setMerges(mergeList.data)
      })
      .catch((failure: Error) => {
        if (failure.name !== 'AbortError') setError(messageOf(failure))
      })
      .finally(() => setLoading(false))
    return () => controller.abort()
  }, [reload])

  const loadReport = useCallback(
    async (forYear: number, signal: AbortSignal) => (selected ? api.get<ReportTable[]>(`mixin-statistics/reports/${selected._id}`, { year: forYear }, signal) : []),
    [selected],
  )

  return (
    <StatisticsShell links={links} title="混合統計">
      <p>在一份合併統計上加總：每個區塊是一張表，項目加總合併項目，或加總其他混合項目（小計的合計）；額外統計是另外的總表。</p>
      <Notice notice={notice} />
      {rights.edit ? (
        <div className="shennong-stats__toolbar">
          <button className="shennong-stats__primary" disabled={merges.length === 0} onClick={() => setDraft(emptyDraft())} type="button">
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
            setNotice({ ok: true, text: `已儲存「${mixin.name}」` })
            setReload((value) => value + 1)
          }}
        />
      ) : null}
      <LoadState empty={!loading && !error && (list?.data.length ?? 0) === 0} emptyText="尚無混合統計" error={error} loading={loading} />
      {list && list.data.length > 0 ? (
        <table className="shennong-stats__table">
          <caption>混合統計列表（共 {list.total} 筆）</caption>
          <thead>
            <tr>
              <th scope="col">名稱</th>
              <th scope="col">合併統計</th>
              <th scope="col">狀態</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((mixin) => (
              <tr key={mixin._id}>
                <th scope="row">{mixin.name}</th>
                <td>{merges.find((merge) => merge._id === mixin.mergeReportId)?.name ?? '—'}</td>
                <td>{STATUS_LABEL[mixin.status]}</td>
                <td>
                  <button aria-label={`檢視「${mixin.name}」報表與版本`} onClick={() => setSelected(mixin)} type="button">
                    檢視
                  </button>
                  <RowActions
                    name={mixin.name}
                    onDelete={
                      rights.delete
                        ? () =>
                            setDeleting({
                              title: mixin.name,
                              run: async () => {
                                await api.del(`mixin-statistics/${mixin._id}`)
                                if (selected?._id === mixin._id) setSelected(null)
                                setNotice({ ok: true, text: `已刪除「${mixin.name}」` })
                                setReload((value) => value + 1)
                              },
                            })
                        : undefined
                    }
                    onEdit={rights.edit ? () => setDraft({ ...mixin }) : undefined}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {selected ? (
        <>
          <h2>「{selected.name}」報表</h2>
          <YearReport
            exportRun={(forYear) => api.get<Exported>(`export-mixin-statistics/${selected._id}`, { year: forYear })}
            load={loadReport}
            setYear={setYear}
            title={selected.name}
            year={year}
          />
          <VersionsPanel kind="mixin" parent={{ _id: selected._id, name: selected.name }} rights={rights} year={year} />
        </>
      ) : null}
      <ConfirmDelete onClose={() => setDeleting(null)} target={deleting} />
    </StatisticsShell>
  )
}
