import { describe, expect, inject, it } from 'vitest'

import { axeViolations } from '../helpers/axe'
import { sharedBrowser } from '../helpers/browser'
import { e2eHelpers } from '../helpers/e2e'

/**
 * The FAQ edit screen's own fields (issue 16 §3): the FAQ picker in a related link (spec doc 2 §3
 * "FAQ picker: categoryId plus an FAQ id") and the tags input of the keywords (doc 2 §5).
 */

const baseURL = inject('baseURL')
const browser = sharedBrowser()

const { newPage, signInTo, api, tokenOf } = e2eHelpers(baseURL, browser)

type FaqMapEntry = { _id: string | null; name: string; faqs: { _id: string; question: string }[] }
type StoredFaq = {
  id: string
  question: string
  keywords?: string[] | null
  links?:
    { title?: string | null; linkUrl?: string | null; isExternal?: boolean | null; categoryId?: string | null }[] | null
}

describe('FAQ picker and tags input', () => {
  it('picks a category then a question for a link, takes keywords by Enter and 新增 without duplicates, and saves them', async () => {
    const admin = await tokenOf('admin', 'Admin@12345')
    const EMPTY = '尚無問題的類別'
    const created = await api<{ doc: { id: string } }>('/api/faq-categories', {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ name: EMPTY, sort: 99 }),
    })
    expect(created.status).toBe(201)
    const map = (await api<{ result: FaqMapEntry[] }>('/api/shennong/faq-map', { token: admin })).body.result
    const borrowing = map.find((entry) => entry.name === '借閱服務')!
    const renew = borrowing.faqs.find((faq) => faq.question === '如何續借圖書？')!

    const { context, page } = await newPage()
    await signInTo(page, '/shennong/collections/faq/create', 'admin', 'Admin@12345')
    await page.locator('#field-question').fill('逾期會罰款嗎？')

    // Keywords: Enter adds, the button adds, a duplicate (after trimming) is ignored.
    const keyword = page.locator('#field-keywords')
    await keyword.fill('罰款')
    await keyword.press('Enter')
    await keyword.fill('逾期')
    await page.getByRole('button', { name: '新增', exact: true }).click()
    await keyword.fill('  罰款 ')
    await keyword.press('Enter')
    await page.getByText('「罰款」已在清單中，不重複加入').waitFor()
    await keyword.fill('暫時')
    await keyword.press('Enter')
    const tags = page.getByRole('list', { name: '關鍵字' }).getByRole('listitem')
    await expect
      .poll(() => tags.allInnerTexts())
      .toEqual([expect.stringContaining('罰款'), expect.stringContaining('逾期'), expect.stringContaining('暫時')])
    // Each tag is removed from the keyboard: its own button, then Enter.
    await page.getByRole('button', { name: '移除「暫時」' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => tags.count()).toBe(2)
    expect(await keyword.evaluate((element) => element === document.activeElement)).toBe(true)

    // A related link picked from the FAQ map.
    await page.getByRole('button', { name: /新增\s*連結/ }).click()
    const picker = page.locator('.shennong-faq-picker').first()
    const category = picker.getByLabel('類別')
    await category.waitFor()
    await expect
      .poll(() => category.locator('option').allInnerTexts())
      .toEqual(expect.arrayContaining(['借閱服務', '電子資源', EMPTY]))
    await category.selectOption({ label: EMPTY })
    await picker.getByText('目前沒有選項').waitFor()
    await category.focus()
    await category.selectOption({ label: '借閱服務' })
    const question = picker.getByLabel('常見問題')
    await question.focus()
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => page.locator('#field-links__0__linkUrl').inputValue()).toBe(`/faq/${renew._id}`)
    expect(await page.locator('#field-links__0__title').inputValue()).toBe('如何續借圖書？')
    expect(await question.inputValue()).toBe(renew._id)

    // Both components pass axe (WCAG 2.1 A and AA).
    expect(await axeViolations(page, ['.shennong-tags-field', '.shennong-faq-picker'])).toEqual([])

    await page.getByRole('button', { name: '儲存草稿' }).click()
    await page.waitForURL(/\/collections\/faq\/[0-9a-f]{24}/)
    const id = new URL(page.url()).pathname.split('/').pop()!
    const stored = await api<StoredFaq>(`/api/faq/${id}?draft=true&depth=0`, { token: admin })
    expect(stored.status).toBe(200)
    expect(stored.body.keywords).toEqual(['罰款', '逾期'])
    expect(stored.body.links).toHaveLength(1)
    expect(stored.body.links![0]).toMatchObject({
      title: '如何續借圖書？',
      linkUrl: `/faq/${renew._id}`,
      isExternal: false,
      categoryId: borrowing._id,
    })

    // Opened again, the picker shows the linked question and the tags the saved keywords.
    await page.reload()
    const reopened = page.locator('.shennong-faq-picker').first()
    await expect.poll(() => reopened.getByLabel('常見問題').inputValue()).toBe(renew._id)
    expect(await reopened.getByLabel('類別').inputValue()).toBe(borrowing._id)
    await expect.poll(() => page.getByRole('list', { name: '關鍵字' }).getByRole('listitem').count()).toBe(2)
    await context.close()
  })
})
