import { beforeAll, describe, expect, it } from 'vitest'
import { OPENING_MSG, type OpeningStatus, PUBLIC_MODULE_MSG, type PublicCalendarDay } from '@/modules/opening'
import { create, expectBadQuery, get, usePublicModules } from '../../helpers/publicModules'

usePublicModules()

type OpeningDate = {
  _id: string
  date: string
  openingStatus: OpeningStatus
  announcement: string | null
  linkUrl: string | null
}

describe('opening hours', () => {
  beforeAll(async () => {
    await create('opening-dates', {
      date: '2026-02-16T12:00:00.000Z',
      openingStatus: 'Closed',
      announcement: '春節休館',
      linkUrl: '/news',
    })
    await create('opening-dates', {
      date: '2026-02-22T12:00:00.000Z',
      openingStatus: 'Open',
      announcement: '週日特別開放',
    })
    await create('opening-dates', {
      date: '2026-03-02T12:00:00.000Z',
      openingStatus: 'Closed',
      announcement: '設備維護',
    })
  })

  it('calendar: every day of the month, Monday-first indexes, public fields only', async () => {
    const res = await get<PublicCalendarDay[]>('/calendar?year=2026&month=2')
    expect(res.status).toBe(200)
    const days = res.body.result
    expect(days).toHaveLength(28)
    expect(days[0]).toEqual({
      date: '2026-02-01',
      weekday: 'Sunday',
      weekdayIndex: 6,
      openingStatus: 'Closed',
      openingTime: null,
      closingTime: null,
      announcement: null,
      linkUrl: null,
      imageUrl: null,
    })
    expect(days[1]).toMatchObject({
      date: '2026-02-02',
      weekday: 'Monday',
      weekdayIndex: 0,
      openingStatus: 'Open',
      openingTime: '08:00',
      closingTime: '17:00',
    })
    expect(days[15]).toMatchObject({
      date: '2026-02-16',
      openingStatus: 'Closed',
      openingTime: null,
      announcement: '春節休館',
      linkUrl: '/news',
    })
    expect(days[21]).toMatchObject({
      date: '2026-02-22',
      weekday: 'Sunday',
      openingStatus: 'Open',
      openingTime: '08:00',
      announcement: '週日特別開放',
    })
    for (const d of days) {
      expect(d).not.toHaveProperty('_id')
      expect(d).not.toHaveProperty('source')
    }
    expect((await get('/calendar?year=2024&month=2')).body.result).toHaveLength(29)
  })

  it('calendar: this month by default; bad year or month is a 400', async () => {
    const res = await get<PublicCalendarDay[]>('/calendar')
    expect(res.status).toBe(200)
    expect(res.body.result[0].date).toMatch(/^\d{4}-\d{2}-01$/)
    await expectBadQuery('/calendar?year=2026&month=13', OPENING_MSG.badMonth)
    await expectBadQuery('/calendar?year=abc&month=1', OPENING_MSG.badYear)
  })

  it('opening dates: a month, or a from/to range, by date', async () => {
    const month = await get<OpeningDate[]>('/opening-dates?year=2026&month=2')
    expect(month.status).toBe(200)
    expect(month.body.result.map((d) => [d.date, d.openingStatus])).toEqual([
      ['2026-02-16', 'Closed'],
      ['2026-02-22', 'Open'],
    ])
    expect(month.body.result[0]).toMatchObject({ _id: expect.any(String), announcement: '春節休館', linkUrl: '/news' })
    const combined = await get<OpeningDate[]>('/opening-dates?month=2026-03')
    expect(combined.body.result.map((d) => d.date)).toEqual(['2026-03-02'])
    const range = await get<OpeningDate[]>('/opening-dates?from=2026-02-20&to=2026-03-02')
    expect(range.body.result.map((d) => d.date)).toEqual(['2026-02-22', '2026-03-02'])
    const current = await get('/opening-dates')
    expect(current.status).toBe(200)
    expect(Array.isArray(current.body.result)).toBe(true)
  })

  it('opening dates: bad queries are 400s', async () => {
    await expectBadQuery('/opening-dates?from=2026-02-20', PUBLIC_MODULE_MSG.rangeNeedsBoth)
    await expectBadQuery('/opening-dates?from=2026-03-01&to=2026-02-01', PUBLIC_MODULE_MSG.rangeReversed)
    await expectBadQuery('/opening-dates?from=2026-01-01&to=2027-06-01', PUBLIC_MODULE_MSG.rangeTooLong)
    await expectBadQuery('/opening-dates?from=2026-02-30&to=2026-03-01', OPENING_MSG.notDay)
    await expectBadQuery(
      '/opening-dates?year=2026&month=2&from=2026-02-01&to=2026-02-02',
      PUBLIC_MODULE_MSG.rangeOrMonth,
    )
    await expectBadQuery('/opening-dates?year=2026&month=13', OPENING_MSG.badMonth)
    await expectBadQuery('/opening-dates?year=2026', OPENING_MSG.badMonthFilter)
  })
})
