import { describe, expect, inject, it } from 'vitest'

import { sharedBrowser } from '../../helpers/browser'
import { e2eHelpers } from '../../helpers/e2e'

const baseURL = inject('baseURL')
const browser = sharedBrowser()

const { newPage, signInTo, api, tokenOf } = e2eHelpers(baseURL, browser)

type Page<T> = { result: { data: T[] } }
const publicNewsTitles = async () =>
  (await api<Page<{ title: string }>>('/api/public/news?limit=100')).body.result.data.map((n) => n.title)

describe('content modules and the review workflow', () => {
  const TITLE = '冬季書展：醫學新書 85 折'
  let newsId: string

  it('an editor under review asks to publish: the news is not public yet', async () => {
    const { context, page } = await newPage()
    await signInTo(page, '/shennong/news-management/create', 'editor', 'Editor@12345')
    await page.locator('#field-title').fill(TITLE)
    await page.getByRole('button', { name: '送出審核' }).click()
    await page.waitForURL(/\/[0-9a-f]{24}$/)
    newsId = page.url().split('/').pop()!
    await page.getByText('審核中').first().waitFor()
    expect(await publicNewsTitles()).not.toContain(TITLE)
    await context.close()
  })

  it('the reviewer opens the request from review-management and approves it: /news shows it', async () => {
    const { context, page } = await newPage()
    await signInTo(page, '/shennong/review-management', 'reviewer', 'Reviewer@12345')
    await page.getByRole('link', { name: TITLE }).click()
    await page.waitForURL(/authRequestId=[0-9a-f]{24}/)
    await page.getByText('此內容尚未發布過（新內容）').waitFor()
    await page.getByRole('button', { name: '核准並發布' }).click()
    await page.getByRole('button', { name: '確定發布' }).click()
    await page.getByText('成功', { exact: true }).waitFor()
    expect(await publicNewsTitles()).toContain(TITLE)
    await page.goto(`${baseURL}/news`)
    await page.getByRole('link', { name: TITLE }).waitFor()
    await context.close()
  })

  it('a second request is rejected: the editor sees Returned and the reason; the public keeps the published title', async () => {
    const editor = await tokenOf('editor', 'Editor@12345')
    const submitted = await api<{ result: { status: string } }>('/api/shennong/news', {
      method: 'PUT',
      token: editor,
      body: JSON.stringify({ _id: newsId, title: `${TITLE}（延長一週）`, status: 'Published' }),
    })
    expect(submitted.body.result.status).toBe('Reviewing')

    const reviewer = await newPage()
    await signInTo(reviewer.page, '/shennong/review-management', 'reviewer', 'Reviewer@12345')
    await reviewer.page.getByRole('link', { name: `${TITLE}（延長一週）` }).click()
    await reviewer.page.waitForURL(/authRequestId=/)
    await reviewer.page.getByRole('button', { name: '退回', exact: true }).click()
    await reviewer.page.getByRole('button', { name: '確定退回' }).click()
    await reviewer.page.getByText('退回原因為必填欄位').waitFor()
    await reviewer.page.getByLabel('退回原因').fill('請附上書展地點')
    await reviewer.page.getByRole('button', { name: '確定退回' }).click()
    await reviewer.page.getByText('成功', { exact: true }).waitFor()
    await reviewer.context.close()

    const author = await newPage()
    await signInTo(author.page, `/shennong/news-management/${newsId}`, 'editor', 'Editor@12345')
    await author.page.getByText('退回修改').first().waitFor()
    await author.page.getByText('請附上書展地點').first().waitFor()
    await author.context.close()
    expect(await publicNewsTitles()).toContain(TITLE)
    expect(await publicNewsTitles()).not.toContain(`${TITLE}（延長一週）`)
  })

  it('the live preview shows the draft to staff who may read it, and to nobody else', async () => {
    const anonymous = await fetch(`${baseURL}/preview/news?id=${newsId}`)
    expect(anonymous.status).toBe(404)
    const { context, page } = await newPage()
    await signInTo(page, `/shennong/news-management/${newsId}`, 'editor', 'Editor@12345')
    await page.goto(`${baseURL}/preview/news?id=${newsId}`)
    await page.getByRole('heading', { name: `${TITLE}（延長一週）` }).waitFor()
    await page.getByText('預覽：此畫面顯示編輯中的內容，尚未發布。').waitFor()
    await context.close()
  })

  it('re-ordering the route tree by dragging changes the public navigation', async () => {
    const topLevel = async () => {
      const { context, page } = await newPage()
      await page.goto(`${baseURL}/`)
      const names = await page.locator('#site-nav .nav-top > li > :first-child').allInnerTexts()
      await context.close()
      return names
    }
    const before = await topLevel()
    expect(before[0]).toBe('關於本館')
    expect(before).toContain('相關連結')

    const { context, page } = await newPage()
    await signInTo(page, '/shennong/route-management', 'admin', 'Admin@12345')
    const row = (name: string) =>
      page.locator('[data-node-key]', { has: page.getByText(name, { exact: true }) }).first()
    await row('相關連結').waitFor()
    await row('相關連結').dragTo(row('關於本館'), { targetPosition: { x: 40, y: 2 } })
    await page.getByText('有尚未儲存的變更').waitFor()
    await page.getByRole('button', { name: '儲存排序' }).click()
    await page.getByText('儲存排序成功').waitFor()
    await context.close()

    const after = await topLevel()
    expect(after[0]).toBe('相關連結')
    expect(after.slice(1)).toEqual(before.filter((name) => name !== '相關連結'))
  })

  it('a catalog import with one bad row saves nothing and names the row', async () => {
    const admin = await tokenOf('admin', 'Admin@12345')
    const catalog = await api<{ result: { _id: string } }>('/api/shennong/catalogs', {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ title: '2026 年 12 月新書', date: '2026-12-01T12:00:00.000Z' }),
    })
    expect(catalog.status, JSON.stringify(catalog.body)).toBe(200)
    const catalogId = catalog.body.result._id
    const { context, page } = await newPage()
    await signInTo(page, `/shennong/catalog-management/${catalogId}`, 'admin', 'Admin@12345')
    await page.locator('.shennong-import[data-ready="true"]').waitFor()
    const csv = '資源編號,條碼,書名,作者\nR101,B101,內科學精要,王大明\nR102,B102,外科學總論,\n'
    await page
      .getByLabel('選擇檔案')
      .setInputFiles({ name: '新書.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await page.getByRole('button', { name: '匯入', exact: true }).click()
    const errors = page.locator('.shennong-import [role="alert"]')
    await errors.getByRole('cell', { name: '第 3 列' }).waitFor()
    await expect(errors.innerText()).resolves.toContain('作者')
    const items = await api<{ result: { total: number } }>(`/api/shennong/catalog-items?catalogId=${catalogId}`, {
      token: admin,
    })
    expect(items.body.result.total).toBe(0)
    await context.close()
  })
})
