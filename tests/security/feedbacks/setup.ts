import crypto from 'node:crypto'

import sharp from 'sharp'
import { expect } from 'vitest'

import { onlyFlags } from '@/access/permissions'
import { restHandlers } from '@/endpoints/restHandlers'
import type { ApiResponse, TestApp } from '../../helpers/app'

/** Shared set-up of the feedback attack tests (issue 28): tickets, photos, accounts and raw requests. */

export type Created = { _id: string; key: string; link: string }
export type Msg = { message: string }
export type TicketView = {
  _id: string
  status: string
  rating: number | null
  photosAllowed: boolean
  messages: { sender: string; senderName: string; message: string; photoUrl: string }[]
}

export const FEEDBACK_READ = ['feedbacks__auth', 'feedbacks__read']
export const FEEDBACK_EDIT = ['feedbacks__auth', 'feedbacks__read', 'feedbacks__edit']
export const ARCHIVE_ALL = [
  'archives__auth',
  'archives__root_folders__auth',
  'archives__folders__auth',
  'archives__upload__auth',
  'archives__delete__auth',
]

let addressCounter = 0
/** A client address of its own, so a rate limit trips only where a test means it to. */
export const freshAddress = (): string => {
  addressCounter += 1
  return `10.28.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`
}
export const fresh = (): Record<string, string> => ({ 'X-Forwarded-For': freshAddress() })
export const withKey = (key: string): { headers: Record<string, string> } => ({
  headers: { ...fresh(), 'X-Access-Key': key },
})

/** An enabled account holding exactly `flags` (none: a signed-in account with no permission at all). */
export const makeUser = async (app: TestApp, username: string, flags: string[]): Promise<string> => {
  const role = await app.payload.create({
    collection: 'roles',
    data: { name: `${username} role`, enabled: true, flags: onlyFlags(flags) },
  })
  await app.payload.create({
    collection: 'users',
    data: {
      username,
      name: username,
      email: `${username}@test.example`,
      password: 'Passw0rd!x',
      accountStatus: 'Enabled',
      roles: [role.id],
      mustChangePassword: false,
    },
    context: { passwordSetBy: 'system' },
  })
  return app.login(username, 'Passw0rd!x')
}

export const makeCategory = async (app: TestApp): Promise<string> =>
  String((await app.payload.create({ collection: 'feedback-categories', data: { name: '空間設備', sort: 1 } })).id)

export const createTicket = async (
  app: TestApp,
  categoryId: string,
  headers: Record<string, string> = fresh(),
): Promise<Created> => {
  const res = await app.api.post<{ result: Created }>(
    '/api/public/feedbacks',
    {
      categoryId,
      title: '三樓自修室冷氣太冷',
      description: '晚上很冷。',
      respondent: { name: '王小明', email: 'ming@test.example' },
    },
    { headers },
  )
  expect(res.status).toBe(200)
  return res.body.result
}

export const png = (): Promise<Buffer> =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer()

export const photoForm = (bytes: Buffer, name = 'photo.png'): FormData => {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)]), name)
  return form
}

/** POST /api/public/feedbacks/upload as the visitor would (key in X-Access-Key when given). */
export const uploadPhoto = async (
  app: TestApp,
  feedbackId: string,
  key: string | null,
  bytes: Buffer,
  init: { name?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse<{ result: { photoUrl: string }; message: string }>> =>
  app.api.post<{ result: { photoUrl: string }; message: string }>(
    `/api/public/feedbacks/upload?feedbackId=${feedbackId}`,
    photoForm(bytes, init.name),
    {
      headers: { ...(init.headers ?? fresh()), ...(key ? { 'X-Access-Key': key } : {}) },
      ...(init.token ? { token: init.token } : {}),
    },
  )

/** An ObjectId-shaped id that names nothing. */
export const missingId = (): string => crypto.randomBytes(12).toString('hex')

/** The archive item id a photo URL names (the module's route or an archive route). */
export const photoIdOf = (photoUrl: string): string => {
  const match = /\/photos\/([0-9a-f]{24})|\/archives\/([0-9a-f]{24})\//i.exec(photoUrl)
  if (!match) throw new Error(`no archive id in ${photoUrl}`)
  return (match[1] ?? match[2])!
}

/** The feedback photos stored in the archive (files of the module), straight from the database. */
export const feedbackFiles = async (app: TestApp): Promise<{ id: string; name: string }[]> =>
  (
    await app.payload.find({
      collection: 'archives',
      where: { module: { equals: 'feedbacks' }, type: { equals: 'File' } },
      pagination: false,
      limit: 0,
      overrideAccess: true,
      depth: 0,
    })
  ).docs.map((doc) => ({ id: String(doc.id), name: doc.name }))

/**
 * A request through the same /api handlers as `app.api`, with any body (a stream too: sent
 * chunked, with no Content-Length), answering status, headers and the parsed JSON.
 */
export const rawPost = async (
  app: TestApp,
  pathname: string,
  init: { headers: Record<string, string>; body: ReadableStream<Uint8Array> },
) => {
  const url = new URL(pathname, 'http://localhost:3000')
  const handlers = restHandlers(app.payload.config)
  const request = new Request(url, {
    method: 'POST',
    headers: init.headers,
    body: init.body,
    duplex: 'half',
  } as RequestInit & { duplex: 'half' })
  const slug = url.pathname
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
  const response = await handlers.POST(request, { params: Promise.resolve({ slug }) })
  const text = await response.text()
  let body: unknown = text
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    /* not JSON */
  }
  return { status: response.status, headers: response.headers, body: body as Msg }
}
