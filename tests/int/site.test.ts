import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type HomeData, type InfraData, SEARCH_TARGETS, SITE_SETTINGS_MSG } from '@/modules/site'
import { MODULE_MSG } from '@/i18n/modules'
import { todayKey } from '@/modules/opening'
import { startTestApp, type TestApp } from '../helpers/app'

/**
 * The public frame and home header calls (spec doc 2 §3 "Home data", §7 "Public"): GET
 * /public/home (today's opening from the weekly rule or a special date, the temporary
 * announcement and its colours) and GET /public/infra (site settings with their defaults), and
 * bad site-settings input refused over the REST API.
 */

/** An answer: `T` is what `result` holds, as the test names it (`unknown` when it does not read it). */
type Body<T = unknown> = { result: T; message?: string; errors?: unknown[] }

let app: TestApp
let admin: string

const ALL_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

const home = async () => {
  const res = await app.api.get<Body<HomeData>>('/api/public/home')
  expect(res.status).toBe(200)
  return res.body.result
}

const infra = async () => {
  const res = await app.api.get<Body<InfraData>>('/api/public/infra')
  expect(res.status).toBe(200)
  return res.body.result
}

const saveSettings = (body: Record<string, unknown>) =>
  app.api.post('/api/globals/site-settings', body, { token: admin })

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login('admin', 'Admin@12345')
  // A clean slate for today: the demo seed may hold a special date on it.
  await app.payload.delete({ collection: 'opening-dates', where: { id: { exists: true } }, overrideAccess: true })
})

afterAll(async () => {
  await app?.close()
})

describe('GET /public/home', () => {
  it('is open to anonymous visitors', async () => {
    const res = await app.api.get<Body<HomeData>>('/api/public/home')
    expect(res.status).toBe(200)
    expect(res.body.result.openingDate.date).toBe(todayKey())
  })

  it('shows the weekly hours on an opening day', async () => {
    const saved = await app.api.post<Body>(
      '/api/shennong/opening-dates-settings',
      {
        openingTime: '08:30',
        closingTime: '21:00',
        openingDays: ALL_DAYS,
        temporaryAnnouncement: null,
        temporaryLinkUrl: null,
        temporaryImageUrl: null,
        backgroundColor: null,
        textColor: null,
      },
      { token: admin },
    )
    expect(saved.status).toBe(200)
    const result = await home()
    expect(result).toEqual({
      openingDate: {
        date: todayKey(),
        openingStatus: 'Open',
        openingTime: '08:30',
        closingTime: '21:00',
        announcement: null,
        linkUrl: null,
        imageUrl: null,
      },
      temporaryAnnouncement: null,
      temporaryLinkUrl: null,
      temporaryImageUrl: null,
      textColor: null,
      backgroundColor: null,
    })
  })

  it('is closed on a weekday the rule leaves out', async () => {
    const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'Asia/Taipei' }).format(new Date())
    await app.api.post<Body>(
      '/api/shennong/opening-dates-settings',
      { openingTime: '08:30', closingTime: '21:00', openingDays: ALL_DAYS.filter((day) => day !== weekday) },
      { token: admin },
    )
    const { openingDate } = await home()
    expect(openingDate.openingStatus).toBe('Closed')
    expect(openingDate.openingTime).toBeNull()
    expect(openingDate.closingTime).toBeNull()
    await app.api.post<Body>(
      '/api/shennong/opening-dates-settings',
      { openingTime: '08:30', closingTime: '21:00', openingDays: ALL_DAYS },
      { token: admin },
    )
  })

  it('shows a closed special date with its announcement, link and image', async () => {
    const created = await app.api.post<Body<{ _id: string }>>(
      '/api/shennong/opening-dates',
      {
        date: todayKey(),
        openingStatus: 'Closed',
        announcement: '館舍消防檢修，暫停開放一日',
        linkUrl: '/news',
        imageUrl: '/images/closed.png',
      },
      { token: admin },
    )
    expect(created.status).toBe(200)
    const { openingDate } = await home()
    expect(openingDate).toEqual({
      date: todayKey(),
      openingStatus: 'Closed',
      openingTime: null,
      closingTime: null,
      announcement: '館舍消防檢修，暫停開放一日',
      linkUrl: '/news',
      imageUrl: '/images/closed.png',
    })
    await app.api.delete(`/api/shennong/opening-dates/${created.body.result._id}`, { token: admin })
    expect((await home()).openingDate.openingStatus).toBe('Open')
  })

  it('carries the temporary announcement and its colours', async () => {
    const saved = await app.api.post<Body>(
      '/api/shennong/opening-dates-settings',
      {
        openingTime: '08:30',
        closingTime: '21:00',
        openingDays: ALL_DAYS,
        temporaryAnnouncement: '本週六提早於 12:00 閉館',
        temporaryLinkUrl: 'https://library.example.org/notice',
        temporaryImageUrl: '/images/notice.png',
        backgroundColor: '#14578e',
        textColor: '#f8f8f4',
      },
      { token: admin },
    )
    expect(saved.status).toBe(200)
    const result = await home()
    expect(result).toMatchObject({
      temporaryAnnouncement: '本週六提早於 12:00 閉館',
      temporaryLinkUrl: 'https://library.example.org/notice',
      temporaryImageUrl: '/images/notice.png',
      backgroundColor: '#14578e',
      textColor: '#f8f8f4',
    })
  })
})

describe('GET /public/infra', () => {
  it('answers the defaults for settings never set, and the library-system addresses of the demo seed', async () => {
    const result = await infra()
    expect(result.libraryName).toBe('神農醫學圖書館')
    expect(result.searchTargets).toEqual(
      SEARCH_TARGETS.map((t) => ({ key: t.key, label: t.label, urlTemplate: t.defaultUrl })),
    )
    expect(result.searchTargets.map((t) => t.label)).toEqual(['整合查詢', '館藏查詢', 'PubMed', 'Google Scholar'])
    expect(result.searchTargets[2].urlTemplate).toBe('https://pubmed.ncbi.nlm.nih.gov/?term={q}')
    expect(result.searchTargets[3].urlTemplate).toBe('https://scholar.google.com/scholar?q={q}')
    expect(result.patronLoginUrl).toBe('https://opac.library.example/patron/login')
    expect(result.patronForgotPasswordUrl).toBe('https://opac.library.example/patron/forgot-password')
    expect(result.analyticsId).toBeNull()
    expect(result.footerLinks).toEqual([{ label: '醫院首頁', url: 'https://www.hospital.example/' }])
    expect(result.accessibilityBadge.imageUrl).toBeNull()
    expect(result.accessibilityBadge.linkUrl).toMatch(/^https:\/\//)
    expect(result.accessibilityBadge.alt).toBeTruthy()
    expect(result).toHaveProperty('contactPhone')
    expect(result).toHaveProperty('contactEmail')
    expect(result).toHaveProperty('address')
  })

  it('answers the values an administrator saved', async () => {
    const saved = await saveSettings({
      libraryName: '神農醫學圖書館（測試）',
      contactPhone: '(02) 1234-5678',
      contactEmail: 'lib@hospital.example',
      address: '臺北市測試路 1 號',
      openingHoursNote: '國定假日休館',
      integratedSearchUrl: 'https://discovery.example.org/search?query={q}',
      holdingsSearchUrl: 'https://opac.example.org/search?q={q}&type=all',
      pubmedSearchUrl: 'https://pubmed.ncbi.nlm.nih.gov/?term={q}&filter=simsearch1.fha',
      scholarSearchUrl: 'https://scholar.google.com.tw/scholar?q={q}',
      patronLoginUrl: 'https://opac.example.org/patron/login',
      patronForgotPasswordUrl: 'https://opac.example.org/patron/forgot',
      analyticsId: 'G-TEST12345',
      footerLinks: [
        { label: '隱私權政策', url: '/cms/privacy' },
        { label: '醫院首頁', url: 'https://hospital.example.org/' },
      ],
      accessibilityBadgeImageUrl: '/images/aa.png',
      accessibilityBadgeLinkUrl: 'https://accessibility.moda.gov.tw/Applications/Detail?category=1',
      accessibilityBadgeAlt: '通過AA檢測等級無障礙網頁檢測',
    })
    expect(saved.status).toBe(200)
    const result = await infra()
    expect(result).toEqual({
      libraryName: '神農醫學圖書館（測試）',
      contactPhone: '(02) 1234-5678',
      contactEmail: 'lib@hospital.example',
      address: '臺北市測試路 1 號',
      openingHoursNote: '國定假日休館',
      footerLinks: [
        { label: '隱私權政策', url: '/cms/privacy' },
        { label: '醫院首頁', url: 'https://hospital.example.org/' },
      ],
      accessibilityBadge: {
        imageUrl: '/images/aa.png',
        linkUrl: 'https://accessibility.moda.gov.tw/Applications/Detail?category=1',
        alt: '通過AA檢測等級無障礙網頁檢測',
      },
      searchTargets: [
        { key: 'integrated', label: '整合查詢', urlTemplate: 'https://discovery.example.org/search?query={q}' },
        { key: 'holdings', label: '館藏查詢', urlTemplate: 'https://opac.example.org/search?q={q}&type=all' },
        {
          key: 'pubmed',
          label: 'PubMed',
          urlTemplate: 'https://pubmed.ncbi.nlm.nih.gov/?term={q}&filter=simsearch1.fha',
        },
        { key: 'scholar', label: 'Google Scholar', urlTemplate: 'https://scholar.google.com.tw/scholar?q={q}' },
      ],
      patronLoginUrl: 'https://opac.example.org/patron/login',
      patronForgotPasswordUrl: 'https://opac.example.org/patron/forgot',
      analyticsId: 'G-TEST12345',
    })
  })
})

describe('site settings refuse bad input', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a patron login URL that is not a URL', { patronLoginUrl: 'not a url' }, MODULE_MSG.notUrl],
    ['a patron login URL that is a site path', { patronLoginUrl: '/login' }, MODULE_MSG.notUrl],
    [
      'a forgot-password URL with another scheme',
      { patronForgotPasswordUrl: 'javascript:alert(1)' },
      MODULE_MSG.notUrl,
    ],
    [
      'a search template without {q}',
      { pubmedSearchUrl: 'https://pubmed.ncbi.nlm.nih.gov/' },
      SITE_SETTINGS_MSG.notSearchTemplate,
    ],
    [
      'a search template that is not absolute',
      { holdingsSearchUrl: '/search?q={q}' },
      SITE_SETTINGS_MSG.notSearchTemplate,
    ],
    ['an analytics id that is not one', { analyticsId: "G-1');alert(1)//" }, SITE_SETTINGS_MSG.notAnalyticsId],
    ['a footer link with a bad URL', { footerLinks: [{ label: '壞連結', url: 'ftp://x' }] }, MODULE_MSG.notUrl],
    ['a badge image with a bad URL', { accessibilityBadgeImageUrl: 'not a url' }, MODULE_MSG.notUrl],
  ]

  it.each(cases)('%s is a 400 and nothing changes', async (_name, body, message) => {
    const before = await infra()
    const res = await saveSettings(body)
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain(message)
    expect(await infra()).toEqual(before)
  })

  it('refuses anonymous and unprivileged updates', async () => {
    const anonymous = await app.api.post('/api/globals/site-settings', { analyticsId: 'G-OTHER1234' })
    expect(anonymous.status).toBe(403)
    const editor = await app.login('editor', 'Editor@12345')
    const denied = await app.api.post('/api/globals/site-settings', { analyticsId: 'G-OTHER1234' }, { token: editor })
    expect(denied.status).toBe(403)
    expect((await infra()).analyticsId).toBe('G-TEST12345')
  })
})
