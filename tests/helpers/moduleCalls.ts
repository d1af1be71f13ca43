import type { CollectionSlug, Where } from 'payload'
import { afterAll, beforeAll, expect } from 'vitest'

import { ALL_FLAGS } from '@/access/catalog'
import { onlyFlags } from '@/access/permissions'
import { startTestApp, type TestApp } from './app'

/**
 * The back-office calls of albums, carousels, catalogs, links and opening hours (spec doc 2 §7)
 * over HTTP: the happy path, the permission refusals and bad input (400, zh-TW message, nothing
 * stored) of each.
 */

/** An answer of the calls: `T` is what `result` holds, as the test names it (`unknown` when it does not read it). */
export type Body<T = unknown> = {
  result: T
  message: string
  errors?: { row: number; field: string; reason: string }[]
}
/** One page of a list call. */
export type Paged<T> = { data: T[]; total: number; page: number; limit: number }

export let app: TestApp
export let admin: string
export let editor: string

export const A = '/api/shennong'
export const NO_ID = '0123456789abcdef01234567'

export const get = <T = unknown>(path: string, token = admin) => app.api.get<Body<T>>(`${A}${path}`, { token })
export const post = <T = unknown>(path: string, body: unknown, token = admin) =>
  app.api.post<Body<T>>(`${A}${path}`, body, { token })
export const put = <T = unknown>(path: string, body: unknown, token = admin) =>
  app.api.put<Body<T>>(`${A}${path}`, body, { token })
export const del = <T = unknown>(path: string, token = admin) => app.api.delete<Body<T>>(`${A}${path}`, { token })

export const count = async (collection: CollectionSlug, where?: Where) =>
  (await app.payload.count({ collection, where, overrideAccess: true })).totalDocs

/** A 400 with the zh-TW message, and the collections unchanged. */
export const expectRefused = async (
  call: () => Promise<{ status: number; body: Body }>,
  message: string,
  collections: CollectionSlug[],
) => {
  const before = await Promise.all(collections.map((c) => count(c)))
  const res = await call()
  expect(res.status).toBe(400)
  expect(res.body.message).toBe(message)
  expect(await Promise.all(collections.map((c) => count(c)))).toEqual(before)
  return res
}

/**
 * The demo accounts, made here rather than by the demo seed so this file does not depend on the
 * other modules' demo content: a super-admin and a news editor (news flags only).
 */
export const createAccounts = async () => {
  const context = { seed: true, passwordSetBy: 'system' }
  const superAdmin = await app.payload.create({
    collection: 'roles',
    data: { name: '超級管理員', enabled: true, isSuperAdmin: true },
    context,
  })
  const newsFlags = ALL_FLAGS.filter((flag) => flag.startsWith('news__'))
  const newsEditor = await app.payload.create({
    collection: 'roles',
    data: { name: '最新消息編輯', enabled: true, flags: onlyFlags(newsFlags) },
    context,
  })
  const accounts = [
    {
      username: 'admin',
      password: 'Admin@12345',
      name: '系統管理員',
      email: 'admin@library.example',
      roles: [superAdmin.id],
    },
    {
      username: 'editor',
      password: 'Editor@12345',
      name: '消息編輯',
      email: 'editor@library.example',
      roles: [newsEditor.id],
    },
  ]
  for (const account of accounts) {
    await app.payload.create({
      collection: 'users',
      data: { ...account, accountStatus: 'Enabled', mustChangePassword: false },
      context,
    })
  }
}

/** Starts the app for the test file that calls it (before its tests) and closes it after them. */
export const useModuleCalls = (): void => {
  beforeAll(async () => {
    app = await startTestApp({ seed: false })
    await createAccounts()
    admin = await app.login('admin', 'Admin@12345')
    editor = await app.login('editor', 'Editor@12345')
  })
  afterAll(async () => app?.close())
}
