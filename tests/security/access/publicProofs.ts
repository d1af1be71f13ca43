import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import { todayKey } from '@/modules/opening'
import { DEMO_RECOMMENDATION_IDS as REC } from '@/modules/recommendations/seed'
import { addDays, libraryInstant } from '@/modules/reservations/slots'
import { DEMO_ACCOUNTS } from '@/seed/demoAccounts'
import type { TestApp } from '../../helpers/app'
// Opening hours every day and loose booking limits: the booking is the record here, not the rules.
import { openLibrary } from '../reservations/setup'

/**
 * What the permission matrix's public walks need (issue 28): the modules whose public calls may
 * read the caller's session (a static scan of the source), and real records opened by a
 * visitor's key (a feedback ticket with a photo, a seat booking, a recommendation), made through
 * the public calls a visitor uses.
 */

// ---------------------------------------------------------------------------------------------
// Which modules' public calls may read the session
// ---------------------------------------------------------------------------------------------

const MODULES_DIR = path.join(process.cwd(), 'src', 'modules')

/** Source without comments (a comment naming `userOf(req)` reads nothing). */
const code = (file: string): string =>
  fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })

/** A file that declares a public call under /api/public (`endpoint(method, path, 'public', …)` or `publicRead`). */
const DECLARES_PUBLIC = /endpoint\(\s*'(?:get|post|put|patch|delete)'\s*,\s*[^,]+,\s*'public'|publicRead\(/
const PUBLIC_PATH = /['`]\/public\//
/** Reading the caller's session: the session user, a flag check, the super-admin role, its roles, a per-viewer public read. */
const READS_SESSION =
  /\buserOf\(|\breq\.user\b|\bcan\(|\bcanAny\(|\bisSuperAdmin\(|\brolesOf\(|\bperViewer\b|\bPER_VIEWER\b/

/** The file a module-local import names (`./x`, `../x`, `@/modules/<module>/x`), or null for anything outside the module. */
const resolveImport = (from: string, specifier: string, moduleDir: string): string | null => {
  let base: string
  if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier)
  else if (specifier.startsWith('@/modules/')) base = path.join(MODULES_DIR, specifier.slice('@/modules/'.length))
  else return null
  if (base !== moduleDir && !base.startsWith(moduleDir + path.sep)) return null
  return (
    [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => fs.existsSync(candidate)) ?? null
  )
}

/**
 * The modules whose public calls may read the caller's session, each with the files that do: from
 * every file of the module declaring a /api/public call, the module's own files it imports
 * (transitively) are searched for a session read. Coarse on purpose (a service file holding
 * staff functions beside the visitor's counts too): a module listed here must be walked by the
 * matrix or say why not, so a new public call that takes a staff session cannot go unnoticed.
 */
export const sessionReadingPublicModules = (): Map<string, string[]> => {
  const found = new Map<string, string[]>()
  for (const entry of fs.readdirSync(MODULES_DIR, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    const moduleDir = path.join(MODULES_DIR, entry.name)
    const files = sourceFiles(moduleDir)
    const todo = files.filter((file) => {
      const text = code(file)
      return DECLARES_PUBLIC.test(text) && PUBLIC_PATH.test(text)
    })
    const seen = new Set<string>()
    while (todo.length > 0) {
      const file = todo.pop()!
      if (seen.has(file)) continue
      seen.add(file)
      for (const match of code(file).matchAll(/from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g)) {
        const target = resolveImport(file, (match[1] ?? match[2])!, moduleDir)
        if (target) todo.push(target)
      }
    }
    const reading = [...seen]
      .filter((file) => READS_SESSION.test(code(file)))
      .map((file) => path.relative(moduleDir, file))
    if (reading.length > 0) found.set(entry.name, reading.sort())
  }
  return found
}

// ---------------------------------------------------------------------------------------------
// Visitors' records
// ---------------------------------------------------------------------------------------------

/** A record a visitor opens with its key; `secrets` are texts of it no refused answer may carry. */
export type Visitor = { id: string; key: string; secrets: string[]; photoId?: string }

type Envelope<T> = { result: T; message?: string }

let address = 0
/** A client address of its own, so no rate limit of one call touches another. */
export const fresh = (): Record<string, string> => {
  address += 1
  return { 'X-Forwarded-For': `10.77.${Math.floor(address / 250) % 250}.${(address % 250) + 1}` }
}

/** An ObjectId-shaped id that names nothing. */
export const missingId = (): string => crypto.randomBytes(12).toString('hex')

export const png = (): Promise<Buffer> =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer()

export const pngForm = (bytes: Buffer, name = 'matrix.png'): FormData => {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name)
  return form
}

const expectStatus = (what: string, status: number, body: unknown, wanted: number[]): void => {
  if (!wanted.includes(status)) throw new Error(`${what}: ${status} ${JSON.stringify(body).slice(0, 300)}`)
}

let serial = 0
const marker = (): string => {
  serial += 1
  return `矩陣機密${serial}-${crypto.randomBytes(3).toString('hex')}`
}

/** The archive item a ticket photo's URL names (the ticket's own route or an archive route). */
export const photoIdOf = (photoUrl: string): string => {
  const match = /\/photos\/([0-9a-f]{24})|\/archives\/([0-9a-f]{24})\//i.exec(photoUrl)
  if (!match) throw new Error(`no archive id in ${photoUrl}`)
  return (match[1] ?? match[2])!
}

/** A feedback ticket made through the public call, with one photo its visitor uploaded. */
export const feedbackTicket = async (app: TestApp): Promise<Visitor> => {
  const category = await app.payload.create({
    collection: 'feedback-categories',
    data: { name: `矩陣分類 ${marker()}`, sort: 1 },
  })
  const title = marker()
  const email = `matrix-${serial}@visitor.example`
  const created = await app.api.post<Envelope<{ _id: string; key: string }>>(
    '/api/public/feedbacks',
    { categoryId: String(category.id), title, description: `${title} 的內容`, respondent: { name: '矩陣讀者', email } },
    { headers: fresh() },
  )
  expectStatus('feedback ticket', created.status, created.body, [200])
  const { _id: id, key } = created.body.result
  const photo = await app.api.post<Envelope<{ photoUrl: string }>>(
    `/api/public/feedbacks/upload?feedbackId=${id}`,
    pngForm(await png()),
    {
      headers: { ...fresh(), 'X-Access-Key': key },
    },
  )
  expectStatus('feedback photo', photo.status, photo.body, [200])
  return { id, key, secrets: [title, email], photoId: photoIdOf(photo.body.result.photoUrl) }
}

let seatId: string | undefined
let bookings = 0
/** A seat booking made through the public call (a week ahead, an hour of its own). */
export const seatBooking = async (app: TestApp): Promise<Visitor> => {
  if (!seatId) {
    await openLibrary(app)
    const room = await app.payload.create({
      collection: 'rooms',
      data: { name: `矩陣閱覽室 ${marker()}`, enabled: true } as never,
      overrideAccess: true,
    })
    seatId = String(
      (
        await app.payload.create({
          collection: 'seats',
          data: { roomId: room.id, number: 'M1', enabled: true },
          overrideAccess: true,
        })
      ).id,
    )
  }
  const day = addDays(todayKey(), 7 + Math.floor(bookings / 10))
  const hour = 8 + (bookings % 10)
  bookings += 1
  const name = marker()
  const email = `matrix-booking-${bookings}@visitor.example`
  const res = await app.api.post<Envelope<{ id: string; key: string }>>(
    '/api/public/reservations/seats',
    {
      seatId,
      startDate: libraryInstant(day, hour * 60).toISOString(),
      endDate: libraryInstant(day, (hour + 1) * 60).toISOString(),
      name,
      email,
      isExternal: true,
    },
    { headers: fresh() },
  )
  expectStatus('seat booking', res.status, res.body, [201])
  return { id: res.body.result.id, key: res.body.result.key, secrets: [name, email] }
}

/** A recommendation sent through the public call (the demo questionnaire, a demo account). */
export const recommendation = async (app: TestApp): Promise<Visitor> => {
  const title = marker()
  const email = `matrix-rec-${serial}@visitor.example`
  const { username, password } = DEMO_ACCOUNTS.editor
  const res = await app.api.post<Envelope<{ _id: string; key: string }>>(
    '/api/public/recommendations/answer',
    {
      respondent: { name: '矩陣推薦者', email, username, password },
      answers: [
        {
          _id: REC.group,
          questions: [
            { _id: REC.name, answers: [title] },
            { _id: REC.author, answers: ['王小明'] },
            { _id: REC.type, answers: [REC.typeBook] },
            { _id: REC.reason, answers: ['臨床教學需要'] },
          ],
        },
      ],
    },
    { headers: fresh() },
  )
  expectStatus('recommendation', res.status, res.body, [200])
  return { id: res.body.result._id, key: res.body.result.key, secrets: [title, email] }
}
