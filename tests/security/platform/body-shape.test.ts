import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MSG } from '@/i18n/messages'
import { startTestApp, type TestApp } from '../../helpers/app'
import { TARGETS } from './fuzzJsonWrites'

/**
 * A JSON body that is not an object (null, a list, a text, a number, a boolean) sent to every
 * public POST/PUT and every JSON back-office write (the fuzz's targets, from the descriptors):
 * one zh-TW refusal everywhere, never zod's English 「Invalid input: expected object, received
 * array」 and never a 5xx. The super-admin passes every guard, so the body reaches the parser.
 */

const NOT_OBJECTS = ['null', '[]', '[{"name":"x"}]', '"text"', '42', 'true']

let app: TestApp
let admin = ''
let address = 0

beforeAll(async () => {
  app = await startTestApp({ autoRunJobs: false })
  admin = await app.login('admin', 'Admin@12345')
})
afterAll(async () => app?.close())

describe('a body that is not an object', () => {
  it(`gets one zh-TW 400 on every JSON write (${TARGETS.length} calls × ${NOT_OBJECTS.length} bodies)`, async () => {
    const wrong: string[] = []
    const accepted = new Set<string>()
    const shapeRefused = new Set<string>()
    for (const target of TARGETS) {
      for (const text of NOT_OBJECTS) {
        address += 1
        const headers: Record<string, string> = {
          'Content-Type': 'application/json',
          'X-Forwarded-For': `10.91.${(address >> 8) & 255}.${address & 255}`,
        }
        if (!target.anonymous) headers.Authorization = `Bearer ${admin}`
        const response = await app.api[target.method === 'POST' ? 'post' : 'put']<{ message?: string }>(
          target.path,
          text,
          { headers },
        )
        // A call that refuses before it reads a body (the record named in its path does not exist,
        // say) answers with its own zh-TW refusal; one that reads the body refuses its shape.
        const message = response.body?.message ?? ''
        const said = `${target.method} ${target.template} ${text} → ${response.status} ${message}`
        if (response.status >= 500) wrong.push(said)
        else if (response.status >= 400 && !/\p{Script=Han}/u.test(message)) wrong.push(said)
        else if (response.status < 400) accepted.add(`${target.method} ${target.template} ${text}`)
        if (message === MSG.bodyNotObject) shapeRefused.add(`${target.method} ${target.template}`)
      }
    }
    expect(wrong).toEqual([])
    // Only the sign-outs, which read no body, accept what is no object and no list; the calls
    // that save a whole list (quick links, carousels, FAQ routes, notifiers) take a list as it is.
    expect(
      new Set([...accepted].filter((said) => !/ \[/.test(said)).map((said) => said.split(' ').slice(0, 2).join(' '))),
    ).toEqual(new Set(['POST /auth/logout', 'POST /public/reservations/my-reservations/sign-out']))
    // The calls the audit named (the public booking, the statistics calls) refuse the shape itself.
    expect([...shapeRefused]).toEqual(
      expect.arrayContaining([
        'POST /public/reservations/seats',
        'POST /public/reservations/rooms',
        'PUT /shennong/statistics/data-original-settings',
        'PUT /shennong/statistics/formula-report-settings',
      ]),
    )
    expect(shapeRefused.size).toBeGreaterThan(TARGETS.length / 2)
  })
})
