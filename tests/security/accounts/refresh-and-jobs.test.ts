import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_ACCOUNTS } from '@/seed'
import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * Issue 10 item 13 (first two bullets): a Disabled account's token cannot be refreshed; the job
 * runner and other users' document locks are for super-admins only.
 */
let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(async () => app?.close())

describe('a disabled account', () => {
  it('cannot refresh its token, through either refresh call', async () => {
    const user = await app.payload.create({
      collection: 'users',
      data: {
        username: 'soonoff',
        name: '即將停用',
        password: 'Start1234',
        accountStatus: 'Enabled',
        mustChangePassword: false,
      },
      overrideAccess: true,
      context: { passwordSetBy: 'system' },
    })
    const token = await app.login('soonoff', 'Start1234')
    await app.payload.update({
      collection: 'users',
      id: user.id,
      data: { accountStatus: 'Disabled' },
      overrideAccess: true,
    })
    const contract = await app.api.post<{ message: string }>('/api/auth/refresh', undefined, { token })
    expect([401, 403]).toContain(contract.status)
    expect(contract.body.message).toMatch(/[\u4e00-\u9fff]/)
    const payloadRefresh = await app.api.post<{ refreshedToken?: string }>('/api/users/refresh-token', undefined, {
      token,
    })
    expect([401, 403]).toContain(payloadRefresh.status)
    expect(payloadRefresh.body.refreshedToken).toBeUndefined()
  })
})

describe('the job runner', () => {
  it('runs for a super-admin only', async () => {
    const editor = await app.login('editor', DEMO_ACCOUNTS.editor.password)
    const refused = await app.api.get<{ message?: string; errors?: { message: string }[] }>('/api/payload-jobs/run', {
      token: editor,
    })
    expect(refused.status).toBe(403)
    expect(refused.body.message ?? refused.body.errors?.[0]?.message).toMatch(/[\u4e00-\u9fff]/)
    expect([401, 403]).toContain((await app.api.get('/api/payload-jobs/run')).status)
    const admin = await app.login('admin', DEMO_ACCOUNTS.admin.password)
    expect((await app.api.get('/api/payload-jobs/run', { token: admin })).status).toBe(200)
  })
})

describe('document locks', () => {
  it("show other users' locks to super-admins only; nobody else creates locks through REST", async () => {
    const news = await app.payload.find({ collection: 'news', limit: 1, overrideAccess: true })
    const admin = (
      await app.payload.find({ collection: 'users', where: { username: { equals: 'admin' } }, overrideAccess: true })
    ).docs[0]!
    const newsId = news.docs[0]?.id
    expect(newsId).toBeTruthy()
    await app.payload.create({
      collection: 'payload-locked-documents',
      data: {
        document: { relationTo: 'news', value: newsId },
        user: { relationTo: 'users', value: admin.id },
      } as never,
      overrideAccess: true,
    })
    const editor = await app.login('editor', DEMO_ACCOUNTS.editor.password)
    const list = await app.api.get<{ docs?: unknown[] }>('/api/payload-locked-documents', { token: editor })
    expect(list.status === 403 || (list.status === 200 && list.body.docs?.length === 0)).toBe(true)
    const create = await app.api.post(
      '/api/payload-locked-documents',
      { document: { relationTo: 'news', value: newsId }, user: { relationTo: 'users', value: admin.id } },
      { token: editor },
    )
    expect(create.status).toBe(403)
    const adminToken = await app.login('admin', DEMO_ACCOUNTS.admin.password)
    const all = await app.api.get<{ docs: unknown[] }>('/api/payload-locked-documents', { token: adminToken })
    expect(all.status).toBe(200)
    expect(all.body.docs.length).toBeGreaterThan(0)
  })
})
