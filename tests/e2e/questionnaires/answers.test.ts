import ExcelJS from 'exceljs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { launchBrowser } from '../../helpers/browser'
import { e2eHelpers } from '../../helpers/e2e'
import { GROUPS, RESPONSES } from '../../unit/questionnaires/stats.fixture'

/** The fixture with a scale whose order is not the alphabet's (稍差 < 普通 < 滿意 on the scale; 普通, 滿意, 稍差 by code point). */
const SCALE_GROUPS = GROUPS.map((group) => ({
  ...group,
  questions: group.questions.map((question) =>
    question.type === 'LikertScale' ? { ...question, likertColumns: ['稍差', '普通', '滿意'] } : question,
  ),
}))

/**
 * Staff read questionnaire answers in the back office (issue 12 §2 "Staff"): the statistics
 * screen shows a chart with its table, the export button downloads the .xlsx, and the answer
 * screen lists the answers and opens one. The questionnaire and its answers are made here
 * through the HTTP API as the demo super-admin, so the test does not depend on other demo data.
 */

const baseURL = inject('baseURL')
let browser: Browser
let questionnaireId: string
const TITLE = '瀏覽器測試滿意度問卷'
const PEOPLE = ['王小明', '李大華', '陳美玲', '林志強']

const { newPage, signInTo, api, tokenOf } = e2eHelpers(baseURL, () => browser)

beforeAll(async () => {
  browser = await launchBrowser()
  const token = await tokenOf('admin', 'Admin@12345')
  const now = Date.now()
  const created = await api<{ result: { _id: string } }>('/api/shennong/questionnaires', {
    method: 'PUT',
    token,
    body: JSON.stringify({
      title: TITLE,
      status: 'Published',
      isEnable: true,
      isFillable: true,
      questionGroups: SCALE_GROUPS,
      rounds: [
        {
          title: '本年度',
          start: new Date(now - 86_400_000).toISOString(),
          end: new Date(now + 365 * 86_400_000).toISOString(),
        },
      ],
    }),
  })
  expect(created.status).toBe(200)
  questionnaireId = created.body.result._id
  // Answers come in as visitors send them (REST creation of answers is refused), each from an address of its own.
  for (const [index, questionGroups] of RESPONSES.entries()) {
    const answer = await api<{ message?: string }>('/api/public/questionnaire-answers', {
      method: 'POST',
      headers: { 'X-Forwarded-For': `203.0.220.${index + 1}` },
      body: JSON.stringify({
        questionnaireId,
        questionGroups,
        respondent: { name: PEOPLE[index], email: `reader${index}@example.com` },
      }),
    })
    expect(answer.body.message ?? '').toBe('')
    expect(answer.status).toBe(200)
  }
})
afterAll(async () => browser?.close())

describe('問卷統計 and 問卷填答', () => {
  it('the statistics screen shows a chart beside its table, the Likert matrix and the Number figures; the export downloads an .xlsx', async () => {
    const { context, page } = await newPage()
    await signInTo(page, '/shennong/questionnaire-management/statistics', 'admin', 'Admin@12345')
    await page.getByLabel('問卷', { exact: true }).selectOption({ label: TITLE })
    await page.getByText('填答總數：4').waitFor()

    const q1 = page.locator('section', { has: page.getByRole('heading', { name: '1-1 如何得知' }) })
    await q1.locator('[data-testid="statistics-chart"] svg.recharts-surface').waitFor()
    expect(await q1.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0)
    const table = q1.getByRole('table')
    await expect(table.getByRole('row', { name: /網站\s*2\s*66\.7%/ }).count()).resolves.toBe(1)
    await expect(table.getByRole('row', { name: /其他\s*1\s*33\.3%/ }).count()).resolves.toBe(1)
    await page.getByText('朋友介紹').first().waitFor()

    const likert = page.locator('section', { has: page.getByRole('heading', { name: '1-4 滿意度' }) })
    await likert.getByRole('row', { name: /服務\s*1（33\.3%）\s*0（0\.0%）\s*2（66\.7%）\s*3/ }).waitFor()
    // The legend follows the scale, not the alphabet.
    await likert.locator('.recharts-legend-item-text').first().waitFor()
    expect(await likert.locator('.recharts-legend-item-text').allInnerTexts()).toEqual(['稍差', '普通', '滿意'])
    const numbers = page.locator('section', { has: page.getByRole('heading', { name: '2-1 每月到館次數' }) })
    await numbers.getByRole('row', { name: /4\s+10\s+8\.5\s+3\s+20/ }).waitFor()

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: '匯出 Excel' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`${TITLE}-填答.xlsx`)
    const file = await download.path()
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile(file)
    const sheet = workbook.worksheets[0]!
    expect(sheet.actualRowCount).toBe(5)
    expect(sheet.getRow(1).getCell(1).value).toBe('填答時間')
    await context.close()
  })

  it('the answer screen lists the answers with search and opens one with its answers beside the questions', async () => {
    const { context, page } = await newPage()
    await signInTo(
      page,
      `/shennong/questionnaire-management/answer?questionnaireId=${questionnaireId}`,
      'admin',
      'Admin@12345',
    )
    await page.getByText('共 4 筆').waitFor()
    for (const name of PEOPLE) await page.getByRole('cell', { name, exact: true }).waitFor()
    await page.getByLabel('搜尋').fill('朋友')
    await page.getByRole('button', { name: '搜尋', exact: true }).click()
    await page.getByText('共 1 筆').waitFor()
    await page.getByRole('button', { name: '檢視 李大華 的填答' }).click()
    await page.getByText('其他：朋友介紹').waitFor()
    await page.getByText('服務：滿意').waitFor()
    await page.getByRole('button', { name: '返回列表' }).click()
    await page.getByText('共 1 筆').waitFor()
    await context.close()
  })
})
