'use client'

import React from 'react'

import { Setting, Group, SetView } from './types'

/** The report types × months grid: each cell a button with the month's state in colour and text. */
export const HarvestGrid: React.FC<{ source: Setting; groups: Group[]; sets: Record<string, SetView[]>; selected: string | null; onSelect: (set: SetView) => void }> = ({
  source,
  groups,
  sets,
  selected,
  onSelect,
}) => {
  const months = [...new Set(Object.values(sets).flatMap((list) => list.map((set) => set.month)))].sort()
  if (groups.length === 0) return <p>此來源尚未建立收割月份：請選擇報表類型與月份後按「建立月份」。</p>
  return (
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
                        title={set.lastError ?? set.stateLabel}
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

