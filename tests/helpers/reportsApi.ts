import crypto from 'node:crypto'

import { afterAll, beforeAll } from 'vitest'

import { onlyFlags } from '@/access/permissions'
import { DEMO_ACCOUNTS } from '@/seed'
import { type ReportItem } from '@/modules/reports'
import { startTestApp, type TestApp } from './app'

export type Item = ReportItem
export type List = { result: { data: Item[]; total: number; page: number; limit: number } }
export type Message = { message: string; code?: string }

export const MISSING_ID = '0123456789abcdef01234567'
/** Unique per run: report files of parallel runs share media/reports. */
export const RUN = crypto.randomBytes(3).toString('hex')

export const dispositionName = (header: string | null): string | undefined => {
  const match = /^attachment; filename\*=UTF-8''([^;]+)$/.exec(header ?? '')
  return match ? decodeURIComponent(match[1]!) : undefined
}

export let app: TestApp
export let admin: string
export let editor: string
export let viewer: string
export let adminId: string

/** Starts the app for the test file that calls it (before its tests) and closes it after them. */
export const useReportsApi = (): void => {
  beforeAll(async () => {
    app = await startTestApp()
    admin = await app.login('admin', DEMO_ACCOUNTS.admin.password)
    editor = await app.login('editor', DEMO_ACCOUNTS.editor.password)
    adminId = (await app.payload.find({ collection: 'users', where: { username: { equals: 'admin' } }, depth: 0 }))
      .docs[0]!.id
    // Someone who may see reports (authorizations__auth) but not delete them.
    const role = await app.payload.create({
      collection: 'roles',
      data: { name: '報表檢視', enabled: true, flags: onlyFlags(['authorizations__auth']) },
      overrideAccess: true,
    })
    await app.payload.create({
      collection: 'users',
      data: {
        username: 'viewer',
        name: '報表檢視者',
        password: 'Viewer@12345',
        accountStatus: 'Enabled',
        roles: [role.id],
        mustChangePassword: false,
      },
      overrideAccess: true,
      context: { passwordSetBy: 'system' },
    })
    viewer = await app.login('viewer', 'Viewer@12345')
  })
  afterAll(async () => {
    if (app) {
      // Leave no files behind in media/reports.
      const left = await app.payload.find({ collection: 'reports', limit: 1000, depth: 0 })
      for (const report of left.docs)
        await app.payload.delete({ collection: 'reports', id: report.id, overrideAccess: true })
      await app.close()
    }
  })
}
