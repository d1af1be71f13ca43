import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import ExcelJS from 'exceljs'
import fc from 'fast-check'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { restHandlers } from '@/endpoints/restHandlers'
import { startTestApp, type TestApp } from '../../helpers/app'
import { counterFixturesDir } from '../../helpers/sushiServer'

/**
 * Fuzzing the multipart uploads (issue 10 "Done when": the multipart uploads, no 5xx), with
 * fast-check: every call that takes a file (the archive upload and the archive picker's upload,
 * the visitor's feedback photo, the COUNTER report upload, the catalog-item and opening-date
 * imports, and Payload's own upload collection `reports`), each sent as the caller who passes its
 * guard (the super-admin for the staff calls, the ticket's key holder for the feedback photo), so
 * the body reaches the parser and the service.
 *
 * Bodies: a wrong content type (text/plain, JSON, urlencoded, octet-stream, none, multipart/mixed),
 * a missing, empty, mismatched or over-long boundary, a truncated body, a body with no closing
 * boundary, random bytes, an empty body, no file field, an empty file, many files, many fields,
 * a file under another field name, a `_payload` field that is no JSON, file names that are huge,
 * hold control characters, CR LF (a header injection), path traversal or unicode, an extension
 * that does not match the content, zero bytes and random bytes; besides each call's valid file,
 * so that some calls succeed.
 *
 * Asserted per call: no 5xx; no uncaught exception in the process; each call's valid file is
 * taken; nothing stored from a refused body: a fingerprint of the database (row count and newest
 * `updated_at` of every collection and global table) and the number of files in the archive's
 * storage folder are the same before and after each 4xx.
 *
 * The archive upload limit is set to 2 MB here (ARCHIVE_MAX_UPLOAD_MB), so a file past Payload's
 * upload limit is sent cheaply. FUZZ_SEED=<n> replays a run (FUZZ_ONLY=<part of 'POST /path'>
 * one endpoint's bodies); FUZZ_RUNS=<n> changes the 40 bodies per endpoint.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 40)
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000_000)
const ONLY = process.env.FUZZ_ONLY
const UPLOAD_LIMIT_MB = 2

// ---------------------------------------------------------------------------------------------
// Multipart bodies, byte by byte
// ---------------------------------------------------------------------------------------------

type Part = { name: string; filename?: string; type?: string; data: Uint8Array; headers?: string }
type Body = { contentType: string | null; bytes: Uint8Array; label: string }

const utf8 = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, 'utf8'))
const concat = (chunks: Uint8Array[]): Uint8Array => new Uint8Array(Buffer.concat(chunks))

const multipartBytes = (boundary: string, parts: Part[], closed = true): Uint8Array =>
  concat([
    ...parts.flatMap((part) => [
      utf8(`--${boundary}\r\n`),
      utf8(
        part.headers ??
          `Content-Disposition: form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}`,
      ),
      utf8('\r\n'),
      part.data,
      utf8('\r\n'),
    ]),
    utf8(closed ? `--${boundary}--\r\n` : ''),
  ])

/** The file each call takes (its name and bytes), made in beforeAll. */
type Sample = { name: string; data: Uint8Array }

const FILE_NAMES = [
  '',
  '.',
  '..',
  '.png',
  'a'.repeat(5000),
  `${'長'.repeat(2000)}.png`,
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  'C:\\x.png',
  'a\u0000.png',
  'a\r\nContent-Type: text/html\r\n\r\n<script>.png',
  '\u202egnp.exe',
  '中文照片.png',
  '😀.png',
  'CON.png',
  'a.php.png',
  'a.png.php',
  'a.PNG',
  'a.png ',
  'a.png.',
  '%2e%2e%2fa.png',
  'a"b.png',
  "a'b.png",
  'a;b=c.png',
  'a\u001b[31m.png',
  'a\u007f.csv',
  'a\u0085.xlsx',
  'report.json',
  'x.tsv',
  'x.csv',
  'x.xlsx',
  'x.svg',
  'x.gif',
  'x.jpg',
]
const FIELD_NAMES = ['file', 'file', 'file', 'files', 'file[]', 'upload', '', 'FILE', '_payload', 'file\u0000']
const PAYLOAD_FIELDS = [
  'NaN',
  '{',
  '',
  '[]',
  'null',
  '1',
  '"x"',
  '{"_id":"aaaaaaaaaaaaaaaaaaaaaaaa"}',
  '{"__proto__":{"polluted":"yes"}}',
  '{"name":"\\u0000"}',
]
const PART_TYPES = [
  'image/png',
  'image/jpeg',
  'text/csv',
  'text/html',
  'application/json',
  'application/octet-stream',
  'image/svg+xml',
  '',
  'x/\u0000',
]

let samples: Sample[] = []

const content = (): fc.Arbitrary<Uint8Array> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...samples.map((s) => s.data)) },
    { weight: 2, arbitrary: fc.uint8Array({ maxLength: 4096 }) },
    { weight: 1, arbitrary: fc.constant(new Uint8Array(0)) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...samples.map((s) => s.data)), fc.double({ min: 0, max: 1, noNaN: true }))
        .map(([data, cut]) => data.slice(0, Math.floor(data.length * cut))),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        utf8('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'),
        utf8('<html><script>alert(1)</script></html>'),
        utf8('%PDF-1.4\n%âãÏÓ\n1 0 obj'),
        utf8('MZ\u0090\u0000\u0003'),
        utf8('GIF89a\u0001\u0000\u0001\u0000'),
        new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
        new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]),
        utf8('"unclosed,quote\nR001,"B001\n'),
        utf8('=cmd|" /C calc"!A0,@SUM(1+1),+1,-1\n'),
        utf8('{"Report_Header":{"Release":"5"}'),
        utf8('\uFEFF日期,狀態\n9999-12-31,開館\n0000-01-01,閉館\n2026-02-30,開館\n+010000-01-01,開館\n'),
        utf8('\uFEFF資源編號,條碼,書名,作者\n\u0000,\u001b,%,_\n'),
      ),
    },
  )

const part = (): fc.Arbitrary<Part> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .record({
          name: fc.constantFrom(...FIELD_NAMES),
          filename: fc.oneof(
            fc.constantFrom(...samples.map((s) => s.name), ...FILE_NAMES),
            fc.string({ maxLength: 20 }),
            fc.string({ unit: 'grapheme', maxLength: 20 }),
          ),
          type: fc.option(fc.constantFrom(...PART_TYPES), { nil: undefined }),
          data: content(),
        })
        .map((p): Part => p),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...PAYLOAD_FIELDS).map((text): Part => ({ name: '_payload', data: utf8(text) })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('file', '_id', 'module', 'x'), fc.string({ maxLength: 20 }))
        .map(([name, text]): Part => ({ name, data: utf8(text) })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '',
          'Content-Type: image/png\r\n',
          'Content-Disposition: attachment\r\n',
          'Content-Disposition: form-data\r\n',
          `Content-Disposition: form-data; name="file"; filename*=UTF-8''%E4%B8%AD.png\r\n`,
          'Content-Disposition: form-data; name=file; filename=a.png\r\n',
        )
        .chain((headers) => content().map((data): Part => ({ name: 'file', headers, data }))),
    },
  )

const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW'

/** The sample file as the one `file` part of a well-formed body. */
const validBody = (sample: Sample): Body => ({
  contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  bytes: multipartBytes(BOUNDARY, [
    { name: 'file', filename: sample.name, type: 'application/octet-stream', data: sample.data },
  ]),
  label: `valid ${sample.name}`,
})

/**
 * Bodies every call gets on every run: the shapes that were a 5xx (src/endpoints/multipart.ts),
 * and the limits (a file past the 2 MB upload limit here and the feedback photo's 5 MB, more
 * files than Payload's reader takes).
 */
const fixedBodies = (sample: Sample): Body[] => {
  const ok = `multipart/form-data; boundary=${BOUNDARY}`
  const file: Part = { name: 'file', filename: sample.name, type: 'application/octet-stream', data: sample.data }
  const whole = multipartBytes(BOUNDARY, [file])
  return [
    {
      contentType: ok,
      bytes: multipartBytes(BOUNDARY, [{ name: '_payload', data: utf8('NaN') }, file]),
      label: '_payload NaN',
    },
    {
      contentType: ok,
      bytes: multipartBytes(BOUNDARY, [{ name: '_payload', data: utf8('{') }, file]),
      label: '_payload {',
    },
    // A `file` text field: Payload's reader took it for a client-upload reference and failed (a 500 whatever
    // `_payload` held; CI's seed 848134712). And a `_payload` that is JSON but no object, beside a real file.
    ...['null', '1', '"x"', '[]', 'true'].map((json): Body => ({
      contentType: ok,
      bytes: multipartBytes(BOUNDARY, [
        { name: 'file', data: utf8('6') },
        { name: '_payload', data: utf8(json) },
      ]),
      label: `file as a text field, _payload ${json}`,
    })),
    {
      contentType: ok,
      bytes: multipartBytes(BOUNDARY, [{ name: '_payload', data: utf8('null') }, file]),
      label: '_payload null',
    },
    { contentType: ok, bytes: whole.slice(0, Math.floor(whole.length / 2)), label: 'truncated in the file' },
    { contentType: ok, bytes: whole.slice(0, 20), label: 'truncated in the boundary' },
    { contentType: ok, bytes: multipartBytes(BOUNDARY, [file], false), label: 'no closing boundary' },
    { contentType: 'multipart/form-data', bytes: whole, label: 'no boundary' },
    { contentType: 'multipart/form-data; boundary=', bytes: whole, label: 'empty boundary' },
    { contentType: 'multipart/form-data; boundary=other', bytes: whole, label: 'another boundary' },
    { contentType: `multipart/mixed; boundary=${BOUNDARY}`, bytes: whole, label: 'multipart/mixed' },
    {
      contentType: ok,
      bytes: multipartBytes(BOUNDARY, [{ ...file, headers: 'no colon in this header line\r\n' }]),
      label: 'malformed part header',
    },
    // Payload's reader gave up on the first part and left the second one's stream failing with no listener (an uncaught exception).
    {
      contentType: ok,
      bytes: multipartBytes(
        BOUNDARY,
        [
          { ...file, name: 'file\u0000' },
          { ...file, data: new Uint8Array(64 * 1024).fill(0x42) },
        ],
        false,
      ),
      label: 'malformed part header, then an unclosed file',
    },
    { contentType: ok, bytes: utf8('\u0004\u0001\u0007'), label: 'random bytes' },
    { contentType: ok, bytes: new Uint8Array(0), label: 'empty body' },
    {
      contentType: ok,
      bytes: multipartBytes(BOUNDARY, [{ name: 'file', filename: 'a.png', data: new Uint8Array(0) }]),
      label: 'empty file',
    },
    { contentType: ok, bytes: multipartBytes(BOUNDARY, [{ name: 'module', data: utf8('x') }]), label: 'no file field' },
    {
      contentType: ok,
      bytes: multipartBytes(
        BOUNDARY,
        Array.from({ length: 5 }, (_, i) => ({ ...file, filename: `${i}-${sample.name}` })),
      ),
      label: '5 files',
    },
    {
      contentType: ok,
      bytes: multipartBytes(BOUNDARY, [{ ...file, data: new Uint8Array(6 * 1024 * 1024).fill(0x41) }]),
      label: '6 MB file',
    },
    { contentType: 'text/plain', bytes: whole, label: 'text/plain' },
    { contentType: null, bytes: whole, label: 'no content type' },
  ]
}

const body = (): fc.Arbitrary<Body> => {
  const parts = fc.array(part(), { maxLength: 4 })
  const ok = `multipart/form-data; boundary=${BOUNDARY}`
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant(ok) },
    {
      weight: 3,
      arbitrary: fc.constantFrom<string | null>(
        null,
        'multipart/form-data',
        'multipart/form-data; boundary=',
        `multipart/form-data; boundary="${BOUNDARY}"`,
        'multipart/form-data; boundary=other',
        `multipart/mixed; boundary=${BOUNDARY}`,
        'text/plain',
        'application/json',
        'application/x-www-form-urlencoded',
        'application/octet-stream',
        `MULTIPART/FORM-DATA; boundary=${BOUNDARY}`,
        `multipart/form-data; boundary=${'x'.repeat(300)}`,
        `multipart/form-data;boundary=${BOUNDARY};boundary=zzz`,
        `multipart/form-data; charset=utf-8; boundary=${BOUNDARY}`,
      ),
    },
  )
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.tuple(contentType, parts).map(([type, p]): Body => ({
        contentType: type,
        bytes: multipartBytes(BOUNDARY, p),
        label: `${p.length} part(s)`,
      })),
    },
    // The valid file, under a wrong content type or beside other parts.
    {
      weight: 3,
      arbitrary: fc
        .tuple(contentType, fc.constantFrom(...samples), fc.array(part(), { maxLength: 2 }))
        .map(([type, sample, extra]): Body => ({
          contentType: type,
          bytes: multipartBytes(BOUNDARY, [{ name: 'file', filename: sample.name, data: sample.data }, ...extra]),
          label: `valid ${sample.name} + ${extra.length}`,
        })),
    },
    // Truncated, or never closed.
    {
      weight: 2,
      arbitrary: fc.tuple(parts, fc.double({ min: 0, max: 1, noNaN: true })).map(([p, cut]): Body => {
        const bytes = multipartBytes(BOUNDARY, p)
        return {
          contentType: ok,
          bytes: bytes.slice(0, Math.floor(bytes.length * cut)),
          label: `truncated at ${cut.toFixed(2)}`,
        }
      }),
    },
    {
      weight: 1,
      arbitrary: parts.map((p): Body => ({
        contentType: ok,
        bytes: multipartBytes(BOUNDARY, p, false),
        label: 'no closing boundary',
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(contentType, fc.uint8Array({ maxLength: 8192 }))
        .map(([type, bytes]): Body => ({ contentType: type, bytes, label: 'random bytes' })),
    },
    {
      weight: 1,
      arbitrary: contentType.map((type): Body => ({
        contentType: type,
        bytes: new Uint8Array(0),
        label: 'empty body',
      })),
    },
    // Many files, many fields.
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...samples), fc.integer({ min: 2, max: 60 })).map(([sample, n]): Body => ({
        contentType: ok,
        bytes: multipartBytes(
          BOUNDARY,
          Array.from({ length: n }, (_, i) => ({ name: 'file', filename: `${i}-${sample.name}`, data: sample.data })),
        ),
        label: `${n} files`,
      })),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 100, max: 2000 }).map((n): Body => ({
        contentType: ok,
        bytes: multipartBytes(
          BOUNDARY,
          Array.from({ length: n }, (_, i) => ({ name: `f${i}`, data: utf8('x') })),
        ),
        label: `${n} fields`,
      })),
    },
  )
}

// ---------------------------------------------------------------------------------------------
// The targets
// ---------------------------------------------------------------------------------------------

type Caller = { token?: string; key?: string }
const anonymous = (): Caller => ({})
/** `refusesAll`: a call no one may make (Payload's `reports` take no upload over REST): its valid file is refused too. */
type Target = {
  name: string
  url: () => Promise<string> | string
  caller: () => Caller
  samples: () => Sample[]
  refusesAll?: boolean
}

let app: TestApp
let handlers: ReturnType<typeof restHandlers>
let superAdminToken = ''
let archiveDir = ''
let rootFolderId = ''
let settingId = ''
let catalogId = ''
let categoryId = ''
let png: Uint8Array = new Uint8Array(0)
let counterTsv: Uint8Array = new Uint8Array(0)
let catalogCsv: Uint8Array = new Uint8Array(0)
let catalogXlsx: Uint8Array = new Uint8Array(0)
let openingCsv: Uint8Array = new Uint8Array(0)

/** The feedback ticket uploads go to: a new one every few uploads (each ticket takes 20 submissions in 10 minutes, 10 photos). */
let ticket: { id: string; key: string; uses: number } | null = null
let tickets = 0
const ticketInUse = async (): Promise<{ id: string; key: string }> => {
  if (!ticket || ticket.uses >= 8) {
    tickets += 1
    const res = await app.api.post<{ result: { _id: string; key: string } }>(
      '/api/public/feedbacks',
      {
        categoryId,
        title: '模糊測試上傳',
        description: '照片',
        respondent: { name: '王小明', email: `fuzz-upload-${tickets}@test.example` },
      },
      { headers: { 'X-Forwarded-For': `10.251.${tickets >> 8}.${tickets & 255}` } },
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    await app.payload.update({
      collection: 'feedbacks',
      id: res.body.result._id,
      data: { isAllowUpdatePhoto: true },
      overrideAccess: true,
    })
    ticket = { id: res.body.result._id, key: res.body.result.key, uses: 0 }
  }
  ticket.uses += 1
  return ticket
}

const staff = (): Caller => ({ token: superAdminToken })

const TARGETS: Target[] = [
  {
    name: 'POST /shennong/archives/upload',
    url: () => `/api/shennong/archives/upload?module=archives&folderId=${rootFolderId}`,
    caller: staff,
    samples: () => [
      { name: 'photo.png', data: png },
      { name: 'list.csv', data: catalogCsv },
    ],
  },
  {
    name: 'POST /shennong/archives/picker/upload',
    url: () => '/api/shennong/archives/picker/upload?module=news',
    caller: staff,
    samples: () => [{ name: 'photo.png', data: png }],
  },
  {
    name: 'POST /public/feedbacks/upload',
    url: async () => `/api/public/feedbacks/upload?feedbackId=${(await ticketInUse()).id}`,
    caller: () => ({ key: ticket?.key }),
    samples: () => [{ name: 'photo.png', data: png }],
  },
  {
    name: 'POST /shennong/statistics/upload-counter-report/:id',
    url: () => `/api/shennong/statistics/upload-counter-report/${settingId}`,
    caller: staff,
    samples: () => [{ name: 'Sample-DR.tsv', data: counterTsv }],
  },
  {
    name: 'POST /shennong/import-catalog-items',
    url: () => `/api/shennong/import-catalog-items?_id=${catalogId}`,
    caller: staff,
    samples: () => [
      { name: '新書.csv', data: catalogCsv },
      { name: '新書.xlsx', data: catalogXlsx },
    ],
  },
  {
    name: 'POST /shennong/import-opening-dates',
    url: () => '/api/shennong/import-opening-dates',
    caller: staff,
    samples: () => [{ name: '開館日.csv', data: openingCsv }],
  },
  {
    name: 'POST /api/reports (Payload upload collection)',
    url: () => '/api/reports',
    caller: staff,
    samples: () => [{ name: 'report.csv', data: catalogCsv }],
    refusesAll: true,
  },
  // An anonymous REST write is refused before its body is read (src/endpoints/restWrites.ts): no upload is taken.
  {
    name: 'POST /api/news (Payload REST, anonymous)',
    url: () => '/api/news',
    caller: anonymous,
    samples: () => [{ name: 'photo.png', data: png }],
    refusesAll: true,
  },
]

// ---------------------------------------------------------------------------------------------
// Sending, and what is stored
// ---------------------------------------------------------------------------------------------

let address = 0

const send = async (url: string, caller: Caller, generated: Body): Promise<{ status: number; text: string }> => {
  address += 1
  const headers = new Headers({
    'X-Forwarded-For': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
  })
  if (generated.contentType !== null) headers.set('Content-Type', generated.contentType)
  if (caller.token) headers.set('Authorization', `Bearer ${caller.token}`)
  if (caller.key) headers.set('X-Access-Key', caller.key)
  const request = new Request(new URL(url, 'http://localhost:3000'), {
    method: 'POST',
    headers,
    body: generated.bytes.length > 0 ? new Uint8Array(generated.bytes) : undefined,
  })
  const slug = new URL(request.url).pathname
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
  const response = await handlers.POST(request, { params: Promise.resolve({ slug }) })
  return { status: response.status, text: await response.text() }
}

type Row = Record<string, unknown>
let fingerprintSql = ''

const buildFingerprint = (): void => {
  const db = app.payload.db as unknown as {
    tableNameMap: Map<string, string>
    tables: Record<string, Record<string, unknown>>
  }
  const slugs = [...app.payload.config.collections.map((c) => c.slug), ...app.payload.config.globals.map((g) => g.slug)]
  const parts: string[] = []
  for (const slug of slugs) {
    const table = db.tableNameMap.get(slug.replace(/-/g, '_')) ?? slug.replace(/-/g, '_')
    const alias = table.replace(/[^a-z0-9_]/gi, '_')
    parts.push(`(SELECT count(*) FROM "${table}") AS "n_${alias}"`)
    if (db.tables[table] && 'updatedAt' in db.tables[table])
      parts.push(`(SELECT max("updated_at") FROM "${table}") AS "u_${alias}"`)
  }
  fingerprintSql = `SELECT ${parts.join(', ')}`
}

const filesIn = (dir: string): number =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .reduce((n, entry) => n + (entry.isDirectory() ? filesIn(path.join(dir, entry.name)) : 1), 0)
    : 0

const fingerprint = async (): Promise<Row> => {
  const db = app.payload.db as unknown as {
    execute: (args: { drizzle: unknown; raw: string }) => Promise<{ rows: Row[] }>
    drizzle: unknown
  }
  const result = await db.execute({ drizzle: db.drizzle, raw: fingerprintSql })
  const row = result.rows[0] ?? {}
  return {
    ...Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : String(v)])),
    files: String(filesIn(archiveDir)),
  }
}

const changedKeys = (before: Row, after: Row): string[] => Object.keys(after).filter((k) => before[k] !== after[k])

// ---------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------

const previousLimit = process.env.ARCHIVE_MAX_UPLOAD_MB
const previousDir = process.env.ARCHIVE_DIR

beforeAll(async () => {
  archiveDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shennong-fuzz-uploads-'))
  process.env.ARCHIVE_DIR = archiveDir
  process.env.ARCHIVE_MAX_UPLOAD_MB = String(UPLOAD_LIMIT_MB)
  // No scheduler: the fingerprints see only what each request stores.
  app = await startTestApp({ autoRunJobs: false })
  handlers = restHandlers(app.payload.config)
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

  png = new Uint8Array(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer(),
  )
  counterTsv = new Uint8Array(fs.readFileSync(path.join(counterFixturesDir(), 'r5', 'Sample-DR.tsv')))
  catalogCsv = utf8('\ufeff資源編號,條碼,書名,作者,ISBN\nR001,B001,內科學,王大明,9789570000001\n')
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('書目')
  sheet.addRow(['resourceNumber', 'barcode', 'name', 'author'])
  sheet.addRow(['R010', 'B010', '藥理學', '陳一'])
  catalogXlsx = new Uint8Array(await workbook.xlsx.writeBuffer())
  openingCsv = utf8('\ufeff日期,狀態,公告\n2031-06-01,開館,週日特別開館\n')

  const root = await app.api.post<{ result: { _id: string } }>(
    '/api/shennong/archives/create-root-folder',
    { name: '模糊測試', auth: 'Internal' },
    { token: superAdminToken },
  )
  expect(root.status, JSON.stringify(root.body)).toBe(200)
  rootFolderId = root.body.result._id
  const setting = await app.api.put<{ result: { _id: string } }>(
    '/api/shennong/statistics/data-original-settings',
    { name: '模糊測試', url: 'https://sushi.example.org/r5', release: '5', reportTypes: ['DR', 'PR', 'TR', 'IR'] },
    { token: superAdminToken },
  )
  expect(setting.status, JSON.stringify(setting.body)).toBe(201)
  settingId = setting.body.result._id
  catalogId = String(
    (await app.payload.create({ collection: 'catalogs', data: { title: '模糊測試', date: '2026-11-01' } })).id,
  )
  categoryId = String(
    (await app.payload.create({ collection: 'feedback-categories', data: { name: '模糊測試', sort: 1 } })).id,
  )
  buildFingerprint()
})

afterAll(async () => {
  await app?.close()
  if (previousLimit === undefined) delete process.env.ARCHIVE_MAX_UPLOAD_MB
  else process.env.ARCHIVE_MAX_UPLOAD_MB = previousLimit
  if (previousDir === undefined) delete process.env.ARCHIVE_DIR
  else process.env.ARCHIVE_DIR = previousDir
  if (archiveDir) fs.rmSync(archiveDir, { recursive: true, force: true })
})

type Finding = { target: string; status: number; problem: string; body: string; answer: string }

const shorten = (text: string, max = 300): string =>
  text.length > max ? `${text.slice(0, max - 10)}… (${text.length} chars)` : text
const describeBody = (generated: Body): string =>
  `${generated.label}; Content-Type: ${JSON.stringify(generated.contentType)}; ${generated.bytes.length} bytes: ${shorten(JSON.stringify(Buffer.from(generated.bytes.slice(0, 400)).toString('latin1')))}`

describe('fuzzing the multipart uploads', () => {
  it('the targets are every call that reads a multipart body', () => {
    // src/**: addDataAndFileToRequest (archives, catalogs, opening, statistics) and the feedback photo's own reader.
    expect(TARGETS.map((t) => t.name)).toHaveLength(8)
  })

  it("Payload's REST writes still take a well-formed multipart body (the admin's forms send `_payload` so)", async () => {
    const form = (data: Record<string, unknown>): Body => ({
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      bytes: multipartBytes(BOUNDARY, [{ name: '_payload', data: utf8(JSON.stringify(data)) }]),
      label: '_payload',
    })
    const created = await send('/api/news-categories', staff(), form({ name: '模糊測試分類', sort: 1 }))
    expect(created.status, created.text).toBe(201)
    const id = (JSON.parse(created.text) as { doc: { id: string } }).doc.id
    address += 1
    const request = new Request(new URL(`/api/news-categories/${id}`, 'http://localhost:3000'), {
      method: 'PATCH',
      headers: {
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
        Authorization: `Bearer ${superAdminToken}`,
        'X-Forwarded-For': '10.252.0.1',
      },
      body: new Uint8Array(form({ name: '模糊測試分類二' }).bytes),
    })
    const updated = await handlers.PATCH(request, { params: Promise.resolve({ slug: ['news-categories', id] }) })
    expect(updated.status, await updated.clone().text()).toBe(200)
    expect((await app.payload.findByID({ collection: 'news-categories', id, depth: 0 })).name).toBe('模糊測試分類二')
  })

  it(`each call's valid file is taken, then the fixed bodies and ${RUNS} generated ones per call: no 5xx, nothing stored from a refused body`, async () => {
    const started = Date.now()
    const findings: Finding[] = []
    const stats: Record<string, Record<string, number>> = {}
    // An error thrown outside the request (a stream of the multipart reader failing after the
    // answer) would end the server process: each is a finding, with the body being sent.
    let current = ''
    const uncaught = (error: Error) =>
      findings.push({
        target: current,
        status: 0,
        problem: `uncaught exception: ${error.message}`,
        body: '',
        answer: shorten(error.stack ?? '', 600),
      })
    process.on('uncaughtException', uncaught)
    for (const [index, target] of TARGETS.entries()) {
      if (ONLY && !target.name.includes(ONLY)) continue
      samples = target.samples()
      const bodies = [
        ...samples.map(validBody),
        ...fixedBodies(samples[0]!),
        ...fc.sample(body(), { numRuns: RUNS, seed: SEED + index }),
      ]
      const counts: Record<string, number> = (stats[target.name] = {})
      for (const [at, generated] of bodies.entries()) {
        const url = await target.url()
        const caller = await target.caller()
        const before = await fingerprint()
        current = `${target.name} (body: ${describeBody(generated)})`
        const res = await send(url, caller, generated)
        // Let the reader's late stream errors fire while this body is still the current one.
        await new Promise((resolve) => setTimeout(resolve, 0))
        const after = await fingerprint()
        counts[res.status] = (counts[res.status] ?? 0) + 1
        const finding = (problem: string) =>
          findings.push({
            target: target.name,
            status: res.status,
            problem,
            body: describeBody(generated),
            answer: shorten(res.text),
          })
        if (at < samples.length && res.status !== 200 && !target.refusesAll) finding('the valid file was refused')
        if (res.status >= 500) finding('5xx')
        else if (res.status >= 400) {
          const changed = changedKeys(before, after)
          if (changed.length > 0) finding(`refused, yet stored: ${changed.join(', ')}`)
        }
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
    process.off('uncaughtException', uncaught)
    const seconds = Math.round((Date.now() - started) / 1000)
    console.info(
      [
        `fuzz-uploads: seed ${SEED}, ${RUNS} bodies (and the valid files) x ${Object.keys(stats).length} calls in ${seconds} s; ${tickets} feedback ticket(s)`,
        ...Object.entries(stats).map(
          ([name, counts]) =>
            `  ${name.padEnd(56)} ${Object.entries(counts)
              .map(([status, n]) => `${status}:${n}`)
              .join(' ')}`,
        ),
      ].join('\n'),
    )
    const text = findings
      .map((f) => `  ${f.target} ${f.status} ${f.problem}\n      body: ${f.body}\n      answer: ${f.answer}`)
      .join('\n')
    if (findings.length > 0) console.error(`fuzz-uploads findings (seed ${SEED}):\n${text}`)
    expect(findings.length, `fuzz-uploads findings (seed ${SEED}):\n${text}`).toBe(0)
  }, 900_000)
})
