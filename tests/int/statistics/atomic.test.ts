import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../helpers/app'
import { ROUNDS, atOnce, ownAddress } from '../../helpers/atOnce'

/**
 * Manual report values where requests meet (docs/decisions.md "Read-decide-write"), each race
 * fired ROUNDS times at the same instant on the leg's adapter:
 * - two screens save the same month's values at once: both saves apply, one after the other, and
 *   what is stored is one whole save (no mix of the two, no save lost to an error);
 * - two screens save different items of the month at once: both are kept;
 * - staff lock the month while a value is saved: the save either committed before the lock (its
 *   values are there as soon as the lock answers) or is refused with the lock's 409.
 */

type Envelope<T> = { result: T; message?: string }
type Setting = { _id: string; fields: { _id: string; items: { _id: string }[] }[] }
type SetView = { _id: string; month: string }

const API = '/api/shennong/statistics'
/** The rounds' years: each round has its own twelve months (the lock holds a month for every report). */
const FIRST_YEAR = 2101
const ITEMS = 6

let app: TestApp
let admin = ''
let fieldId = ''
let itemIds: string[] = []
let settingId = ''

beforeAll(async () => {
  app = await startTestApp({ autoRunJobs: false })
  admin = await app.login('admin', 'Admin@12345')
  const saved = await app.api.put<Envelope<Setting>>(
    `${API}/manual-report-settings`,
    {
      name: '並發填報',
      fields: [
        {
          name: '參考諮詢',
          type: 'normal',
          items: Array.from({ length: ITEMS }, (_, index) => ({ name: `項目 ${index + 1}` })),
        },
      ],
    },
    { token: admin },
  )
  expect(saved.status, saved.body.message).toBe(200)
  settingId = saved.body.result._id
  fieldId = saved.body.result.fields[0]!._id
  itemIds = saved.body.result.fields[0]!.items.map((item) => item._id)
})
afterAll(async () => app?.close())

/** The set of a round's month (its year's twelve made on first use). */
const setOf = async (round: number, month: number): Promise<string> => {
  const year = FIRST_YEAR + round
  const made = await app.api.post<Envelope<SetView[]>>(
    `${API}/init-manual-sets`,
    { id: settingId, year },
    { token: admin },
  )
  expect(made.status, made.body.message).toBe(201)
  return made.body.result.find((set) => set.month === `${year}-${String(month).padStart(2, '0')}`)!._id
}

/** A screen's save of `values` (item index → value), in the order given. */
const saves = (setId: string, values: [number, number][]) => () =>
  app.api.put<Envelope<unknown>>(
    `${API}/manual-report-items/${setId}`,
    { values: values.map(([item, value]) => ({ fieldId, itemId: itemIds[item]!, value })) },
    { token: admin, headers: ownAddress() },
  )

/** The stored values of a set: item index → value, and how many rows there are. */
const stored = async (setId: string): Promise<{ values: Record<number, number | null>; rows: number }> => {
  const found = await app.payload.find({
    collection: 'manual-report-items',
    where: { set: { equals: setId } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const values: Record<number, number | null> = {}
  for (const row of found.docs) values[itemIds.indexOf(String(row.itemId))] = row.value ?? null
  return { values, rows: found.docs.length }
}

const every = (value: number, items: number[] = itemIds.map((_, index) => index)): [number, number][] =>
  items.map((item) => [item, value])
const asRecord = (values: [number, number][]): Record<number, number> => Object.fromEntries(values)

describe('the same month saved from two screens at once', () => {
  it(`both saves apply, one after the other: the stored values are one whole save (${ROUNDS} rounds)`, async () => {
    const failures: string[] = []
    for (let round = 0; round < ROUNDS; round += 1) {
      const setId = await setOf(round, 1)
      // Odd rounds overwrite values already there; even rounds write the month's first values.
      if (round % 2 === 1) expect((await saves(setId, every(1))()).status).toBe(200)
      const first = every(100 + round)
      const second = every(200 + round).reverse() // the other screen lists the items the other way
      const answers = await atOnce([saves(setId, first), saves(setId, second)])
      const after = await stored(setId)
      const statuses = answers.map((answer) => answer.status)
      const whole =
        JSON.stringify(after.values) === JSON.stringify(asRecord(first)) ||
        JSON.stringify(after.values) === JSON.stringify(asRecord(second))
      if (statuses.some((status) => status !== 200) || !whole || after.rows !== ITEMS)
        failures.push(
          `round ${round}: ${statuses.join('/')} ${answers.map((answer) => answer.body.message ?? '').join(' | ')} ` +
            `rows ${after.rows} values ${JSON.stringify(after.values)}`,
        )
    }
    expect(failures).toEqual([])
  })
})

describe('different items of a month saved from two screens at once', () => {
  it(`both are kept (${ROUNDS} rounds)`, async () => {
    const failures: string[] = []
    for (let round = 0; round < ROUNDS; round += 1) {
      const setId = await setOf(round, 2)
      const first = every(100 + round, [0, 1, 2])
      const second = every(200 + round, [5, 4, 3])
      const answers = await atOnce([saves(setId, first), saves(setId, second)])
      const after = await stored(setId)
      const statuses = answers.map((answer) => answer.status)
      const both = JSON.stringify(after.values) === JSON.stringify({ ...asRecord(first), ...asRecord(second) })
      if (statuses.some((status) => status !== 200) || !both)
        failures.push(`round ${round}: ${statuses.join('/')} values ${JSON.stringify(after.values)}`)
    }
    expect(failures).toEqual([])
  })
})

describe('the month lock beside a save of that month', () => {
  it(`no save lands after the lock has committed (${ROUNDS} rounds)`, async () => {
    const failures: string[] = []
    for (let round = 0; round < ROUNDS; round += 1) {
      const year = FIRST_YEAR + round
      const setId = await setOf(round, 3)
      const values = every(300 + round)
      const [save, lock] = await atOnce([
        saves(setId, values),
        async () => {
          const answer = await app.api.put<Envelope<{ month: string; locked: boolean }>>(
            `${API}/toggle-manual-report-lock`,
            { date: `${year}-03` },
            { token: admin, headers: ownAddress() },
          )
          // What staff see the moment the lock answers: the month's values are final from here.
          return { answer, seen: await stored(setId) }
        },
      ])
      const after = await stored(setId)
      const problems: string[] = []
      if (lock.answer.status !== 200 || lock.answer.body.result.locked !== true)
        problems.push(`lock ${lock.answer.status} ${JSON.stringify(lock.answer.body)}`)
      if (save.status === 200) {
        if (JSON.stringify(lock.seen.values) !== JSON.stringify(asRecord(values)))
          problems.push(`saved, but not there when the lock answered: ${JSON.stringify(lock.seen.values)}`)
      } else if (save.status !== 409 || save.body.message !== `${year} 年 3 月 已鎖定，無法填報`) {
        problems.push(`save ${save.status} ${save.body.message ?? ''}`)
      }
      if (JSON.stringify(after.values) !== JSON.stringify(lock.seen.values))
        problems.push(`changed after the lock: ${JSON.stringify(lock.seen.values)} → ${JSON.stringify(after.values)}`)
      if (problems.length > 0) failures.push(`round ${round} (save ${save.status}): ${problems.join('; ')}`)
    }
    expect(failures).toEqual([])
  })
})
