import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import type { CalendarDay, OpeningStatus } from '@/modules/opening'
import {
  A,
  admin,
  app,
  Body,
  count,
  del,
  editor,
  expectRefused,
  get,
  type Paged,
  post,
  useModuleCalls,
} from '../../helpers/moduleCalls'

useModuleCalls()

type OpeningDate = { _id: string; date: string; openingStatus: OpeningStatus; announcement: string | null }

describe('opening', () => {
  const settings = {
    openingTime: '08:00',
    closingTime: '17:00',
    openingDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  }

  it('GET/POST /opening-dates-settings', async () => {
    const saved = await post('/opening-dates-settings', {
      ...settings,
      temporaryAnnouncement: '本館 7 月起延長開館',
      temporaryLinkUrl: '/news',
      backgroundColor: '#197879',
      textColor: '#f8f8f4',
    })
    expect(saved.status).toBe(200)
    expect(saved.body.result).toMatchObject({
      ...settings,
      temporaryAnnouncement: '本館 7 月起延長開館',
      temporaryLinkUrl: '/news',
      backgroundColor: '#197879',
    })
    expect((await get('/opening-dates-settings')).body.result).toMatchObject(settings)

    for (const [body, message] of [
      [{ closingTime: '17:00' }, '開館時間為必填欄位'],
      [{ openingTime: '08:00' }, '閉館時間為必填欄位'],
      [{ openingTime: '8點', closingTime: '17:00' }, '時間格式須為 HH:mm（24 小時制）'],
      [{ openingTime: '17:00', closingTime: '08:00' }, '閉館時間必須晚於開館時間'],
      [{ ...settings, temporaryLinkUrl: 'bad url' }, '不是網址格式'],
    ] as const) {
      const res = await post('/opening-dates-settings', body)
      expect(res.status).toBe(400)
      expect(res.body.message).toBe(message)
    }
    expect((await get('/opening-dates-settings')).body.result).toMatchObject({
      ...settings,
      temporaryAnnouncement: '本館 7 月起延長開館',
    })
  })

  it('opening-dates: one entry per day, saving a day again updates it; read, list by month, delete', async () => {
    const created = await post<OpeningDate>('/opening-dates', {
      date: '2031-01-01',
      openingStatus: 'Closed',
      announcement: '元旦休館',
    })
    expect(created.status).toBe(200)
    expect(created.body.result).toMatchObject({ date: '2031-01-01', openingStatus: 'Closed', announcement: '元旦休館' })
    const id = created.body.result._id

    const again = await post<OpeningDate>('/opening-dates', {
      date: '2031/1/1',
      openingStatus: 'Closed',
      announcement: '元旦休館一日',
    })
    expect(again.body.result._id).toBe(id)
    expect(
      await count('opening-dates', {
        date: { greater_than_equal: '2031-01-01T00:00:00.000Z', less_than: '2031-01-02T00:00:00.000Z' },
      }),
    ).toBe(1)

    await post('/opening-dates', { date: '2031-02-14', openingStatus: 'Open' })
    const january = await get<Paged<OpeningDate>>('/opening-dates?month=2031-01')
    expect(january.body.result.data.map((entry) => entry.date)).toEqual(['2031-01-01'])
    expect(
      (await get<Paged<OpeningDate>>('/opening-dates?year=2031&month=2')).body.result.data.map((entry) => entry.date),
    ).toEqual(['2031-02-14'])
    expect((await get('/opening-dates?month=13')).status).toBe(400)
    expect((await get(`/opening-dates/${id}`)).body.result).toMatchObject({ _id: id, announcement: '元旦休館一日' })

    const moved = await post('/opening-dates', { _id: id, date: '2031-02-14', openingStatus: 'Closed' })
    expect(moved.status).toBe(409)
    expect(moved.body.message).toBe('此日期已有開館設定，請直接編輯該日期')

    await expectRefused(() => post('/opening-dates', { date: '2031-03-01' }), '開館狀態為必填欄位', ['opening-dates'])
    await expectRefused(() => post('/opening-dates', { openingStatus: 'Closed' }), '日期為必填欄位', ['opening-dates'])
    await expectRefused(
      () => post('/opening-dates', { date: '2031-02-30', openingStatus: 'Closed' }),
      '日期格式須為 YYYY-MM-DD',
      ['opening-dates'],
    )
    await expectRefused(
      () => post('/opening-dates', { date: '2031-03-01', openingStatus: 'Maybe' }),
      '開館狀態須為開館或閉館（Open 或 Closed）',
      ['opening-dates'],
    )

    const removed = await del(`/opening-dates/${id}`)
    expect(removed.body.result).toEqual({ _id: id })
    expect((await get(`/opening-dates/${id}`)).status).toBe(404)
  })

  it('GET /calendar: every day of the month; an entry for the day wins over the weekly rule', async () => {
    await post('/opening-dates', { date: '2031-03-03', openingStatus: 'Closed', announcement: '館舍消毒，暫停開放' })
    await post('/opening-dates', { date: '2031-03-08', openingStatus: 'Open', linkUrl: '/news' })
    const res = await get<CalendarDay[]>('/calendar?year=2031&month=3')
    expect(res.status).toBe(200)
    const days = res.body.result
    expect(days).toHaveLength(31)
    expect(days[0]).toMatchObject({
      date: '2031-03-01',
      weekday: 'Saturday',
      openingStatus: 'Closed',
      source: 'settings',
    })
    expect(days[2]).toMatchObject({
      date: '2031-03-03',
      weekday: 'Monday',
      openingStatus: 'Closed',
      openingTime: null,
      announcement: '館舍消毒，暫停開放',
      source: 'date',
    })
    expect(days[3]).toMatchObject({
      date: '2031-03-04',
      openingStatus: 'Open',
      openingTime: '08:00',
      closingTime: '17:00',
      source: 'settings',
    })
    expect(days[7]).toMatchObject({
      date: '2031-03-08',
      weekday: 'Saturday',
      openingStatus: 'Open',
      openingTime: '08:00',
      linkUrl: '/news',
      source: 'date',
    })

    const now = await get<CalendarDay[]>('/calendar')
    expect(now.status).toBe(200)
    expect(now.body.result.length).toBeGreaterThanOrEqual(28)
    for (const query of ['year=2031&month=0', 'year=2031&month=abc', 'year=99&month=1']) {
      const bad = await get(`/calendar?${query}`)
      expect(bad.status).toBe(400)
      expect(bad.body.message).toMatch(/^(月份|年份)須為/)
    }
  })

  const sendFile = (name: string, data: Buffer | string, token = admin) => {
    const form = new FormData()
    form.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)]), name)
    return app.api.post<Body>(`${A}/import-opening-dates`, form, { token })
  }

  it('POST /import-opening-dates (JSON): creates and updates days; a bad row saves nothing and names the row', async () => {
    await post('/opening-dates', { date: '2031-04-04', openingStatus: 'Open' })
    const res = await post('/import-opening-dates', {
      openingDates: [
        { date: '2031-04-04', openingStatus: '閉館', announcement: '兒童節休館' },
        { date: '2031-04-05', openingStatus: 'Closed', announcement: '清明節休館' },
      ],
    })
    expect(res.status).toBe(200)
    expect(res.body.result).toEqual({ imported: 2, created: 1, updated: 1 })
    const april = await get<Paged<OpeningDate>>('/opening-dates?month=2031-04')
    expect(april.body.result.data.map((entry) => [entry.date, entry.openingStatus, entry.announcement])).toEqual([
      ['2031-04-04', 'Closed', '兒童節休館'],
      ['2031-04-05', 'Closed', '清明節休館'],
    ])

    const before = await count('opening-dates')
    const bad = await post('/import-opening-dates', [
      { date: '2031-05-01', openingStatus: 'Closed' },
      { date: '2031-05-02', openingStatus: '休息' },
      { date: '', openingStatus: 'Open' },
    ])
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual([
      { row: 2, field: 'openingStatus', reason: '開館狀態須為開館或閉館（Open 或 Closed）' },
      { row: 3, field: 'date', reason: '日期為必填欄位' },
    ])
    expect(bad.body.message).toContain('第 2 列')
    expect(bad.body.message).toContain('未儲存任何資料')
    expect(await count('opening-dates')).toBe(before)

    const twice = await post('/import-opening-dates', {
      openingDates: [
        { date: '2031-05-01', openingStatus: 'Closed' },
        { date: '2031/5/1', openingStatus: 'Open' },
      ],
    })
    expect(twice.status).toBe(400)
    expect(twice.body.errors).toEqual([{ row: 2, field: 'date', reason: '此日期在匯入資料中重複' }])
    expect(await count('opening-dates')).toBe(before)

    const empty = await post('/import-opening-dates', { openingDates: [] })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe('檔案沒有可匯入的資料')
    const shapeless = await post('/import-opening-dates', { rows: [] })
    expect(shapeless.status).toBe(400)
    expect(shapeless.body.message).toBe('開館日資料為必填欄位')
  })

  it('POST /import-opening-dates (file): a CSV with zh-TW headers, an .xlsx with a bad row saves nothing', async () => {
    const csv =
      '\ufeff日期,狀態,公告,連結,圖片\n2031/6/1,開館,週日特別開館,https://library.example/june,/images/demo/open.jpg\n2031-06-02,閉館,盤點休館,,\n'
    const res = await sendFile('開館日.csv', csv)
    expect(res.status).toBe(200)
    expect(res.body.result).toEqual({ imported: 2, created: 2, updated: 0 })
    const june = await get<CalendarDay[]>('/calendar?year=2031&month=6')
    expect(june.body.result[0]).toMatchObject({
      date: '2031-06-01',
      weekday: 'Sunday',
      openingStatus: 'Open',
      announcement: '週日特別開館',
      imageUrl: '/images/demo/open.jpg',
    })
    expect(june.body.result[1]).toMatchObject({ date: '2031-06-02', openingStatus: 'Closed', announcement: '盤點休館' })

    const before = await count('opening-dates')
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('開館日')
    sheet.addRow(['日期', '狀態', '公告', '連結'])
    sheet.addRow([new Date(Date.UTC(2031, 6, 1)), '閉館', '颱風休館', ''])
    sheet.addRow(['2031-07-02', 'Open', '', 'not a url'])
    const bad = await sendFile('開館日.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()))
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual([{ row: 3, field: 'linkUrl', reason: '不是網址格式' }])
    expect(bad.body.message).toContain('第 3 列')
    expect(await count('opening-dates')).toBe(before)

    const good = new ExcelJS.Workbook()
    const goodSheet = good.addWorksheet('開館日')
    goodSheet.addRow(['日期', '狀態', '公告'])
    goodSheet.addRow([new Date(Date.UTC(2031, 6, 1)), '閉館', '颱風休館'])
    const ok = await sendFile('開館日.xlsx', Buffer.from(await good.xlsx.writeBuffer()))
    expect(ok.status).toBe(200)
    expect(
      (await get<Paged<OpeningDate>>('/opening-dates?month=2031-07')).body.result.data.map((entry) => [
        entry.date,
        entry.openingStatus,
      ]),
    ).toEqual([['2031-07-01', 'Closed']])

    expect((await sendFile('開館日.pdf', '%PDF-1.4')).status).toBe(415)
    expect((await sendFile('開館日.csv', csv, editor)).status).toBe(403)
    expect(await count('opening-dates')).toBe(before + 1)
  })
})
