import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { AXE_TAGS, axeViolations } from '../../helpers/axe'
import { sharedBrowser } from '../../helpers/browser'
import { e2eHelpers } from '../../helpers/e2e'
import { type RawAnswer, decodedJson, rawGet } from '../../helpers/rawHttp'

/**
 * Issue 27 items 3, 7 and 8, in Chromium against `next start` on the demo data:
 * - every public page (the 16 spec routes and a detail page of each kind) has no axe violation
 *   with the WCAG 2.0, 2.1 and 2.2 A/AA tags, on a 375 px phone and a 1280 px screen; the
 *   carousel's dots are targets of at least 24×24 px (2.5.8);
 * - `/api/public/*` answers are br or gzip encoded when asked, and decode to the plain answer;
 * - /statistics loads the chart code (Recharts) only when it shows a chart.
 */
const baseURL = inject('baseURL')
const browser = sharedBrowser()
const { api, tokenOf } = e2eHelpers(baseURL, browser)

type Envelope<T> = { result: T; message?: string }
type ListPage<T> = { result: { data: T[] } }
type RouteNode = { _id: string; name: string }

const WIDTHS = [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
] as const

/** The 16 routes of the spec and a detail page of each kind (news, FAQ, questionnaire, album, catalog, page). */
const publicPaths = async (): Promise<string[]> => {
  const firstId = async (path: string) => {
    const { status, body } = await api<ListPage<{ _id: string }>>(path)
    expect(status, path).toBe(200)
    const first = body.result.data[0]
    expect(first, `${path} has an item in the demo data`).toBeDefined()
    return first!._id
  }
  const routes = (await api<Envelope<RouteNode[]>>('/api/public/all-routes')).body.result
  const single = routes.find((route) => route.name === '本館簡介')!
  const list = routes.find((route) => route.name === '電子資源')!
  const listPage = await firstId(`/api/public/pages?routeId=${list._id}`)
  return [
    '/',
    '/news',
    '/faq',
    '/opening',
    '/album',
    '/catalog',
    '/external-links',
    '/sitemap',
    '/statistics',
    '/questionnaire',
    '/recommendation',
    '/feedback/create',
    '/space/room-reservation',
    '/space/seat-reservation',
    '/space/my-reservations',
    '/accessibility',
    `/news/${await firstId('/api/public/news')}`,
    `/faq/${await firstId('/api/public/faq')}`,
    `/questionnaire/${await firstId('/api/public/questionnaires')}`,
    `/album?albumId=${await firstId('/api/public/albums')}`,
    `/catalog?catalogId=${await firstId('/api/public/catalogs')}`,
    `/cms/${single._id}`,
    `/cms/${list._id}`,
    `/cms/${list._id}?page=${listPage}`,
  ]
}

/** Open a page as a visitor sees it once it has settled (the booking boards load their slots in the browser). */
const open = async (page: Page, path: string) => {
  const response = await page.goto(`${baseURL}${path}`)
  expect(response?.status(), path).toBe(200)
  if (path.startsWith('/space/') && path.endsWith('-reservation'))
    await page.locator('.resv-grid-area[aria-busy="false"]:not(:has(.resv-loading))').first().waitFor()
}

describe('every public page under WCAG 2.2 AA (axe-core)', () => {
  it('the axe helper runs the WCAG 2.2 AA rules too', () => {
    expect(AXE_TAGS).toEqual(expect.arrayContaining(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']))
  })

  for (const viewport of WIDTHS) {
    it(`has no violation of wcag2a, wcag2aa, wcag21a, wcag21aa, wcag22aa at ${viewport.width} px`, async () => {
      const paths = await publicPaths()
      expect(paths).toHaveLength(24)
      const context = await browser().newContext({ viewport })
      const page = await context.newPage()
      const problems: string[] = []
      try {
        for (const path of paths) {
          await open(page, path)
          for (const violation of await axeViolations(page)) problems.push(`${viewport.width} ${path}: ${violation}`)
        }
      } finally {
        await context.close()
      }
      expect(problems).toEqual([])
    })
  }

  it('the home carousel’s dots are targets of at least 24×24 px at both widths (2.5.8)', async () => {
    for (const viewport of WIDTHS) {
      const context = await browser().newContext({ viewport })
      const page = await context.newPage()
      try {
        await open(page, '/')
        const dots = await page.locator('.carousel-dot').all()
        expect(dots.length, `${viewport.width}: the demo carousel has several slides`).toBeGreaterThan(1)
        for (const dot of dots) {
          const box = await dot.boundingBox()
          expect(box, `${viewport.width}: dot visible`).not.toBeNull()
          expect(box!.width, `${viewport.width}: dot width`).toBeGreaterThanOrEqual(24)
          expect(box!.height, `${viewport.width}: dot height`).toBeGreaterThanOrEqual(24)
        }
        // The dots still work: the second one shows the second slide.
        await dots[1]!.click()
        expect(await dots[1]!.getAttribute('aria-current')).toBe('true')
      } finally {
        await context.close()
      }
    }
  })
})

type Raw = RawAnswer
const raw = (path: string, headers: Record<string, string> = {}): Promise<Raw> => rawGet(`${baseURL}${path}`, headers)
const decoded = decodedJson

describe('compressed /api/public answers', () => {
  it('are br or gzip as Accept-Encoding asks, with Vary, and decode to the plain answer', async () => {
    for (const path of ['/api/public/all-routes', '/api/public/news', `/api/public/all-routes?audit=${Date.now()}`]) {
      // The first answer of a query is computed by the /api route, the next ones come from memory: both are encoded.
      const packed = await raw(path, { 'accept-encoding': 'gzip, br' })
      const again = await raw(path, { 'accept-encoding': 'gzip, deflate, br' })
      const gzipped = await raw(path, { 'accept-encoding': 'gzip' })
      const plain = await raw(path)
      expect(plain.status, path).toBe(200)
      expect(plain.headers['content-encoding'], path).toBeUndefined()
      expect(plain.body.length, `${path} is large enough to compress`).toBeGreaterThan(1024)
      const json = JSON.parse(plain.body.toString('utf8'))
      for (const [answer, encoding] of [
        [packed, 'br'],
        [again, 'br'],
        [gzipped, 'gzip'],
      ] as const) {
        expect(answer.status, path).toBe(200)
        expect(answer.headers['content-encoding'], `${path} ${encoding}`).toBe(encoding)
        expect(String(answer.headers.vary).toLowerCase(), path).toContain('accept-encoding')
        expect(answer.body.length, path).toBeLessThan(plain.body.length)
        expect(decoded(answer), `${path} ${encoding}`).toEqual(json)
      }
    }
  })

  it('Chromium gets them encoded too', async () => {
    const context = await browser().newContext()
    const page = await context.newPage()
    try {
      await page.goto(`${baseURL}/accessibility`)
      const answer = await page.evaluate(async () => {
        const response = await fetch('/api/public/all-routes', { cache: 'no-store' })
        const body = (await response.json()) as { result: unknown[] }
        return { encoding: response.headers.get('content-encoding'), count: body.result.length }
      })
      expect(answer.encoding).toMatch(/^(br|gzip)$/)
      expect(answer.count).toBeGreaterThan(0)
    } finally {
      await context.close()
    }
  })
})

/** Recharts' own class names, which survive minification: a chunk carrying them is the chart code. */
const RECHARTS = /recharts-(wrapper|responsive-container|surface)/

/** Open /statistics and list the script chunks it loaded that carry Recharts. */
const chartChunksOf = async (
  context: BrowserContext,
  ready: (page: Page) => Promise<void>,
): Promise<{ page: Page; scripts: string[]; chart: string[] }> => {
  const page = await context.newPage()
  const scripts = new Set<string>()
  page.on('response', (response) => {
    const url = response.url()
    if (/\/_next\/static\/chunks\/[^?]+\.js(\?|$)/.test(url)) scripts.add(url)
  })
  const response = await page.goto(`${baseURL}/statistics`, { waitUntil: 'networkidle' })
  expect(response?.status()).toBe(200)
  await ready(page)
  const chart: string[] = []
  for (const url of scripts) if (RECHARTS.test(await (await fetch(url)).text())) chart.push(url)
  return { page, scripts: [...scripts], chart }
}

describe('/statistics loads the chart code only with a chart', () => {
  let token = ''
  const stamp = Date.now().toString(36)
  const YEAR = 2030
  const versionName = `E2E 稽核版本 ${stamp}`
  let versionId = ''
  /** Reports another test left published: withdrawn for the empty page, published again after. */
  const withdrawn: string[] = []
  const TOGGLE: Record<string, string> = {
    merge: 'toggle-merge-statistics-versions',
    mixin: 'toggle-mixin-statistics-versions',
    front: 'toggle-front-report-sets',
  }
  const call = async <T>(method: string, path: string, body?: unknown) =>
    api<Envelope<T>>(`/api/shennong/statistics/${path}`, {
      method,
      token,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })

  beforeAll(async () => {
    token = await tokenOf('admin', 'Admin@12345')
    const published = (await api<Envelope<{ _id: string; kind: string }[]>>('/api/public/statistics')).body.result
    for (const report of published) {
      expect((await call('PUT', `${TOGGLE[report.kind]}/${report._id}`)).status).toBe(200)
      withdrawn.push(`${TOGGLE[report.kind]}/${report._id}`)
    }
  })

  afterAll(async () => {
    if (versionId) await call('PUT', `toggle-merge-statistics-versions/${versionId}`)
    for (const path of withdrawn) await call('PUT', path)
  })

  it('with nothing published: the empty page, no Recharts chunk', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } })
    try {
      const { scripts, chart } = await chartChunksOf(context, async (page) => {
        await page.getByText('目前暫無公開的統計資料').waitFor()
      })
      expect(scripts.length).toBeGreaterThan(0)
      expect(chart).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('with a published report: its place is kept in the served HTML, then the chunk loads and the chart shows beside its table', async () => {
    // A manual report filled for January to March, merged into one row; a version of it published.
    const setting = await call<{ _id: string; fields: { _id: string; items: { _id: string }[] }[] }>(
      'PUT',
      'manual-report-settings',
      {
        name: `E2E 稽核統計 ${stamp}`,
        fields: [{ name: '諮詢', type: 'normal', items: [{ name: '櫃台' }] }],
      },
    )
    expect(setting.status, JSON.stringify(setting.body)).toBe(200)
    const field = setting.body.result.fields[0]!
    const sets = await call<{ _id: string; month: string }[]>('POST', 'init-manual-sets', {
      id: setting.body.result._id,
      year: YEAR,
    })
    expect(sets.status, JSON.stringify(sets.body)).toBeLessThan(300)
    for (const [month, value] of [
      ['01', 3],
      ['02', 4],
      ['03', 5],
    ] as const) {
      const set = sets.body.result.find((candidate) => candidate.month === `${YEAR}-${month}`)!
      expect(
        (
          await call('PUT', `manual-report-items/${set._id}`, {
            values: [{ fieldId: field._id, itemId: field.items[0]!._id, value }],
          })
        ).status,
      ).toBe(200)
    }
    const key = `manual:${setting.body.result._id}:${field._id}:${field.items[0]!._id}`
    const merge = await call<{ _id: string }>('PUT', 'merge-statistics', {
      name: `E2E 稽核合併 ${stamp}`,
      mergeItems: [{ type: 'single', name: `櫃台諮詢 ${stamp}`, itemIds: [key] }],
    })
    expect(merge.status, JSON.stringify(merge.body)).toBe(200)
    const version = await call<{ _id: string }>('PUT', 'merge-statistics-versions', {
      versionName,
      mergeStatistics: merge.body.result._id,
      year: YEAR,
    })
    expect(version.status, JSON.stringify(version.body)).toBe(200)
    versionId = version.body.result._id
    expect((await call('PUT', `toggle-merge-statistics-versions/${versionId}`)).status).toBe(200)

    // The served HTML already holds the chart's box at its height (no layout shift) and the table.
    const html = await (await fetch(`${baseURL}/statistics`)).text()
    expect(html).toContain(versionName)
    expect(html).toMatch(/class="statistics-chart statistics-chart--loading"[^>]*style="height:300px"/)
    expect(html).toContain('<table')

    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } })
    try {
      const { page, chart } = await chartChunksOf(context, async (opened) => {
        await opened
          .getByRole('article', { name: versionName })
          .getByTestId('statistics-chart')
          .locator('svg')
          .first()
          .waitFor()
      })
      expect(chart.length).toBeGreaterThan(0)
      const article = page.getByRole('article', { name: versionName })
      const box = await article.getByTestId('statistics-chart').boundingBox()
      expect(box?.height).toBeGreaterThanOrEqual(299)
      expect(box?.height).toBeLessThanOrEqual(301)
      expect(await article.locator('.statistics-chart--loading').count()).toBe(0)
      expect(
        await article
          .getByRole('table')
          .getByRole('row', { name: new RegExp(`櫃台諮詢 ${stamp}`) })
          .count(),
      ).toBe(1)
      expect(await axeViolations(page)).toEqual([])
    } finally {
      await context.close()
    }
  })
})
