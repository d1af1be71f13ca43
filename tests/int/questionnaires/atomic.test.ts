import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { QuestionGroup } from '@/forms/types'
import { DELETE_MSG } from '@/modules/questionnaires/collections/questionnaires/hooks'
import { FILL_MSG } from '@/modules/questionnaires/public'
import { startTestApp, type TestApp } from '../../helpers/app'
import { ROUNDS, atOnce, ownAddress } from '../../helpers/atOnce'

/**
 * A visitor's answer where others meet it (docs/decisions.md "Read-decide-write"). The answer is
 * taken on the questionnaire as read (published, fillable, inside a round); a staff member's
 * delete with its answers takes the count the confirmation named. Each round ends with the
 * questionnaire and every answer kept (the answer first: the delete is refused, naming the new
 * count), or with both gone (the delete first: the answer is refused and nothing is stored),
 * never with an accepted answer deleted, an answer left behind its questionnaire or more answers
 * deleted than confirmed. (Questionnaires have no cap on answers and no one-answer-per-person
 * rule, and send no mail: answers at once are all kept.)
 */

type Fail = { message: string }

const DAY = 24 * 3600 * 1000

let app: TestApp
let admin = ''

beforeAll(async () => {
  app = await startTestApp({ autoRunJobs: false })
  admin = await app.login('admin', 'Admin@12345')
})
afterAll(async () => app?.close())

/** One required choice whose 「不曾使用」 ends the questionnaire. */
const structure = (): QuestionGroup[] => [
  {
    _id: 'g1',
    title: '使用經驗',
    forward: 'Next',
    forwardGroup: null,
    questions: [
      {
        _id: 'q1',
        question: '是否使用過圖書館',
        type: 'MultipleChoices',
        isRequired: true,
        hasOtherOption: false,
        options: [
          { _id: 'yes', text: '使用過', forward: 'Next', forwardGroup: null },
          { _id: 'never', text: '不曾使用', forward: 'End', forwardGroup: null },
        ],
      },
    ],
  },
]

let made = 0

/** A published questionnaire, listed and fillable in a round open now. */
const newQuestionnaire = async (): Promise<string> => {
  made += 1
  const res = await app.api.put<{ result: { _id: string } }>(
    '/api/shennong/questionnaires',
    {
      title: `並發問卷 ${made}`,
      status: 'Published',
      isEnable: true,
      isFillable: true,
      questionGroups: structure(),
      rounds: [
        {
          title: '本年度',
          start: new Date(Date.now() - DAY).toISOString(),
          end: new Date(Date.now() + 365 * DAY).toISOString(),
        },
      ],
    },
    { token: admin },
  )
  expect(res.status).toBe(200)
  return res.body.result._id
}

let visitors = 0

/** A visitor's answer through the public call, from an address and e-mail address of its own. */
const answers = (questionnaireId: string) => () => {
  visitors += 1
  return app.api.post<Fail & { result?: { _id: string } }>(
    '/api/public/questionnaire-answers',
    {
      questionnaireId,
      respondent: { name: `讀者${visitors}`, email: `visitor${visitors}@test.example` },
      questionGroups: [{ _id: 'g1', questions: [{ _id: 'q1', answers: ['never'] }] }],
    },
    { headers: ownAddress() },
  )
}

const answersOf = async (questionnaireId: string) =>
  (
    await app.payload.count({
      collection: 'questionnaire-answers',
      where: { questionnaireId: { equals: questionnaireId } },
      overrideAccess: true,
    })
  ).totalDocs

const allAnswers = async () =>
  (await app.payload.count({ collection: 'questionnaire-answers', overrideAccess: true })).totalDocs

const questionnaireKept = async (id: string) =>
  (await app.payload.count({ collection: 'questionnaires', where: { id: { equals: id } }, overrideAccess: true }))
    .totalDocs === 1

describe('answers at once', () => {
  it(`five visitors at once: every accepted answer is kept, once (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const id = await newQuestionnaire()
      const results = await atOnce([answers(id), answers(id), answers(id), answers(id), answers(id)])
      const stored = new Set(results.map((res) => res.body.result?._id))
      expect([results.map((res) => res.status), stored.size, await answersOf(id)], `round ${round}`).toEqual([
        [200, 200, 200, 200, 200],
        5,
        5,
      ])
    }
  })
})

const later = <T>(ms: number, call: () => Promise<T>) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms)).then(call)

describe('an answer beside the delete with its answers', () => {
  it(`the answer is kept and the delete refused, or both go and nothing is left behind (${ROUNDS} rounds)`, async () => {
    const wrong: unknown[] = []
    for (let round = 0; round < ROUNDS; round += 1) {
      const id = await newQuestionnaire()
      // One answer already there: the staff member's confirmation named 1.
      expect((await answers(id)()).status).toBe(200)
      const before = await allAnswers()
      // The answer starts up to 72 ms later round by round, so it meets the delete at each of its steps.
      const [answer, removal] = await atOnce([
        () => later((round % 10) * 8, answers(id)),
        () => app.api.delete<Fail>(`/api/shennong/questionnaires/${id}?withAnswers=1`, { token: admin }),
      ])
      const outcome = {
        answer: [answer.status, answer.status === 200 ? '' : answer.body.message],
        removal: [removal.status, removal.status === 200 ? '' : removal.body.message],
        kept: await questionnaireKept(id),
        answers: await answersOf(id),
        // An answer left behind its questionnaire still counts here.
        all: (await allAnswers()) - before,
      }
      const expected =
        answer.status === 200
          ? { answer: [200, ''], removal: [409, DELETE_MSG.hasAnswers(2)], kept: true, answers: 2, all: 1 }
          : { answer: [404, '找不到資料'], removal: [200, ''], kept: false, answers: 0, all: -1 }
      if (JSON.stringify(outcome) !== JSON.stringify(expected)) wrong.push({ round, ...outcome })
    }
    expect(wrong).toEqual([])
  })
})

/**
 * The staff write that closes a questionnaire (its 開放填寫 turned off, or its round ended) beside
 * visitors' answers. Whether an answer was stored before or after the close committed cannot be
 * told from the records (both carry their own clocks, read before any wait), so the round watches
 * the database calls of this process: the close's write of the questionnaire's row (`updateOne`)
 * and each answer's insert (`create`, held a few milliseconds round by round, as if the answer
 * were slow between its read and its write). The close's write cannot finish while an answer
 * holds the row (PostgreSQL's row lock, SQLite's writer turn), and an answer that waited for the
 * close reads it again: so every accepted answer's insert comes before the close's write, and an
 * answer after it is refused with the zh-TW reason and stores nothing.
 */
describe('answers beside the staff write that closes the questionnaire', () => {
  type Spied = (args: { collection: string; id?: unknown; data?: Record<string, unknown> }) => Promise<unknown>

  /** The order in which this round's close wrote the row and its answers were inserted. */
  const watch = (questionnaireId: string, holdMs: number) => {
    const db = app.payload.db as unknown as { create: Spied; updateOne: Spied }
    const create = db.create
    const updateOne = db.updateOne
    const events: string[] = []
    db.create = async (args) => {
      if (args.collection !== 'questionnaire-answers' || args.data?.questionnaireId !== questionnaireId)
        return create.call(db, args)
      await new Promise((resolve) => setTimeout(resolve, holdMs))
      const doc = (await create.call(db, args)) as { id: string }
      events.push(`answer ${doc.id}`)
      return doc
    }
    db.updateOne = async (args) => {
      const result = await updateOne.call(db, args)
      if (args.collection === 'questionnaires' && String(args.id) === questionnaireId) events.push('closed')
      return result
    }
    return {
      events,
      stop: () => {
        db.create = create
        db.updateOne = updateOne
      },
    }
  }

  /** The staff save of the whole questionnaire, with `change` applied. */
  const close = (id: string, change: Record<string, unknown>) => () =>
    app.api.put<Fail>(
      `/api/shennong/questionnaires/${id}`,
      {
        title: '並發問卷（關閉）',
        status: 'Published',
        isEnable: true,
        isFillable: true,
        questionGroups: structure(),
        rounds: [
          {
            title: '本年度',
            start: new Date(Date.now() - DAY).toISOString(),
            end: new Date(Date.now() + 365 * DAY).toISOString(),
          },
        ],
        ...change,
      },
      { token: admin },
    )

  const closes = [
    { how: '開放填寫 turned off', change: { isFillable: false }, refusal: FILL_MSG.notFillable },
    {
      how: 'its round ended',
      change: {
        rounds: [
          {
            title: '本年度',
            start: new Date(Date.now() - 2 * DAY).toISOString(),
            end: new Date(Date.now() - DAY).toISOString(),
          },
        ],
      },
      refusal: FILL_MSG.outsideRound,
    },
  ]

  for (const { how, change, refusal } of closes) {
    it(`${how}: every stored answer was taken before the close, every later one refused (${ROUNDS} rounds)`, async () => {
      const wrong: unknown[] = []
      for (let round = 0; round < ROUNDS; round += 1) {
        const id = await newQuestionnaire()
        const watched = watch(id, (round % 5) * 3)
        let results: { status: number; body: Fail & { result?: { _id: string } } }[]
        let closed: { status: number; body: Fail }
        try {
          // Two answers let go with the close, one a few milliseconds after it as the rounds go on.
          ;[closed, ...results] = await atOnce([
            close(id, change),
            answers(id),
            () => later((round % 4) * 3, answers(id)),
            () => later((round % 3) * 5, answers(id)),
          ])
        } finally {
          watched.stop()
        }
        const closedAt = watched.events.indexOf('closed')
        const accepted = results.filter((res) => res.status === 200).map((res) => res.body.result!._id)
        const outcome = {
          close: closed.status,
          // Every answer accepted before the close, or refused with the reason.
          answers: results.map((res) =>
            res.status === 200
              ? watched.events.indexOf(`answer ${res.body.result!._id}`) < closedAt
                ? 'before the close'
                : `stored after the close (${watched.events.join(', ')})`
              : `${res.status} ${res.body.message}`,
          ),
          stored: await answersOf(id),
        }
        const expected = {
          close: 200,
          answers: results.map((res) => (res.status === 200 ? 'before the close' : `400 ${refusal}`)),
          stored: accepted.length,
        }
        if (closedAt < 0 || JSON.stringify(outcome) !== JSON.stringify(expected)) wrong.push({ round, ...outcome })
      }
      expect(wrong).toEqual([])
    })
  }
})
