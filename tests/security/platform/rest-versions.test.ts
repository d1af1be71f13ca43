import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * Issue 28 (low): `GET /api/globals/<slug>/versions` was a 500 for the super-admin on every
 * global tried. Every version route of every global and collection answers without a 5xx: the
 * versions where a global or collection keeps them, 404 in zh-TW where it keeps none or the
 * version does not exist.
 */

let app: TestApp
let admin: string

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login('admin', 'Admin@12345')
})

afterAll(async () => {
  await app?.close()
})

const FAKE = 'aaaaaaaaaaaaaaaaaaaaaaaa'

describe('version routes of Payload REST, as the super-admin', () => {
  it('globals: the list and a missing version answer without a 5xx', async () => {
    const failures: string[] = []
    for (const global of app.payload.config.globals) {
      const kept = Boolean(global.versions)
      for (const path of [
        `/api/globals/${global.slug}/versions`,
        `/api/globals/${global.slug}/versions/${FAKE}`,
        `/api/globals/${global.slug}/versions/1`,
      ]) {
        const res = await app.api.get<{ message?: string }>(path, { token: admin })
        if (res.status >= 500) failures.push(`${path} → ${res.status}`)
        else if (!kept && res.status !== 404) failures.push(`${path} → ${res.status} (no versions kept: 404 expected)`)
        else if (res.status === 404 && !/[\u4e00-\u9fff]/.test(res.body.message ?? ''))
          failures.push(`${path} → 404 without a zh-TW message`)
      }
    }
    expect(failures).toEqual([])
  })

  it('collections: the list and a missing version answer without a 5xx', async () => {
    const failures: string[] = []
    for (const collection of app.payload.config.collections) {
      for (const path of [
        `/api/${collection.slug}/versions`,
        `/api/${collection.slug}/versions/${FAKE}`,
        `/api/${collection.slug}/versions/1`,
      ]) {
        const res = await app.api.get(path, { token: admin })
        if (res.status >= 500) failures.push(`${path} → ${res.status}`)
      }
    }
    expect(failures).toEqual([])
  })
})
