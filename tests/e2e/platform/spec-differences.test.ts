import path from 'node:path'

import sharp from 'sharp'
import { describe, expect, inject, it } from 'vitest'

import { MODULE_PAGES } from '@/app/(frontend)/components/modulePages'
import { sharedBrowser } from '../../helpers/browser'
import { e2eHelpers } from '../../helpers/e2e'
import { mailTo } from '../../helpers/outbox'

/**
 * Issue 16 §3 and §4 on the built server, from outside: no public link answers 404, mails link to
 * the address the server was reached on, enumerations are refused, the spec's call shapes
 * (module-users without a query, the generic save, modify-root-folder without auth), the user
 * screen's required email and Roles folders seen by their creator.
 */

const baseURL = inject('baseURL')
const outbox = path.join(inject('dataDir'), 'outbox')
const browser = sharedBrowser()

const { newPage, signInTo, api, tokenOf } = e2eHelpers(baseURL, browser)
const ADMIN = ['admin', 'Admin@12345'] as const

describe('public links (issue 16 §3 "dead links")', () => {
  it('every link on the menus, the home page, the sitemap and the FAQ robot opens a page, none answers 404', async () => {
    const { context, page } = await newPage()
    const links = new Set<string>(MODULE_PAGES.map((entry) => entry.path))
    for (const start of ['/', '/sitemap', '/faq', '/news', '/opening']) {
      await page.goto(`${baseURL}${start}`)
      const hrefs = await page
        .locator('a[href]')
        .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href))
      for (const href of hrefs) {
        const url = new URL(href)
        if (url.origin !== baseURL || url.pathname.startsWith('/shennong') || url.pathname.startsWith('/api/')) continue
        links.add(url.pathname + url.search)
      }
    }
    // The FAQ robot: its answers (FAQ pages) and its no-match advice (the feedback form).
    await page.goto(`${baseURL}/faq`)
    const robot = page.locator('.faq-robot')
    for (const question of ['我想續借', '停車場收費標準']) {
      await robot.getByLabel('輸入您的問題').fill(question)
      await robot.getByLabel('輸入您的問題').press('Enter')
      await robot.locator('a[href^="/"]').first().waitFor()
    }
    for (const href of await robot
      .locator('a[href^="/"]')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!)))
      links.add(href)
    await context.close()

    // The sitemap.xml lists the same pages for crawlers.
    const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text()
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const url = new URL(loc!)
      links.add(url.pathname + url.search)
    }

    expect(links.size).toBeGreaterThan(20)
    const broken: string[] = []
    for (const link of links) {
      const response = await fetch(`${baseURL}${link}`)
      if (response.status !== 200) broken.push(`${link}: ${response.status}`)
    }
    expect(broken).toEqual([])
    for (const page of [
      '/feedback/create',
      '/recommendation',
      '/questionnaire',
      '/space/room-reservation',
      '/space/seat-reservation',
      '/statistics',
    ]) {
      expect([...links], page).toContain(page)
    }
  })
})

describe('mail links (issue 16 §4)', () => {
  it('a review mail sent by this server (not on port 3000) links to this server, and the link opens the request', async () => {
    const admin = await tokenOf(...ADMIN)
    const recipient = `review-${Date.now()}@library.example`
    type Notifiers = { moduleNotifiers: { moduleName: string; email: string }[] }
    const current = (await api<{ result: Notifiers }>('/api/shennong/module-notifiers', { token: admin })).body.result
      .moduleNotifiers
    const saved = await api('/api/shennong/module-notifiers', {
      method: 'PUT',
      token: admin,
      body: JSON.stringify({ moduleNotifiers: [...current, { moduleName: 'auth-requests', email: recipient }] }),
    })
    expect(saved.status).toBe(200)
    expect(new URL(baseURL).port).not.toBe('3000')

    const editor = await tokenOf('editor', 'Editor@12345')
    const title = `送審信件連結 ${Date.now().toString(36)}`
    const created = await api<{ result: { _id: string } }>('/api/shennong/news', {
      method: 'PUT',
      token: editor,
      body: JSON.stringify({ title, blocks: [], status: 'Published' }),
    })
    expect(created.status).toBe(200)

    const mail = await mailTo(outbox, recipient, title)
    // The link names this server: its own port, on the host name Next serves it under (the Host
    // header is not trusted, so a forged one cannot redirect a mailed link).
    const link = new URL(mail.text.match(/https?:\/\/\S+/)![0])
    expect(link.port).toBe(new URL(baseURL).port)
    expect(['127.0.0.1', 'localhost']).toContain(link.hostname)
    expect(link.pathname).toBe('/shennong/review-management')
    // Followed as mailed: the login screen, then the request itself.
    const { context, page } = await newPage()
    await page.goto(link.toString())
    await page.waitForURL(/\/shennong\/auth\/login\?nextUrl=/)
    await page.locator('#username').fill('reviewer')
    await page.locator('#password').fill('Reviewer@12345')
    await page.getByRole('button', { name: '登入' }).click()
    await page.waitForURL((url) => url.pathname === '/shennong/review-management')
    await page.getByText(title).first().waitFor()
    expect(new URL(page.url()).searchParams.get('authRequestId')).toBe(link.searchParams.get('authRequestId'))
    await context.close()
  })
})

describe("the spec's call shapes and enumerations (issue 16 §3, §4)", () => {
  it('an enumerated field outside its enumeration is refused with a zh-TW 400, and nothing is stored', async () => {
    const admin = await tokenOf(...ADMIN)
    const title = `列舉外狀態 ${Date.now().toString(36)}`
    const refused = await api<{ message: string }>('/api/shennong/news', {
      method: 'PUT',
      token: admin,
      body: JSON.stringify({ title, status: 'Whatever' }),
    })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/不是有效的選項|必須為/)
    const listed = await api<{ result: { data: { title: string }[] } }>(`/api/shennong/news?limit=1000`, {
      token: admin,
    })
    expect(listed.body.result.data.map((news) => news.title)).not.toContain(title)
    const badAuth = await api<{ message: string }>('/api/shennong/archives/create-root-folder', {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ name: '列舉外權限', auth: 'Everyone' }),
    })
    expect(badAuth.status).toBe(400)
  })

  it('module-users answers without a query, each user with the notifier modules held; POST /{module}/save saves', async () => {
    const admin = await tokenOf(...ADMIN)
    const users = await api<{ result: { username: string; modules: string[] }[] }>('/api/shennong/module-users', {
      token: admin,
    })
    expect(users.status).toBe(200)
    expect(users.body.result.find((user) => user.username === 'reviewer')?.modules).toEqual(['auth-requests'])
    const saved = await api<{ result: { _id: string; name: string } }>('/api/shennong/news-categories/save', {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ name: '通用儲存（瀏覽器測試）' }),
    })
    expect(saved.status).toBe(200)
    const again = await api<{ result: { _id: string; name: string } }>(
      `/api/shennong/news-categories/${saved.body.result._id}`,
      { token: admin },
    )
    expect(again.body.result.name).toBe('通用儲存（瀏覽器測試）')
  })

  it('the user-management screen asks for the email and will not save an account without one', async () => {
    const { context, page } = await newPage()
    await signInTo(page, '/shennong/user-management/create', ...ADMIN)
    const username = `no-mail-${Date.now().toString(36)}`
    await page.locator('#field-username').fill(username)
    await page.locator('#field-name').fill('沒有信箱的帳號')
    await page.locator('#field-password').fill('NoMail12345')
    await page.locator('#field-confirm-password').fill('NoMail12345')
    await page.getByRole('button', { name: '儲存' }).first().click()
    // The save's result dialog says 失敗; closed, the field shows the spec's message.
    const result = page.getByRole('dialog', { name: /^儲存/ })
    await result.getByText('失敗', { exact: true }).waitFor()
    await result.getByRole('button', { name: '關閉' }).click()
    await result.waitFor({ state: 'hidden' })
    await page.getByText('電子郵件為必填欄位').first().waitFor()
    const admin = await tokenOf(...ADMIN)
    type Users = { result: { data: { username: string; email: string | null }[] } }
    const listed = async () => (await api<Users>('/api/shennong/users?limit=1000', { token: admin })).body.result.data
    expect((await listed()).map((user) => user.username)).not.toContain(username)
    await page.getByLabel('電子郵件').fill(`${username}@library.example`)
    await page.getByRole('button', { name: '儲存' }).first().click()
    await result.getByText('成功', { exact: true }).waitFor()
    await expect
      .poll(async () => (await listed()).find((user) => user.username === username)?.email, { timeout: 20_000 })
      .toBe(`${username}@library.example`)
    await context.close()
  })
})

describe('Roles folders (issue 16 §4)', () => {
  it('an archivist sees and fills a Roles folder made for a role they do not hold; the spec body without auth keeps it', async () => {
    const admin = await tokenOf(...ADMIN)
    const stamp = Date.now().toString(36)
    const role = await api<{ result: { _id: string } }>('/api/shennong/roles', {
      method: 'PUT',
      token: admin,
      body: JSON.stringify({
        name: `檔案管理 ${stamp}`,
        archives__auth: true,
        archives__root_folders__auth: true,
        archives__upload__auth: true,
      }),
    })
    expect(role.status).toBe(200)
    const password = 'Archivist1234'
    const username = `archivist-${stamp}`
    const user = await api('/api/shennong/users', {
      method: 'POST',
      token: admin,
      body: JSON.stringify({
        username,
        name: '檔案管理員',
        email: `${username}@library.example`,
        accountStatus: 'Enabled',
        roles: [role.body.result._id],
        password,
        rePassword: password,
      }),
    })
    expect(user.status).toBe(200)
    const roles = await api<{ result: { _id: string; name: string }[] }>('/api/shennong/all-roles', { token: admin })
    const reviewerRole = roles.body.result.find((r) => r.name === '內容審核者')!
    // A new account first sets its own password (the forced change), then works.
    const ownPassword = 'Archivist5678'
    const changed = await api('/api/auth/modify-password', {
      method: 'POST',
      body: JSON.stringify({ username, oldPassword: password, newPassword: ownPassword, rePassword: ownPassword }),
    })
    expect(changed.status).toBe(200)
    const archivist = await tokenOf(username, ownPassword)
    const name = `審核專用 ${stamp}`
    const folder = await api<{ result: { _id: string } }>('/api/shennong/archives/create-root-folder', {
      method: 'POST',
      token: archivist,
      body: JSON.stringify({ name, auth: 'Roles', authRoles: [reviewerRole._id] }),
    })
    expect(folder.status).toBe(200)
    // The spec's modify body (name, _id, authRoles): the folder stays a Roles folder.
    const modified = await api<{ result: { auth: string; name: string } }>(
      '/api/shennong/archives/modify-root-folder',
      {
        method: 'POST',
        token: archivist,
        body: JSON.stringify({ _id: folder.body.result._id, name, authRoles: [reviewerRole._id] }),
      },
    )
    expect(modified.status).toBe(200)
    expect(modified.body.result).toMatchObject({ auth: 'Roles', name })

    const { context, page } = await newPage()
    await signInTo(page, '/shennong/archive-management', username, ownPassword)
    const entry = page.getByRole('option', { name: new RegExp(`^${name}，`) })
    await entry.waitFor()
    await entry.dblclick()
    await page.waitForURL(new RegExp(`/archive-management/${folder.body.result._id}$`))
    await page.getByText('目前暫無資料').waitFor()
    await page.getByRole('group', { name: '檔案操作' }).getByRole('button', { name: '上傳檔案' }).click()
    const upload = page.getByRole('dialog', { name: /上傳檔案/ })
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 20, g: 87, b: 142 } } })
      .png()
      .toBuffer()
    await upload
      .locator('input[type="file"]')
      .setInputFiles([{ name: '審核流程.png', mimeType: 'image/png', buffer: png }])
    await expect
      .poll(() => upload.locator('.shennong-upload__status').allInnerTexts(), { timeout: 20_000 })
      .toEqual(['完成'])
    await upload.getByRole('button', { name: '關閉' }).click()
    await page.getByRole('option', { name: /^審核流程\.png，/ }).waitFor()
    await context.close()

    // The editor (neither creator nor reviewer) is not shown it.
    const editor = await tokenOf('editor', 'Editor@12345')
    expect((await api(`/api/shennong/archives/list/${folder.body.result._id}`, { token: editor })).status).not.toBe(200)
  })
})
