import type { Endpoint } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Guard } from '@/endpoints/http'
import { restHandlers } from '@/endpoints/restHandlers'
import { MODULES } from '@/modules'
import { listQuerySchema } from '@/validation/listQuery'
import { ownAddress } from '../../helpers/atOnce'
import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * Issue 42 (low): the public calls with huge numbers, repeated parameters and NUL bytes in path
 * segments (`GET /api/public/archives/%00/download` was a 500 on PostgreSQL). Anonymous, each
 * call from an address of its own (no rate limit stops the fuzz).
 *
 * Requests reach the same route handlers as in production, with the catch-all's segments as Next
 * hands them: each segment percent-decoded (Next's route matcher; `%00` is U+0000 by then; a
 * segment Next cannot decode, `%ff`, it refuses itself with a 400: sent here as it is, the worse
 * case). The test app (tests/helpers/app.ts) passes the segments undecoded, so the fuzz of
 * fuzz-queries.test.ts never sent a NUL in a path.
 *
 * Targets, from the module descriptors and the Payload config:
 * - every public call of the modules (`custom.guard === 'public'`, any method): each route
 *   parameter as NUL, `a` + NUL, an id beside NUL, `%ff`, U+FFFD, 10^20, −1 and a long text;
 * - every public GET of the modules: every query name of the contract at once (the list query's
 *   from its schema; the others listed, as no registry holds the calls' query schemas) with each
 *   of 10^20, 2^53, −1, 1e400, NaN and repeated (`?a=1&a=2`, a huge number beside a small one,
 *   an id twice); then, for a call whose answer any of them changed, each name it reads (found by
 *   sending it as `NaN` beside a valid base and seeing the answer change) alone with each value;
 * - Payload's REST reads of every collection and global: a document id as above, and `page`,
 *   `limit`, `depth`, `sort` and a `where` huge and repeated.
 * Asserted: no 5xx (each with its URL, status and body in the message).
 */

const FAKE_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa'
const CONCURRENCY = 4
const HUGE = ['99999999999999999999', '9007199254740992', '-1', '1e400', 'NaN']
const REPEATED: string[][] = [
  ['1', '2'],
  ['99999999999999999999', '1'],
  [FAKE_ID, FAKE_ID.toUpperCase()],
]
/** Path segments, as Next hands them to the route (decoded). */
const SEGMENTS = [
  '\u0000',
  'a\u0000',
  `${FAKE_ID}\u0000`,
  `\u0000${FAKE_ID}`,
  '%ff',
  '\ufffd',
  '99999999999999999999',
  '-1',
  'x'.repeat(2000),
]
/** The names the public queries of the contract use (the list query's own come from its schema). */
const QUERY_NAMES = [
  ...Object.keys(listQuerySchema.shape),
  'categoryId',
  'albumId',
  'catalogId',
  'routeId',
  'question',
  'from',
  'to',
  'days',
  'date',
  'year',
  'month',
  'roomId',
  'isRoom',
  'key',
  'name',
  'feedbackId',
]
const today = new Date()
/** Valid values of the reads that need some, so a fuzzed name is read past their checks (the others ignore them). */
const BASE: Record<string, string> = {
  from: today.toISOString().slice(0, 10),
  days: '7',
  date: today.toISOString().slice(0, 10),
  isRoom: 'true',
  year: String(today.getUTCFullYear()),
  month: String(today.getUTCMonth() + 1),
}

const PUBLIC_CALLS = MODULES.flatMap((module) => module.endpoints ?? []).filter(
  (endpoint: Endpoint) => (endpoint.custom as { guard?: Guard } | undefined)?.guard === 'public',
)
const PUBLIC_GETS = PUBLIC_CALLS.filter((endpoint) => endpoint.method === 'get')

let app: TestApp
let handlers: ReturnType<typeof restHandlers>
/** Real ids per collection slug. */
const idsBySlug = new Map<string, string>()

beforeAll(async () => {
  app = await startTestApp()
  handlers = restHandlers(app.payload.config)
  for (const collection of app.payload.config.collections) {
    const found = await app.payload
      .find({ collection: collection.slug, limit: 1, depth: 0, overrideAccess: true })
      .catch(() => ({ docs: [] }))
    const id = (found.docs[0] as { id?: unknown } | undefined)?.id
    if (id !== undefined) idsBySlug.set(collection.slug, String(id))
  }
})
afterAll(async () => app?.close())

type Answer = { url: string; status: number; body: string }
type Call = { method: string; url: string }

const decoded = (segment: string): string => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** One call as Next routes it to /api/[...slug]: the URL as sent, the segments decoded. */
const send = async ({ method, url }: Call): Promise<Answer> => {
  const full = new URL(url, 'http://localhost:3000')
  const slug = full.pathname
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map(decoded)
  const headers = new Headers(ownAddress())
  const hasBody = method !== 'GET' && method !== 'DELETE'
  if (hasBody) headers.set('Content-Type', 'application/json')
  const handler = handlers[method as keyof typeof handlers] as (
    request: Request,
    context: { params: Promise<{ slug: string[] }> },
  ) => Promise<Response>
  const response = await handler(new Request(full, { method, headers, ...(hasBody ? { body: '{}' } : {}) }), {
    params: Promise.resolve({ slug }),
  })
  return { url: `${method} ${url.slice(0, 300)}`, status: response.status, body: (await response.text()).slice(0, 300) }
}

/** The calls' answers, in the calls' order, CONCURRENCY at a time. */
const sendAll = async (calls: Call[]): Promise<Answer[]> => {
  const answers: Answer[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < calls.length) {
        const i = next++
        answers[i] = await send(calls[i]!)
      }
    }),
  )
  return answers
}

const serverErrors = (answers: Answer[]) =>
  answers.filter((a) => a.status >= 500).map((a) => `${a.url} → ${a.status} ${a.body}`)

/** A query string of pairs, each value percent-encoded. */
const queryOf = (params: Record<string, string | string[]>): string =>
  Object.entries(params)
    .flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${key}=${encodeURIComponent(v)}`))
    .join('&')

/** A real id of the collection a route parameter names (the segment before it), else one that names nothing. */
const filled = (path: string, value?: (param: string) => string): string => {
  const segments = path.split('/')
  return segments
    .map((segment, i) => {
      if (!segment.startsWith(':')) return segment
      if (value) return encodeURIComponent(value(segment.slice(1)))
      const named = segments[i - 1] ?? ''
      return idsBySlug.get(named) ?? idsBySlug.get(`${named}s`) ?? FAKE_ID
    })
    .join('/')
}

describe('the public calls with huge numbers, repeated parameters and NUL bytes', () => {
  it('every route parameter of every public call with NUL, %ff and odd ids: no 5xx', async () => {
    const withParams = PUBLIC_CALLS.filter((endpoint) => endpoint.path.includes('/:'))
    expect(withParams.map((endpoint) => endpoint.path)).toContain('/public/archives/:id/download')
    const calls = withParams.flatMap((endpoint) => {
      const params = [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!)
      return params.flatMap((param) =>
        SEGMENTS.map((segment) => ({
          method: endpoint.method.toUpperCase(),
          // The parameter fuzzed, the others a real id (or one that names nothing).
          url: `/api${filled(endpoint.path, (name) => (name === param ? segment : FAKE_ID))}`.replace(
            encodeURIComponent('%ff'),
            '%ff',
          ),
        })),
      )
    })
    expect(serverErrors(await sendAll(calls))).toEqual([])
  })

  it('every query parameter a public GET reads, with huge numbers and repeated: no 5xx', async () => {
    expect(PUBLIC_GETS.length).toBeGreaterThanOrEqual(40)
    const answers: Answer[] = []
    const readBy = new Map<string, string[]>()
    for (const endpoint of PUBLIC_GETS) {
      const path = `/api${filled(endpoint.path)}`
      const values: (string | string[])[] = [...HUGE, ...REPEATED]
      const everyName = (value: string | string[]): Call => ({
        method: 'GET',
        url: `${path}?${queryOf(Object.fromEntries(QUERY_NAMES.map((name) => [name, value])))}`,
      })
      const [baseline, ...atOnce] = await sendAll([
        { method: 'GET', url: `${path}?${queryOf(BASE)}` },
        ...values.map(everyName),
      ])
      answers.push(baseline!, ...atOnce)
      const changed = (answer: Answer) => answer.status !== baseline!.status || answer.body !== baseline!.body
      // A call that answers every name at once as it answers none reads none (most public reads take no query).
      if (!atOnce.some(changed)) continue
      // The names this call reads: each sent as NaN beside the base, the answer changed.
      const probes = await sendAll(
        QUERY_NAMES.map((name) => ({ method: 'GET', url: `${path}?${queryOf({ ...BASE, [name]: 'NaN' })}` })),
      )
      answers.push(...probes)
      const read = QUERY_NAMES.filter((_name, i) => changed(probes[i]!))
      readBy.set(endpoint.path, read)
      answers.push(
        ...(await sendAll(
          read.flatMap((name) =>
            values.map((value) => ({ method: 'GET', url: `${path}?${queryOf({ ...BASE, [name]: value })}` })),
          ),
        )),
      )
    }
    // The probe finds what the calls read (paging, filters, dates …).
    expect(readBy.get('/public/news')).toEqual(expect.arrayContaining(['page', 'limit', 'keyword', 'categoryId']))
    expect(readBy.get('/public/catalog-items')).toEqual(expect.arrayContaining(['page', 'catalogId']))
    expect(readBy.get('/public/reservations/seats')).toEqual(expect.arrayContaining(['from', 'days']))
    expect(serverErrors(answers)).toEqual([])
  }, 120_000)

  it("Payload's REST reads: ids with NUL, paging huge and repeated: no 5xx", async () => {
    const collections = app.payload.config.collections.map((c) => c.slug)
    const values: (string | string[])[] = ['99999999999999999999', '1e400', '-1', 'NaN', ...REPEATED]
    const calls: Call[] = [
      ...collections.flatMap((slug) =>
        SEGMENTS.map((segment) => ({
          method: 'GET',
          url: `/api/${slug}/${segment === '%ff' ? segment : encodeURIComponent(segment)}`,
        })),
      ),
      ...collections.flatMap((slug) =>
        ['page', 'limit', 'depth', 'sort', 'where[id][equals]'].flatMap((key) =>
          values.map((value) => ({ method: 'GET', url: `/api/${slug}?${queryOf({ [key]: value })}` })),
        ),
      ),
      ...app.payload.config.globals.flatMap((global) =>
        values.map((value) => ({ method: 'GET', url: `/api/globals/${global.slug}?${queryOf({ depth: value })}` })),
      ),
    ]
    expect(serverErrors(await sendAll(calls))).toEqual([])
  }, 120_000)
})
