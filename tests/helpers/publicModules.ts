import { afterAll, beforeAll, expect } from 'vitest'

import { startTestApp, type TestApp } from './app'

/**
 * The public calls of albums, carousels, catalogs, links and opening hours (spec doc 2 §7
 * "Public") over HTTP, anonymous: what a visitor sees and what stays hidden (disabled items,
 * items outside their dates, a hidden album's images), the order, 404s for unknown or hidden
 * ids and 400s (zh-TW) for bad queries.
 */

/** An answer of the public calls: `T` is what `result` holds, as the test names it (`unknown` when it does not read it). */
export type Body<T = unknown> = { result: T; message: string }
/** One page of a list call. */
export type Paged<T> = { data: T[]; total: number; page: number; limit: number }

export let app: TestApp

export const P = '/api/public'
export const NO_ID = '0123456789abcdef01234567'
export const NOT_FOUND = '找不到資料'

export const get = <T = unknown>(path: string) => app.api.get<Body<T>>(`${P}${path}`)

/** `YYYY-MM-DD` of today plus `offset` days (UTC), stored as Payload stores a day: 12:00 UTC. */
export const day = (offset: number): string => {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + offset)
  return date.toISOString().slice(0, 10)
}
export const stored = (offset: number) => `${day(offset)}T12:00:00.000Z`

export const create = async <T extends Record<string, unknown>>(
  collection: string,
  data: T,
): Promise<{ id: string } & T> =>
  (await app.payload.create({
    collection: collection as never,
    data: data as never,
    overrideAccess: true,
    context: { seed: true },
  })) as never

export const expectNotFound = async (path: string) => {
  const res = await get(path)
  expect(res.status, path).toBe(404)
  expect(res.body.message).toBe(NOT_FOUND)
}

export const expectBadQuery = async (path: string, message?: string) => {
  const res = await get(path)
  expect(res.status, path).toBe(400)
  expect(typeof res.body.message).toBe('string')
  expect(res.body.message).toMatch(/[\u4e00-\u9fff]/)
  if (message) expect(res.body.message).toBe(message)
}

/** Starts the app for the test file that calls it (before its tests) and closes it after them. */
export const usePublicModules = (): void => {
  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(async () => app?.close())
}
