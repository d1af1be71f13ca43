import type { Page as PwPage } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'

import type { AnswerGroup, QuestionGroup } from '@/forms/types'
import { axeViolations } from '../../helpers/axe'
import { sharedBrowser } from '../../helpers/browser'
import { e2eHelpers } from '../../helpers/e2e'
import { closeResult } from '../../helpers/resultDialog'

const baseURL = inject('baseURL')
const browser = sharedBrowser()

const { newPage, signInTo, api, tokenOf } = e2eHelpers(baseURL, browser)

type Page<T> = { result: { data: T[] } }
type Summary = { _id: string; title: string }
type StoredAnswer = {
  id: string
  questionnaireId: string
  questionGroups: AnswerGroup[]
  respondent: { name: string; email: string }
}

const seeded = async (): Promise<Summary> =>
  (await api<Page<Summary>>('/api/public/questionnaires?limit=100')).body.result.data.find(
    (q) => q.title === '圖書館服務滿意度調查',
  )!

/** A one-question group for the builder tests. */
const group = (id: string, title: string, jump: Partial<QuestionGroup> = {}): QuestionGroup => ({
  _id: id,
  title,
  forward: 'Next',
  forwardGroup: null,
  questions: [
    {
      _id: `${id}-q`,
      question: `${title}的問題`,
      type: 'TextBox',
      options: [],
      isRequired: false,
      hasOtherOption: false,
    },
  ],
  ...jump,
})

const focusedId = (page: PwPage) => page.evaluate(() => document.activeElement?.id ?? '')

describe('questionnaires for visitors', () => {
  it('/questionnaire and the filling page are axe-clean at 375 and 1280 px', async () => {
    const questionnaire = await seeded()
    const problems: string[] = []
    for (const width of [375, 1280]) {
      const context = await browser().newContext({ viewport: { width, height: 900 } })
      const page = await context.newPage()
      for (const path of ['/questionnaire', `/questionnaire/${questionnaire._id}`]) {
        const response = await page.goto(`${baseURL}${path}`)
        expect(response?.status(), path).toBe(200)
        // The announcement from questionnaire-settings heads the list.
        if (path === '/questionnaire') await page.getByText('感謝您撥冗填寫本館問卷').waitFor()
        for (const violation of await axeViolations(page)) problems.push(`${width} ${path}: ${violation}`)
      }
      // The first group, with a required-field message shown, is checked too.
      await page.getByLabel('我已閱讀並同意個人資料聲明').check()
      await page.getByLabel(/姓名$/).fill('林小華')
      await page.getByLabel(/電子郵件$/).fill('reader@test.example')
      await page.getByRole('button', { name: '下一步' }).click()
      await page.getByRole('heading', { name: '使用經驗' }).waitFor()
      await page.getByRole('button', { name: '下一步' }).click()
      await page.getByText('您最近三個月是否使用過本館服務？為必填欄位').waitFor()
      for (const violation of await axeViolations(page)) problems.push(`${width} group 1: ${violation}`)
      await context.close()
    }
    expect(problems).toEqual([])
  })

  it('a visitor answers by keyboard, an option jumps over the other groups to the end, and nothing is stored for the skipped groups', async () => {
    const questionnaire = await seeded()
    const { context, page } = await newPage()
    await page.goto(`${baseURL}/questionnaire/${questionnaire._id}`)
    await page.getByText('本館為了解讀者對圖書館服務的意見').waitFor()

    // Keyboard only: the consent, the name, the email, then Enter sends the step.
    await page.getByLabel('我已閱讀並同意個人資料聲明').focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await page.keyboard.type('陳大文')
    await page.keyboard.press('Tab')
    await page.keyboard.type('not-an-email')
    await page.keyboard.press('Enter')
    await page.getByText('不是電子郵件格式').waitFor()
    expect(await focusedId(page)).toMatch(/email$/)
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('reader@test.example')
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: '使用經驗' }).waitFor()

    // An empty required question: refused, the message beside it and focus moved there.
    await page.getByRole('button', { name: '下一步' }).press('Enter')
    await page.getByText('您最近三個月是否使用過本館服務？為必填欄位').waitFor()
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('radio')
    // A typed check: a Number field holding text is refused in the browser too.
    await page.keyboard.press('Space') // 是
    await page.getByLabel('您每月平均到館幾次？').fill('3')
    await page.getByRole('button', { name: '下一步' }).press('Enter')
    await page.getByRole('heading', { name: '服務評價' }).waitFor()
    await page.getByRole('group', { name: '館藏資源' }).getByLabel('滿意', { exact: true }).check()
    await page.getByRole('button', { name: '上一步' }).press('Enter')
    await page.getByRole('heading', { name: '使用經驗' }).waitFor()

    // Change the answer to the option that jumps straight to the end: the step button becomes 送出.
    await page.getByLabel('是', { exact: true }).focus()
    await page.keyboard.press('ArrowDown')
    expect(await page.getByLabel('否（直接結束問卷）').isChecked()).toBe(true)
    await page.getByRole('button', { name: '送出' }).press('Enter')
    await page.getByRole('heading', { name: '感謝您的填寫' }).waitFor()
    await page.getByText('感謝您的寶貴意見').waitFor()
    await context.close()

    const token = await tokenOf('admin', 'Admin@12345')
    const stored = await api<{ docs: StoredAnswer[] }>(
      `/api/questionnaire-answers?where[questionnaireId][equals]=${questionnaire._id}&sort=-createdAt&limit=1&depth=0`,
      { token },
    )
    expect(stored.status).toBe(200)
    const answer = stored.body.docs[0]!
    expect(answer.respondent).toMatchObject({ name: '陳大文', email: 'reader@test.example' })
    expect(answer.questionGroups.map((group) => group._id)).toEqual(['demo-g1'])
    expect(answer.questionGroups[0]!.questions.find((q) => q._id === 'demo-q1')!.answers).toEqual(['demo-q1-no'])
    expect(JSON.stringify(answer.questionGroups)).not.toContain('demo-g2')
  })
})

describe('the questionnaire builder', () => {
  it('staff add a group and a question, move a group, see the changed jump, and save', async () => {
    const token = await tokenOf('admin', 'Admin@12345')
    const created = await api<{ result: { _id: string } }>('/api/shennong/questionnaires', {
      method: 'PUT',
      token,
      body: JSON.stringify({
        title: '建構器測試問卷',
        questionGroups: [
          group('b1', '甲', { forward: 'Group', forwardGroup: 3 }),
          group('b2', '乙'),
          group('b3', '丙'),
        ],
      }),
    })
    expect(created.status).toBe(200)
    const id = created.body.result._id

    const { context, page } = await newPage()
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.accept()
    })
    await signInTo(page, `/shennong/questionnaire-management/${id}`, 'admin', 'Admin@12345')
    await page.getByRole('button', { name: '新增題組' }).click()
    const fourth = page.locator('[data-group="3"]')
    await fourth.getByLabel('題組標題').fill('丁')
    await fourth.getByLabel('題目').fill('丁的第一題')
    await fourth.getByRole('button', { name: '新增題目' }).click()
    await fourth.locator('[data-question="1"]').getByLabel('題目').fill('丁的第二題')
    await fourth.locator('[data-question="1"]').getByLabel('題型').selectOption('Number')

    // Keyboard: move group 3 (丙) up; group 1's jump to it follows (3 -> 2) and is listed.
    await page.getByRole('button', { name: '第 3 題組上移' }).focus()
    await page.keyboard.press('Enter')
    await page.getByText('第 1 題組：跳至第 3 題組 → 第 2 題組').waitFor()
    expect(await page.locator('[data-group="1"]').getByLabel('題組標題').inputValue()).toBe('丙')

    const response = page.waitForResponse(
      (r) => r.url().includes(`/api/questionnaires/${id}`) && r.request().method() !== 'GET',
    )
    await page.getByRole('button', { name: '儲存草稿' }).click()
    expect((await response).status()).toBe(200)
    // The save ends in its result dialog (spec doc 2 §8); closing it gives the screen back.
    const result = page.getByRole('dialog', { name: '儲存草稿' })
    await expect(result.getByRole('status').innerText()).resolves.toBe('成功')
    await result.getByRole('button', { name: '關閉' }).click()
    await result.waitFor({ state: 'hidden' })

    // Duplicate: asks 確定複製?, then the result dialog 複製問卷 says 成功 / 複製成功 and links to the copy.
    await page.getByRole('button', { name: '複製', exact: true }).click()
    const copied = page.getByRole('dialog', { name: '複製問卷' })
    await copied.getByText('複製成功').waitFor()
    expect(dialogs).toContain('確定複製?')
    const copyHref = (await copied.getByRole('link', { name: '開啟複本' }).getAttribute('href'))!
    expect(copyHref).toMatch(/^\/shennong\/questionnaire-management\/[0-9a-f]{24}$/)
    await closeResult(page, '複製問卷', '成功')
    const copy = await api<{ result: { title: string; status: string } }>(
      `/api/shennong/questionnaires/${copyHref.split('/').pop()}`,
      { token },
    )
    expect(copy.body.result).toMatchObject({ status: 'Drafting' })
    await context.close()

    const saved = await api<{ result: { questionGroups: QuestionGroup[] } }>(`/api/shennong/questionnaires/${id}`, {
      token,
    })
    const groups = saved.body.result.questionGroups
    expect(groups.map((g) => g.title)).toEqual(['甲', '丙', '乙', '丁'])
    expect(groups[0]).toMatchObject({ forward: 'Group', forwardGroup: 2 })
    expect(groups[3]!.questions.map((q) => [q.question, q.type])).toEqual([
      ['丁的第一題', 'TextBox'],
      ['丁的第二題', 'Number'],
    ])
  })
})

describe('the questionnaire builder: duplicate and fold', () => {
  it('複製 copies a group (jumps follow) and a question with new ids; 收合 folds them to a heading that still counts errors; the save stores it all', async () => {
    const token = await tokenOf('admin', 'Admin@12345')
    const created = await api<{ result: { _id: string } }>('/api/shennong/questionnaires', {
      method: 'PUT',
      token,
      body: JSON.stringify({
        title: '複製與收合測試問卷',
        questionGroups: [
          group('c1', '甲', { forward: 'Group', forwardGroup: 3 }),
          group('c2', '乙'),
          group('c3', '丙'),
        ],
      }),
    })
    expect(created.status).toBe(200)
    const id = created.body.result._id

    const { context, page } = await newPage()
    await signInTo(page, `/shennong/questionnaire-management/${id}`, 'admin', 'Admin@12345')
    await page.getByRole('button', { name: '複製第 2 題組', exact: true }).click()
    // The copy of 乙 is group 3; group 1's jump to 丙 follows it to group 4 and is listed.
    await page.getByText('第 1 題組：跳至第 3 題組 → 第 4 題組').waitFor()
    await expect(page.locator('[data-group="2"]').getByLabel('題組標題').inputValue()).resolves.toBe('乙')
    await expect
      .poll(() => focusedId(page))
      .toBe(await page.locator('[data-group="2"]').getByLabel('題組標題').getAttribute('id'))
    await page.locator('[data-group="2"]').getByLabel('題組標題').fill('乙之二')

    await page.getByRole('button', { name: '複製第 1 題組第 1 題', exact: true }).click()
    const first = page.locator('[data-group="0"]')
    await expect(first.locator('[data-question="1"]').getByLabel('題目').inputValue()).resolves.toBe('甲的問題')

    // Fold group 1: its fields hide, its heading says what it holds.
    const fold = page.getByRole('button', { name: '收合第 1 題組', exact: true })
    await expect(fold.getAttribute('aria-expanded')).resolves.toBe('true')
    await fold.click()
    const unfold = page.getByRole('button', { name: '展開第 1 題組', exact: true })
    await expect(unfold.getAttribute('aria-expanded')).resolves.toBe('false')
    await expect(first.getByLabel('題組標題').isVisible()).resolves.toBe(false)
    await expect(first.locator('h3').innerText()).resolves.toContain('：甲，2 題')
    // A folded question with an error shows the count on its heading.
    const fourth = page.locator('[data-group="3"]')
    await fourth.getByLabel('題目').fill('')
    await page.getByRole('button', { name: '收合第 4 題組第 1 題', exact: true }).click()
    await expect(fourth.locator('[data-question="0"] .qb-badge').innerText()).resolves.toMatch(/^\d+ 個錯誤$/)
    await page.getByRole('button', { name: '全部收合' }).click()
    await expect(fourth.locator('h3 .qb-badge').innerText()).resolves.toMatch(/^\d+ 個錯誤$/)
    await page.getByRole('button', { name: '全部展開' }).click()
    // 全部展開 opens the folded question too.
    await page.getByRole('button', { name: '收合第 4 題組第 1 題', exact: true }).waitFor()
    await fourth.getByLabel('題目').fill('丙的問題')
    await expect(fourth.locator('.qb-badge').count()).resolves.toBe(0)

    const response = page.waitForResponse(
      (r) => r.url().includes(`/api/questionnaires/${id}`) && r.request().method() !== 'GET',
    )
    await page.getByRole('button', { name: '儲存草稿' }).click()
    expect((await response).status()).toBe(200)
    await closeResult(page, '儲存草稿', '成功')
    await context.close()

    const saved = (
      await api<{ result: { questionGroups: QuestionGroup[] } }>(`/api/shennong/questionnaires/${id}`, { token })
    ).body.result.questionGroups
    expect(saved.map((g) => g.title)).toEqual(['甲', '乙', '乙之二', '丙'])
    expect(saved[0]).toMatchObject({ forward: 'Group', forwardGroup: 4 })
    expect(saved[0]!.questions.map((q) => q.question)).toEqual(['甲的問題', '甲的問題'])
    const ids = saved.flatMap((g) => [g._id, ...g.questions.map((q) => q._id)])
    expect(new Set(ids).size).toBe(ids.length)
  })
})

describe('questionnaire settings', () => {
  it('staff change the personal-data statement at 問卷公告頁內容; a questionnaire that shows it asks for consent with the new text', async () => {
    const token = await tokenOf('admin', 'Admin@12345')
    const before = (await api<{ privacyStatement: string }>('/api/globals/questionnaire-settings', { token })).body
      .privacyStatement
    const statement = `本館僅將您的資料用於問卷統計（測試 ${Date.now()}）。`
    const { context, page } = await newPage()
    await signInTo(page, '/shennong/questionnaire-management/announcement-page-content-edit', 'admin', 'Admin@12345')
    await page.locator('#field-privacyStatement').fill(statement)
    await page.getByRole('button', { name: '儲存', exact: true }).click()
    await closeResult(page, '儲存問卷公告頁內容', '成功')
    expect(
      (await api<{ privacyStatement: string }>('/api/globals/questionnaire-settings', { token })).body.privacyStatement,
    ).toBe(statement)

    const { _id } = await seeded()
    await page.goto(`${baseURL}/questionnaire/${_id}`)
    await page.getByText(statement).first().waitFor()
    await context.close()
    await api('/api/globals/questionnaire-settings', {
      method: 'POST',
      token,
      body: JSON.stringify({ privacyStatement: before }),
    })
  })
})

describe('deleting a questionnaire that has answers', () => {
  it("Payload's delete is refused in zh-TW; 刪除問卷與填答 names the count, then removes the questionnaire and its answers", async () => {
    const token = await tokenOf('admin', 'Admin@12345')
    const past = new Date(Date.now() - 86_400_000).toISOString()
    const future = new Date(Date.now() + 86_400_000).toISOString()
    const created = await api<{ result: { _id: string } }>('/api/shennong/questionnaires', {
      method: 'PUT',
      token,
      body: JSON.stringify({
        title: '將刪除的問卷',
        status: 'Published',
        isEnable: true,
        isFillable: true,
        rounds: [{ title: '本期', start: past, end: future }],
        questionGroups: [
          {
            _id: 'g1',
            title: '意見',
            forward: 'End',
            forwardGroup: null,
            questions: [
              { _id: 'q1', question: '建議', type: 'TextBox', options: [], isRequired: false, hasOtherOption: false },
            ],
          },
        ],
      }),
    })
    expect(created.status).toBe(200)
    const id = created.body.result._id
    for (const name of ['甲', '乙', '丙']) {
      const answered = await api('/api/public/questionnaire-answers', {
        method: 'POST',
        body: JSON.stringify({
          questionnaireId: id,
          questionGroups: [{ _id: 'g1', questions: [{ _id: 'q1', answers: [`${name}的建議`] }] }],
          respondent: { name, email: `${name.charCodeAt(0)}@test.example` },
        }),
      })
      expect(answered.status).toBe(200)
    }

    const { context, page } = await newPage()
    await signInTo(page, `/shennong/questionnaire-management/${id}`, 'admin', 'Admin@12345')
    const panel = page.getByRole('region', { name: '填答' })
    await panel.getByText('共 3 份填答').waitFor()
    expect(await panel.getByRole('link', { name: '檢視填答' }).getAttribute('href')).toBe(
      `/shennong/questionnaire-management/answer?questionnaireId=${id}`,
    )

    await panel.getByRole('button', { name: '刪除問卷與填答' }).click()
    const confirm = page.getByRole('dialog', { name: '刪除問卷與填答' })
    await confirm.getByText('確定要刪除問卷「將刪除的問卷」與它的 3 份填答嗎？').waitFor()
    await confirm.getByRole('button', { name: '刪除問卷與填答' }).click()
    await page.waitForURL((url) => url.pathname === '/shennong/questionnaire-management')
    await context.close()

    expect((await api(`/api/shennong/questionnaires/${id}`, { token })).status).toBe(404)
    const left = await api<{ message: string }>(`/api/shennong/questionnaire-answer-list/${id}`, { token })
    expect(left.status).toBe(404)
    const stored = await api<{ totalDocs: number }>(
      `/api/questionnaire-answers?where[questionnaireId][equals]=${id}&limit=1`,
      { token },
    )
    expect(stored.body.totalDocs).toBe(0)
  })
})

describe('the questionnaire live preview', () => {
  it('即時預覽 opens the questionnaire as visitors fill it, jumps included, sending nothing; nobody else sees it', async () => {
    const questionnaire = await seeded()
    const anonymous = await fetch(`${baseURL}/preview/questionnaires?id=${questionnaire._id}`)
    expect(anonymous.status).toBe(404)
    const token = await tokenOf('admin', 'Admin@12345')
    const before = (
      await api<{ result: { total: number } }>(`/api/shennong/questionnaire-answer-list/${questionnaire._id}?limit=1`, {
        token,
      })
    ).body.result.total

    const { context, page } = await newPage()
    await signInTo(page, `/shennong/questionnaire-management/${questionnaire._id}`, 'admin', 'Admin@12345')
    // The edit screen's live preview points at the preview route of this collection.
    await page.getByRole('button', { name: '即時預覽', exact: true }).click()
    const frame = page.frameLocator('iframe[src*="/preview/questionnaires"]')
    await frame.getByText('預覽：此畫面顯示編輯中的內容，尚未發布。').waitFor()
    await frame.getByRole('heading', { name: '圖書館服務滿意度調查' }).waitFor()
    await frame.getByRole('button', { name: '下一步' }).waitFor()

    // The same page on its own: walk it to the end; the visitor's checks hold, nothing is stored.
    await page.goto(`${baseURL}/preview/questionnaires?id=${questionnaire._id}`)
    await page.getByLabel(/姓名$/).fill('預覽者')
    await page.getByLabel(/電子郵件$/).fill('preview@test.example')
    const consent = page.getByLabel('我已閱讀並同意個人資料聲明')
    if (await consent.count()) await consent.check()
    await page.getByRole('button', { name: '下一步' }).click()
    await page.getByRole('heading', { name: '使用經驗' }).waitFor()
    await page.getByRole('button', { name: '下一步' }).click()
    await page.getByText('您最近三個月是否使用過本館服務？為必填欄位').waitFor()
    await page.getByLabel('否（直接結束問卷）').check()
    await page.getByRole('button', { name: /下一步|送出/ }).click()
    await page.getByText('預覽：填答沒有送出。').waitFor()
    await context.close()
    const after = (
      await api<{ result: { total: number } }>(`/api/shennong/questionnaire-answer-list/${questionnaire._id}?limit=1`, {
        token,
      })
    ).body.result.total
    expect(after).toBe(before)
  })
})

describe('a questionnaire link that leads nowhere', () => {
  it('an unknown or unpublished questionnaire answers 404 in zh-TW inside the site frame, with the ways back', async () => {
    const token = await tokenOf('admin', 'Admin@12345')
    const draft = await api<{ result: { _id: string } }>('/api/shennong/questionnaires', {
      method: 'PUT',
      token,
      body: JSON.stringify({ title: '尚未發布的問卷', questionGroups: [] }),
    })
    expect(draft.status).toBe(200)
    const { context, page } = await newPage()
    for (const path of [
      '/questionnaire/0123456789abcdef01234567',
      `/questionnaire/${draft.body.result._id}`,
      '/questionnaire/not-an-id',
    ]) {
      const response = await page.goto(`${baseURL}${path}`)
      expect(response?.status(), path).toBe(404)
      await page.getByRole('heading', { level: 1, name: '找不到這個網頁' }).waitFor()
      expect(await page.locator('#site-nav').count(), path).toBe(1)
      expect(await page.getByRole('link', { name: '網站導覽' }).count()).toBeGreaterThan(0)
      expect(await page.locator('body').innerText()).not.toContain('could not be found')
      expect(await page.getByText('尚未發布的問卷').count()).toBe(0)
    }
    await context.close()
  })
})
