import { describe, expect, inject, it } from 'vitest'

import { axeViolations } from '../../helpers/axe'
import { sharedBrowser } from '../../helpers/browser'
import { e2eHelpers } from '../../helpers/e2e'

const baseURL = inject('baseURL')
const browser = sharedBrowser()

const { newPage, api, tokenOf } = e2eHelpers(baseURL, browser)

type Page<T> = { result: { data: T[] } }
type RouteNode = { _id: string; name: string }

describe('the public site', () => {
  it('every public page is accessible: axe-core finds no WCAG 2.1 A/AA problem', async () => {
    const news = (await api<Page<{ _id: string }>>('/api/public/news')).body.result.data[0]!
    const faq = (await api<Page<{ _id: string }>>('/api/public/faq')).body.result.data[0]!
    const routes = (await api<{ result: RouteNode[] }>('/api/public/all-routes')).body.result
    const single = routes.find((route) => route.name === '本館簡介')!
    const list = routes.find((route) => route.name === '電子資源')!
    const paths = [
      '/',
      '/news',
      `/news/${news._id}`,
      '/faq',
      `/faq/${faq._id}`,
      '/opening',
      '/external-links',
      '/sitemap',
      '/catalog',
      '/album',
      '/accessibility',
      `/cms/${single._id}`,
      `/cms/${list._id}`,
    ]
    const { context, page } = await newPage()
    const problems: string[] = []
    for (const path of paths) {
      const response = await page.goto(`${baseURL}${path}`)
      expect(response?.status(), path).toBe(200)
      for (const violation of await axeViolations(page)) problems.push(`${path}: ${violation}`)
    }
    await context.close()
    expect(problems).toEqual([])
  })

  it('pages carry the document title "<page> - <library>" and the skip link reaches the main content', async () => {
    const { context, page } = await newPage()
    await page.goto(`${baseURL}/news`)
    expect(await page.title()).toBe('最新消息 - 神農醫學圖書館')
    await page.keyboard.press('Tab')
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toContain('跳到主要內容')
    await page.keyboard.press('Enter')
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main-content')
    expect(await page.locator('[accesskey="U"]').count()).toBeGreaterThan(0)
    expect(await page.locator('[accesskey="C"]').count()).toBeGreaterThan(0)
    await context.close()
  })

  it('without a badge image the footer still shows 無障礙, linked to the accessibility statement of the site (issue 16 §4)', async () => {
    const { context, page } = await newPage()
    await page.goto(`${baseURL}/opening`)
    const mark = page.locator('footer').getByRole('link', { name: '無障礙', exact: true })
    await mark.waitFor()
    await mark.click()
    await page.waitForURL(`${baseURL}/accessibility`)
    await page.getByRole('heading', { level: 1, name: '無障礙聲明' }).waitFor()
    expect(await page.getByRole('link', { name: '意見回饋' }).count()).toBeGreaterThan(0)
    await context.close()
  })

  it('every page has the external quick-links menu (相關連結) in its footer, each link opening a new window (issue 16 §3)', async () => {
    const links = (await api<{ result: { title: string; linkUrl: string }[] }>('/api/public/external-links')).body
      .result
    expect(links.length).toBeGreaterThan(0)
    const { context, page } = await newPage()
    for (const path of ['/', '/news', '/opening']) {
      await page.goto(`${baseURL}${path}`)
      const menu = page.getByRole('navigation', { name: '相關連結' })
      const first = menu.getByRole('link', { name: new RegExp(links[0]!.title) })
      expect(await first.getAttribute('href'), path).toBe(links[0]!.linkUrl)
      expect(await first.getAttribute('target'), path).toBe('_blank')
      expect(await menu.getByRole('link').count(), path).toBe(links.length)
    }
    await context.close()
  })

  it('/opening, /album, /catalog and /external-links show the breadcrumb trail 首頁 › page (issue 16 §3)', async () => {
    const { context, page } = await newPage()
    const pages: [string, string][] = [
      ['/opening', '開館時間'],
      ['/album', '活動相簿'],
      ['/catalog', '新書通報'],
      ['/external-links', '外部連結'],
    ]
    for (const [path, name] of pages) {
      await page.goto(`${baseURL}${path}`)
      const trail = page.getByRole('navigation', { name: '麵包屑' })
      expect(await trail.getByRole('link', { name: '首頁' }).getAttribute('href'), path).toBe('/')
      expect(await trail.locator('[aria-current="page"]').innerText(), path).toBe(name)
    }
    await context.close()
  })

  it('below 920 px the navigation is a burger menu that opens and closes with the keyboard', async () => {
    const context = await browser().newContext({ viewport: { width: 375, height: 800 } })
    const page = await context.newPage()
    await page.goto(`${baseURL}/`)
    const burger = page.getByRole('button', { name: '選單' })
    await expect(burger.getAttribute('aria-expanded')).resolves.toBe('false')
    await expect(page.locator('#site-nav').isVisible()).resolves.toBe(false)
    await burger.click()
    await expect(page.getByRole('button', { name: '關閉選單' }).getAttribute('aria-expanded')).resolves.toBe('true')
    await expect(page.locator('#site-nav').isVisible()).resolves.toBe(true)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: '選單' }).getAttribute('aria-expanded')).resolves.toBe('false')
    await context.close()
  })

  it('the search box opens the chosen site in a new window with the trimmed term, and ignores blank input', async () => {
    const { context, page } = await newPage()
    // No internet here: answer the external site locally and record what was asked of it.
    const opened: string[] = []
    await context.route('https://pubmed.ncbi.nlm.nih.gov/**', async (route) => {
      opened.push(route.request().url())
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>PubMed</title>' })
    })
    await page.goto(`${baseURL}/`)
    const search = page.getByRole('search')
    await search.getByLabel('PubMed').check()
    await search.getByLabel('關鍵字').fill('   ')
    await search.getByRole('button', { name: /查詢/ }).click()
    await search.getByText('請輸入查詢關鍵字').waitFor()
    expect(context.pages()).toHaveLength(1)
    await search.getByLabel('關鍵字').fill('  heart failure 心衰竭 ')
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      search.getByRole('button', { name: /查詢/ }).click(),
    ])
    await popup.waitForLoadState('domcontentloaded')
    expect(opened).toHaveLength(1)
    expect(new URL(opened[0]!).searchParams.get('term')).toBe('heart failure 心衰竭')
    await context.close()
  })

  it('the patron login form posts to the library system in a new window, with the forgot-password link', async () => {
    const { context, page } = await newPage()
    await page.goto(`${baseURL}/`)
    const form = page.locator('form.patron-form')
    expect(await form.getAttribute('action')).toBe('https://opac.library.example/patron/login')
    expect(await form.getAttribute('method')).toBe('post')
    expect(await form.getAttribute('target')).toBe('_blank')
    const forgot = form.getByRole('link', { name: /忘記密碼/ })
    expect(await forgot.getAttribute('href')).toBe('https://opac.library.example/patron/forgot-password')
    expect(await forgot.getAttribute('target')).toBe('_blank')
    await context.close()
  })

  it('the FAQ robot answers with matching questions, and says when nothing matches', async () => {
    const { context, page } = await newPage()
    await page.goto(`${baseURL}/faq`)
    const robot = page.locator('.faq-robot')
    await robot.getByLabel('輸入您的問題').fill('我想續借')
    await robot.getByLabel('輸入您的問題').press('Enter')
    const answer = robot.getByRole('link', { name: '如何續借圖書？' })
    await answer.waitFor()
    expect(await answer.getAttribute('href')).toMatch(/^\/faq\/[0-9a-f]{24}$/)
    await robot.getByLabel('輸入您的問題').fill('停車場收費標準')
    await robot.getByRole('button', { name: '送出' }).click()
    await robot.getByText('很抱歉，找不到與您的搜尋條件相對應的問題。').waitFor()
    expect(
      await robot
        .getByRole('link', { name: /意見回饋/ })
        .first()
        .getAttribute('href'),
    ).toBe('/feedback/create')
    await context.close()
  })

  it('the album lightbox works with the keyboard', async () => {
    const albums = (await api<Page<{ _id: string; count: number }>>('/api/public/albums')).body.result.data
    const album = albums.find((a) => a.count >= 2)!
    const { context, page } = await newPage()
    await page.goto(`${baseURL}/album?albumId=${album._id}`)
    const first = page.locator('button.album-photo').first()
    await first.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await expect(dialog.getByRole('heading').innerText()).resolves.toContain(`第 1 / ${album.count} 張`)
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('關閉')
    await page.keyboard.press('ArrowRight')
    await expect(dialog.getByRole('heading').innerText()).resolves.toContain(`第 2 / ${album.count} 張`)
    await page.keyboard.press('Escape')
    await expect(dialog.count()).resolves.toBe(0)
    // Focus goes back to the photo that opened the viewer.
    await expect
      .poll(() => first.evaluate((element) => element === document.activeElement), { timeout: 5000 })
      .toBe(true)
    await context.close()
  })

  it('publishing shows on the cached pages at once; a hidden route stays hidden from visitors', async () => {
    const { context, page } = await newPage()
    await page.goto(`${baseURL}/news`)
    await page.goto(`${baseURL}/news`)
    const admin = await tokenOf('admin', 'Admin@12345')
    const created = await api<{ result: { _id: string } }>('/api/shennong/news', {
      method: 'PUT',
      token: admin,
      body: JSON.stringify({ title: '快取測試：本週六閉館', status: 'Published' }),
    })
    expect(created.status).toBe(200)
    await page.goto(`${baseURL}/news`)
    await page.getByRole('link', { name: '快取測試：本週六閉館' }).waitFor()
    await page.goto(`${baseURL}/`)
    await page.getByRole('link', { name: '快取測試：本週六閉館' }).waitFor()

    const internal = (
      await api<{ result: RouteNode[] }>('/api/shennong/all-routes', { token: admin })
    ).body.result.find((r) => r.name === '院內專區')!
    const response = await page.goto(`${baseURL}/cms/${internal._id}`)
    expect(response?.status()).toBe(404)
    await page.getByText('此頁面尚未建立').first().waitFor()
    expect(await page.locator('#site-nav').innerText()).not.toContain('院內專區')
    await context.close()
  })
})
