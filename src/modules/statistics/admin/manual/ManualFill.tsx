'use client'

import React, { useCallback, useEffect, useRef, useState } from 'react'

import { messageOf } from '@/ui/apiClient'
import { StatisticsShell, type StatisticsLink } from '../StatisticsShell'
import {
  FIELD_TYPE_LABEL,
  type Line,
  type MonthWork,
  type SelfReport,
  type Write,
  api,
  monthName,
  thisYear,
} from './api'
import { LoadState, Notice } from '@/ui/kit'

type Draft = Record<string, { value: string; lines: { text: string; value: string }[] }>

const cell = (fieldId: string, itemId: string) => `${fieldId}:${itemId}`

const draftOf = (work: MonthWork): Draft =>
  Object.fromEntries(
    work.fields.flatMap((field) =>
      field.items.map((item) => [
        cell(field._id, item._id),
        {
          value: item.ownValue === null ? '' : String(item.ownValue),
          lines: item.ownLines.map((line) => ({ text: line.text, value: String(line.value) })),
        },
      ]),
    ),
  )

/** One report's items of the month: inputs for the writer's own values, read-only when the month is locked. */
const ReportMonth: React.FC<{ work: MonthWork; onSaved: () => Promise<void> }> = ({ work, onSaved }) => {
  const [draft, setDraft] = useState<Draft>(() => draftOf(work))
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  const readOnly = work.locked || !work.set
  const update = (key: string, change: Partial<Draft[string]>) =>
    setDraft({ ...draft, [key]: { ...draft[key]!, ...change } })
  const save = async () => {
    if (!work.set) return
    setBusy(true)
    setNotice(null)
    const values: Write[] = work.fields.flatMap((field) =>
      field.items.map((item) => {
        const entry = draft[cell(field._id, item._id)]!
        if (field.type === 'detail')
          return {
            fieldId: field._id,
            itemId: item._id,
            lines: entry.lines
              .filter((line) => line.text.trim() || line.value.trim())
              .map((line): Line => ({ text: line.text, value: Number(line.value) })),
          }
        return { fieldId: field._id, itemId: item._id, value: entry.value.trim() === '' ? null : Number(entry.value) }
      }),
    )
    try {
      await api.write(work.set._id, values)
      setNotice({ ok: true, text: `已儲存「${work.setting.name}」${monthName(work.month)}的填報` })
      await onSaved()
    } catch (failure) {
      setNotice({ ok: false, text: messageOf(failure) })
    } finally {
      setBusy(false)
    }
  }
  return (
    <form
      aria-labelledby={`report-${work.setting._id}`}
      className="shennong-stats__panel"
      data-testid="manual-fill-report"
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <h2 id={`report-${work.setting._id}`}>
        {work.setting.name}（{work.month}）
      </h2>
      {!work.set ? <p role="note">此月份尚未開放填報（管理者尚未建立填報月份）。</p> : null}
      {work.locked ? (
        <p className="shennong-stats__locked" role="note">
          {monthName(work.month)}已鎖定，僅供檢視，無法再填報或修改。
        </p>
      ) : null}
      {work.fields.map((field) => (
        <fieldset className="shennong-stats__fieldset" key={field._id}>
          <legend>
            {field.name}（{FIELD_TYPE_LABEL[field.type]}）
          </legend>
          {field.items.map((item) => {
            const key = cell(field._id, item._id)
            const entry = draft[key]!
            return (
              <div className="shennong-stats__fill-item" key={item._id}>
                {field.type === 'detail' ? (
                  <fieldset>
                    <legend>{item.name} 明細</legend>
                    {entry.lines.length === 0 ? <p>尚無明細</p> : null}
                    {entry.lines.map((line, index) => (
                      <div className="shennong-stats__toolbar" key={index}>
                        <label className="shennong-stats__field">
                          <span>
                            {item.name} 明細 {index + 1} 說明
                          </span>
                          <input
                            disabled={readOnly}
                            onChange={(event) =>
                              update(key, {
                                lines: entry.lines.map((other, at) =>
                                  at === index ? { ...other, text: event.target.value } : other,
                                ),
                              })
                            }
                            value={line.text}
                          />
                        </label>
                        <label className="shennong-stats__field">
                          <span>
                            {item.name} 明細 {index + 1} 數值
                          </span>
                          <input
                            disabled={readOnly}
                            inputMode="decimal"
                            min={0}
                            onChange={(event) =>
                              update(key, {
                                lines: entry.lines.map((other, at) =>
                                  at === index ? { ...other, value: event.target.value } : other,
                                ),
                              })
                            }
                            step="any"
                            type="number"
                            value={line.value}
                          />
                        </label>
                        {!readOnly ? (
                          <button
                            onClick={() => update(key, { lines: entry.lines.filter((_, at) => at !== index) })}
                            type="button"
                          >
                            移除明細
                          </button>
                        ) : null}
                      </div>
                    ))}
                    {!readOnly ? (
                      <button
                        onClick={() => update(key, { lines: [...entry.lines, { text: '', value: '' }] })}
                        type="button"
                      >
                        新增「{item.name}」明細
                      </button>
                    ) : null}
                  </fieldset>
                ) : (
                  <label className="shennong-stats__field">
                    <span>
                      {field.name} / {item.name}
                      {field.type === 'multiple' ? '（我的數值）' : ''}
                    </span>
                    <input
                      disabled={readOnly}
                      inputMode="decimal"
                      min={0}
                      onChange={(event) => update(key, { value: event.target.value })}
                      step="any"
                      type="number"
                      value={entry.value}
                    />
                  </label>
                )}
                {field.type !== 'normal' ? (
                  <p className="shennong-stats__hint">本月合計（所有填報人員）：{item.value ?? '—'}</p>
                ) : null}
              </div>
            )
          })}
        </fieldset>
      ))}
      <Notice notice={notice} />
      {!readOnly ? (
        <button className="shennong-stats__primary" disabled={busy} type="submit">
          儲存「{work.setting.name}」
        </button>
      ) : null}
    </form>
  )
}

/** 填報作業: the signed-in writer's reports of a year, their progress, and a month's items to fill. */
export const ManualFill: React.FC<{ links: StatisticsLink[] }> = ({ links }) => {
  const [year, setYear] = useState(thisYear())
  const [month, setMonth] = useState(new Date().getMonth() + 1)
  const [reports, setReports] = useState<SelfReport[]>([])
  const [work, setWork] = useState<MonthWork[]>([])
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const [version, setVersion] = useState(0)
  const latest = useRef(0)
  const load = useCallback(async () => {
    const ticket = ++latest.current
    setLoading(true)
    setError(null)
    try {
      const [mine, items] = await Promise.all([api.selfReports(year), api.selfMonth(year, month)])
      // A slower answer for a year or month no longer chosen is dropped.
      if (ticket !== latest.current) return
      setReports(mine)
      setWork(items)
      setVersion((value) => value + 1)
    } catch (failure) {
      if (ticket === latest.current) setError(messageOf(failure))
    } finally {
      if (ticket === latest.current) setLoading(false)
    }
  }, [year, month])
  useEffect(() => {
    void load()
  }, [load])
  return (
    <StatisticsShell links={links} title="填報作業">
      <div className="shennong-stats__toolbar">
        <label className="shennong-stats__field">
          <span>年度</span>
          <input
            max={2999}
            min={1900}
            onChange={(event) => setYear(Number(event.target.value) || thisYear())}
            type="number"
            value={year}
          />
        </label>
        <label className="shennong-stats__field">
          <span>月份</span>
          <select onChange={(event) => setMonth(Number(event.target.value))} value={month}>
            {Array.from({ length: 12 }, (_, index) => (
              <option key={index + 1} value={index + 1}>
                {index + 1} 月
              </option>
            ))}
          </select>
        </label>
      </div>
      <LoadState
        empty={reports.length === 0}
        emptyHint="沒有指定給您填報的手動報表。"
        error={error}
        loading={loading}
      />
      {reports.length > 0 ? (
        <table className="shennong-stats__table" data-testid="manual-progress">
          <caption>{year} 年我的填報進度（已填項目 / 應填項目）</caption>
          <thead>
            <tr>
              <th scope="col">報表</th>
              {Array.from({ length: 12 }, (_, index) => (
                <th className="is-number" key={index} scope="col">
                  {index + 1}月
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {reports.map((report) => (
              <tr key={report._id}>
                <th scope="row">{report.name}</th>
                {Array.from({ length: 12 }, (_, index) => {
                  const set = report.sets.find((candidate) => Number(candidate.month.slice(5, 7)) === index + 1)
                  return (
                    <td className="is-number" key={index}>
                      {set ? `${set.filled}/${set.total}${set.locked ? '（鎖定）' : ''}` : '—'}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {!loading && !error
        ? work.map((entry) => (
            <ReportMonth
              key={`${entry.setting._id}-${entry.month}-${version}`}
              onSaved={async () => {
                setReports(await api.selfReports(year))
              }}
              work={entry}
            />
          ))
        : null}
    </StatisticsShell>
  )
}
