import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MANUAL_DOWNLOAD_NAME } from '@/modules/manual'
import { MSG } from '@/i18n/messages'
import { rawRequest } from '../helpers/raw'
import { admin, app, dispositionName, editor, Message, useReportsApi } from '../helpers/reportsApi'

useReportsApi()

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
    for (const heading of [
      '登入與登出',
      '忘記密碼',
      '變更密碼',
      '首次登入',
      '帳號鎖定',
      '使用者管理',
      '角色與權限',
      '模組通知信箱',
      '郵件紀錄',
      '報表',
    ]) {
      expect(text).toContain(heading)
    }
  })

  it('answers 401 to anonymous callers and 403 to an account that must change its password', async () => {
    const anonymous = await app.api.get<Message>('/api/shennong/manual')
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.message).toBe(MSG.unauthenticated)

    await app.payload.create({
      collection: 'users',
      data: {
        username: 'newcomer',
        name: '新進同仁',
        password: 'Start@12345',
        accountStatus: 'Enabled',
        mustChangePassword: true,
      },
      overrideAccess: true,
      context: { passwordSetBy: 'system' },
    })
    const newcomer = await app.login('newcomer', 'Start@12345')
    const pending = await app.api.get<Message>('/api/shennong/manual', { token: newcomer })
    expect(pending.status).toBe(403)
    expect(pending.body.code).toBe('PASSWORD_CHANGE_REQUIRED')
  })
})
