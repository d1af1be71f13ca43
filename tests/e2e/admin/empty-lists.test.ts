import { describe, expect, inject, it } from 'vitest'

import { ALL_ADMIN_ROUTES } from '@/admin/routeTable'
import { sharedBrowser } from '../../helpers/browser'
import { e2eHelpers } from '../../helpers/e2e'

const baseURL = inject('baseURL')
const browser = sharedBrowser()
const { newPage, signInTo } = e2eHelpers(baseURL, browser)

/**
 * Issue 31 §1: a list with nothing to show says the spec's 目前暫無資料 (doc 1 §8, doc 2 §8), on
 * every list of the back office served by Payload's list screen, searched for a word nothing
 * matches; Payload's own 沒有結果 never shows. The lists come from the route table, so a
 * module's new list is walked without touching this file. The modules' own list screens with a
 * keyword search are walked the same way, through their search boxes.
 */
const PAYLOAD_LISTS = ALL_ADMIN_ROUTES.filter((route) => route.collection && !route.customView && !route.global)

describe('empty lists', () => {
  it('every Payload list searched to nothing says 目前暫無資料, never 沒有結果', async () => {
    expect(PAYLOAD_LISTS.length).toBeGreaterThan(10)
    const nothing = `查無此字${Date.now().toString(36)}`
    const { context, page } = await newPage()
    await signInTo(page, `/shennong/${PAYLOAD_LISTS[0]!.path}`, 'admin', 'Admin@12345')
    const problems: string[] = []
    for (const route of PAYLOAD_LISTS) {
      await page.goto(`${baseURL}/shennong/${route.path}?search=${encodeURIComponent(nothing)}`)
      const shown = await page
        .getByText('目前暫無資料', { exact: true })
        .first()
        .waitFor({ timeout: 8000 })
        .then(() => true)
        .catch(() => false)
      const text = await page.evaluate(() => document.body.innerText)
      if (!shown) problems.push(`${route.path}: no 目前暫無資料`)
      if (text.includes('沒有結果')) problems.push(`${route.path}: 沒有結果`)
    }
    await context.close()
    expect(problems).toEqual([])
  }, 300_000)

  it('every module screen with its own list, searched to nothing, says 目前暫無資料', async () => {
    const nothing = `查無此字${Date.now().toString(36)}`
    // The screen and how its search box is found (its label, or its placeholder where it has none
    // in view). The seat list has no words to search: it is narrowed to a room without seats.
    // The answers are searched within a questionnaire, chosen first.
    const screens: {
      path: string
      box: { label: string } | { placeholder: string } | { room: string } | { questionnaire: true }
    }[] = [
      { path: 'space-management/room-management', box: { label: '關鍵字' } },
      { path: 'space-management/seat-management', box: { room: '討論室 A' } },
      { path: 'space-management/room-reservation', box: { label: '姓名關鍵字' } },
      { path: 'space-management/seat-reservation', box: { label: '姓名關鍵字' } },
      { path: 'review-management', box: { label: '關鍵字' } },
      { path: 'statistics-demo-management/data-original-settings', box: { label: '關鍵字' } },
      { path: 'archive-management', box: { placeholder: '搜尋檔案或資料夾' } },
      { path: 'questionnaire-management/answer', box: { questionnaire: true } },
    ]
    const { context, page } = await newPage()
    await signInTo(page, `/shennong/${screens[0]!.path}`, 'admin', 'Admin@12345')
    const problems: string[] = []
    for (const screen of screens) {
      await page.goto(`${baseURL}/shennong/${screen.path}`)
      // The search box is in the server's HTML before the screen is interactive: an Enter pressed
      // before hydration searched nothing (a CI run missed review-management's empty state).
      await page.waitForLoadState('networkidle')
      const { box: how } = screen
      const search = async () => {
        if ('room' in how) {
          await page.getByLabel('所在空間').selectOption({ label: how.room }, { timeout: 15_000 })
          await page.getByRole('button', { name: '搜尋' }).click()
          return
        }
        if ('questionnaire' in how) {
          const picker = page.getByLabel('問卷', { exact: true })
          await picker.locator('option').nth(1).waitFor({ state: 'attached', timeout: 15_000 })
          await picker.selectOption({ index: 1 })
          const box = page.getByLabel('搜尋', { exact: true })
          await box.fill(nothing, { timeout: 15_000 })
          await box.press('Enter')
          return
        }
        const box = (
          'label' in how ? page.getByLabel(how.label, { exact: true }) : page.getByPlaceholder(how.placeholder)
        ).first()
        await box.fill(nothing, { timeout: 15_000 })
        await box.press('Enter')
      }
      const searched = await search()
        .then(() => true)
        .catch(() => false)
      if (!searched) {
        problems.push(`${screen.path}: no search box`)
        continue
      }
      const shown = await page
        .getByText('目前暫無資料')
        .first()
        .waitFor({ timeout: 8000 })
        .then(() => true)
        .catch(() => false)
      if (!shown) problems.push(`${screen.path}: no 目前暫無資料`)
      if ((await page.evaluate(() => document.body.innerText)).includes('沒有結果'))
        problems.push(`${screen.path}: 沒有結果`)
    }
    await context.close()
    expect(problems).toEqual([])
  }, 300_000)
})
