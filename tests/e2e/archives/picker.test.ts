import sharp from 'sharp'
import { describe, expect, inject, it } from 'vitest'

import { sharedBrowser } from '../../helpers/browser'
import { e2eHelpers } from '../../helpers/e2e'

/**
 * Issue 16 §3: the demo news editor (news flags only, no archives__auth) puts a picture in a
 * news item through the page builder's archive picker, uploading it into the news folder.
 */

const baseURL = inject('baseURL')
const browser = sharedBrowser()

const { newPage, signInTo, api, tokenOf } = e2eHelpers(baseURL, browser)

type Img = { tagName: string; src?: string; alt?: string }
type NewsDoc = { title: string; blocks: { elements: Img[] }[] }
type ArchiveItem = { _id: string; name: string; parentId: string | null; systemKey: string | null }

describe('archive picker for module editors', () => {
  it('the news editor uploads an image into the news folder from the page builder and saves it in a news item', async () => {
    const TITLE = `圖片消息 ${Date.now().toString(36)}`
    const FILE = `館舍外觀-${Date.now().toString(36)}.png`
    const ALT = '圖書館館舍外觀'
    const png = await sharp({ create: { width: 96, height: 64, channels: 3, background: { r: 25, g: 120, b: 121 } } })
      .png()
      .toBuffer()

    const { context, page } = await newPage()
    const archiveCalls: number[] = []
    page.on('response', (response) => {
      if (response.url().includes('/api/shennong/archives/')) archiveCalls.push(response.status())
    })
    await signInTo(page, '/shennong/news-management/create', 'editor', 'Editor@12345')
    await page.locator('#field-title').fill(TITLE)

    // Add an image block and open its form.
    await page.getByRole('button', { name: /^新增「圖片」區塊/ }).click()
    await page.getByRole('button', { name: '編輯模式' }).click()
    await page.getByRole('button', { name: '選擇圖片', exact: true }).click()
    const picker = page.getByRole('dialog', { name: '選擇圖片', exact: true })
    await picker.waitFor()
    await expect(picker.locator('.shennong-archive__hint').first().innerText()).resolves.toContain('「最新消息」')

    // The news folder is offered at root; inside it, the editor may upload.
    await picker.locator('.shennong-archive__main[aria-busy="false"]').waitFor()
    await picker.getByRole('option', { name: /^最新消息，/ }).dblclick()
    await expect.poll(() => picker.getByRole('navigation', { name: '資料夾路徑' }).innerText()).toMatch(/最新消息$/)
    const uploadButton = picker.getByRole('group', { name: '檔案操作' }).getByRole('button', { name: '上傳檔案' })
    await uploadButton.click()
    const upload = page.getByRole('dialog', { name: '上傳檔案到「最新消息」' })
    await upload.waitFor()
    await upload.locator('input[type="file"]').setInputFiles({ name: FILE, mimeType: 'image/png', buffer: png })
    await upload.getByText('完成').waitFor()
    await upload.getByRole('button', { name: '關閉' }).click()
    await upload.waitFor({ state: 'hidden' })

    // The upload stands first in the folder: pick it.
    const photo = picker.getByRole('option', { name: new RegExp(`^${FILE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}，`) })
    await photo.click()
    await picker.getByRole('complementary', { name: '資訊面板' }).getByRole('img', { name: FILE }).waitFor()
    await picker.getByRole('button', { name: '選擇', exact: true }).click()
    await picker.waitFor({ state: 'hidden' })

    await page.getByRole('textbox', { name: '替代文字', exact: true }).fill(ALT)
    await page.getByRole('button', { name: '套用' }).click()
    await page.getByText('已套用變更').waitFor()
    await page.getByRole('button', { name: '送出審核' }).click()
    await page.waitForURL(/\/[0-9a-f]{24}$/)
    const newsId = page.url().split('/').pop()!

    // No archive call was refused along the way.
    expect(archiveCalls.filter((status) => status >= 400)).toEqual([])

    // Stored: the news draft holds the image's preview URL, a file of the news folder.
    const token = await tokenOf('editor', 'Editor@12345')
    const news = await api<NewsDoc>(`/api/news/${newsId}?draft=true&depth=0`, { token })
    expect(news.status).toBe(200)
    expect(news.body.title).toBe(TITLE)
    const image = news.body.blocks.flatMap((block) => block.elements).find((element) => element.tagName === 'img')
    expect(image?.alt).toBe(ALT)
    const fileId = image?.src?.match(/^\/api\/public\/archives\/([0-9a-f]{24})\/preview$/)?.[1]
    expect(fileId).toBeTruthy()
    const newsFolder = await api<{ result: { data: ArchiveItem[]; folder: ArchiveItem } }>(
      `/api/shennong/archives/picker/list/search?module=news&keyword=${encodeURIComponent(FILE)}`,
      { token },
    )
    expect(newsFolder.status).toBe(200)
    const stored = newsFolder.body.result.data.find((item) => item._id === fileId)
    expect(stored?.name).toBe(FILE)
    const root = await api<{ result: { data: ArchiveItem[] } }>('/api/shennong/archives/picker/list/root?module=news', {
      token,
    })
    expect(stored?.parentId).toBe(root.body.result.data.find((item) => item.systemKey === 'news')?._id)

    // Shown: after a reload the page builder's preview draws the picture.
    await page.reload()
    const shown = page.locator(`.sn-be__preview-body img[alt="${ALT}"]`)
    await shown.waitFor()
    await expect(shown.getAttribute('src')).resolves.toBe(image!.src)
    await expect.poll(() => shown.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(96)
    await context.close()
  })
})
