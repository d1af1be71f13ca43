import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'

import path from 'node:path'

import { DEMO_RECOMMENDATION_IDS as ID } from '@/modules/recommendations/seed'
import { axeViolations } from '../helpers/axe'
import { sharedBrowser } from '../helpers/browser'
import { e2eHelpers } from '../helpers/e2e'
import { mailTo } from '../helpers/outbox'
import { closeResult } from '../helpers/resultDialog'

const baseURL = inject('baseURL')
const browser = sharedBrowser()

const { newPage, signInTo, api, tokenOf } = e2eHelpers(baseURL, browser)
const outbox = path.join(inject('dataDir'), 'outbox')

const axeAt = async (page: Page, path: string): Promise<string[]> => {
  const problems: string[] = []
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    for (const violation of await axeViolations(page)) problems.push(`${path} @${width}px: ${violation}`)
  }
  return problems
}

/** Type each text into the focused field (null: leave it empty) and Tab to the next one. */
const typeThenTab = async (page: Page, ...texts: (string | null)[]) => {
  for (const text of texts) {
    if (text !== null) await page.keyboard.type(text)
    await page.keyboard.press('Tab')
  }
}

describe('resource recommendations', () => {
  it('a visitor recommends a book, staff approve it with a reply, and the visitor sees 已核准 and the reply at the link', async () => {
    const { context, page } = await newPage()
    const response = await page.goto(`${baseURL}/recommendation`)
    expect(response?.status()).toBe(200)
    // The form's HTML is the same for every visitor (what they type stays in the browser): it is a kept
    // page, revalidated on every use (no-cache) and never shared with a signed-in visitor (Vary).
    expect(response?.headers()['cache-control']).toBe('public, no-cache')
    expect(response?.headers()['vary']).toContain('Cookie')
    await expect(page.locator('main h1').textContent()).resolves.toBe('資源推薦')
    const problems = await axeAt(page, '/recommendation')

    // Keyboard only: focus the first field, then type and Tab through the form.
    await page.locator('#rec-name').focus()
    await typeThenTab(page, '林讀者', 'reader@example.org', null, 'editor', 'Wrong@12345')
    // After the password: the account check (issue 29), then, the honeypot being out of the tab order, the first question.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('驗證帳號並帶入資料')
    await page.keyboard.press('Tab')
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('rec-q-rec-q-name-input')
    await typeThenTab(page, '實證醫學手冊 第五版', '陳作者', '9780262033848')
    await page.locator('#rec-q-rec-q-type-input').selectOption({ label: '圖書' })
    // An empty required question is refused before sending: its message shows and it takes the focus.
    await page.getByRole('button', { name: '送出推薦' }).press('Enter')
    await page.locator('main').getByText('推薦理由為必填欄位').waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('rec-q-rec-q-reason-input')
    await page.keyboard.type('住院醫師教學需要')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')

    // A wrong password is refused in an alert and nothing is lost.
    const alert = page.locator('.recommendation-alert[role="alert"]')
    await expect(alert.textContent()).resolves.toBe('帳號或密碼錯誤，無法確認讀者身分')
    await page.locator('#rec-password').fill('Editor@12345')
    await page.locator('#rec-password').press('Enter')

    const done = page.locator('.recommendation-done[role="status"]')
    await done.waitFor()
    expect(await done.textContent()).toContain('確認信寄至您的電子郵件信箱')
    const link = (await done.getByRole('link', { name: '查看推薦進度' }).getAttribute('href'))!
    expect(link).toMatch(/^\/recommendation\/[0-9a-f]{24}\?key=/)
    const id = link.split('/')[2]!.split('?')[0]!

    // Before the decision: 待審核.
    await page.goto(`${baseURL}${link}`)
    await expect(page.locator('.status-badge').textContent()).resolves.toBe('待審核')
    problems.push(...(await axeAt(page, '/recommendation/[id]')))
    // Without the key the page shows nothing of it.
    await page.goto(`${baseURL}/recommendation/${id}`)
    expect(await page.locator('.status-badge').count()).toBe(0)
    expect(await page.content()).not.toContain('實證醫學手冊')
    await context.close()

    // Staff approve it on the back-office screen.
    const staff = await newPage()
    await signInTo(staff.page, `/shennong/recommendation-management/${id}`, 'admin', 'Admin@12345')
    const panel = staff.page.locator('.rec-panel')
    await panel.getByText('實證醫學手冊 第五版').first().waitFor()
    await panel.getByRole('button', { name: '核准' }).click()
    await expect(panel.locator('[role="alert"]').textContent()).resolves.toBe('回覆內容為必填欄位')
    await panel.getByLabel('回覆內容（必填）').fill('已列入本季採購，到館後通知您。')
    staff.page.once('dialog', (dialog) => void dialog.accept())
    await panel.getByRole('button', { name: '核准' }).click()
    await closeResult(staff.page, '核准推薦', '成功', '已核准此推薦，並寄信通知讀者')
    // 儲存資源資料 sends the modify call (it reloaded the page and sent nothing inside Payload's form).
    await panel.getByLabel('ISBN').fill('978-0-306-40615-7')
    await panel.getByLabel('條碼').fill('B0001234')
    staff.page.once('dialog', (dialog) => void dialog.accept())
    const modify = staff.page.waitForResponse((r) => r.url().endsWith('/api/shennong/recommendations/modify'))
    await panel.getByRole('button', { name: '儲存資源資料' }).click()
    expect((await modify).status()).toBe(200)
    await closeResult(staff.page, '儲存資源資料', '成功', '已儲存資料')
    expect(new URL(staff.page.url()).search).toBe('')
    const token = await tokenOf('admin', 'Admin@12345')
    const stored = await api<{ result: { isbn: string; barcode: string; status: string } }>(
      `/api/shennong/recommendations/answers/${id}`,
      { token },
    )
    expect(stored.body.result).toMatchObject({ isbn: '978-0-306-40615-7', barcode: 'B0001234', status: 'Approved' })
    await staff.context.close()

    // The visitor opens the link again: 已核准 with the reply.
    const visitor = await newPage()
    await visitor.page.goto(`${baseURL}${link}`)
    await expect(visitor.page.locator('.status-badge').textContent()).resolves.toBe('已核准')
    await expect(visitor.page.locator('.recommendation-reply').textContent()).resolves.toBe(
      '已列入本季採購，到館後通知您。',
    )
    problems.push(...(await axeAt(visitor.page, '/recommendation/[id] (approved)')))
    await visitor.context.close()

    expect(problems).toEqual([])
  })

  it('staff reject a recommendation and then close it; each decision is stored and mailed as it was made; a refused action says 失敗', async () => {
    const email = 'reject-close@example.org'
    const submitted = await api<{ result: { _id: string } }>('/api/public/recommendations/answer', {
      method: 'POST',
      headers: { 'X-Forwarded-For': '203.0.113.77' },
      body: JSON.stringify({
        respondent: { name: '吳讀者', email, username: 'editor', password: 'Editor@12345' },
        answers: [
          {
            _id: ID.group,
            questions: [
              { _id: ID.name, answers: ['已有館藏的教科書'] },
              { _id: ID.author, answers: ['王作者'] },
              { _id: ID.type, answers: [ID.typeBook] },
              { _id: ID.reason, answers: ['課程需要'] },
            ],
          },
        ],
      }),
    })
    expect(submitted.status).toBe(200)
    const id = submitted.body.result._id
    const token = await tokenOf('admin', 'Admin@12345')
    const stored = async () =>
      (
        await api<{ result: { status: string; repliedContent: string } }>(
          `/api/shennong/recommendations/answers/${id}`,
          { token },
        )
      ).body.result

    const { context, page } = await newPage()
    await signInTo(page, `/shennong/recommendation-management/${id}`, 'admin', 'Admin@12345')
    const panel = page.locator('.rec-panel')
    await panel.getByText('已有館藏的教科書').first().waitFor()
    await panel.getByLabel('回覆內容（必填）').fill('本館已有此書，請至二樓借閱。')
    // Cancelling the confirmation sends nothing.
    page.once('dialog', (dialog) => void dialog.dismiss())
    await panel.getByRole('button', { name: '退回' }).click()
    expect((await stored()).status).toBe('Pending')
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('確定退回此推薦？系統會寄信通知讀者。')
      void dialog.accept()
    })
    await panel.getByRole('button', { name: '退回' }).click()
    await closeResult(page, '退回推薦', '成功', '已退回此推薦，並寄信通知讀者')
    expect(await stored()).toMatchObject({ status: 'Rejected', repliedContent: '本館已有此書，請至二樓借閱。' })
    await expect(panel.getByText('狀態：').innerText()).resolves.toContain('已退回')

    page.once('dialog', (dialog) => void dialog.accept())
    await panel.getByRole('button', { name: '結案' }).click()
    await closeResult(page, '結案', '成功', '已結案，並寄信通知讀者')
    expect((await stored()).status).toBe('Closed')
    // A closed recommendation offers no decision buttons any more.
    expect(await panel.getByRole('button', { name: /^(核准|退回|結案)$/ }).count()).toBe(0)

    // A refused save (a bad ISBN) ends in 失敗 with the server's reason, and keeps what was typed.
    await panel.getByLabel('ISBN').fill('12345')
    page.once('dialog', (dialog) => void dialog.accept())
    await panel.getByRole('button', { name: '儲存資源資料' }).click()
    await closeResult(page, '儲存資源資料', '失敗', 'ISBN 格式不正確（須為 ISBN-10 或 ISBN-13）')
    expect(await panel.getByLabel('ISBN').inputValue()).toBe('12345')
    await context.close()

    // Each mail states the decision that caused it.
    const rejected = await mailTo(outbox, email, '已退回')
    expect(rejected.text).toContain('本館已有此書，請至二樓借閱。')
    expect(rejected.text).toContain(`/recommendation/${id}?key=`)
    const closed = await mailTo(outbox, email, '已結案')
    expect(closed.text).toContain('已結案')
  })

  it('the form checks the respondent before sending; an account that must change its password is led to 變更密碼 in a new tab and then sends with the new one', async () => {
    const admin = await tokenOf('admin', 'Admin@12345')
    const created = await api('/api/users', {
      method: 'POST',
      token: admin,
      body: JSON.stringify({
        username: 'e2e-rec-new',
        name: '新進醫師',
        email: 'e2e-rec-new@hospital.example',
        password: 'Start1234',
        accountStatus: 'Enabled',
      }),
    })
    expect(created.status).toBe(201)
    const before = (
      await api<{ result: { total: number } }>('/api/shennong/recommendations/answers?limit=1', { token: admin })
    ).body.result.total

    const { context, page } = await newPage()
    await page.goto(`${baseURL}/recommendation`)
    await page.locator('#rec-email').fill('not-an-email')
    await page.getByRole('button', { name: '送出推薦' }).click()
    // Each respondent field says what is wrong beside it; the first takes the focus; nothing is sent.
    await page.locator('#rec-name-error').getByText('姓名為必填欄位').waitFor()
    await expect(page.locator('#rec-email-error').innerText()).resolves.toBe('不是電子郵件格式')
    await expect(page.locator('#rec-username-error').innerText()).resolves.toBe('帳號為必填欄位')
    await expect(page.locator('#rec-password-error').innerText()).resolves.toBe('密碼為必填欄位')
    await expect(page.locator('#rec-email').getAttribute('aria-invalid')).resolves.toBe('true')
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('rec-name')

    await page.locator('#rec-name').fill('新進醫師')
    await page.locator('#rec-email').fill('e2e-rec-new@hospital.example')
    await page.locator('#rec-username').fill('e2e-rec-new')
    await page.locator('#rec-password').fill('Start1234')
    await page.locator('#rec-q-rec-q-name-input').fill('臨床超音波學')
    await page.locator('#rec-q-rec-q-type-input').selectOption({ label: '圖書' })
    await page.locator('#rec-q-rec-q-reason-input').fill('新進醫師訓練')
    await page.getByRole('button', { name: '送出推薦' }).click()
    const alert = page.locator('.recommendation-alert[role="alert"]')
    await alert.getByText('此帳號須先變更密碼，才能確認讀者身分').waitFor()
    expect(await page.locator('#rec-name-error').count()).toBe(0)

    // The link opens 變更密碼 in a new tab with the account filled in; this tab keeps what was typed.
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      alert.getByRole('link', { name: '前往變更密碼（另開新分頁）' }).click(),
    ])
    await tab.waitForLoadState('domcontentloaded')
    expect(new URL(tab.url()).pathname).toBe('/shennong/user/modify-password')
    await expect(tab.locator('#username').inputValue()).resolves.toBe('e2e-rec-new')
    await tab.locator('#oldPassword').fill('Start1234')
    await tab.locator('#newPassword').fill('Better1234')
    await tab.locator('#rePassword').fill('Better1234')
    await tab.getByRole('button', { name: '變更密碼' }).click()
    await tab.locator('[role="status"]').filter({ hasText: '密碼已變更' }).waitFor()
    expect(new URL(tab.url()).pathname).toBe('/shennong/user/modify-password')
    await expect(tab.getByRole('link', { name: '返回原頁面' }).first().getAttribute('href')).resolves.toBe(
      '/recommendation',
    )
    await tab.close()

    await expect(page.locator('#rec-q-rec-q-name-input').inputValue()).resolves.toBe('臨床超音波學')
    await page.locator('#rec-password').fill('Better1234')
    await page.getByRole('button', { name: '送出推薦' }).click()
    // Done, or (when it fails) the alert's words in the failure message.
    const outcome = async () =>
      (await page.locator('.recommendation-done').count()) > 0
        ? 'done'
        : await page
            .locator('.recommendation-alert')
            .innerText()
            .catch(() => '')
    await expect.poll(outcome, { timeout: 20_000 }).toBe('done')
    await context.close()
    expect(
      (await api<{ result: { total: number } }>('/api/shennong/recommendations/answers?limit=1', { token: admin })).body
        .result.total,
    ).toBe(before + 1)
    await mailTo(outbox, 'e2e-rec-new@hospital.example', '已收到您的推薦')
  })

  it('staff add a question at 資源推薦問卷 in the builder; the public form asks it', async () => {
    const admin = await tokenOf('admin', 'Admin@12345')
    const before = (
      await api<{ questionGroups: unknown[] }>('/api/globals/recommendation-questionnaire', { token: admin })
    ).body.questionGroups
    const { context, page } = await newPage()
    await signInTo(page, '/shennong/recommendation-management/questionnaire-edit', 'admin', 'Admin@12345')
    const group = page.locator('[data-group="0"]')
    await group.getByRole('button', { name: '新增題目' }).click()
    const added = group.locator('.qb-question').last()
    await added.getByLabel('題目').fill('希望的到館時間')
    await page.getByRole('button', { name: '儲存', exact: true }).click()
    await closeResult(page, '儲存資源推薦問卷', '成功')
    const visitor = await context.newPage()
    await expect
      .poll(
        async () => {
          await visitor.goto(`${baseURL}/recommendation`)
          return visitor.getByText('希望的到館時間').count()
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0)
    await context.close()
    expect(
      (
        await api('/api/globals/recommendation-questionnaire', {
          method: 'POST',
          token: admin,
          body: JSON.stringify({ questionGroups: before }),
        })
      ).status,
    ).toBe(200)
  })
})
