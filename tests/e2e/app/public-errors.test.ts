import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'

import { todayKey } from '@/lib/timeZone'
import { MONTH_BOUND, monthParam, shiftMonth } from '@/modules/opening/public/calendarGrid'
import { sharedBrowser } from '../../helpers/browser'
import { e2eHelpers } from '../../helpers/e2e'

/**
 * Issue 27 §1, §4, §5, §6 and §9: the public site's not-found pages (zh-TW, inside the frame,
 * 404, with the ways back), the site's icon, the feedback form's empty category, the bounded
 * opening calendar with nofollow month links, robots.txt and the navigation's link to /statistics.
 */

const baseURL = inject('baseURL')
const browser = sharedBrowser()

const { newPage } = e2eHelpers(baseURL, browser)

const NO_ID = '000000000000000000000000'

/** The served HTML without its scripts (Next's payload scripts carry its built-in English fallback for other layouts). */
const visibleHtml = (html: string): string => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')

/** The page the visitor sees: the site frame with the zh-TW not-found page and its ways back. */
const expectNotFoundInFrame = async (page: Page, path: string, heading = '找不到這個網頁') => {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor()
  expect(await page.locator('html').getAttribute('lang'), path).toBe('zh-Hant-TW')
  expect(await page.locator('header.site-header').count(), path).toBe(1)
  expect(await page.locator('#site-nav').count(), path).toBe(1)
  expect(await page.locator('footer.site-footer').count(), path).toBe(1)
  const trail = page.getByRole('navigation', { name: '麵包屑' })
  expect(await trail.getByRole('link', { name: '首頁' }).getAttribute('href'), path).toBe('/')
  const main = page.locator('main')
  expect(await main.getByRole('link', { name: '回首頁' }).getAttribute('href'), path).toBe('/')
  expect(await main.getByRole('link', { name: '網站導覽' }).getAttribute('href'), path).toBe('/sitemap')
  expect(await main.getByRole('search').count(), path).toBe(1)
  const text = await page.locator('body').innerText()
  expect(text, path).not.toMatch(/could not be found|This page/i)
}

describe('not-found pages (issue 27 §1)', () => {
  it('an address no route matches (/nonexistent, /space and below) is a 404 rendered on the server in zh-TW inside the frame', async () => {
    const { context, page } = await newPage()
    for (const path of ['/nonexistent', '/space', '/space/nothing-here', '/news/x/y']) {
      const served = await fetch(`${baseURL}${path}`)
      expect(served.status, path).toBe(404)
      expect(served.headers.get('content-type'), path).toMatch(/^text\/html/)
      const html = visibleHtml(await served.text())
      expect(html, path).toContain('找不到這個網頁')
      expect(html, path).toContain('site-footer')
      expect(html, path).toMatch(/<html lang="zh-Hant-TW"/)
      expect(html, path).not.toMatch(/could not be found/i)
      expect(html, path).toContain('<meta name="robots" content="noindex"/>')

      const response = await page.goto(`${baseURL}${path}`)
      expect(response?.status(), path).toBe(404)
      await expectNotFoundInFrame(page, path)
      expect(await page.title(), path).toMatch(/^找不到網頁 - /)
    }
    await context.close()
  })

  it('an unknown record (news, questionnaire, album, catalog list) is a 404 in zh-TW inside the frame', async () => {
    const { context, page } = await newPage()
    for (const path of [
      `/news/${NO_ID}`,
      '/news/not-an-id',
      `/questionnaire/${NO_ID}`,
      `/album?albumId=${NO_ID}`,
      `/catalog?catalogId=${NO_ID}`,
    ]) {
      const response = await page.goto(`${baseURL}${path}`)
      expect(response?.status(), path).toBe(404)
      await expectNotFoundInFrame(page, path)
    }
    // A missing FAQ answer and navigation page keep their own words, in the same frame with the same ways back.
    const faq = await page.goto(`${baseURL}/faq/${NO_ID}`)
    expect(faq?.status()).toBe(404)
    await expectNotFoundInFrame(page, '/faq', '找不到資料')
    expect(await page.locator('main').getByRole('link', { name: '回常見問題列表' }).getAttribute('href')).toBe('/faq')
    const cms = await page.goto(`${baseURL}/cms/${NO_ID}`)
    expect(cms?.status()).toBe(404)
    await expectNotFoundInFrame(page, '/cms', '此頁面尚未建立')
    await context.close()
  })

  it('leaves the back office and the API their own answers', async () => {
    const login = await fetch(`${baseURL}/shennong/auth/login`)
    expect(login.status).toBe(200)
    expect(await login.text()).not.toContain('找不到這個網頁')
    const api = await fetch(`${baseURL}/api/public/does-not-exist`)
    expect(api.status).toBe(404)
    expect(api.headers.get('content-type')).toMatch(/^application\/json/)
  })
})

describe("the site's icon (issue 27 §4)", () => {
  it('/favicon.ico is an icon, and pages link an icon that loads', async () => {
    const favicon = await fetch(`${baseURL}/favicon.ico`)
    expect(favicon.status).toBe(200)
    expect(favicon.headers.get('content-type')).toMatch(/^image\//)
    const bytes = new Uint8Array(await favicon.arrayBuffer())
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0]) // an ICO file's header

    const { context, page } = await newPage()
    for (const path of ['/', '/news', '/nonexistent']) {
      await page.goto(`${baseURL}${path}`)
      const hrefs = await page
        .locator('link[rel="icon"]')
        .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
      expect(hrefs.length, path).toBeGreaterThan(0)
      for (const href of hrefs) {
        const icon = await fetch(href)
        expect(icon.status, href).toBe(200)
        expect(icon.headers.get('content-type'), href).toMatch(/^image\//)
      }
    }
    await context.close()
  })
})

describe('the feedback form (issue 27 §5)', () => {
  it('starts on an empty 請選擇 category and refuses to send without one, in zh-TW, sending nothing', async () => {
    const { context, page } = await newPage()
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/public/feedbacks')) posts.push(request.url())
    })
    await page.goto(`${baseURL}/feedback/create`)
    const category = page.getByLabel('分類')
    const first = category.locator('option').first()
    expect(await first.getAttribute('value')).toBe('')
    expect(await first.innerText()).toMatch(/^請選擇/)
    expect(await category.getAttribute('required')).not.toBeNull()
    expect(await category.inputValue()).toBe('')
    // Hydrated once the optional lookups have loaded (their selects are disabled until then).
    await expect.poll(() => page.getByLabel('職稱').isEnabled(), { timeout: 30_000 }).toBe(true)

    await page.getByLabel('標題').fill('沒有選分類的回饋')
    await page.getByLabel('姓名').fill('陳測試')
    await page.getByLabel('電子郵件').fill('no-category@example.com')
    await page.getByRole('button', { name: '送出' }).click()
    await page.getByText('分類為必填欄位').waitFor()
    expect(await category.getAttribute('aria-invalid')).toBe('true')
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT')
    expect(await page.getByText('已收到您的意見回饋').count()).toBe(0)
    expect(posts).toEqual([])
    await context.close()

    // The server refuses it too, with the same words.
    const refused = await fetch(`${baseURL}/api/public/feedbacks`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title: '沒有選分類的回饋',
        description: '',
        respondent: { name: '陳測試', email: 'no-category@example.com' },
      }),
    })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { message: string }).message).toBe('分類為必填欄位')
  })
})

describe('crawl hygiene (issue 27 §6)', () => {
  const today = todayKey()
  const current = { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) }
  const monthAt = (delta: number) => monthParam(shiftMonth(current, delta))

  it('/opening pages through 24 months either way with nofollow links, and answers 404 past them and for malformed months', async () => {
    const { context, page } = await newPage()
    const months = page.getByRole('navigation', { name: '切換月份' })
    const previous = months.getByRole('link', { name: /上個月/ })
    const next = months.getByRole('link', { name: /下個月/ })

    await page.goto(`${baseURL}/opening`)
    expect(await previous.getAttribute('rel')).toBe('nofollow')
    expect(await next.getAttribute('rel')).toBe('nofollow')
    expect(await next.getAttribute('href')).toBe(`/opening?month=${monthAt(1)}`)

    const last = await page.goto(`${baseURL}/opening?month=${monthAt(MONTH_BOUND)}`)
    expect(last?.status()).toBe(200)
    expect(await next.count()).toBe(0)
    expect(await previous.getAttribute('href')).toBe(`/opening?month=${monthAt(MONTH_BOUND - 1)}`)
    expect(await previous.getAttribute('rel')).toBe('nofollow')

    const first = await page.goto(`${baseURL}/opening?month=${monthAt(-MONTH_BOUND)}`)
    expect(first?.status()).toBe(200)
    expect(await previous.count()).toBe(0)
    expect(await next.getAttribute('rel')).toBe('nofollow')

    for (const month of [
      monthAt(MONTH_BOUND + 1),
      monthAt(-MONTH_BOUND - 1),
      '9999-12',
      '10000-01',
      'abc',
      `${current.year}-13`,
    ]) {
      const response = await page.goto(`${baseURL}/opening?month=${month}`)
      expect(response?.status(), month).toBe(404)
    }
    await expectNotFoundInFrame(page, '/opening?month=…')
    await context.close()
  })

  it('robots.txt keeps crawlers out of the back office and the API and names the site map', async () => {
    const response = await fetch(`${baseURL}/robots.txt`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    const text = await response.text()
    const lines = text.split('\n').map((line) => line.trim())
    expect(lines).toContain('User-agent: *')
    expect(lines).toContain('Disallow: /shennong')
    expect(lines).toContain('Disallow: /api')
    const sitemap = lines.find((line) => line.startsWith('Sitemap: '))
    expect(sitemap).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/)
    const map = await fetch(`${baseURL}${new URL(sitemap!.slice('Sitemap: '.length)).pathname}`)
    expect(map.status).toBe(200)
    expect(await map.text()).toContain('<urlset')
  })
})

describe('the navigation (issue 27 §9)', () => {
  it('links /statistics, as the spec’s top links list does', async () => {
    const { context, page } = await newPage()
    await page.goto(`${baseURL}/`)
    expect(await page.locator('#site-nav a[href="/statistics"]').count()).toBeGreaterThan(0)
    await context.close()
  })
})
