'use client'

import React from 'react'

/**
 * The choices of a recurring booking beyond its frequency, shared by the
 * public 週期預約 form and the back office's 新增預約: the weekdays of a weekly series (seven
 * checkboxes 一 … 日 in a fieldset) and the 間隔 of every series (every 1 … 4 days, weeks or
 * months). Days are ISO numbers, 1 = Monday … 7 = Sunday, as the recurrence calls take them.
 * Nothing here reaches server code, so any client component may use it.
 */

export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7
export type RecurrenceFrequency = 'daily' | 'weekly' | 'monthly'

export const ISO_WEEKDAYS: readonly IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7]
export const WEEKDAY_LABEL: Record<IsoWeekday, string> = {
  1: '一',
  2: '二',
  3: '三',
  4: '四',
  5: '五',
  6: '六',
  7: '日',
}

/** The ISO weekday of a `YYYY-MM-DD` day, or null when it is not one (an empty date input). */
export const isoWeekdayOf = (day: string): IsoWeekday | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null
  const sundayFirst = new Date(`${day}T00:00:00.000Z`).getUTCDay()
  return Number.isNaN(sundayFirst) ? null : ((((sundayFirst + 6) % 7) + 1) as IsoWeekday)
}

/** The days for a person: 「二、四」, Monday first. */
export const weekdaysText = (days: readonly IsoWeekday[]): string =>
  ISO_WEEKDAYS.filter((day) => days.includes(day))
    .map((day) => WEEKDAY_LABEL[day])
    .join('、')

/** What 間隔 offers: every 1 … 4 (the server takes up to 12). */
export const INTERVAL_CHOICES = [1, 2, 3, 4] as const
const INTERVAL_UNIT: Record<RecurrenceFrequency, string> = { daily: '天', weekly: '週', monthly: '個月' }

/** An option of 間隔 in the frequency's unit: 每 2 週, 每 3 天, 每 1 個月. */
export const intervalLabel = (frequency: RecurrenceFrequency, interval: number): string =>
  `每 ${interval} ${INTERVAL_UNIT[frequency]}`

/**
 * The weekday checkboxes of a weekly series, in a fieldset whose legend names them (星期). Each
 * checkbox's name is the whole day (週二) while it shows the short one (二). The fieldset itself
 * takes `id` (and focus, for a form that moves focus to the field in error); `describedBy` names
 * the element holding its error.
 */
export const WeekdayPicker: React.FC<{
  id: string
  value: readonly IsoWeekday[]
  onChange: (days: IsoWeekday[]) => void
  legend?: string
  className?: string
  style?: React.CSSProperties
  describedBy?: string
  disabled?: boolean
}> = ({ id, value, onChange, legend = '星期', className, style, describedBy, disabled }) => (
  <fieldset aria-describedby={describedBy} className={className} id={id} style={style} tabIndex={-1}>
    <legend>{legend}</legend>
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '.25rem 1rem' }}>
      {ISO_WEEKDAYS.map((day) => (
        <label
          htmlFor={`${id}-${day}`}
          key={day}
          style={{ display: 'inline-flex', alignItems: 'center', gap: '.35rem', fontWeight: 'normal' }}
        >
          <input
            aria-label={`週${WEEKDAY_LABEL[day]}`}
            checked={value.includes(day)}
            disabled={disabled}
            id={`${id}-${day}`}
            onChange={(event) =>
              onChange(ISO_WEEKDAYS.filter((other) => (other === day ? event.target.checked : value.includes(other))))
            }
            type="checkbox"
            value={day}
          />
          {WEEKDAY_LABEL[day]}
        </label>
      ))}
    </div>
  </fieldset>
)
