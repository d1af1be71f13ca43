import fs from 'node:fs/promises'

import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { launchBrowser } from '../../helpers/browser'

const baseURL = inject('baseURL')
const ARCHIVE = `${baseURL}/shennong/archive-management`

let browser: Browser
let context: BrowserContext
let page: Page
/** The root folder the second test creates; the picker test browses into it. */
let rootName = ''

beforeAll(async () => {
  browser = await launchBrowser()
  context = await browser.newContext({ viewport: { width: 1400, height: 950 }, acceptDownloads: true })
  page = await context.newPage()
  await page.goto(`${baseURL}/shennong/auth/login?nextUrl=/shennong/archive-management`)
  await page.locator('#username').fill('admin')
  await page.locator('#password').fill('Admin@12345')
  await page.getByRole('button', { name: '登入' }).click()
  await page.waitForURL(ARCHIVE)
})
afterAll(async () => {
  await context?.close()
  await browser?.close()
})

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** An item of the grid or list view (listbox option named `<name>，…`). */
const option = (name: string): Locator => page.getByRole('option', { name: new RegExp(`^${escapeRegExp(name)}，`) })
/** A row of the table view. */
const row = (name: string): Locator =>
  page
    .locator('tr[data-id]')
    .filter({ has: page.locator('.shennong-archive__name', { hasText: new RegExp(`^${escapeRegExp(name)}$`) }) })
const bar = () => page.getByRole('group', { name: '檔案操作' })
const listed = () => page.locator('.shennong-archive__main .shennong-archive__name').allInnerTexts()

/** The result dialog of an operation: its title, 成功 or 失敗, then close it. */
const expectResult = async (title: string, outcome: '成功' | '失敗', message?: string) => {
  const dialog = page.getByRole('dialog', { name: title })
  await dialog.waitFor()
  await expect(dialog.getByRole('status').innerText()).resolves.toBe(outcome)
  if (message) await expect(dialog.locator('.shennong-result__error').innerText()).resolves.toBe(message)
  await dialog.getByRole('button', { name: '關閉' }).click()
  await dialog.waitFor({ state: 'hidden' })
}

const waitForList = async () => {
  await page.locator('.shennong-archive__main[aria-busy="false"]').waitFor()
}

describe('archive manager', () => {
  it('at root: module folders toggle, an empty context menu, temp-file settings', async () => {
    await page.goto(ARCHIVE)
    await page.getByRole('heading', { name: '檔案管理', level: 1 }).waitFor()
    expect(await page.title()).toContain('檔案管理')
    await waitForList()
    await option('資源回收筒').waitFor()
    await option('暫存區').waitFor()
    await expect(option('輪播').count()).resolves.toBe(0)

    await page.getByRole('button', { name: '顯示模組資料夾' }).click()
    await page.waitForURL(/showModuleFolders=true/)
    await option('輪播').waitFor()
    await expect(option('輪播').getAttribute('class')).resolves.toContain('is-module')
    await expect(option('最新消息').innerText()).resolves.toContain('模組')
    await page.getByRole('button', { name: '隱藏模組資料夾' }).click()
    await page.waitForURL((url) => !url.search.includes('showModuleFolders'))
    await option('輪播').waitFor({ state: 'detached' })

    // A system folder allows nothing: its context menu says so; Escape closes it.
    await option('資源回收筒').click({ button: 'right' })
    const menu = page.getByRole('menu')
    await expect(menu.innerText()).resolves.toBe('目前沒有可執行的操作')
    await page.keyboard.press('Escape')
    await page.getByRole('menu').waitFor({ state: 'detached' })
    // The same menu by keyboard: Shift+F10 on the focused item.
    await option('資源回收筒').focus()
    await page.keyboard.press('Shift+F10')
    await expect(page.getByRole('menu').innerText()).resolves.toBe('目前沒有可執行的操作')
    await page.keyboard.press('Escape')
    await page.getByRole('menu').waitFor({ state: 'detached' })

    // The temp folder's panel edits the settings.
    await option('暫存區').click()
    const panel = page.getByRole('complementary', { name: '資訊面板' })
    await expect(panel.innerText()).resolves.toContain('根目錄')
    await panel.getByRole('button', { name: '編輯設定' }).click()
    const minutes = panel.getByLabel('暫存檔案保護時間（分鐘）')
    await expect.poll(() => minutes.inputValue()).toMatch(/^\d+$/)
    await minutes.fill('')
    await panel.getByRole('button', { name: '儲存設定' }).click()
    await panel.getByText('暫存檔案保護時間（分鐘）為必填欄位').waitFor()
    await minutes.fill('45')
    await panel.getByLabel('每日刪除時間（時）').fill('24')
    await panel.getByRole('button', { name: '儲存設定' }).click()
    await panel.getByText('最大值為 23').waitFor()
    await panel.getByLabel('每日刪除時間（時）').fill('4')
    await panel.getByLabel('每日刪除時間（分）').fill('30')
    await panel.getByRole('button', { name: '儲存設定' }).click()
    await expectResult('暫存檔案設定', '成功')
    await panel.getByRole('button', { name: '儲存設定' }).waitFor({ state: 'detached' })
    const saved = await context.request.get(`${baseURL}/api/shennong/archives-settings`)
    expect((await saved.json()).result).toEqual({
      tempFilesProtectionMinutes: 45,
      tempFilesDeletionTime: { hour: 4, minute: 30 },
    })
  })

  it('folders, uploads, thumbnails, rename, delete, recycle bin, restore and download', async () => {
    rootName = `E2E 根目錄 ${Date.now().toString(36)}`
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 25, g: 120, b: 121 } } })
      .png()
      .toBuffer()
    const csv = Buffer.from('書名,作者\n本草綱目,李時珍\n', 'utf8')

    // Create a root folder: name and auth are required.
    await page.goto(ARCHIVE)
    await waitForList()
    await bar().getByRole('button', { name: '建立根目錄' }).click()
    const create = page.getByRole('dialog', { name: '建立根目錄' })
    await create.getByRole('button', { name: '建立' }).click()
    await create.getByText('名稱為必填欄位').waitFor()
    await create.getByText('權限為必填欄位').waitFor()
    await create.getByLabel('名稱').fill(rootName)
    await create.getByRole('radio', { name: '指定角色' }).check()
    await create.getByRole('checkbox').first().waitFor()
    await create.getByRole('radio', { name: '公開' }).check()
    await create.getByRole('button', { name: '建立' }).click()
    await expectResult('建立根目錄', '成功')
    await option(rootName).waitFor()

    // Double-click opens it; its address is /archive-management/{id}.
    await option(rootName).dblclick()
    await page.waitForURL(/\/archive-management\/[0-9a-f]{24}$/)
    const rootUrl = page.url()
    await waitForList()
    await page.getByText('目前暫無資料').waitFor()
    const crumbs = page.getByRole('navigation', { name: '資料夾路徑' })
    await expect(crumbs.innerText()).resolves.toContain(rootName)

    // A sub-folder; the same name again fails with the server's message.
    for (const outcome of ['成功', '失敗'] as const) {
      await bar().getByRole('button', { name: '建立資料夾' }).click()
      const dialog = page.getByRole('dialog', { name: '建立資料夾' })
      await dialog.getByLabel('名稱').fill('館務資料')
      await dialog.getByRole('button', { name: '建立' }).click()
      await expectResult('建立資料夾', outcome, outcome === '失敗' ? '此位置已有同名資料夾' : undefined)
    }
    await option('館務資料').waitFor()
    await option('館務資料').focus()
    await page.keyboard.press('Enter')
    await page.waitForURL(
      (url) => /\/archive-management\/[0-9a-f]{24}$/.test(url.pathname) && url.toString() !== rootUrl,
    )
    await waitForList()
    await expect(crumbs.getByRole('link', { name: rootName }).getAttribute('href')).resolves.toBe(
      new URL(rootUrl).pathname,
    )

    // Upload two files: each reaches 100 and 完成, and they stand first in the list.
    await bar().getByRole('button', { name: '上傳檔案' }).click()
    const upload = page.getByRole('dialog', { name: /上傳檔案/ })
    await upload.locator('input[type="file"]').setInputFiles([
      { name: '館舍照片.png', mimeType: 'image/png', buffer: png },
      { name: '書單.csv', mimeType: 'text/csv', buffer: csv },
    ])
    const statuses = upload.locator('.shennong-upload__status')
    await expect.poll(() => statuses.allInnerTexts(), { timeout: 20_000 }).toEqual(['完成', '完成'])
    await expect(
      upload.locator('progress').evaluateAll((bars) => bars.map((b) => (b as HTMLProgressElement).value)),
    ).resolves.toEqual([100, 100])
    await upload.getByRole('button', { name: '關閉' }).click()
    await expect.poll(listed).toEqual(expect.arrayContaining(['館舍照片.png', '書單.csv']))

    // Table view (the address keeps it): name, size, uploader, date and a 50×50 thumbnail.
    await page.getByRole('button', { name: '表格檢視' }).click()
    await page.waitForURL(/layoutType=table/)
    await expect(page.locator('.shennong-archive__table thead').innerText()).resolves.toMatch(
      /名稱\s+檔案大小\s+上傳者\s+上傳日期/,
    )
    const thumb = row('館舍照片.png').locator('img.shennong-archive__thumb')
    await expect.poll(() => thumb.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(50)
    await expect(
      thumb.evaluate((img) => [(img as HTMLImageElement).width, (img as HTMLImageElement).height]),
    ).resolves.toEqual([50, 50])
    await expect(row('書單.csv').innerText()).resolves.toMatch(
      /\d+\.\d{2} B[\s\S]*系統管理員[\s\S]*\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/,
    )

    // The side panel shows the file and its image preview; the preview toggle hides it.
    await row('館舍照片.png').click()
    const panel = page.getByRole('complementary', { name: '資訊面板' })
    await expect(panel.innerText()).resolves.toContain('下載次數')
    await panel.getByRole('img', { name: '館舍照片.png' }).waitFor()
    await page.getByRole('button', { name: '取消預覽' }).click()
    await panel.getByRole('img').waitFor({ state: 'detached' })
    await page.getByRole('button', { name: '顯示預覽' }).click()

    // Rename the CSV.
    await row('書單.csv').click()
    await bar().getByRole('button', { name: '重新命名' }).click()
    const rename = page.getByRole('dialog', { name: '重新命名' })
    await rename.getByLabel('名稱').fill('')
    await rename.getByRole('button', { name: '儲存' }).click()
    await rename.getByText('名稱為必填欄位').waitFor()
    await rename.getByLabel('名稱').fill('新書單')
    await rename.getByRole('button', { name: '儲存' }).click()
    await expectResult('重新命名', '成功')
    await row('新書單.csv').waitFor()

    // Delete it from the context menu: it goes to the recycle bin.
    await row('新書單.csv').click({ button: 'right' })
    await page.getByRole('menu').waitFor()
    await expect(page.getByRole('menu').getByRole('menuitem').allInnerTexts()).resolves.toEqual([
      '重新命名',
      '下載',
      '刪除',
    ])
    await page.getByRole('menuitem', { name: '刪除' }).click()
    const remove = page.getByRole('dialog', { name: '刪除檔案' })
    await expect(remove.innerText()).resolves.toContain('資源回收筒')
    await remove.getByRole('button', { name: '刪除' }).click()
    await expectResult('刪除檔案', '成功')
    await row('新書單.csv').waitFor({ state: 'detached' })
    const folderUrl = page.url()

    // The recycle bin: restore is in the action bar only; deleting there is for good.
    await page.goto(`${ARCHIVE}/recycle-bin?layoutType=table`)
    await waitForList()
    await row('新書單.csv').click({ button: 'right' })
    await page.getByRole('menu').waitFor()
    await expect(page.getByRole('menu').getByRole('menuitem').allInnerTexts()).resolves.toEqual(['下載', '永久刪除'])
    await page.keyboard.press('Escape')
    await page.getByRole('menu').waitFor({ state: 'detached' })
    await expect(bar().getByRole('button').allInnerTexts()).resolves.toEqual(['下載', '永久刪除', '還原'])
    await bar().getByRole('button', { name: '永久刪除' }).click()
    const forGood = page.getByRole('dialog', { name: '刪除檔案' })
    await expect(forGood.innerText()).resolves.toContain('永久刪除')
    await page.keyboard.press('Escape')
    await forGood.waitFor({ state: 'hidden' })
    await bar().getByRole('button', { name: '還原' }).click()
    await page.getByRole('dialog', { name: '還原檔案' }).getByRole('button', { name: '還原' }).click()
    await expectResult('還原檔案', '成功')
    await row('新書單.csv').waitFor({ state: 'detached' })

    // Back in its folder: download it (the bytes and the name), and the count goes up.
    await page.goto(folderUrl)
    await waitForList()
    await row('新書單.csv').click()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      bar().getByRole('button', { name: '下載' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('新書單.csv')
    expect(await fs.readFile((await download.path())!)).toEqual(csv)
    await expectResult('下載檔案', '成功')
    await expect(panel.locator('dd').nth(3).innerText()).resolves.toBe('1')
    const [linked] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('link', { name: /下載 新書單\.csv/ }).click(),
    ])
    expect(linked.suggestedFilename()).toBe('新書單.csv')
    expect(await fs.readFile((await linked.path())!)).toEqual(csv)

    // Search keeps the query; an empty or repeated keyword does not navigate.
    const search = panel.getByRole('searchbox')
    await search.fill('   ')
    await search.press('Enter')
    await page.waitForTimeout(300)
    expect(page.url()).toBe(folderUrl)
    await search.fill(' 新書單 ')
    await search.press('Enter')
    await page.waitForURL(/\/archive-management\/search\?/)
    const searchUrl = new URL(page.url())
    expect(searchUrl.searchParams.get('keyword')).toBe('新書單')
    expect(searchUrl.searchParams.get('layoutType')).toBe('table')
    await row('新書單.csv').waitFor()
    await panel.getByRole('button', { name: '搜尋' }).click()
    await page.waitForTimeout(300)
    expect(page.url()).toBe(searchUrl.toString())
  })
  it('the picker fills an image field of a content form', async () => {
    expect(rootName).not.toBe('')
    await page.goto(`${baseURL}/shennong/carousel-management/create`)
    const field = page.locator('.shennong-file-field')
    await field.getByRole('button', { name: '選擇檔案' }).click()
    const picker = page.getByRole('dialog', { name: '選擇圖片網址' })
    await picker.getByRole('option', { name: new RegExp(`^${escapeRegExp(rootName)}，`) }).dblclick()
    await picker.getByRole('option', { name: /^館務資料，/ }).dblclick()
    await expect.poll(() => picker.getByRole('navigation', { name: '資料夾路徑' }).innerText()).toMatch(/館務資料$/)
    // Only images are offered: the CSV in the folder is not listed.
    const photo = picker.getByRole('option', { name: /^館舍照片\.png，/ })
    await photo.waitFor()
    await expect.poll(() => picker.locator('.shennong-archive__name').allInnerTexts()).toEqual(['館舍照片.png'])
    // Escape closes the context menu, not the picker.
    await photo.click({ button: 'right' })
    await picker.getByRole('menu').waitFor()
    await page.keyboard.press('Escape')
    await picker.getByRole('menu').waitFor({ state: 'detached' })
    expect(await picker.isVisible()).toBe(true)
    // A click previews the file; 選擇 stores its preview URL in the field.
    await photo.click()
    await picker.getByRole('complementary', { name: '資訊面板' }).getByRole('img', { name: '館舍照片.png' }).waitFor()
    await picker.getByRole('button', { name: '選擇', exact: true }).click()
    await picker.waitFor({ state: 'hidden' })
    await expect(field.getByRole('textbox').inputValue()).resolves.toMatch(
      /^\/api\/public\/archives\/[0-9a-f]{24}\/preview$/,
    )
    await field.getByRole('img', { name: /預覽/ }).waitFor()
    await field.getByRole('button', { name: '清除' }).click()
    await expect(field.getByRole('textbox').inputValue()).resolves.toBe('')
    expect(new URL(page.url()).pathname).toBe('/shennong/carousel-management/create')
  })
})
