import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'

import { axeViolations } from '../helpers/axe'
import { sharedBrowser } from '../helpers/browser'
import { e2eHelpers } from '../helpers/e2e'

/**
 * Issue 15: the page builder's text blocks are edited in a Lexical editor. The demo news editor writes
 * a paragraph with the toolbar and the keyboard only, pastes a Word fragment, and the edit screen passes
 * axe with the editor (and its link dialog) open; what is stored is the spec's HTML in `context`.
 */

const baseURL = inject('baseURL')
const browser = sharedBrowser()

const { newPage, signInTo, api, tokenOf } = e2eHelpers(baseURL, browser)

type Element = { tagName: string; context: string }
type NewsDoc = { title: string; blocks: { elements: Element[] }[] }

/** A new news item with one 段落 block, in edit mode; returns the paragraph's editor. */
const newParagraph = async (page: Page, title: string) => {
  await signInTo(page, '/shennong/news-management/create', 'editor', 'Editor@12345')
  await page.locator('#field-title').fill(title)
  await page.getByRole('button', { name: /^新增「段落」區塊/ }).click()
  await page.getByRole('button', { name: '編輯模式' }).click()
  const editor = page.getByRole('textbox', { name: '第 1 個區塊內容（段落）' })
  await editor.waitFor()
  return editor
}

/** 套用, then 送出審核; returns the news id. */
const applyAndSubmit = async (page: Page): Promise<string> => {
  await page.getByRole('button', { name: '套用' }).click()
  await page.getByText('已套用變更').waitFor()
  await page.getByRole('button', { name: '送出審核' }).click()
  await page.waitForURL(/\/[0-9a-f]{24}$/)
  return page.url().split('/').pop()!
}

const storedElements = async (id: string): Promise<Element[]> => {
  const token = await tokenOf('editor', 'Editor@12345')
  const news = await api<NewsDoc>(`/api/news/${id}?draft=true&depth=0`, { token })
  expect(news.status).toBe(200)
  return news.body.blocks.flatMap((block) => block.elements)
}

describe('the text blocks’ Lexical editor', () => {
  it('writes a paragraph with a bold word and a link by toolbar and keyboard; after approval /news/{id} shows exactly that', async () => {
    const TITLE = `粗體與連結 ${Date.now().toString(36)}`
    const EXPECTED = '<p>本館 <b>週六</b> 開放，詳見<a href="/faq">常見問題</a></p>'
    const { context, page } = await newPage()
    const editor = await newParagraph(page, TITLE)
    await editor.click()
    // Lexical takes the selection once it has focus: select all only then, and type once it is selected.
    await page.waitForFunction(() => document.activeElement?.getAttribute('contenteditable') === 'true')
    await page.keyboard.press('Control+A')
    await page.waitForFunction(() => window.getSelection()?.toString() === '請輸入內容')
    // Lexical reads the browser's selection on the (asynchronous) selectionchange event: input sent in the
    // same instant as Ctrl+A goes to its previous caret. A person never types that fast; wait as one would.
    await page.waitForTimeout(200)
    await page.keyboard.type('本館 ')
    await page.keyboard.press('Control+B')
    await page.keyboard.type('週六')
    await page.keyboard.press('Control+B')
    await page.keyboard.type(' 開放，詳見常見問題')
    for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowLeft')

    // To the toolbar (Alt+F10), along it with the arrow keys to 連結, open the dialog.
    const toolbar = page.getByRole('toolbar', { name: '第 1 個區塊文字格式' })
    await page.keyboard.press('Alt+F10')
    expect(await toolbar.getByLabel('樣式').evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Tab')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('連結')
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: '插入連結' })
    await dialog.waitFor()
    const url = dialog.getByRole('textbox', { name: '連結網址' })
    expect(await url.evaluate((element) => element === document.activeElement)).toBe(true)

    // The address is checked; the dialog keeps focus inside (Tab from the last button wraps).
    await page.keyboard.type('javascript:alert(1)')
    await page.keyboard.press('Enter')
    await dialog
      .getByRole('alert')
      .getByText(/網址須以 https:\/\/ 開頭/)
      .waitFor()
    expect(await dialog.getByRole('switch', { name: '以新視窗開啟' }).isChecked()).toBe(false)
    expect(await axeViolations(page, ['dialog[open]'])).toEqual([])
    await dialog.getByRole('button', { name: '取消' }).focus()
    await page.keyboard.press('Tab')
    expect(await url.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Control+A')
    await page.keyboard.type('/faq')
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'hidden' })
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      '第 1 個區塊內容（段落）',
    )

    // The toolbar says what the selection is: a link, not bold.
    expect(await toolbar.getByRole('button', { name: '編輯連結' }).getAttribute('aria-pressed')).toBe('true')
    expect(await toolbar.getByRole('button', { name: '粗體' }).getAttribute('aria-pressed')).toBe('false')

    // The preview draws the same HTML.
    await expect.poll(() => page.locator('.sn-be__preview-body .sn-text').innerHTML()).toBe(EXPECTED)

    const id = await applyAndSubmit(page)
    expect(await storedElements(id)).toEqual([expect.objectContaining({ tagName: 'p', context: EXPECTED })])
    await context.close()

    const reviewer = await newPage()
    await signInTo(reviewer.page, '/shennong/review-management', 'reviewer', 'Reviewer@12345')
    await reviewer.page.getByRole('link', { name: TITLE }).click()
    await reviewer.page.waitForURL(/authRequestId=[0-9a-f]{24}/)
    await reviewer.page.getByRole('button', { name: '核准並發布' }).click()
    await reviewer.page.getByRole('button', { name: '確定發布' }).click()
    await reviewer.page.getByText('成功', { exact: true }).waitFor()
    await reviewer.page.goto(`${baseURL}/news/${id}`)
    const text = reviewer.page.locator('.sn-text', { hasText: '週六' })
    await text.waitFor()
    expect(await text.innerHTML()).toBe(EXPECTED)
    await reviewer.context.close()
  })

  it('a pasted Word fragment keeps headings, bold, italic, links, lists and the five colours, and drops the rest', async () => {
    const WORD = [
      '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta name="Generator" content="Microsoft Word 15">',
      '<style>p.MsoNormal { font-family: Calibri; mso-style-parent: "" }</style><script>window.__pasted = 1</script></head><body lang="ZH-TW">',
      '<!--StartFragment--><h1 style="mso-style-name:標題1;font-family:\'Times New Roman\';font-size:24pt">開館時間</h1>',
      '<p class="MsoNormal" style="font-size:14pt;font-family:微軟正黑體;mso-bidi-font-family:Arial">',
      '<b><span style="color:#FF0000;mso-fareast-font-family:新細明體">紅色粗體</span></b> ',
      '<span style="color:#123456;font-size:20pt;background:yellow">別的顏色</span> ',
      '<i>斜體</i> <span style="font-family:Wingdings">字型</span> ',
      '<a href="https://www.example.org/" class="MsoHyperlink" onclick="steal()">外部網站</a><o:p></o:p></p>',
      '<ul><li class="MsoListParagraph" style="mso-list:l0 level1 lfo1">第一項</li><li>第二項</li></ul>',
      '<script>window.__pasted = 2</script><!--EndFragment--></body></html>',
    ].join('')
    const { context, page } = await newPage()
    const editor = await newParagraph(page, `貼上 Word ${Date.now().toString(36)}`)
    await editor.click()
    await page.keyboard.press('Control+A')
    await editor.evaluate((element, html) => {
      const data = new DataTransfer()
      data.setData('text/html', html)
      data.setData('text/plain', '開館時間 紅色粗體 別的顏色 斜體 字型 外部網站 第一項 第二項')
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
    }, WORD)

    // The heading became its own 標題 element; the rest stays a paragraph element.
    await page.getByRole('textbox', { name: '第 1 個區塊內容（標題 2）' }).waitFor()
    expect(await page.evaluate(() => (window as unknown as { __pasted?: number }).__pasted)).toBeUndefined()
    const id = await applyAndSubmit(page)
    expect(await storedElements(id)).toEqual([
      expect.objectContaining({ tagName: 'h2', context: '開館時間' }),
      expect.objectContaining({
        tagName: 'p',
        context:
          '<p><span style="color:#ff0000"><b>紅色粗體</b></span> 別的顏色 <i>斜體</i> 字型 <a href="https://www.example.org/" rel="noopener noreferrer" target="_blank">外部網站</a></p>' +
          '<ul><li>第一項</li><li>第二項</li></ul>',
      }),
    ])
    await context.close()
  })

  it('axe finds nothing in the page builder of the news edit screen with the editor open', async () => {
    const { context, page } = await newPage()
    await newParagraph(page, `無障礙 ${Date.now().toString(36)}`)
    await page.getByRole('button', { name: /^新增「標題 2」區塊/ }).click()
    await page.getByRole('textbox', { name: '第 2 個區塊內容（標題 2）' }).waitFor()
    // The whole edit screen with both editors open (Payload's own date and select fields included:
    // src/fields/common.ts names the date inputs, src/admin/lib/selectA11y.ts the select inputs).
    expect(await axeViolations(page)).toEqual([])
    // The HTML view too.
    await page.getByRole('button', { name: 'HTML 原始碼' }).first().click()
    const source = page.getByRole('textbox', { name: 'HTML 原始碼' })
    await source.waitFor()
    expect(await source.inputValue()).toBe('請輸入內容')
    expect(await axeViolations(page)).toEqual([])
    // What the HTML view applies is sanitised like every save.
    await source.fill('<p><b>粗</b><script>bad()</script><font face="Arial">字</font></p>')
    await page.getByRole('button', { name: '套用 HTML' }).click()
    await page.getByText('已套用；不允許的標籤或屬性已移除。').waitFor()
    expect(await source.inputValue()).toBe('<p><b>粗</b>字</p>')
    await page.getByRole('button', { name: 'HTML 原始碼' }).first().click()
    await expect.poll(() => page.getByRole('textbox', { name: '第 1 個區塊內容（段落）' }).innerText()).toBe('粗字')
    await context.close()
  })
})
