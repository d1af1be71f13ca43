import fc from 'fast-check'
import type { Endpoint, SanitizedCollectionConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Guard } from '@/endpoints/http'
import { MODULES } from '@/modules'
import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * Fuzzing the query strings of the reads (issue 10 "Done when": query strings of every public GET,
 * NUL and out-of-range dates included), with fast-check, anonymously:
 * - every public GET of the modules (`custom.guard === 'public'`, method get), its route
 *   parameters (`:id` …) filled with a 24-hex id that names nothing, a real id of the collection
 *   the path names, or a random (percent-encoded) segment;
 * - Payload's REST reads: `GET /api/<collection>` (and `/<id>`, `/count`) of every collection and
 *   `GET /api/globals/<slug>` of every global, with `where`, `limit`, `page`, `sort`, `depth` and
 *   Payload's other read parameters.
 *
 * Query keys: the contract's names (each endpoint's own first), random keys, control characters,
 * bracketed (`key[]`, `key[0]`) and repeated keys; values: NUL and the other control characters
 * (CR, ESC, DEL, NEL …), huge strings, unicode, LIKE wildcards, numbers out of range (-1, 0, 1e309,
 * 2^53+1, NaN), dates out of range or impossible (9999-12-31, 0000-01-01, +010000-01-01,
 * 2026-02-30, 2026-13), empty values, malformed percent-encoding. Before the random batch, each
 * endpoint gets fixed examples (every one of its known keys with each of those values), and the
 * 5xx found earlier stay as fixed URLs (REGRESSIONS).
 *
 * Asserted: no 5xx (the URL, status and body of each one in the assertion message). Each call
 * comes from its own X-Forwarded-For address, so the rate limits do not stop the fuzz.
 *
 * FUZZ_SEED=<n> replays a run (FUZZ_ONLY=<part of 'GET /path'> replays one endpoint's queries);
 * FUZZ_RUNS=<n> changes the 40 random queries per endpoint. FUZZ_REST_AS=super-admin sends the
 * REST reads as a super-admin instead, past the access checks to the query itself: an
 * exploration of the staff side, not part of the guarantee (Payload still answers some staff
 * queries with a 500: a date out of range or NUL in `where`, `limit=1e309`, `page=-1`, the geo
 * operators on other fields).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 40)
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000_000)
const ONLY = process.env.FUZZ_ONLY
const FAKE_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa'
const CONCURRENCY = 4
/** FUZZ_REST_AS=super-admin sends the REST reads as a super-admin (past the access checks, to the query itself). */
const REST_AS_SUPER_ADMIN = process.env.FUZZ_REST_AS === 'super-admin'

/**
 * URLs that were a 5xx once (found by this fuzz): sent on every run.
 * - `where` (or `data`) as one text that is no JSON: Payload's JSON.parse threw, a 500 on every
 *   collection, before the access check (src/endpoints/restQuery.ts: a 400 now);
 * - payload-migrations, whose REST API Payload disables: 501 "Cannot GET <url>" (a 404 now).
 */
const REGRESSIONS: [url: string, status: number][] = [
  ['/api/payload-locked-documents?where=NaN', 400],
  ['/api/news?where=NaN', 400],
  ['/api/users?where=%7B', 400],
  ['/api/faq-routes/count?where=1', 400],
  [`/api/news/${FAKE_ID}?data=%00`, 400],
  ['/api/globals/site-settings?where=%5B%5D', 400],
  ['/api/payload-migrations', 404],
  ['/api/payload-migrations/1?limit=-1', 404],
  ['/api/public/calendar?year=9999&month=12', 200],
]

// ---------------------------------------------------------------------------------------------
// Targets
// ---------------------------------------------------------------------------------------------

type Target = {
  name: string
  template: string
  kind: 'module' | 'collection' | 'global'
  collection?: SanitizedCollectionConfig
}

const MODULE_TARGETS: Target[] = MODULES.flatMap((module) => module.endpoints ?? [])
  .filter(
    (endpoint: Endpoint) =>
      endpoint.method === 'get' && (endpoint.custom as { guard?: Guard } | undefined)?.guard === 'public',
  )
  .map((endpoint) => ({ name: `GET ${endpoint.path}`, template: `/api${endpoint.path}`, kind: 'module' as const }))

/** The query keys each public read reads (besides page, limit and keyword), so that generated queries reach them. */
const HINTS: Record<string, string[]> = {
  '/api/public/news': ['categoryId'],
  '/api/public/faq': ['categoryId'],
  '/api/public/faq-robot': ['question'],
  '/api/public/pages': ['routeId'],
  '/api/public/album-images': ['albumId'],
  '/api/public/catalog-items': ['catalogId'],
  '/api/public/reservations/seats': ['from', 'days', 'roomId'],
  '/api/public/reservations/lab-seats': ['from', 'days', 'roomId'],
  '/api/public/reservations/rooms': ['from', 'days', 'roomId'],
  '/api/public/reservations/get-isExternal-count': ['isRoom', 'date'],
  '/api/public/reservations/detail/:id': ['key'],
  '/api/public/reservations/my-reservations': ['key'],
  '/api/public/calendar': ['year', 'month'],
  '/api/public/opening-dates': ['from', 'to', 'year', 'month'],
  '/api/public/archives/:id/download': ['name'],
  '/api/public/archives/:id/preview': ['name'],
  '/api/public/feedbacks/:id': ['key'],
  '/api/public/feedbacks/:id/photos/:photoId': ['key'],
  '/api/public/recommendations/answer/:id': ['key'],
}
const LIST_KEYS = ['page', 'limit', 'keyword']

/** Valid values of today (so that a query gets past its checks and reaches the database). */
const today = new Date()
const day = (offset: number): string => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
const VALID = [
  day(0),
  day(1),
  day(6),
  String(today.getFullYear()),
  String(today.getMonth() + 1),
  day(0).slice(0, 7),
  '1',
  '7',
  '10',
  '100',
  'true',
  'false',
]

/** A valid query of the reads that need one: the fuzz changes some of its values, so the others let the call through. */
const BASES: Record<string, Record<string, string>> = {
  '/api/public/reservations/seats': { from: day(0), days: '7' },
  '/api/public/reservations/lab-seats': { from: day(0), days: '7' },
  '/api/public/reservations/rooms': { from: day(1), days: '3' },
  '/api/public/reservations/get-isExternal-count': { isRoom: 'true', date: day(0) },
  '/api/public/calendar': { year: String(today.getFullYear()), month: String(today.getMonth() + 1) },
  '/api/public/opening-dates': { from: day(0), to: day(30) },
  '/api/public/news': { page: '1', limit: '10', keyword: '館' },
}

/** Every query name of the contract (grep of the query schemas), and Payload's read parameters. */
const KNOWN_KEYS = [
  ...LIST_KEYS,
  'categoryId',
  'from',
  'to',
  'days',
  'date',
  'month',
  'year',
  'key',
  'sort',
  'status',
  'type',
  'period',
  'isRoom',
  'albumId',
  'catalogId',
  'questionnaireId',
  'routeId',
  'question',
  'roomId',
  'seatId',
  'name',
  'feedbackId',
  'module',
  'folderId',
  '_id',
  'id',
  'ids',
  'kind',
  'view',
  'includeModuleFolders',
  'redirect',
  'moduleName',
  'authRequestId',
  'startDate',
  'endDate',
  'depth',
  'where',
  'locale',
  'fallback-locale',
  'draft',
  'select',
  'populate',
  'joins',
  'trash',
  'pagination',
]
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString']

// ---------------------------------------------------------------------------------------------
// Values (text, percent-encoded when sent) and raw fragments (sent as they are)
// ---------------------------------------------------------------------------------------------

const CONTROL = [
  '\u0000',
  'a\u0000',
  `\u0000${FAKE_ID}`,
  '\r',
  'a\rb',
  '\r\n',
  '\n',
  '\t',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u2028',
  '\u2029',
  '\ufeff',
  '\u202e',
]
const WILDCARDS = [
  '%',
  '_',
  '\\',
  '%_\\',
  'a%',
  '%a%',
  '\\%',
  'a\\',
  '[a-z]',
  '*',
  "'",
  '"',
  "' OR '1'='1",
  "'; DROP TABLE users;--",
  '$gt',
  '{"$ne":null}',
  '%%',
  '__',
]
const NUMBERS = [
  '-1',
  '0',
  '1e309',
  '-1e309',
  '9007199254740993',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '0x10',
  '1.5',
  '1e3',
  ' 1',
  '0001',
  '2147483648',
  '99999999999999999999999',
  '1,2',
  '+1',
  '１',
  '٣',
]
const DATES = [
  '9999-12-31',
  '0000-01-01',
  '+010000-01-01',
  '-000001-01-01',
  '2026-02-30',
  '2026-02-29',
  '2026-13',
  '2026-00',
  '2026-13-01',
  '2026-1-1',
  '2026-12-32',
  '1970-01-01',
  '1900-01-01',
  '2026-06-15T25:61:00Z',
  '2026-06-15T00:00:00+99:00',
  '275760-09-13',
  '275761-01-01',
  '2026',
  '13',
  '9999',
  '10000',
  '-2026',
  '2026-W01',
  'today',
  '2026/06/15',
  '20260615',
  '2026-06',
  '2026-6',
]
const WORDS = [
  FAKE_ID,
  FAKE_ID.toUpperCase(),
  `${FAKE_ID}a`,
  'g'.repeat(24),
  'true',
  'false',
  'null',
  'undefined',
  '[object Object]',
  'Approved',
  'Enabled',
  'Seat',
  'Room',
  'seats',
  'rooms',
  'asc',
  'desc',
  'createdAt',
  '-createdAt',
  'random',
  'id',
  ...PROTOTYPE_KEYS,
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '',
  ' ',
]
/** Malformed or tricky percent-encoding, sent as is. */
const RAW = [
  '%',
  '%zz',
  '%E4%B8',
  '%C0%80',
  '%ED%A0%80',
  '%FF%FE',
  '%00',
  '%0D%0A',
  '+',
  'a+b',
  '%2B',
  '%25',
  '%5B%5D',
  '%26',
  '%3D',
  '%u0000',
  '%%00',
]

/** The fixed values every known key of every endpoint gets once (percent-encoded as listed). */
const FIXED_VALUES = [
  '%00',
  'a%00b',
  '%0D',
  '%1B',
  '%7F',
  '%C2%85',
  '9999-12-31',
  '0000-01-01',
  '%2B010000-01-01',
  '2026-02-30',
  '2026-13',
  '-1',
  '0',
  '1e309',
  '9007199254740993',
  'NaN',
  '',
  '%25',
  '_',
  '%5C',
  'x'.repeat(5000),
]

/** Percent-encode text for a query or path; a lone surrogate (no UTF-8 form) becomes U+FFFD, as a browser sends it. */
const enc = (text: string): string =>
  encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'))

const unicode = fc.string({ unit: 'grapheme', maxLength: 30 })
const huge = fc
  .integer({ min: 1_000, max: 20_000 })
  .chain((n) => fc.constantFrom('x', '中', '%', '\u0000', '9', '😀', '_').map((c) => c.repeat(n)))

const textValue = (extra: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...CONTROL) },
    { weight: 1, arbitrary: fc.constantFrom(...WILDCARDS) },
    { weight: 2, arbitrary: fc.constantFrom(...NUMBERS) },
    { weight: 2, arbitrary: fc.constantFrom(...DATES) },
    { weight: 2, arbitrary: fc.constantFrom(...WORDS, ...extra) },
    { weight: 2, arbitrary: fc.constantFrom(...VALID) },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
    { weight: 1, arbitrary: unicode },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt()).map(String) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...DATES, ...NUMBERS, ...extra), fc.constantFrom(...CONTROL))
        .map(([a, b]) => a + b),
    },
    { weight: 1, arbitrary: huge },
  )

const encodedValue = (extra: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof({ weight: 9, arbitrary: textValue(extra).map(enc) }, { weight: 1, arbitrary: fc.constantFrom(...RAW) })

const bracketed = (key: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc
    .tuple(key, fc.constantFrom('[]', '[0]', '[1]', '[a]', '[%00]', '[][]', '[__proto__]', `${'[a]'.repeat(30)}`))
    .map(([k, b]) => k + b)

/** A query key, encoded: the endpoint's own names first, then the contract's, then anything. */
const moduleKey = (hints: readonly string[]): fc.Arbitrary<string> => {
  const plain = fc
    .oneof(
      { weight: 8, arbitrary: fc.constantFrom(...hints, ...LIST_KEYS) },
      { weight: 4, arbitrary: fc.constantFrom(...KNOWN_KEYS) },
      { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS, ...CONTROL) },
      { weight: 1, arbitrary: fc.oneof(fc.string({ maxLength: 12 }), unicode) },
    )
    .map(enc)
  return fc.oneof(
    { weight: 9, arbitrary: plain },
    { weight: 1, arbitrary: bracketed(plain) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW) },
  )
}

const WHERE_OPERATORS = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'near',
  'within',
  'intersects',
  'EQUALS',
  '',
  'constructor',
]
const WHERE_PREFIXES = [
  'where',
  'where',
  'where[or][0]',
  'where[and][0]',
  'where[or][0][and][1]',
  'where[or][]',
  'where[and][9999]',
]
const SECRET_FIELDS = [
  'password',
  'hash',
  'salt',
  'resetPasswordToken',
  'apiKey',
  'sessions',
  'sessions.id',
  'signInResetAt',
]

/** A Payload REST read key: `where[field][operator]`, the paging, sorting and depth parameters, and the rest. */
const restKey = (fields: readonly string[]): fc.Arbitrary<string> => {
  const field = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...fields, 'id', 'createdAt', 'updatedAt') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...SECRET_FIELDS, ...PROTOTYPE_KEYS, 'a.b', `${fields[0] ?? 'id'}.x.y`, ''),
    },
    { weight: 1, arbitrary: fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...CONTROL)) },
  )
  const where = fc
    .tuple(
      fc.constantFrom(...WHERE_PREFIXES),
      field,
      fc.constantFrom(...WHERE_OPERATORS),
      fc.constantFrom('', '', '', '[0]', '[]', '[1][x]'),
    )
    .map(([prefix, f, op, suffix]) => `${prefix}[${enc(f)}]${op === '' ? '' : `[${op}]`}${suffix}`)
  const deep = fc.integer({ min: 6, max: 40 }).map((n) => `where${'[and][0]'.repeat(n)}[id][equals]`)
  const other = fc
    .tuple(fc.constantFrom('select', 'populate', 'joins', 'sort'), field)
    .map(([name, f]) => `${name}[${enc(f)}]${name === 'joins' ? '[limit]' : ''}`)
  return fc.oneof(
    { weight: 6, arbitrary: where },
    { weight: 5, arbitrary: fc.constantFrom('limit', 'page', 'sort', 'depth', 'sort', 'depth') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        'draft',
        'locale',
        'fallback-locale',
        'trash',
        'pagination',
        'select',
        'populate',
        'joins',
        'where',
        'autosave',
        'disableErrors',
      ),
    },
    { weight: 2, arbitrary: other },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: moduleKey([]) },
  )
}

type Pair = [string, string]

const queryOf = (pairs: Pair[]): string => pairs.map(([k, v]) => `${k}=${v}`).join('&')

/** A query string (without '?'): pairs, a key repeated (an array), or something malformed. */
const queryString = (key: fc.Arbitrary<string>, value: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 8, arbitrary: fc.array(fc.tuple(key, value), { minLength: 1, maxLength: 6 }).map(queryOf) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(key, fc.array(value, { minLength: 2, maxLength: 5 }), fc.array(fc.tuple(key, value), { maxLength: 2 }))
        .map(([k, values, rest]) => queryOf([...values.map((v): Pair => [k, v]), ...rest])),
    },
    { weight: 1, arbitrary: key },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '&',
        '&&&',
        '=',
        '==',
        '=1',
        '&=&',
        'a=1=2',
        ';a=1',
        'a=1;b=2',
        `${'a=1&'.repeat(1500)}`,
        '%',
        '%00=%00',
        '?a=1',
      ),
    },
  )

// ---------------------------------------------------------------------------------------------
// Paths
// ---------------------------------------------------------------------------------------------

const PARAM_ODDITIES = [
  '',
  '0',
  '-1',
  '1e309',
  'null',
  'undefined',
  FAKE_ID.toUpperCase(),
  `${FAKE_ID}a`,
  'g'.repeat(24),
  '..',
  '.',
  ':id',
  '<script>',
  "' OR 1=1--",
  'x'.repeat(3000),
]
const RAW_SEGMENTS = ['%00', `${FAKE_ID}%00`, '%2e%2e', '%2F', '%E4%B8', '%C0%80', '%25', '%0D%0A', `${FAKE_ID}%20`]

let app: TestApp
/** Real ids per collection slug, and every one of them. */
const idsBySlug = new Map<string, string[]>()
let allIds: string[] = []
/** Real keys (a feedback ticket's) for the `key` parameter. */
let realKeys: string[] = []

/** Ids for a route parameter: those of the collection the segment before it names, else any. */
const idsFor = (template: string, param: string): string[] => {
  const segments = template.split('/')
  const at = segments.indexOf(`:${param}`)
  const named = at > 0 ? segments[at - 1]! : ''
  const slug =
    named === 'detail'
      ? 'reservations'
      : named === 'answer'
        ? 'recommendation-answers'
        : named === 'photos'
          ? 'archives'
          : named
  return idsBySlug.get(slug)?.length ? idsBySlug.get(slug)! : allIds
}

const paramValue = (ids: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(FAKE_ID) },
    { weight: 3, arbitrary: ids.length > 0 ? fc.constantFrom(...ids) : fc.constant(FAKE_ID) },
    {
      weight: 3,
      arbitrary: fc
        .oneof(fc.string({ minLength: 1, maxLength: 30 }), unicode, fc.constantFrom(...PARAM_ODDITIES, ...CONTROL))
        .map(enc),
    },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  )

/** The template's path with each parameter filled. */
const pathOf = (template: string): fc.Arbitrary<string> => {
  const params = [...template.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!)
  if (params.length === 0) return fc.constant(template)
  return fc.tuple(...params.map((param) => paramValue(idsFor(template, param)))).map((values) => {
    let path = template
    params.forEach((param, i) => {
      path = path.replace(`:${param}`, values[i]!)
    })
    return path
  })
}

const fieldsOf = (collection: SanitizedCollectionConfig | undefined): string[] =>
  (collection?.flattenedFields ?? []).map((field) => field.name).filter((name) => name.length > 0)

/** The URLs of a target's random batch. */
const urlsOf = (target: Target): fc.Arbitrary<string> => {
  const extra = [
    ...realKeys,
    ...(target.kind === 'module'
      ? idsFor(target.template, 'id')
      : (idsBySlug.get(target.collection?.slug ?? '') ?? [])
    ).slice(0, 5),
  ]
  if (target.kind === 'module') {
    const hints = HINTS[target.template] ?? []
    const base = Object.entries(BASES[target.template] ?? {})
    const random = queryString(moduleKey(hints), encodedValue(extra))
    // The valid query with some values fuzzed or left out, and a few random pairs added.
    const mutated = fc
      .tuple(
        fc.tuple(
          ...base.map(([key, valid]) =>
            fc.oneof(
              { weight: 2, arbitrary: fc.constant<Pair[]>([[key, enc(valid)]]) },
              { weight: 2, arbitrary: encodedValue(extra).map((v): Pair[] => [[key, v]]) },
              { weight: 1, arbitrary: fc.constant<Pair[]>([]) },
            ),
          ),
        ),
        fc.array(fc.tuple(moduleKey(hints), encodedValue(extra)), { maxLength: 2 }),
      )
      .map(([kept, added]) => queryOf([...kept.flat(), ...added]))
    const query = base.length > 0 ? fc.oneof(random, mutated) : random
    return fc.tuple(pathOf(target.template), query).map(([path, q]) => `${path}?${q}`)
  }
  const fields = fieldsOf(target.collection)
  const sortValues = fields.flatMap((f) => [f, `-${f}`])
  const value = fc.oneof(
    { weight: 4, arbitrary: encodedValue(extra) },
    { weight: 1, arbitrary: fc.constantFrom(...sortValues, 'id,-createdAt', '-', '--id').map(enc) },
  )
  const path =
    target.kind === 'global'
      ? fc.constant(target.template)
      : fc.oneof(
          { weight: 6, arbitrary: fc.constant(target.template) },
          {
            weight: 2,
            arbitrary: paramValue(idsBySlug.get(target.collection!.slug) ?? []).map((id) => `${target.template}/${id}`),
          },
          { weight: 1, arbitrary: fc.constant(`${target.template}/count`) },
        )
  return fc.tuple(path, queryString(restKey(fields), value)).map(([p, query]) => `${p}?${query}`)
}

/** The fixed URLs of a target: each of its known keys with each fixed value, and every known key at once. */
const examplesOf = (target: Target): string[] => {
  const path = target.template.replace(/:[A-Za-z]+/g, FAKE_ID)
  const realPath = target.template.replace(
    /:([A-Za-z]+)/g,
    (_match, param: string) => idsFor(target.template, param)[0] ?? FAKE_ID,
  )
  if (target.kind === 'module') {
    const keys = [...(HINTS[target.template] ?? []), 'keyword']
    // Each key alone with each fixed value, and in the valid query when the read has one.
    const base = BASES[target.template] ?? {}
    const inBase = (key: string, value: string): string =>
      queryOf([
        ...Object.entries(base)
          .filter(([k]) => k !== key)
          .map(([k, v]): Pair => [k, enc(v)]),
        [key, value],
      ])
    const single = keys.flatMap((key) =>
      FIXED_VALUES.flatMap((value) => [
        `${realPath}?${key}=${value}`,
        ...(Object.keys(base).length > 0 ? [`${realPath}?${inBase(key, value)}`] : []),
      ]),
    )
    const all = FIXED_VALUES.map((value) => `${path}?${KNOWN_KEYS.map((key) => `${key}=${value}`).join('&')}`)
    // A key-protected read: the real key, and the real key beside a bad one (an array).
    const keyed = keys.includes('key')
      ? realKeys.flatMap((key) => [
          `${realPath}?key=${enc(key)}`,
          ...FIXED_VALUES.map((value) => `${realPath}?key=${enc(key)}&key=${value}`),
        ])
      : []
    return [...single, ...all, ...keyed]
  }
  const field = target.kind === 'collection' ? 'createdAt' : 'id'
  return [
    ...['%00', '%2B010000-01-01', '0000-01-01', '2026-02-30', '1e309'].flatMap((value) => [
      `${path}?where[${field}][equals]=${value}`,
      `${path}?where[id][in]=${value}`,
    ]),
    ...['limit', 'page', 'depth', 'sort'].flatMap((key) =>
      ['-1', '1e309', '9007199254740993', 'NaN', '%00'].map((value) => `${path}?${key}=${value}`),
    ),
  ]
}

// ---------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------

type Finding = { target: string; url: string; status: number; body: string }
const stats: Record<string, Record<string, number>> = {}
let address = 0

const shorten = (text: string, max = 600): string =>
  text.length > max ? `${text.slice(0, max - 10)}… (${text.length} chars)` : text

let superAdminToken = ''

const send = async (url: string, token?: string) => {
  address += 1
  return app.api.get(url, {
    headers: { 'X-Forwarded-For': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` },
    ...(token ? { token } : {}),
  })
}

/** Send the URLs, a few at a time; count the statuses under the target's name and keep every 5xx. */
const sendAll = async (name: string, urls: string[], findings: Finding[], token?: string): Promise<void> => {
  const counts = (stats[name] ??= {})
  let cursor = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (cursor < urls.length) {
        const url = urls[cursor++]!
        const res = await send(url, token)
        counts[res.status] = (counts[res.status] ?? 0) + 1
        if (res.status >= 500)
          findings.push({
            target: name,
            url: shorten(url, 2000),
            status: res.status,
            body: shorten(typeof res.body === 'string' ? res.body : JSON.stringify(res.body)),
          })
      }
    }),
  )
}

const run = async (targets: Target[], offset: number, token?: string): Promise<void> => {
  const started = Date.now()
  const findings: Finding[] = []
  let calls = 0
  for (const [index, target] of targets.entries()) {
    if (ONLY && !target.name.includes(ONLY)) continue
    // Each endpoint's queries come from its own seed, so FUZZ_ONLY replays exactly the same ones.
    const urls = [...examplesOf(target), ...fc.sample(urlsOf(target), { numRuns: RUNS, seed: SEED + offset + index })]
    calls += urls.length
    await sendAll(target.name, urls, findings, token)
  }
  const seconds = Math.round((Date.now() - started) / 1000)
  const names = targets.map((t) => t.name).filter((name) => stats[name])
  console.info(
    [
      `fuzz-queries: seed ${SEED}, ${token ? 'as a super-admin' : 'anonymously'}, ${names.length} endpoints, ${RUNS} random queries each plus the fixed examples (${calls} calls, ${CONCURRENCY} at a time) in ${seconds} s`,
      ...names.map(
        (name) =>
          `  ${name.padEnd(56)} ${Object.entries(stats[name]!)
            .map(([status, n]) => `${status}:${n}`)
            .join(' ')}`,
      ),
    ].join('\n'),
  )
  const text = findings.map((f) => `  ${f.target}\n      ${f.status} ${f.url}\n      body: ${f.body}`).join('\n')
  if (findings.length > 0) console.error(`fuzz-queries findings (seed ${SEED}):\n${text}`)
  expect(findings.length, `5xx answers (seed ${SEED}):\n${text}`).toBe(0)
}

let collectionTargets: Target[] = []
let globalTargets: Target[] = []

beforeAll(async () => {
  app = await startTestApp({ autoRunJobs: false })
  // Real ids (two per collection) for the route parameters and the id-valued keys.
  for (const collection of app.payload.config.collections) {
    const found = await app.payload
      .find({ collection: collection.slug, limit: 2, depth: 0, overrideAccess: true })
      .catch(() => ({ docs: [] }))
    idsBySlug.set(
      collection.slug,
      found.docs.map((doc) => String((doc as { id: unknown }).id)),
    )
  }
  // A feedback ticket, so the key-protected reads also see a real ticket and key.
  const category = await app.payload.create({ collection: 'feedback-categories', data: { name: '模糊測試', sort: 1 } })
  const ticket = await app.api.post<{ result: { _id: string; key: string } }>(
    '/api/public/feedbacks',
    {
      categoryId: String(category.id),
      title: '模糊測試',
      description: '查詢字串',
      respondent: { name: '王小明', email: 'fuzz-queries@test.example' },
    },
    { headers: { 'X-Forwarded-For': '10.250.0.1' } },
  )
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(200)
  realKeys = [ticket.body.result.key]
  idsBySlug.set('feedbacks', [ticket.body.result._id, ...(idsBySlug.get('feedbacks') ?? [])])
  allIds = [...new Set([...idsBySlug.values()].flat())]

  if (REST_AS_SUPER_ADMIN) {
    const role = await app.payload.find({
      collection: 'roles',
      where: { isSuperAdmin: { equals: true } },
      depth: 0,
      limit: 1,
    })
    await app.payload.create({
      collection: 'users',
      data: {
        username: 'fuzzer',
        name: '模糊測試',
        email: 'fuzzer@test.example',
        password: 'Fuzzer12345',
        accountStatus: 'Enabled',
        roles: [role.docs[0]!.id],
      },
      context: { passwordSetBy: 'system' },
    })
    superAdminToken = (
      await app.payload.login({ collection: 'users', data: { username: 'fuzzer', password: 'Fuzzer12345' } as never })
    ).token!
  }
  collectionTargets = app.payload.config.collections.map((collection) => ({
    name: `GET /api/${collection.slug}`,
    template: `/api/${collection.slug}`,
    kind: 'collection' as const,
    collection,
  }))
  globalTargets = app.payload.config.globals.map((global) => ({
    name: `GET /api/globals/${global.slug}`,
    template: `/api/globals/${global.slug}`,
    kind: 'global' as const,
  }))
})
afterAll(async () => app?.close())

describe('fuzzing the query strings of every public read, anonymously', () => {
  it('the targets come from the descriptors and the config', () => {
    expect(MODULE_TARGETS.length).toBeGreaterThanOrEqual(40)
    const templates = new Set(MODULE_TARGETS.map((t) => t.template))
    // A hint for an endpoint that no longer exists is a stale hint.
    expect(Object.keys(HINTS).filter((template) => !templates.has(template))).toEqual([])
    expect(collectionTargets.length).toBeGreaterThanOrEqual(40)
  })

  it('the URLs that were a 5xx answer as they should: a 4xx in zh-TW, or the answer', async () => {
    const answers = await Promise.all(REGRESSIONS.map(async ([url]) => send(url)))
    const got = answers.map((res, i) => [
      REGRESSIONS[i]![0],
      res.status,
      res.status < 400 || /[\u4e00-\u9fff]/.test(JSON.stringify(res.body)),
    ])
    expect(got).toEqual(REGRESSIONS.map(([url, status]) => [url, status, true]))
  })

  it(`every public GET of the modules: fixed examples and ${RUNS} generated queries each, no 5xx`, async () => {
    await run(MODULE_TARGETS, 0)
  }, 900_000)

  it(`Payload's REST reads of every collection and global: fixed examples and ${RUNS} generated queries each, no 5xx`, async () => {
    await run([...collectionTargets, ...globalTargets], 10_000, REST_AS_SUPER_ADMIN ? superAdminToken : undefined)
  }, 900_000)
})
