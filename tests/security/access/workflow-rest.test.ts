import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { onlyFlags } from '@/access/permissions'
import { startTestApp, type TestApp } from '../../helpers/app'
import { signedInWithRole } from '../../helpers/roleAccount'

/**
 * Issue 28 (low): module editors bypassed module rules through Payload REST — rewriting a
 * ticket's conversation, moving a recommendation from Pending to Closed with no mail, creating
 * questionnaire answers that skip the answer check. Each collection with a workflow holds its
 * workflow fields to the module's own calls (src/crud/workflow.ts, issue 24): here as the staff
 * who hold the module's edit flag (not the super-admin), who pass REST's access checks.
 */

let app: TestApp
let feedbackEditor: string
let recommendationEditor: string
let questionnaireEditor: string

const makeEditor = async (label: string, module: string): Promise<string> =>
  (await signedInWithRole(app, onlyFlags([`${module}__auth`, `${module}__read`, `${module}__edit`]), label)).token

beforeAll(async () => {
  app = await startTestApp({ seed: true })
  feedbackEditor = await makeEditor('fb-editor', 'feedbacks')
  recommendationEditor = await makeEditor('rec-editor', 'recommendations')
  questionnaireEditor = await makeEditor('q-editor', 'questionnaires')
})

afterAll(async () => {
  await app?.close()
})

describe('module editors through Payload REST', () => {
  it("cannot rewrite a ticket's conversation", async () => {
    const ticket = (await app.payload.find({ collection: 'feedbacks', limit: 1, overrideAccess: true })).docs[0]!
    const before = JSON.stringify(ticket.messages ?? [])
    const forged = await app.api.patch(
      `/api/feedbacks/${ticket.id}`,
      {
        messages: [{ sender: 'client', senderName: '冒名', message: '改寫的讀者訊息', date: new Date().toISOString() }],
      },
      { token: feedbackEditor },
    )
    expect(forged.status).toBe(403)
    const after = await app.payload.findByID({ collection: 'feedbacks', id: ticket.id, overrideAccess: true })
    expect(JSON.stringify(after.messages ?? [])).toBe(before)
  })

  it('cannot move a recommendation from Pending to Closed (with no mail), nor create one', async () => {
    const form = (await app.payload.findGlobal({ slug: 'recommendation-questionnaire' })) as {
      questionGroups?: unknown
    }
    const pending = await app.payload.create({
      collection: 'recommendation-answers',
      data: {
        status: 'Pending',
        respondent: { name: '讀者', email: 'pending-reader@test.example' },
        questionGroups: form.questionGroups ?? [],
      } as never,
      overrideAccess: true,
    })
    expect(
      (
        await app.api.patch(
          `/api/recommendation-answers/${pending.id}`,
          { status: 'Closed' },
          { token: recommendationEditor },
        )
      ).status,
    ).toBe(403)
    expect(
      (await app.payload.findByID({ collection: 'recommendation-answers', id: pending.id, overrideAccess: true }))
        .status,
    ).toBe('Pending')
    const made = await app.api.post(
      '/api/recommendation-answers',
      { name: '旁門', status: 'Closed', respondent: { name: '某人', email: 'x@test.example' } },
      { token: recommendationEditor },
    )
    expect(made.status).toBe(403)
  })

  it('cannot create a questionnaire answer that skips the answer check', async () => {
    const questionnaire = (await app.payload.find({ collection: 'questionnaires', limit: 1, overrideAccess: true }))
      .docs[0]!
    const count = async () =>
      (await app.payload.count({ collection: 'questionnaire-answers', overrideAccess: true })).totalDocs
    const before = await count()
    // A body Payload's own validation takes: only the workflow stands between it and the table.
    const made = await app.api.post(
      '/api/questionnaire-answers',
      {
        questionnaireId: questionnaire.id,
        roundId: 'forged',
        questionGroups: [],
        respondent: { name: '冒名', email: 'forged@test.example' },
      },
      { token: questionnaireEditor },
    )
    expect(made.status, JSON.stringify(made.body)).toBe(403)
    expect(await count()).toBe(before)
  })
})
