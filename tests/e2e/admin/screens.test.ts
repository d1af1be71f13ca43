import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'

import { MSG } from '@/i18n/messages'
import { sharedBrowser } from '../../helpers/browser'

const baseURL = inject('baseURL')
const browser = sharedBrowser()

const logIn = async (page: Page, username: string, password: string) => {
  await page.goto(`${baseURL}/shennong`)
  await page.waitForURL(/\/shennong\/auth\/login/)
  await page.locator('#username').fill(username)
  await page.locator('#password').fill(password)
  await page.getByRole('button', { name: '登入' }).click()
}

describe('admin at /shennong', () => {
  it('admin logs in and sees the dashboard in zh-TW', async () => {
    const page = await browser().newPage()
    await logIn(page, 'admin', 'Admin@12345')
    await page.waitForURL(`${baseURL}/shennong`)
    await page.getByRole('heading', { name: '平台營運管理' }).waitFor()
    await page.getByText('儀表板').first().waitFor()
    expect(await page.title()).toBe('儀表板 - 神農醫學圖書館後台')
    const text = await page.locator('body').innerText()
    expect(text).toContain('使用者管理')
    expect(text).toContain('角色管理')
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-TW')
    await page.close()
  })

  it('a wrong password keeps the visitor on the login screen with a zh-TW error', async () => {
    const page = await browser().newPage()
    await logIn(page, 'admin', 'Wrong12345')
    await page.getByText(MSG.invalidCredentials).first().waitFor()
    expect(page.url()).toContain('/shennong/auth/login')
    await page.close()
  })
})

describe('public site', () => {
  it('the home page shows the library name in zh-TW', async () => {
    const page = await browser().newPage()
    const response = await page.goto(`${baseURL}/`)
    expect(response?.status()).toBe(200)
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-Hant-TW')
    await expect(page.locator('h1').innerText()).resolves.toContain('神農醫學圖書館')
    await page.close()
  })

  it('saving an empty required field shows the spec text `<label>為必填欄位` on module screens (issue 16 §1)', async () => {
    const page = await browser().newPage()
    await logIn(page, 'admin', 'Admin@12345')
    await page.waitForURL(`${baseURL}/shennong`)
    const screens: [string, string[]][] = [
      ['/shennong/quick-links-management/create', ['名稱為必填欄位', '連結路徑為必填欄位']],
      ['/shennong/external-link-management/create', ['標題為必填欄位']],
      ['/shennong/catalog-management/create', ['標題為必填欄位', '通報日期為必填欄位']],
    ]
    for (const [path, messages] of screens) {
      await page.goto(`${baseURL}${path}`)
      await page.getByRole('button', { name: '儲存' }).first().click()
      for (const message of messages) await page.getByText(message).first().waitFor()
      expect(await page.getByText('此欄位為必填項目。').count(), path).toBe(0)
    }
    await page.close()
  })
})
