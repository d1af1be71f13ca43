import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'

import { sharedBrowser } from '../../helpers/browser'
import { e2eHelpers } from '../../helpers/e2e'

const baseURL = inject('baseURL')
const browser = sharedBrowser()
const { newPage, signInTo, api, tokenOf } = e2eHelpers(baseURL, browser)

/**
 * Issue 24, Done when: no English UI string on any admin screen of the feedback, questionnaire
 * and recommendation modules. Each screen's visible text (and, on lists, the column picker) is
 * read and every Latin word must be one of these, which staff use as they are.
 */
const ALLOWED = new Set([
  ...[
    'ISBN',
    'URL',
    'API',
    'Email',
    'email',
    'E-mail',
    'Excel',
    'xlsx',
    'PDF',
    'jpg',
    'jpeg',
    'png',
    'gif',
    'webp',
    'MB',
    'KB',
    'ID',
  ],
  // The demo data's own names (resources, accounts), not words of the screens.
  ...['PubMed', 'UpToDate', 'Google', 'Scholar', 'admin', 'editor', 'reviewer'],
  // Payload's live preview adds a breakpoint labelled "Responsive" in code, with no translation
  // key (@payloadcms/ui providers/LivePreview): it shows only while 即時預覽 is open.
  'Responsive',
])

/** Latin words in the page's visible text that staff would read as English (mail addresses are data). */
const englishWords = async (page: Page): Promise<string[]> => {
  const text = (await page.evaluate(() => document.body.innerText)).replace(/[^\s@（）()]+@[^\s@（）()]+/g, ' ')
  const words = text.match(/[A-Za-z][A-Za-z'-]+/g) ?? []
  return [...new Set(words.filter((word) => !ALLOWED.has(word)))]
}

const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle').catch(() => undefined)
  // Payload's lists and forms draw after their data; wait for the heading of the screen.
  await page.locator('h1').first().waitFor()
}

describe('the words of the feedback, questionnaire and recommendation screens', () => {
  it('every screen, list column picker included, is in zh-TW', async () => {
    const token = await tokenOf('admin', 'Admin@12345')
    const first = async (path: string) =>
      (await api<{ result: { data: { _id: string }[] } }>(`/api/shennong/${path}?limit=1`, { token })).body.result
        .data[0]?._id ?? ''
    const feedback = await first('feedbacks')
    const questionnaire = await first('questionnaires')
    const newest = (
      await api<{ result: { data: { _id: string; respondent: { username: string } }[] } }>(
        '/api/shennong/recommendations/answers?limit=1',
        { token },
      )
    ).body.result.data[0]
    const recommendation = newest?._id ?? ''
    // The recommender's account name is data (other tests may leave any account newest).
    for (const word of newest?.respondent.username.match(/[A-Za-z][A-Za-z'-]+/g) ?? []) ALLOWED.add(word)
    const screens = [
      '/shennong/feedback-management',
      '/shennong/feedback-management/create',
      ...(feedback ? [`/shennong/feedback-management/${feedback}`] : []),
      '/shennong/feedback-management/category',
      '/shennong/recommendation-management',
      ...(recommendation ? [`/shennong/recommendation-management/${recommendation}`] : []),
      '/shennong/recommendation-management/questionnaire-edit',
      '/shennong/questionnaire-management',
      '/shennong/questionnaire-management/create',
      ...(questionnaire ? [`/shennong/questionnaire-management/${questionnaire}`] : []),
      '/shennong/questionnaire-management/answer',
      '/shennong/questionnaire-management/statistics',
      '/shennong/questionnaire-management/announcement-page-content-edit',
    ]
    const { context, page } = await newPage()
    await signInTo(page, screens[0]!, 'admin', 'Admin@12345')
    const found: string[] = []
    for (const screen of screens) {
      await page.goto(`${baseURL}${screen}`)
      await settle(page)
      for (const word of await englishWords(page)) found.push(`${screen}: ${word}`)
      // A list's column picker names every column.
      const picker = page.getByRole('button', { name: '欄', exact: true })
      if (await picker.count()) {
        await picker.first().click()
        await page.waitForTimeout(300)
        for (const word of await englishWords(page)) found.push(`${screen} (欄): ${word}`)
      }
    }
    await context.close()
    expect([...new Set(found)]).toEqual([])
  })
})
