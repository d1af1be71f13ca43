import path from 'node:path'

import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, inject, it } from 'vitest'

import { axeViolations } from '../helpers/axe'
import { sharedBrowser } from '../helpers/browser'
import { mailTo } from '../helpers/outbox'
import { e2eHelpers } from '../helpers/e2e'
import { closeResult } from '../helpers/resultDialog'

const baseURL = inject('baseURL')
const outbox = path.join(inject('dataDir'), 'outbox')
const browser = sharedBrowser()

const { api, tokenOf, newPage, signInTo } = e2eHelpers(baseURL, browser)

const axeAt = async (page: Page, url: string, ready: () => Promise<unknown>): Promise<string[]> => {
  const problems: string[] = []
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(url)
    await ready()
    for (const violation of await axeViolations(page))
      problems.push(`${width}px ${new URL(url).pathname}: ${violation}`)
  }
  return problems
}

/** A visitor's ticket in the first category, opened through the public call; its id. */
const openTicket = async (
  title: string,
  description: string,
  respondent: { name: string; email: string },
  from?: string,
): Promise<string> => {
  const categories = (await api<{ result: { _id: string }[] }>('/api/public/feedback-categories')).body.result
  const created = await api<{ result: { _id: string } }>('/api/public/feedbacks', {
    method: 'POST',
    headers: from ? { 'X-Forwarded-For': from } : {},
    body: JSON.stringify({ categoryId: categories[0]!._id, title, description, respondent }),
  })
  expect(created.status).toBe(200)
  return created.body.result._id
}

describe('feedback tickets', () => {
  it('a visitor submits feedback, opens the mailed link, reads the reply, answers with a photo and closes with rating 4', async () => {
    const email = `visitor-${Date.now()}@example.com`
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const problems: string[] = []

    // /feedback/create: axe-clean at both widths, then the form.
    problems.push(...(await axeAt(page, `${baseURL}/feedback/create`, () => page.getByLabel('標題').waitFor())))
    await page.getByRole('button', { name: '送出' }).click()
    await page.getByText('標題為必填欄位').waitFor()
    // No category is chosen silently: the select starts empty and is required.
    expect(await page.getByLabel('分類').inputValue()).toBe('')
    await page.getByText('分類為必填欄位').waitFor()
    await page.getByLabel('分類').selectOption({ label: '空間設備' })
    await page.getByLabel('標題').fill('討論室投影機無法開機')
    await page.getByLabel('內容').fill('二樓 B 討論室的投影機按了電源沒有反應。')
    await page.getByLabel('姓名').fill('林小華')
    await page.getByLabel('電子郵件').fill(email)
    // The secondary department is on the form (spec doc 2 §3 respondent).
    const secondary = page.getByLabel('次要單位')
    await expect.poll(() => secondary.locator('option').count()).toBeGreaterThan(1)
    const secondaryName = (await secondary.locator('option').nth(1).innerText()).trim()
    await secondary.selectOption({ index: 1 })
    await page.getByRole('button', { name: '送出' }).click()
    await page.getByText('已收到您的意見回饋').waitFor()

    // The mailed link carries the ticket's key.
    const created = await mailTo(outbox, email, '已收到您的意見')
    const link = /https?:\/\/\S+\/feedback\/([0-9a-f]{24})\?key=(\S+)/.exec(created.text)
    expect(link).not.toBeNull()
    const [, id] = link!
    const ticketUrl = `${baseURL}${new URL(link![0]).pathname}${new URL(link![0]).search}`

    // Without the key the ticket does not exist.
    expect((await api(`/api/public/feedbacks/${id}`)).status).toBe(404)

    // Staff reply (the back-office call, with the admin's token).
    const admin = await tokenOf('admin', 'Admin@12345')
    const reply = await api<{ result: { status: string } }>('/api/shennong/feedbacks/reply', {
      method: 'PUT',
      token: admin,
      body: JSON.stringify({ _id: id, message: '已通知資訊室，今天下午會派人檢修。' }),
    })
    expect(reply.status).toBe(200)
    expect(reply.body.result.status).toBe('Replied')
    await mailTo(outbox, email, '館員已回覆')

    // The ticket page: axe-clean at both widths, the reply is shown.
    problems.push(
      ...(await axeAt(page, ticketUrl, () => page.getByText('已通知資訊室，今天下午會派人檢修。').waitFor())),
    )
    await expect(page.getByText('已回覆', { exact: true }).count()).resolves.toBeGreaterThan(0)

    // Answer with a photo: a slow upload so the progress bar shows.
    const photo = await sharp({
      create: {
        width: 900,
        height: 900,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer()
    expect(photo.length).toBeLessThan(5 * 1024 * 1024)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 400 * 1024,
    })
    await page.getByLabel('訊息').fill('補充投影機的照片')
    await page.getByLabel(/附加照片/).setInputFiles({ name: 'projector.png', mimeType: 'image/png', buffer: photo })
    await page.getByRole('progressbar', { name: '照片上傳進度' }).waitFor()
    await page.getByText(/上傳中 \d+%/).waitFor()
    await page.getByText('已上傳：projector.png').waitFor({ timeout: 60_000 })
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    await page.getByRole('button', { name: '送出回覆' }).click()
    await page.getByText('回覆成功').waitFor()
    const image = page.getByRole('img', { name: '您附上的照片' })
    await image.waitFor()
    // The photo loads through the key-guarded route (the page adds the key to its URL).
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('img[alt="您附上的照片"]')
      return Boolean(img?.complete && img.naturalWidth === 900)
    })

    // Close with rating 4.
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('radio', { name: '4' }).check()
    await page.getByRole('button', { name: '結案' }).click()
    await page.getByText('結案成功，感謝您的回饋').waitFor()
    await page.getByText('此意見回饋已結案').waitFor()

    const stored = await api<{
      result: {
        status: string
        rating: number
        respondent: { secondaryDepartment: string | null }
        messages: { sender: string; photoUrl: string | null }[]
      }
    }>(`/api/shennong/feedbacks/${id}`, { token: admin })
    expect(stored.body.result.status).toBe('Closed')
    expect(stored.body.result.respondent.secondaryDepartment).toBe(secondaryName)
    expect(stored.body.result.rating).toBe(4)
    expect(stored.body.result.messages.map((m) => m.sender)).toEqual(['staff', 'client'])
    expect(stored.body.result.messages[1]!.photoUrl).toMatch(
      new RegExp(`^/api/public/feedbacks/${id}/photos/[0-9a-f]{24}$`),
    )
    await context.close()
    expect(problems).toEqual([])
  })

  it('staff read the conversation at feedback-management and reply from the reply box', async () => {
    const id = await openTicket('希望延長週末開放時間', '週六下午五點就關門，希望能開到晚上。', {
      name: '張先生',
      email: 'weekend@example.com',
    })
    const { context, page } = await newPage()
    await signInTo(page, '/shennong/feedback-management', 'admin', 'Admin@12345')
    await page.getByText('希望延長週末開放時間').first().waitFor()
    await page.goto(`${baseURL}/shennong/feedback-management/${id}`)
    await page.locator('.shennong-feedback').getByText('週六下午五點就關門，希望能開到晚上。').waitFor()
    await page.getByLabel('回覆內容').fill('已轉交館務會議討論，結果將公告於最新消息。')
    // 回覆照片 can be chosen (it was disabled: Payload shows a virtual field read-only).
    const photoField = page.locator('.shennong-file-field')
    expect(await photoField.getByRole('button', { name: '選擇檔案' }).isEnabled()).toBe(true)
    await photoField.getByRole('button', { name: '選擇檔案' }).click()
    const picker = page.getByRole('dialog', { name: /^選擇/ })
    await picker.waitFor()
    await page.keyboard.press('Escape')
    await picker.waitFor({ state: 'hidden' })
    await photoField.getByPlaceholder('從檔案庫選擇，或輸入網址').fill('/images/reply-photo.png')
    await page.getByRole('button', { name: '送出回覆' }).click()
    await closeResult(page, '回覆意見回饋', '成功', '已寄信通知讀者')
    const admin = await tokenOf('admin', 'Admin@12345')
    const stored = await api<{
      result: { status: string; messages: { sender: string; message: string; photoUrl: string | null }[] }
    }>(`/api/shennong/feedbacks/${id}`, { token: admin })
    expect(stored.body.result.status).toBe('Replied')
    expect(stored.body.result.messages).toEqual([
      expect.objectContaining({
        sender: 'staff',
        message: '已轉交館務會議討論，結果將公告於最新消息。',
        photoUrl: '/images/reply-photo.png',
      }),
    ])
    const mail = await mailTo(outbox, 'weekend@example.com', '館員已回覆')
    // The reply mail links back to the ticket.
    expect(mail.text).toContain(`/feedback/${id}?key=`)
    await context.close()
  })

  it("staff edit a ticket's title and photo permission on its form (the conversation stays read-only), then delete it", async () => {
    const id = await openTicket(
      '停車場標示不清',
      '地下室的指標看不懂。',
      { name: '周小姐', email: 'parking@example.com' },
      '203.0.113.91',
    )
    const admin = await tokenOf('admin', 'Admin@12345')
    const stored = async () =>
      await api<{ result: { title: string; isAllowUpdatePhoto: boolean; description: string } }>(
        `/api/shennong/feedbacks/${id}`,
        { token: admin },
      )

    const { context, page } = await newPage()
    await signInTo(page, `/shennong/feedback-management/${id}`, 'admin', 'Admin@12345')
    await page.locator('#field-title').waitFor()
    // What the visitor wrote can be read, not changed, on the form.
    await expect(page.locator('#field-description').isEditable()).resolves.toBe(false)
    await page.locator('#field-title').fill('停車場指標不清楚')
    await page.locator('#field-isAllowUpdatePhoto').check()
    await page.getByRole('button', { name: '儲存', exact: true }).click()
    await closeResult(page, '儲存意見回饋', '成功')
    await expect(stored().then((r) => r.body.result)).resolves.toMatchObject({
      title: '停車場指標不清楚',
      isAllowUpdatePhoto: true,
      description: '地下室的指標看不懂。',
    })

    // Delete from the edit view: the document controls' menu, 刪除, 確認.
    await page.locator('.doc-controls__popup').getByRole('button').first().click()
    await page.locator('#action-delete').click()
    await page.locator('#confirm-action').click()
    await closeResult(page, '刪除意見回饋', '成功')
    await expect(stored().then((r) => r.status)).resolves.toBe(404)
    await context.close()
  })

  it('staff add a category at 意見回饋分類, the public form offers it, and deleting it takes it off the form', async () => {
    const name = `E2E 分類 ${Date.now()}`
    const { context, page } = await newPage()
    await signInTo(page, '/shennong/feedback-management/category/create', 'admin', 'Admin@12345')
    await page.locator('#field-name').fill(name)
    await page.getByRole('button', { name: '儲存', exact: true }).click()
    await closeResult(page, '儲存意見回饋分類', '成功')
    await page.waitForURL(/\/[0-9a-f]{24}$/)
    const offered = async () => {
      const visitor = await context.newPage()
      await visitor.goto(`${baseURL}/feedback/create`)
      const labels = await visitor.locator('select').first().locator('option').allInnerTexts()
      await visitor.close()
      return labels
    }
    await expect.poll(offered, { timeout: 15_000 }).toContain(name)

    await page.locator('.doc-controls__popup').getByRole('button').first().click()
    await page.locator('#action-delete').click()
    await page.locator('#confirm-action').click()
    await closeResult(page, '刪除意見回饋分類', '成功')
    await expect.poll(offered, { timeout: 15_000 }).not.toContain(name)
    await context.close()
  })
})
