import React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { expandRecurrence } from '@/modules/reservations/recurrence'
import { INTERVAL_CHOICES, WeekdayPicker, intervalLabel, isoWeekdayOf, weekdaysText } from '@/ui/WeekdayPicker'

/**
 * Issue 25, front desk §4: a series on chosen weekdays and every N days, weeks or months.
 * 2027-03-01 is a Monday (the library time zone is Asia/Taipei, UTC+8).
 */

type Settings = { frequency: 'daily' | 'weekly' | 'monthly'; interval?: number; weekdays?: number[] }

const dates = (startDate: string, endDate: string, settings: Settings): string[] =>
  expandRecurrence({
    rangeDates: { startDate, endDate },
    recurrenceSettings: { ...settings, startTime: '14:00', endTime: '15:00' },
  }).map((o) => o.date)

describe('recurrence with weekdays and every N (issue 25, front desk §4)', () => {
  it('books Tuesdays and Thursdays every 2 weeks, counting weeks from the start date\u2019s week', () => {
    // From a Monday: that week's Tue and Thu, the next week skipped, and so on for six weeks.
    expect(dates('2027-03-01', '2027-04-11', { frequency: 'weekly', interval: 2, weekdays: [2, 4] })).toEqual([
      '2027-03-02',
      '2027-03-04',
      '2027-03-16',
      '2027-03-18',
      '2027-03-30',
      '2027-04-01',
    ])
    // From a Wednesday: that week's Tuesday is before the range, its Thursday is in.
    expect(dates('2027-03-03', '2027-04-11', { frequency: 'weekly', interval: 2, weekdays: [4, 2] })).toEqual([
      '2027-03-04',
      '2027-03-16',
      '2027-03-18',
      '2027-03-30',
      '2027-04-01',
    ])
    // Weeks start on Monday: a Sunday start is the end of its week (Monday 1, Sunday 7).
    expect(dates('2027-03-07', '2027-04-04', { frequency: 'weekly', interval: 2, weekdays: [1, 7] })).toEqual([
      '2027-03-07',
      '2027-03-15',
      '2027-03-21',
      '2027-03-29',
      '2027-04-04',
    ])
  })

  it('keeps the times of each occurrence in the library time zone', () => {
    const [first] = expandRecurrence({
      rangeDates: { startDate: '2027-03-01', endDate: '2027-03-14' },
      recurrenceSettings: { frequency: 'weekly', weekdays: [4], startTime: '14:00', endTime: '15:00' },
    })
    expect([first!.date, first!.start.toISOString(), first!.end.toISOString()]).toEqual([
      '2027-03-04',
      '2027-03-04T06:00:00.000Z',
      '2027-03-04T07:00:00.000Z',
    ])
  })

  it('defaults a weekly series to the start date\u2019s weekday, every week or every N weeks', () => {
    expect(dates('2027-03-03', '2027-03-31', { frequency: 'weekly' })).toEqual([
      '2027-03-03',
      '2027-03-10',
      '2027-03-17',
      '2027-03-24',
      '2027-03-31',
    ])
    expect(dates('2027-03-03', '2027-03-31', { frequency: 'weekly', interval: 1 })).toEqual([
      '2027-03-03',
      '2027-03-10',
      '2027-03-17',
      '2027-03-24',
      '2027-03-31',
    ])
    expect(dates('2027-03-03', '2027-03-31', { frequency: 'weekly', interval: 2 })).toEqual([
      '2027-03-03',
      '2027-03-17',
      '2027-03-31',
    ])
  })

  it('books every 3 days', () => {
    expect(dates('2027-03-30', '2027-04-10', { frequency: 'daily', interval: 3 })).toEqual([
      '2027-03-30',
      '2027-04-02',
      '2027-04-05',
      '2027-04-08',
    ])
  })

  it('books every 2 months on the 31st, skipping the counted months without one', () => {
    // July, (September: 30 days), (November: 30 days), January.
    expect(dates('2027-07-31', '2028-01-31', { frequency: 'monthly', interval: 2 })).toEqual([
      '2027-07-31',
      '2028-01-31',
    ])
    expect(dates('2027-01-31', '2027-07-31', { frequency: 'monthly', interval: 2 })).toEqual([
      '2027-01-31',
      '2027-03-31',
      '2027-05-31',
      '2027-07-31',
    ])
  })

  it('finds nothing when no chosen weekday falls in the range', () => {
    expect(dates('2027-03-08', '2027-03-12', { frequency: 'weekly', weekdays: [7] })).toEqual([])
    expect(dates('2027-03-08', '2027-03-12', { frequency: 'weekly', weekdays: [6, 7] })).toEqual([])
  })
})

describe('the weekday and interval choices of the booking forms (issue 25, front desk §4)', () => {
  it('reads a day\u2019s ISO weekday (1 = Monday … 7 = Sunday), none for an empty date', () => {
    expect(['2027-03-01', '2027-03-02', '2027-03-04', '2027-03-06', '2027-03-07'].map(isoWeekdayOf)).toEqual([
      1, 2, 4, 6, 7,
    ])
    expect(isoWeekdayOf('')).toBeNull()
    expect(weekdaysText([4, 2])).toBe('二、四')
  })

  it('words 間隔 in the frequency\u2019s unit', () => {
    expect(INTERVAL_CHOICES.map((n) => intervalLabel('weekly', n))).toEqual([
      '每 1 週',
      '每 2 週',
      '每 3 週',
      '每 4 週',
    ])
    expect(intervalLabel('daily', 3)).toBe('每 3 天')
    expect(intervalLabel('monthly', 2)).toBe('每 2 個月')
  })

  it('renders seven labelled checkboxes under the legend 星期, the chosen ones checked', () => {
    const html = renderToStaticMarkup(
      React.createElement(WeekdayPicker, { id: 'w', value: [2, 4], onChange: () => undefined }),
    )
    expect(html).toMatch(/^<fieldset[^>]* id="w"[^>]*><legend>星期<\/legend>/)
    const boxes = [...html.matchAll(/<label for="(w-\d)"[^>]*><input aria-label="(週.)"([^>]*)\/>(.)<\/label>/g)]
    expect(boxes.map((m) => [m[1], m[2], m[4], m[3]!.includes('checked')])).toEqual([
      ['w-1', '週一', '一', false],
      ['w-2', '週二', '二', true],
      ['w-3', '週三', '三', false],
      ['w-4', '週四', '四', true],
      ['w-5', '週五', '五', false],
      ['w-6', '週六', '六', false],
      ['w-7', '週日', '日', false],
    ])
  })
})
