'use client'

import React, { useState } from 'react'

import { ConfirmDialog } from '@/ui/kit'
import type { HarvestProgress } from '../../sushi/harvest'
import { Setting, Group, SetView, dateTime, monthsBack } from './types'
import { Field } from './SettingForm'

/** The report types × months grid: each cell a button with the month's state in colour and text. */
export const HarvestGrid: React.FC<{
  source: Setting
  groups: Group[]
  sets: Record<string, SetView[]>
  selected: string | null
  onSelect: (set: SetView) => void
}> = ({ source, groups, sets, selected, onSelect }) => {
  const months = [...new Set(Object.values(sets).flatMap((list) => list.map((set) => set.month)))].sort()
  if (groups.length === 0) return <p>此來源尚未建立收割月份：請選擇報表類型與月份後按「建立月份」。</p>
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a horizontally scrollable region must be focusable so keyboard users can scroll it (axe scrollable-region-focusable)
    <div className="shennong-dataorig__gridwrap" tabIndex={0} role="region" aria-label="收割狀態表（可水平捲動）">
      <table className="shennong-stats__table shennong-dataorig__grid">
        <caption>{source.name}：各報表類型每月收割狀態</caption>
        <thead>
          <tr>
            <th scope="col">報表類型</th>
            {months.map((month) => (
              <th key={month} scope="col">
                {month}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => {
            const byMonth = new Map((sets[group._id] ?? []).map((set) => [set.month, set]))
            return (
              <tr key={group._id}>
                <th scope="row">{group.reportType}</th>
                {months.map((month) => {
                  const set = byMonth.get(month)
                  if (!set) return <td key={month}>—</td>
                  return (
                    <td className={`is-${set.state}`} key={month}>
                      <button
                        aria-pressed={selected === set._id}
                        className="shennong-dataorig__cell"
                        onClick={() => onSelect(set)}
                        title={[
                          set.lastError ?? set.stateLabel,
                          set.nextAttemptAt ? `下次嘗試：${dateTime(set.nextAttemptAt)}` : '',
                        ]
                          .filter(Boolean)
                          .join('\n')}
                        type="button"
                      >
                        <span>{set.stateLabel}</span>
                        {set.rowCount > 0 ? <small>{set.rowCount.toLocaleString('zh-TW')} 列</small> : null}
                        {set.attempts > 1 ? <small>第 {set.attempts} 次</small> : null}
                      </button>
                    </td>
                  )
                })}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

// ---------------------------------------------------------------------------------------------
// Harvest runs: the progress the server keeps, shown the
// same after a reload; cancelling; re-harvesting a range of months.

/** A harvest run as GET/POST/DELETE download-sushi-report/{id} answer it (docs/statistics.md §2). */
export type HarvestRunView = HarvestProgress

/** What the source list adds to a source: its harvest in progress, and the failure of a source nothing was stored from. */
export type SourceHarvest = {
  harvestRun?: { _id: string; status: 'queued' | 'running'; finished: number; total: number } | null
  harvestIssue?: { state: SetView['state']; stateLabel: string; months: number } | null
}

/** A source's state in the list: its health, or the state of its failing months, and a harvest in progress. */
export const SourceHealth: React.FC<{ source: Setting & SourceHarvest }> = ({ source }) => {
  const issue = source.health === 'unknown' || !source.health ? source.harvestIssue : null
  return (
    <>
      {issue ? (
        <span className={`shennong-dataorig__state is-${issue.state}`} title={`${issue.months} 個月份未收割成功`}>
          {source.healthLabel}
        </span>
      ) : (
        <span className={`shennong-dataorig__health is-${source.health ?? 'unknown'}`}>{source.healthLabel}</span>
      )}
      {source.harvestRun ? (
        <small>
          {' '}
          收割中 {source.harvestRun.finished}／{source.harvestRun.total}
        </small>
      ) : null}
    </>
  )
}

/** The source's harvest: progress while it runs (with 取消收割), its outcome when it has ended. */
export const HarvestRunPanel: React.FC<{
  run: HarvestRunView | null
  canCancel: boolean
  onCancel: () => Promise<void>
}> = ({ run, canCancel, onCancel }) => {
  const [confirming, setConfirming] = useState(false)
  if (!run || run.total === 0) return null
  const when = run.running
    ? `${run.startedBy ? `${run.startedBy}` : run.triggerLabel}於 ${dateTime(run.startedAt)} 開始`
    : `${dateTime(run.startedAt)} 至 ${dateTime(run.finishedAt)}`
  return (
    <div className="shennong-dataorig__progress">
      <div role="status">
        <label>
          收割進度 {run.finished}／{run.total}
          {run.current
            ? `（正在收割 ${run.current}）`
            : run.running
              ? `（${run.statusLabel}）`
              : `（${run.statusLabel}）`}
          <progress max={run.total} value={run.finished} />
        </label>
        <p>
          {run.scope ? `${run.scope}；` : ''}
          {when}
          {run.running && run.cancelRequested ? '；已要求取消，完成目前月份後停止' : ''}
          {!run.running && run.cancelledBy ? `；由 ${run.cancelledBy} 取消` : ''}
        </p>
        {run.error ? <p className="shennong-stats__error">{run.error}</p> : null}
      </div>
      {run.running && canCancel && !run.cancelRequested ? (
        <button className="shennong-stats__danger" onClick={() => setConfirming(true)} type="button">
          取消收割
        </button>
      ) : null}
      {run.outcomes.length > 0 ? (
        <details>
          <summary>各月結果（{run.outcomes.length}）</summary>
          <ul>
            {run.outcomes.map((outcome) => (
              <li key={outcome.setId}>
                {outcome.reportType} {outcome.month}：
                <span className={`shennong-dataorig__state is-${outcome.state}`}>{outcome.stateLabel}</span>
                {outcome.rowCount > 0 ? `，${outcome.rowCount.toLocaleString('zh-TW')} 列` : ''}
                {outcome.state !== 'done' && outcome.message ? `（${outcome.message}）` : ''}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <ConfirmDialog
        confirmLabel="取消收割"
        message="確定要取消這次收割嗎？正在收割的月份完成後即停止；已收割的月份保留，其餘月份維持原狀。"
        onClose={() => setConfirming(false)}
        onConfirm={onCancel}
        open={confirming}
        title="取消收割"
      />
    </div>
  )
}

export type ReharvestBody = { startMonth: string; endMonth: string; reportTypes?: string[] }

/**
 * 重新收割: a range of months of the source, optionally some report types, harvested
 * again even when done (a vendor restated its data). Confirmed first; each month keeps its old
 * figures until its new ones are stored, and keeps them when the vendor gives none.
 */
export const ReharvestForm: React.FC<{
  source: Setting
  groups: Group[]
  disabled: boolean
  onSubmit: (body: ReharvestBody) => Promise<void>
}> = ({ source, groups, disabled, onSubmit }) => {
  const [start, setStart] = useState(monthsBack(3))
  const [end, setEnd] = useState(monthsBack(1))
  const [types, setTypes] = useState<string[]>([])
  const [confirming, setConfirming] = useState(false)
  const chosen = types.length > 0 ? types : groups.map((group) => group.reportType)
  return (
    <fieldset className="shennong-stats__toolbar">
      <legend>重新收割（已完成的月份也再向廠商要求）</legend>
      <Field label="重新收割：首月">
        {(id) => <input id={id} onChange={(e) => setStart(e.target.value)} type="month" value={start} />}
      </Field>
      <Field label="重新收割：末月">
        {(id) => <input id={id} onChange={(e) => setEnd(e.target.value)} type="month" value={end} />}
      </Field>
      {groups.map((group) => (
        <label key={group._id}>
          <input
            checked={types.includes(group.reportType)}
            onChange={(e) =>
              setTypes((list) =>
                e.target.checked ? [...list, group.reportType] : list.filter((type) => type !== group.reportType),
              )
            }
            type="checkbox"
          />{' '}
          {group.reportType}
        </label>
      ))}
      <button
        disabled={disabled || !start || !end || groups.length === 0}
        onClick={() => setConfirming(true)}
        type="button"
      >
        重新收割
      </button>
      <ConfirmDialog
        confirmLabel="重新收割"
        danger={false}
        message={`確定要重新收割「${source.name}」${start} 至 ${end} 的 ${chosen.join('、')} 嗎？每個月份的新資料存入後才取代原有資料；廠商未提供新資料的月份保留原有資料。`}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          onSubmit({ startMonth: start, endMonth: end, ...(types.length > 0 ? { reportTypes: types } : {}) })
        }
        open={confirming}
        title="重新收割"
      />
    </fieldset>
  )
}
