import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { serverNodeOptions } from '../../../scripts/lib/server-options.mjs'
import { SESSION_COOKIE } from '@/lib/sessionCookie'
import { todayKey } from '@/lib/timeZone'
import { sharedBrowser } from '../../helpers/browser'
import { e2eHelpers } from '../../helpers/e2e'
import { type ProductionServer, startProductionServer } from '../../helpers/prodServer'

/**
 * Issue 11: anonymous public pages come from the kept pages (src/lib/keptPages.ts), served by
 * the proxy before Next renders; content changes and the library's midnight renew them, and a
 * signed-in visitor gets a page of their own.
 */

const baseURL = inject('baseURL')
const browser = sharedBrowser()

const { newPage, signInTo, api, tokenOf } = e2eHelpers(baseURL, browser)

const CACHE = 'x-page-cache'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const view = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { headers, redirect: 'manual' })
  return {
    status: response.status,
    cache: response.headers.get(CACHE),
    etag: response.headers.get('etag'),
    headers: response.headers,
    html: await response.text(),
  }
}

/** The same anonymous view until it is answered from memory (the first may be rendering it). */
const keptView = async (url: string) => {
  for (let attempt = 0; attempt < 20; attempt++) {
    const page = await view(url)
    if (page.cache === 'hit') return page
    await sleep(250)
  }
  throw new Error(`${url} was never answered from the kept pages`)
}

/**
 * The anonymous view of `url` once `ready` holds (a page renewed in the background: after a
 * change settles, or at the library's midnight), polled every 250 ms for up to 30 s; the last
 * view if it never does, for the assertions to name what was served.
 */
const viewUntil = async (url: string, ready: (page: Awaited<ReturnType<typeof view>>) => boolean) => {
  const deadline = Date.now() + 30_000
  for (;;) {
    const page = await view(url)
    if (ready(page) || Date.now() > deadline) return page
    await sleep(250)
  }
}

describe('kept public pages', () => {
  it('an anonymous view is kept HTML with an ETag; If-None-Match gets a 304 without a body, for pages and API reads', async () => {
    for (const path of ['/', '/news', '/faq', '/opening', '/sitemap']) {
      const first = await keptView(`${baseURL}${path}`)
      expect(first.status, path).toBe(200)
      expect(first.headers.get('content-type'), path).toMatch(/^text\/html/)
      expect(first.headers.get('cache-control'), path).toBe('public, no-cache')
      expect(first.headers.get('content-security-policy'), path).toBeTruthy()
      const again = await view(`${baseURL}${path}`)
      expect(again.cache).toBe('hit')
      expect(again.html).toBe(first.html)
      const revalidated = await view(`${baseURL}${path}`, { 'If-None-Match': first.etag! })
      expect(revalidated.status, path).toBe(304)
      expect(revalidated.html).toBe('')
      expect((await view(`${baseURL}${path}`, { 'If-None-Match': '"something-else"' })).status).toBe(200)
    }
    const read = await fetch(`${baseURL}/api/public/news`)
    const etag = read.headers.get('etag')
    expect(etag).toBeTruthy()
    expect((await fetch(`${baseURL}/api/public/news`, { headers: { 'If-None-Match': etag! } })).status).toBe(304)
  })

  it('a page that is not there is not kept: every view gets the 404', async () => {
    for (let i = 0; i < 2; i++) {
      const missing = await view(`${baseURL}/news/000000000000000000000000`)
      expect(missing.status).toBe(404)
      expect(missing.cache).toBeNull()
    }
  })

  it('an approved news item is on the next anonymous view of / and /news, and is kept again once the change settles', async () => {
    const TITLE = `館藏快訊 ${Date.now().toString(36)}`
    await keptView(`${baseURL}/`)
    await keptView(`${baseURL}/news`)

    const editor = await tokenOf('editor', 'Editor@12345')
    const submitted = await api<{ result: { _id: string; status: string } }>('/api/shennong/news', {
      method: 'POST',
      token: editor,
      body: JSON.stringify({ title: TITLE, status: 'Published' }),
    })
    expect(submitted.status).toBe(200)
    expect(submitted.body.result.status).toBe('Reviewing')
    expect((await view(`${baseURL}/news`)).html).not.toContain(TITLE)

    const reviewer = await tokenOf('reviewer', 'Reviewer@12345')
    const requests = await api<{ result: { data: { _id: string; documentId: string }[] } }>(
      '/api/shennong/auth-requests?limit=100',
      { token: reviewer },
    )
    const request = requests.body.result.data.find((entry) => entry.documentId === submitted.body.result._id)
    expect(request).toBeTruthy()
    const approved = await api(`/api/shennong/auth-requests/${request!._id}/Approved`, {
      method: 'POST',
      token: reviewer,
      body: '{}',
    })
    expect(approved.status).toBe(200)

    for (const path of ['/', '/news']) {
      const next = await view(`${baseURL}${path}`)
      expect(next.status).toBe(200)
      expect(next.html, path).toContain(TITLE)
    }
    // Re-rendered in the background after the change settled, so the next visitor gets it from memory.
    for (const path of ['/', '/news']) {
      const kept = await viewUntil(`${baseURL}${path}`, (page) => page.cache === 'hit' && page.html.includes(TITLE))
      expect(kept.cache, path).toBe('hit')
      expect(kept.html, path).toContain(TITLE)
    }
  })

  it('a signed-in visitor sees the Internal route in the navigation; the next anonymous visitor does not', async () => {
    const { context, page } = await newPage()
    await signInTo(page, '/shennong', 'admin', 'Admin@12345')
    const signedIn = await page.goto(`${baseURL}/`)
    expect(signedIn?.headers()[CACHE]).toBeUndefined()
    await page.locator('nav').getByText('院內專區').first().waitFor({ state: 'attached' })
    await context.close()

    const anonymous = await newPage()
    const response = await anonymous.page.goto(`${baseURL}/`)
    expect(response?.headers()[CACHE]).toBe('hit')
    expect(await anonymous.page.locator('nav').first().textContent()).not.toContain('院內專區')
    expect(await anonymous.page.content()).not.toContain('院內專區')
    await anonymous.context.close()

    // The same by token: a session in the Authorization header or the cookie is never answered from memory.
    const token = await tokenOf('admin', 'Admin@12345')
    const sessions: Record<string, string>[] = [
      { Authorization: `Bearer ${token}` },
      { Cookie: `${SESSION_COOKIE}=${token}` },
    ]
    for (const headers of sessions) {
      const own = await view(`${baseURL}/`, headers)
      expect(own.cache).toBeNull()
      expect(own.html).toContain('院內專區')
    }
    expect((await view(`${baseURL}/`)).html).not.toContain('院內專區')
  })
})

describe('the library midnight, on a server whose clock the test moves', () => {
  let server: ProductionServer
  let offsetFile: string
  beforeAll(async () => {
    offsetFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shennong-clock-')), 'offset')
    fs.writeFileSync(offsetFile, '0')
    server = await startProductionServer({
      env: {
        CLOCK_OFFSET_FILE: offsetFile,
        NODE_OPTIONS: `${serverNodeOptions()} --require ${path.resolve('tests/helpers/movableClock.cjs')}`,
      },
    })
  }, 180_000)
  afterAll(() => server?.stop())

  it('a new day updates the header date and hours without a restart or a request: the new page is rendered at midnight', async () => {
    const DAY_MS = 24 * 60 * 60 * 1000
    const today = todayKey(new Date())
    const tomorrow = todayKey(new Date(Date.now() + DAY_MS))
    const helpers = e2eHelpers(server.baseURL, browser)
    const admin = await helpers.tokenOf('admin', 'Admin@12345')
    for (const day of [
      { date: today, openingStatus: 'Open' },
      { date: tomorrow, openingStatus: 'Closed', announcement: '館藏盤點，今日休館' },
    ]) {
      const saved = await helpers.api('/api/shennong/opening-dates', {
        method: 'POST',
        token: admin,
        body: JSON.stringify(day),
      })
      expect(saved.status).toBe(200)
    }
    const before = await viewUntil(
      `${server.baseURL}/`,
      (page) => page.cache === 'hit' && page.html.includes(`dateTime="${today}"`) && page.html.includes('今日開館時間'),
    )
    expect(before.html).toContain(`dateTime="${today}"`)
    expect(before.html).toContain('今日開館時間')
    expect(before.html).not.toContain('館藏盤點，今日休館')

    fs.writeFileSync(offsetFile, String(DAY_MS))
    // The midnight watcher runs every 5 s and renders the fixed pages for the new day.
    const after = await viewUntil(
      `${server.baseURL}/`,
      (page) => page.cache === 'hit' && page.html.includes(`dateTime="${tomorrow}"`),
    )
    expect(after.cache).toBe('hit')
    expect(after.html).toContain(`dateTime="${tomorrow}"`)
    expect(after.html).toContain('今日休館')
    expect(after.html).toContain('館藏盤點，今日休館')
    expect(after.html).not.toContain('今日開館時間')

    const { context, page } = await helpers.newPage()
    await page.goto(`${server.baseURL}/`)
    await page.getByText('館藏盤點，今日休館').waitFor()
    expect(await page.locator('.home-date time').getAttribute('datetime')).toBe(tomorrow)
    await context.close()
  }, 120_000)
})
