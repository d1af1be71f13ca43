import type { CollectionSlug, Endpoint, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Guard } from '@/endpoints/http'
import { MODULES } from '@/modules'
import { ownAddress } from '../../helpers/atOnce'
import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * The staff lists where paging and dates meet the database (issue 41 "Done when": the staff-list
 * fuzz, page up to 2^53, limit up to 2^53, odd dates, gives no 5xx on either adapter). As the
 * super-admin, so every call gets past its access check to its query:
 * - every staff list of the modules (a GET whose guard is not public, without a route parameter
 *   but a questionnaire's answers and a folder's files, filled with a real id);
 * - Payload's REST list of every collection;
 * each with page and limit pairs out of every range (2^53 − 1, 2^53, 2^53 + 1, 1e309, −1, 0, 23
 * digits, page 1025 of download-all), then every date key the call accepts (found by sending it
 * a valid day first) with odd dates (1, 0, 0001-01-01, 12345, 2026-02-30, 9999-12-31,
 * +010000-01-01, 2026-13). Asserted: no 5xx (the URL, status and body of each in the message).
 */

const MAX = String(Number.MAX_SAFE_INTEGER)
const HUGE = ['9007199254740992', '9007199254740993', '1e309', '99999999999999999999999']
const PAGING: [page: string, limit: string][] = [
  ['1025', MAX],
  [MAX, MAX],
  [HUGE[0]!, HUGE[0]!],
  [HUGE[1]!, '10'],
  ['1', HUGE[1]!],
  [HUGE[2]!, HUGE[2]!],
  [HUGE[3]!, HUGE[3]!],
  ['-1', '-1'],
  ['0', '0'],
  [MAX, '1'],
]
const DATE_KEYS = ['from', 'to', 'startDate', 'endDate', 'date', 'month', 'year', 'start', 'end']
const ODD_DATES = ['1', '0', '0001-01-01', '12345', '2026-02-30', '9999-12-31', '+010000-01-01', '2026-13']
const VALID_DAY = new Date().toISOString().slice(0, 10)
const FAKE_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa'
const CONCURRENCY = 4

/** The route parameters of lists, by the path's start: filled with a real id in beforeAll. */
const LIST_PARAMS = ['/shennong/questionnaire-answer-list/', '/shennong/archives/']

const STAFF_LISTS = MODULES.flatMap((module) => module.endpoints ?? [])
  .filter(
    (endpoint: Endpoint) =>
      endpoint.method === 'get' && (endpoint.custom as { guard?: Guard } | undefined)?.guard !== 'public',
  )
  .map((endpoint) => endpoint.path)
  // Lists: no route parameter but the ones a list is read by (a questionnaire's answers, a
  // folder's files); not the downloads (the .xlsx export, the manual), which page nothing.
  .filter((path) => !/:[A-Za-z]+/.test(path) || LIST_PARAMS.some((start) => path.startsWith(start)))
  .filter((path) => !/export|\/manual$/.test(path))

let app: TestApp
let admin = ''
/** A real id for the route parameters of the lists that read one (by the path's start). */
const realIds: Record<string, string> = {}

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login('admin', 'Admin@12345')
  const first = async (collection: CollectionSlug, where: Where = {}) =>
    String(
      (await app.payload.find({ collection, where, limit: 1, depth: 0, overrideAccess: true })).docs[0]?.id ?? FAKE_ID,
    )
  realIds['/shennong/questionnaire-answer-list/'] = await first('questionnaires')
  realIds['/shennong/archives/'] = await first('archives', { type: { equals: 'Folder' } })
})
afterAll(async () => app?.close())

const fill = (path: string): string => {
  const id = Object.entries(realIds).find(([start]) => path.startsWith(start))?.[1] ?? FAKE_ID
  return path.replace(/:[A-Za-z]+/g, id)
}

type Answer = { url: string; status: number; body: unknown }

const send = async (url: string): Promise<Answer> => {
  const res = await app.api.get(url, { token: admin, headers: ownAddress() })
  return { url, status: res.status, body: res.body }
}

/** Each URL answered, CONCURRENCY at a time. */
const sendAll = async (urls: string[]): Promise<Answer[]> => {
  const answers: Answer[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < urls.length) answers.push(await send(urls[next++]!))
    }),
  )
  return answers
}

const serverErrors = (answers: Answer[]) =>
  answers.filter((a) => a.status >= 500).map((a) => `${a.url} → ${a.status} ${JSON.stringify(a.body).slice(0, 300)}`)

const query = (base: string, params: Record<string, string>) => {
  const url = new URL(base, 'http://localhost')
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
  return `${url.pathname}${url.search}`
}

describe('the staff lists with paging and dates out of every range', () => {
  it(`${STAFF_LISTS.length} staff reads: page and limit up to 2^53 and past, no 5xx`, async () => {
    const urls = STAFF_LISTS.flatMap((path) =>
      PAGING.map(([page, limit]) => query(`/api${fill(path)}`, { page, limit })),
    )
    expect(serverErrors(await sendAll(urls))).toEqual([])
  })

  it('every date key a staff read accepts, with odd dates: no 5xx', async () => {
    // A read that answers an unknown key with 200 ignores what it does not read: it gets every
    // date key at once. Any other gets each key it accepts (a valid day answered 200), alone.
    const lenient = await sendAll(STAFF_LISTS.map((path) => query(`/api${fill(path)}`, { fuzzUnknownKey: '1' })))
    const ignoresKeys = (path: string) =>
      lenient.find((a) => a.url === query(`/api${fill(path)}`, { fuzzUnknownKey: '1' }))?.status === 200
    const strict = STAFF_LISTS.filter((path) => !ignoresKeys(path))
    const probes = strict.flatMap((path) =>
      DATE_KEYS.map((key) => ({ path, key, url: query(`/api${fill(path)}`, { [key]: VALID_DAY }) })),
    )
    const probed = await sendAll(probes.map((probe) => probe.url))
    expect(serverErrors([...lenient, ...probed])).toEqual([])
    const accepted = probes.filter((probe) => probed.find((a) => a.url === probe.url)?.status === 200)
    const urls = [
      ...accepted.flatMap(({ path, key }) => ODD_DATES.map((value) => query(`/api${fill(path)}`, { [key]: value }))),
      ...STAFF_LISTS.filter(ignoresKeys).flatMap((path) =>
        ODD_DATES.map((value) => query(`/api${fill(path)}`, Object.fromEntries(DATE_KEYS.map((key) => [key, value])))),
      ),
    ]
    // The lists that read dates are reached with each odd date (most ignore keys they do not read).
    expect(urls.length).toBeGreaterThan(STAFF_LISTS.length * ODD_DATES.length * 0.5)
    expect(serverErrors(await sendAll(urls))).toEqual([])
  }, 120_000)

  it("Payload's REST list of every collection: page and limit up to 2^53 and past, no 5xx", async () => {
    const collections = app.payload.config.collections
      .map((c) => c.slug)
      .filter((slug) => slug !== 'payload-migrations')
    const urls = collections.flatMap((slug) =>
      PAGING.map(([page, limit]) => query(`/api/${slug}`, { page, limit, depth: '0' })),
    )
    expect(serverErrors(await sendAll(urls))).toEqual([])
  })
})
