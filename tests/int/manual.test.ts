import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { onlyFlags } from '@/access/permissions'
import { MANUAL_DOWNLOAD_NAME } from '@/modules/manual'
import { MSG } from '@/i18n/messages'
import { DEMO_ACCOUNTS } from '@/seed'
import { REPORTS_DIR, REPORT_MSG, type ReportItem, registerReport } from '@/modules/reports'
import { startTestApp, type TestApp } from '../helpers/app'
import { rawRequest } from '../helpers/raw'

type Item = ReportItem
type List = { result: { data: Item[]; total: number; page: number; limit: number } }
type Message = { message: string; code?: string }

const MISSING_ID = '0123456789abcdef01234567'
/** Unique per run: report files of parallel runs share media/reports. */
const RUN = crypto.randomBytes(3).toString('hex')

const dispositionName = (header: string | null): string | undefined => {
  const match = /^attachment; filename\*=UTF-8''([^;]+)$/.exec(header ?? '')
  return match ? decodeURIComponent(match[1]!) : undefined
}

let app: TestApp
let admin: string
let editor: string
let viewer: string
let adminId: string

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login('admin', DEMO_ACCOUNTS.admin.password)
  editor = await app.login('editor', DEMO_ACCOUNTS.editor.password)
  adminId = (await app.payload.find({ collection: 'users', where: { username: { equals: 'admin' } }, depth: 0 })).docs[0]!.id
  // Someone who may see reports (authorizations__auth) but not delete them.
  const role = await app.payload.create({
    collection: 'roles',
    data: { name: '報表檢視', enabled: true, flags: onlyFlags(['authorizations__auth']) },
    overrideAccess: true,
  })
  await app.payload.create({
    collection: 'users',
    data: { username: 'viewer', name: '報表檢視者', password: 'Viewer@12345', accountStatus: 'Enabled', roles: [role.id], mustChangePassword: false },
    overrideAccess: true,
    context: { passwordSetBy: 'system' },
  })
  viewer = await app.login('viewer', 'Viewer@12345')
})

afterAll(async () => {
  if (app) {
    // Leave no files behind in media/reports.
    const left = await app.payload.find({ collection: 'reports', limit: 1000, depth: 0 })
    for (const report of left.docs) await app.payload.delete({ collection: 'reports', id: report.id, overrideAccess: true })
    await app.close()
  }
})

describe('operation manual download', () => {
  const manual = fs.readFileSync(path.resolve('docs/manual/operation-manual.md'))
  const expectedHeader = `attachment; filename*=UTF-8''${encodeURIComponent(MANUAL_DOWNLOAD_NAME)}`

  it('serves the shipped manual to a signed-in user as a Markdown attachment', async () => {
    for (const token of [admin, editor]) {
      const res = await rawRequest(app, 'GET', '/api/shennong/manual', token)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
      expect(res.headers.get('content-disposition')).toBe(expectedHeader)
      expect(dispositionName(res.headers.get('content-disposition'))).toBe('神農圖書館後台操作手冊.md')
      expect(res.bytes.equals(manual)).toBe(true)
    }
    const text = manual.toString('utf8')
    for (const heading of ['登入與登出', '忘記密碼', '變更密碼', '首次登入', '帳號鎖定', '使用者管理', '角色與權限', '模組通知信箱', '郵件紀錄', '報表']) {
      expect(text).toContain(heading)
    }
  })

  it('answers 401 to anonymous callers and 403 to an account that must change its password', async () => {
    const anonymous = await app.api.get<Message>('/api/shennong/manual')
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.message).toBe(MSG.unauthenticated)

    await app.payload.create({
      collection: 'users',
      data: { username: 'newcomer', name: '新進同仁', password: 'Start@12345', accountStatus: 'Enabled', mustChangePassword: true },
      overrideAccess: true,
      context: { passwordSetBy: 'system' },
    })
    const newcomer = await app.login('newcomer', 'Start@12345')
    const pending = await app.api.get<Message>('/api/shennong/manual', { token: newcomer })
    expect(pending.status).toBe(403)
    expect(pending.body.code).toBe('PASSWORD_CHANGE_REQUIRED')
  })
})
