import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'

import { sharedBrowser } from '../../helpers/browser'
import { closeResult } from '../../helpers/resultDialog'

const baseURL = inject('baseURL')
const browser = sharedBrowser()

const newPage = async (): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser().newContext({ viewport: { width: 1280, height: 900 } })
  return { context, page: await context.newPage() }
}

const signIn = async (page: Page, username: string, password: string) => {
  await page.locator('#username').fill(username)
  await page.locator('#password').fill(password)
  await page.getByRole('button', { name: '登入' }).click()
}

const api = async <T>(
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<{ status: number; body: T }> => {
  const headers = new Headers(init.headers)
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`)
  if (init.body) headers.set('Content-Type', 'application/json')
  const response = await fetch(`${baseURL}${path}`, { ...init, headers })
  return { status: response.status, body: (await response.json()) as T }
}

const tokenOf = async (username: string, password: string) =>
  (
    await api<{ result: { token: string } }>('/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ username, password }),
    })
  ).body.result.token

describe('back-office shell', () => {
  it('an anonymous visit lands on the login screen with nextUrl, and login returns to the screen', async () => {
    const { context, page } = await newPage()
    await page.goto(`${baseURL}/shennong/user-management`)
    await page.waitForURL(/\/shennong\/auth\/login\?nextUrl=/)
    expect(new URL(page.url()).searchParams.get('nextUrl')).toBe('/shennong/user-management')
    await page.getByRole('heading', { name: '後台登入' }).waitFor()
    await signIn(page, 'admin', 'Admin@12345')
    await page.waitForURL(`${baseURL}/shennong/user-management`)
    await page.getByRole('cell', { name: 'reviewer' }).first().waitFor()
    expect(await page.title()).toContain('使用者管理')
    await context.close()
  })

  it('shows a wrong password as a zh-TW error on the login screen', async () => {
    const { context, page } = await newPage()
    await page.goto(`${baseURL}/shennong/auth/login`)
    await signIn(page, 'admin', 'Wrong12345')
    await expect(page.locator('.shennong-auth__error').innerText()).resolves.toBe('帳號或密碼錯誤')
    await context.close()
  })

  it('admin sees the platform menu; the editor sees none of it and is refused the screen and the API', async () => {
    const admin = await newPage()
    await admin.page.goto(`${baseURL}/shennong/auth/login`)
    await signIn(admin.page, 'admin', 'Admin@12345')
    await admin.page.waitForURL(`${baseURL}/shennong`)
    const nav = admin.page.getByRole('navigation', { name: '後台選單' })
    await nav.getByRole('link', { name: '使用者管理' }).waitFor()
    await expect(nav.getByRole('link', { name: '角色管理' }).isVisible()).resolves.toBe(true)
    await expect(nav.innerText()).resolves.toContain('平台營運管理')
    await expect(nav.innerText()).resolves.toContain('網站資訊管理')
    await expect(nav.getByRole('link', { name: '最新消息管理' }).isVisible()).resolves.toBe(true)
    await admin.context.close()

    const editor = await newPage()
    await editor.page.goto(`${baseURL}/shennong/auth/login`)
    await signIn(editor.page, 'editor', 'Editor@12345')
    await editor.page.waitForURL(`${baseURL}/shennong`)
    const editorNav = editor.page.getByRole('navigation', { name: '後台選單' })
    await editorNav.getByRole('link', { name: '最新消息管理' }).waitFor()
    await expect(editorNav.locator('a.nav__link').allInnerTexts()).resolves.toEqual(['最新消息管理'])
    await editor.page.goto(`${baseURL}/shennong/user-management`)
    await editor.page.waitForLoadState('networkidle')
    await expect(editor.page.getByRole('cell', { name: 'reviewer' }).count()).resolves.toBe(0)
    await editor.page.getByText('您沒有權限檢視此頁面').waitFor()
    const token = await tokenOf('editor', 'Editor@12345')
    expect((await api('/api/users', { token })).status).toBe(403)
    await editor.context.close()
  })

  it('an unknown back-office path says 暫無此頁面', async () => {
    const { context, page } = await newPage()
    await page.goto(`${baseURL}/shennong/auth/login?nextUrl=/shennong/no-such-screen`)
    await signIn(page, 'admin', 'Admin@12345')
    await page.waitForURL(`${baseURL}/shennong/no-such-screen`)
    await page.getByText('暫無此頁面').first().waitFor()
    await context.close()
  })

  it('a new user must change the password at first login', async () => {
    const adminToken = await tokenOf('admin', 'Admin@12345')
    const created = await api<{ doc: { id: string } }>('/api/users', {
      method: 'POST',
      token: adminToken,
      body: JSON.stringify({
        username: 'e2e-newbie',
        name: '新進館員',
        email: 'e2e-newbie@library.example',
        password: 'Start1234',
        accountStatus: 'Enabled',
      }),
    })
    expect(created.status).toBe(201)
    const { context, page } = await newPage()
    await page.goto(`${baseURL}/shennong/auth/login`)
    await signIn(page, 'e2e-newbie', 'Start1234')
    await page.waitForURL(/\/shennong\/user\/modify-password/)
    await page.getByText('首次登入請先變更密碼').waitFor()
    await page.locator('#oldPassword').fill('Start1234')
    await page.locator('#newPassword').fill('Better1234')
    await page.locator('#rePassword').fill('Better12345')
    await page.getByRole('button', { name: '變更密碼' }).click()
    await expect(page.locator('.shennong-auth__error').innerText()).resolves.toBe('確認密碼 與 新密碼 並未相同')
    await page.locator('#rePassword').fill('Better1234')
    await page.getByRole('button', { name: '變更密碼' }).click()
    await page.waitForURL(`${baseURL}/shennong`)
    expect(
      (
        await api('/api/auth/login', {
          method: 'POST',
          body: JSON.stringify({ username: 'e2e-newbie', password: 'Better1234' }),
        })
      ).status,
    ).toBe(200)
    await context.close()
  })

  it('an account marked 異常鎖定 by guesses from many addresses is unlocked in 使用者管理 by setting 啟用', async () => {
    const adminToken = await tokenOf('admin', 'Admin@12345')
    const created = await api<{ doc: { id: string } }>('/api/users', {
      method: 'POST',
      token: adminToken,
      body: JSON.stringify({
        username: 'e2e-locked',
        name: '鎖定館員',
        email: 'e2e-locked@library.example',
        password: 'Start1234',
        accountStatus: 'Enabled',
      }),
    })
    expect(created.status).toBe(201)
    const signInFrom = (address: string, password: string) =>
      api('/api/auth/login', {
        method: 'POST',
        headers: { 'X-Forwarded-For': address },
        body: JSON.stringify({ username: 'e2e-locked', password }),
      })
    // Twenty wrong passwords from twenty addresses (src/modules/accounts/signInLimits.ts) mark it.
    for (let i = 1; i <= 20; i++) await signInFrom(`198.18.0.${i}`, 'Wrong12345')
    expect((await signInFrom('198.18.0.1', 'Start1234')).status).toBe(403)
    const statusOf = async () =>
      (await api<{ accountStatus: string }>(`/api/users/${created.body.doc.id}`, { token: adminToken })).body
        .accountStatus
    expect(await statusOf()).toBe('Locked')

    const { context, page } = await newPage()
    await page.goto(`${baseURL}/shennong/auth/login?nextUrl=/shennong/user-management`)
    await signIn(page, 'admin', 'Admin@12345')
    await page.waitForURL(`${baseURL}/shennong/user-management`)
    const row = page.getByRole('row').filter({ hasText: 'e2e-locked' })
    await row.getByText('異常鎖定').waitFor()
    await row.getByRole('link').first().click()
    await page.locator('#field-accountStatus .rs__control').click()
    await page.locator('.rs__option', { hasText: '啟用' }).click()
    await page.getByRole('button', { name: '儲存', exact: true }).click()
    await closeResult(page, '儲存使用者', '成功')
    expect(await statusOf()).toBe('Enabled')
    // The counts start afresh: the address that guessed signs in with the right password.
    expect((await signInFrom('198.18.0.1', 'Start1234')).status).toBe(200)
    await context.close()
  })

  it('a role edited in the permission tree takes effect at the next login', async () => {
    const adminToken = await tokenOf('admin', 'Admin@12345')
    const roles = await api<{ docs: { id: string; name: string }[] }>('/api/roles?limit=100', { token: adminToken })
    const editorRole = roles.body.docs.find((role) => role.name === '最新消息編輯')!
    const { context, page } = await newPage()
    await page.goto(`${baseURL}/shennong/auth/login?nextUrl=/shennong/role-management/${editorRole.id}`)
    await signIn(page, 'admin', 'Admin@12345')
    await page.waitForURL(`${baseURL}/shennong/role-management/${editorRole.id}`)
    await page.getByRole('checkbox', { name: '帳號權限管理全選' }).check()
    await page.getByRole('button', { name: '儲存' }).click()
    await page.getByText('已成功更新').or(page.getByText('成功')).first().waitFor()
    await context.close()

    const editor = await newPage()
    await editor.page.goto(`${baseURL}/shennong/auth/login`)
    await signIn(editor.page, 'editor', 'Editor@12345')
    await editor.page.waitForURL(`${baseURL}/shennong`)
    await editor.page.getByRole('navigation', { name: '後台選單' }).getByRole('link', { name: '使用者管理' }).waitFor()
    await editor.context.close()
  })

  it('the notifier form saves and reloads', async () => {
    const { context, page } = await newPage()
    await page.goto(`${baseURL}/shennong/auth/login`)
    await signIn(page, 'admin', 'Admin@12345')
    await page.waitForURL(`${baseURL}/shennong`)
    // A slow read of the stored recipients (as on a busy server) must not swallow what is typed meanwhile.
    await page.route('**/api/shennong/module-notifiers', async (route) => {
      if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await page.getByRole('button', { name: '通知信箱設定' }).click()
    const dialog = page.getByRole('dialog', { name: '通知信箱設定' })
    await dialog.getByRole('group', { name: '空間預約' }).getByRole('button', { name: '新增收件人' }).click()
    await dialog.getByLabel('空間預約收件信箱').fill('not-an-email')
    await dialog.getByRole('button', { name: '儲存' }).click()
    await expect(dialog.locator('.shennong-auth__error').innerText()).resolves.toContain('不是電子郵件格式')
    await dialog.getByLabel('空間預約收件信箱').fill('space@hospital.example')
    await dialog.getByRole('group', { name: '內容審核' }).getByRole('button', { name: '新增收件人' }).click()
    await dialog.getByLabel('內容審核收件信箱').fill('review@hospital.example')
    await dialog.getByRole('button', { name: '儲存' }).click()
    await dialog.getByText('通知信箱已儲存').waitFor()
    await dialog.getByRole('button', { name: '關閉' }).click()

    await page.reload()
    await page.getByRole('button', { name: '通知信箱設定' }).click()
    await expect(dialog.getByLabel('空間預約收件信箱').inputValue()).resolves.toBe('space@hospital.example')
    await expect(dialog.getByLabel('內容審核收件信箱').inputValue()).resolves.toBe('review@hospital.example')
    const token = await tokenOf('admin', 'Admin@12345')
    const stored = await api<{ result: { moduleNotifiers: { moduleName: string; email: string }[] } }>(
      '/api/shennong/module-notifiers',
      { token },
    )
    expect(stored.body.result.moduleNotifiers).toEqual(
      expect.arrayContaining([
        { moduleName: 'reservations', email: 'space@hospital.example' },
        { moduleName: 'auth-requests', email: 'review@hospital.example' },
      ]),
    )
    await context.close()
  })

  it('the user menu offers the site, password change, the manual and logout', async () => {
    const { context, page } = await newPage()
    await page.goto(`${baseURL}/shennong/auth/login`)
    await signIn(page, 'admin', 'Admin@12345')
    await page.waitForURL(`${baseURL}/shennong`)
    await page.getByRole('button', { name: /系統管理員/ }).click()
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitem').allInnerTexts()).resolves.toEqual([
      '回到網站',
      '變更密碼',
      '操作手冊',
      '登出',
    ])
    const manual = await context.request.get(`${baseURL}/api/shennong/manual`)
    expect(manual.status()).toBe(200)
    expect(manual.headers()['content-disposition']).toContain("filename*=UTF-8''")
    expect(await manual.text()).toContain('操作手冊')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu').count()).resolves.toBe(0)
    await context.close()
  })

  it('email-management sends a test mail and resends it from the log', async () => {
    const { context, page } = await newPage()
    await page.goto(`${baseURL}/shennong/auth/login?nextUrl=/shennong/email-management`)
    await signIn(page, 'admin', 'Admin@12345')
    await page.waitForURL(`${baseURL}/shennong/email-management`)
    // The form works once the screen has loaded (a click before would submit the page natively;
    // seen once on a cold server, the first file of a run).
    await page.waitForLoadState('networkidle')
    await page.getByLabel('寄送測試郵件以檢查郵件設定').fill('check@hospital.example')
    await page.getByRole('button', { name: '寄送測試郵件' }).click()
    await page.getByText('測試郵件已寄至 check@hospital.example').waitFor()
    const row = page.getByRole('row', { name: /郵件設定測試/ }).first()
    await row.waitFor()
    await row.getByRole('link').first().click()
    await page.waitForURL(/\/shennong\/email-management\/[0-9a-f]{24}$/)
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: '重寄' }).click()
    await page.getByText('重寄成功').waitFor()
    const token = await tokenOf('admin', 'Admin@12345')
    const logs = await api<{ result: { data: { subject: string; status: string }[] } }>(
      '/api/shennong/email-logs?keyword=郵件設定測試',
      { token },
    )
    expect(logs.body.result.data.filter((m) => m.subject === '郵件設定測試' && m.status === 'Sent')).toHaveLength(2)
    await context.close()
  })

  it('the icon picker chooses a quick link icon by search and keyboard', async () => {
    const { context, page } = await newPage()
    await page.goto(`${baseURL}/shennong/auth/login?nextUrl=/shennong/quick-links-management/create`)
    await signIn(page, 'admin', 'Admin@12345')
    await page.waitForURL(`${baseURL}/shennong/quick-links-management/create`)
    await page.locator('#field-label').fill('開館時間')
    await page.locator('#field-path').fill('/opening')
    await page.getByRole('button', { name: '選擇圖示' }).click()
    const picker = page.getByRole('dialog', { name: '選擇圖示' })
    await picker.getByLabel('搜尋圖示').fill('日曆')
    await expect(picker.getByRole('button', { name: '日曆' }).isVisible()).resolves.toBe(true)
    await picker.getByLabel('搜尋圖示').fill('')
    await picker.getByLabel('搜尋圖示').fill('時')
    await page.keyboard.press('Tab')
    await page.keyboard.press('ArrowRight')
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))
    expect(focused).toBeTruthy()
    await page.keyboard.press('Enter')
    await expect(page.locator('.shennong-icon-field__preview').innerText()).resolves.toBe(focused!)
    await page.getByRole('button', { name: '儲存' }).click()
    await page.waitForURL(/\/shennong\/quick-links-management\/[0-9a-f]{24}$/)
    const token = await tokenOf('admin', 'Admin@12345')
    const links = await api<{ docs: { label: string; icon: string }[] }>('/api/quick-links?limit=50', { token })
    const saved = links.body.docs.find((link) => link.label === '開館時間')
    expect(saved?.icon).toMatch(/^[A-Z][A-Za-z0-9]+$/)
    await context.close()
  })

  it('JSON fields are shown as text, with no editor fetched from outside', async () => {
    // Page-builder `blocks` have their own editor; the other JSON fields keep the text field. The
    // statistics collections are written only through their calls (Payload's screens show them
    // read-only): a basic statistics report saved by the call, opened on Payload's own screen.
    const token = await tokenOf('admin', 'Admin@12345')
    const saved = await api<{ result: { _id: string } }>('/api/shennong/statistics/basic-statistics', {
      method: 'POST',
      token,
      body: JSON.stringify({ name: '入館人次', items: ['seatReservations'] }),
    })
    expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300)
    const { context, page } = await newPage()
    const outside: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL)) outside.push(request.url())
    })
    const screen = `/shennong/collections/basic-statistics/${saved.body.result._id}`
    await page.goto(`${baseURL}/shennong/auth/login?nextUrl=${encodeURIComponent(screen)}`)
    await signIn(page, 'admin', 'Admin@12345')
    await page.waitForURL(`${baseURL}${screen}`)
    const items = page.locator('#field-items')
    await items.waitFor()
    expect(JSON.parse(await items.inputValue())).toEqual(['seatReservations'])
    expect(await items.getAttribute('readonly')).not.toBeNull()
    // Payload's REST refuses the write the screen cannot make either.
    const write = await api(`/api/basic-statistics/${saved.body.result._id}`, {
      method: 'PATCH',
      token,
      body: JSON.stringify({ items: [{ any: 'thing' }] }),
    })
    expect(write.status).toBe(403)
    expect(outside).toEqual([])
    await context.close()
  })
})
