import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MSG } from '@/i18n/messages'
import { MAIL_LOG_MSG, REDACTED } from '@/modules/mail'
import { DEMO_ACCOUNTS } from '@/seed'
import { startTestApp, type TestApp } from '../helpers/app'
import { forgetPayload, startTestAppWithBrokenSmtp } from '../helpers/brokenSmtp'

type LogItem = {
  _id: string
  to: string
  subject: string
  module: string
  status: 'Sent' | 'Failed'
  error: string | null
  sentAt: string
}
type LogDetail = LogItem & {
  text: string
  html: string | null
  redacted: boolean
  resendOf: string | null
  createdBy: { _id: string; name?: string } | null
}
type List = { result: { data: LogItem[]; total: number; page: number; limit: number } }
type One = { result: LogDetail }
type Message = { message: string; code?: string }

const ADMIN_EMAIL = DEMO_ACCOUNTS.admin.email
const MISSING_ID = '0123456789abcdef01234567'

describe('mail log with a working SMTP server', () => {
  let app: TestApp
  let admin: string
  let editor: string

  beforeAll(async () => {
    app = await startTestApp({ smtp: true })
    admin = await app.login('admin', DEMO_ACCOUNTS.admin.password)
    editor = await app.login('editor', DEMO_ACCOUNTS.editor.password)
  })
  afterAll(async () => {
    await app?.close()
    forgetPayload()
  })

  const receivedBy = (address: string) => app.smtp!.received.filter((mail) => mail.to.includes(address))

  it('logs the forgot-password mail as Sent, with the one-time code masked', async () => {
    const send = await app.api.post('/api/auth/forgot-password/send', { email: ADMIN_EMAIL })
    expect(send.status).toBe(200)
    const mail = await app.smtp!.waitFor(ADMIN_EMAIL)
    const code = /驗證碼為：(\d{6})/.exec(mail.text)?.[1]
    expect(code).toMatch(/^\d{6}$/)

    const list = await app.api.get<List>('/api/shennong/email-logs?module=auth', { token: admin })
    expect(list.status).toBe(200)
    expect(list.body.result.total).toBe(1)
    expect(list.body.result.page).toBe(1)
    expect(list.body.result.limit).toBe(10)
    const [entry] = list.body.result.data
    expect(entry).toMatchObject({
      to: ADMIN_EMAIL,
      subject: '重設密碼驗證碼',
      module: 'auth',
      status: 'Sent',
      error: null,
    })
    expect(entry!._id).toMatch(/^[0-9a-f]{24}$/)
    expect(Number.isNaN(Date.parse(entry!.sentAt))).toBe(false)
    expect(Object.keys(entry!).sort()).toEqual(['_id', 'error', 'module', 'sentAt', 'status', 'subject', 'to'])

    const detail = await app.api.get<One>(`/api/shennong/email-logs/${entry!._id}`, { token: admin })
    expect(detail.status).toBe(200)
    expect(detail.body.result._id).toBe(entry!._id)
    expect(detail.body.result.redacted).toBe(true)
    expect(detail.body.result.text).toContain(`驗證碼為：${REDACTED}`)
    expect(detail.body.result.text).not.toContain(code!)
    expect(detail.body.result.createdBy).toBeNull()

    // A masked mail cannot be sent again: the recipient would get a useless code.
    const resend = await app.api.post<Message>(`/api/shennong/email-logs/${entry!._id}/resend`, {}, { token: admin })
    expect(resend.status).toBe(409)
    expect(resend.body.message).toBe(MAIL_LOG_MSG.redacted)
    expect(receivedBy(ADMIN_EMAIL)).toHaveLength(1)
  })

  it('sends a test mail, logs it and returns the entry', async () => {
    const res = await app.api.post<One>('/api/shennong/email-test', { to: '  check@test.example ' }, { token: admin })
    expect(res.status).toBe(200)
    const entry = res.body.result
    expect(entry).toMatchObject({
      to: 'check@test.example',
      subject: '郵件設定測試',
      module: 'test',
      status: 'Sent',
      error: null,
      redacted: false,
    })
    expect(entry.createdBy?.name).toBe(DEMO_ACCOUNTS.admin.name)
    const mail = await app.smtp!.waitFor('check@test.example')
    expect(mail.subject).toBe('郵件設定測試')
    expect(mail.text).toContain('測試郵件')

    const stored = await app.payload.findByID({ collection: 'email-logs', id: entry._id!, depth: 0 })
    expect(stored).toMatchObject({ to: 'check@test.example', status: 'Sent', module: 'test', text: entry.text })
  })

  it('validates the test address', async () => {
    const bad = await app.api.post<Message>('/api/shennong/email-test', { to: 'not-an-address' }, { token: admin })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe(MSG.notEmail)
    const missing = await app.api.post<Message>('/api/shennong/email-test', {}, { token: admin })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe('電子郵件為必填欄位')
    const count = await app.payload.count({ collection: 'email-logs', where: { to: { equals: 'not-an-address' } } })
    expect(count.totalDocs).toBe(0)
  })

  it('resends a logged mail as a new Sent entry that arrives again', async () => {
    const first = await app.api.post<One>('/api/shennong/email-test', { to: 'again@test.example' }, { token: admin })
    expect(first.status).toBe(200)
    await app.smtp!.waitFor('again@test.example')

    const resend = await app.api.post<One>(
      `/api/shennong/email-logs/${first.body.result._id}/resend`,
      {},
      { token: admin },
    )
    expect(resend.status).toBe(200)
    const entry = resend.body.result
    expect(entry._id).not.toBe(first.body.result._id)
    expect(entry).toMatchObject({
      status: 'Sent',
      to: 'again@test.example',
      subject: '郵件設定測試',
      resendOf: first.body.result._id,
    })
    expect(entry.text).toBe(first.body.result.text)

    const deadline = Date.now() + 30_000
    while (receivedBy('again@test.example').length < 2 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100))
    expect(receivedBy('again@test.example')).toHaveLength(2)
    const rows = await app.payload.find({
      collection: 'email-logs',
      where: { to: { equals: 'again@test.example' } },
      depth: 0,
    })
    expect(rows.totalDocs).toBe(2)
  })

  it('resends a mail that had failed: the new entry is Sent and the mail arrives', async () => {
    // A failure from an earlier SMTP outage, as the mail service records it.
    const failed = await app.payload.create({
      collection: 'email-logs',
      data: {
        to: 'patron@test.example, desk@test.example',
        subject: '空間預約通知',
        module: 'reservations',
        status: 'Failed',
        error: 'connect ECONNREFUSED 10.0.0.1:25',
        sentAt: new Date(Date.now() - 60_000).toISOString(),
        text: '您的空間預約已完成。',
      },
      overrideAccess: true,
    })
    const resend = await app.api.post<One>(`/api/shennong/email-logs/${failed.id}/resend`, {}, { token: admin })
    expect(resend.status).toBe(200)
    expect(resend.body.result).toMatchObject({
      status: 'Sent',
      error: null,
      module: 'reservations',
      resendOf: failed.id,
    })
    const mail = await app.smtp!.waitFor('desk@test.example')
    expect(mail.to.sort()).toEqual(['desk@test.example', 'patron@test.example'])
    expect(mail.subject).toBe('空間預約通知')
    const original = await app.payload.findByID({ collection: 'email-logs', id: failed.id, depth: 0 })
    expect(original.status).toBe('Failed')
  })

  it('lists newest first, filters by keyword, status and module, and paginates', async () => {
    const all = await app.api.get<List>('/api/shennong/email-logs?limit=100', { token: admin })
    expect(all.status).toBe(200)
    const { data, total } = all.body.result
    expect(total).toBe(await app.payload.count({ collection: 'email-logs' }).then((c) => c.totalDocs))
    expect(total).toBeGreaterThanOrEqual(6)
    const times = data.map((item) => Date.parse(item.sentAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)

    const byKeyword = await app.api.get<List>(`/api/shennong/email-logs?keyword=${encodeURIComponent('again@')}`, {
      token: admin,
    })
    expect(byKeyword.body.result.total).toBe(2)
    expect(byKeyword.body.result.data.every((item) => item.to === 'again@test.example')).toBe(true)
    const bySubject = await app.api.get<List>(`/api/shennong/email-logs?keyword=${encodeURIComponent('預約通知')}`, {
      token: admin,
    })
    expect(bySubject.body.result.data.map((item) => item.subject)).toEqual(['空間預約通知', '空間預約通知'])

    const failed = await app.api.get<List>('/api/shennong/email-logs?status=Failed', { token: admin })
    expect(failed.body.result.total).toBe(1)
    expect(failed.body.result.data[0]!.error).toContain('ECONNREFUSED')
    const tests = await app.api.get<List>('/api/shennong/email-logs?module=test&status=Sent', { token: admin })
    expect(tests.body.result.total).toBe(3)

    const page2 = await app.api.get<List>('/api/shennong/email-logs?page=2&limit=2', { token: admin })
    expect(page2.body.result).toMatchObject({ page: 2, limit: 2, total })
    expect(page2.body.result.data.map((item) => item._id)).toEqual(data.slice(2, 4).map((item) => item._id))

    const everything = await app.api.get<List>(`/api/shennong/email-logs?limit=${Number.MAX_SAFE_INTEGER}`, {
      token: admin,
    })
    expect(everything.status).toBe(200)
    expect(everything.body.result.data).toHaveLength(total)
  })

  it('answers 400 for a bad list query and 404 for an unknown entry', async () => {
    const badPage = await app.api.get<Message>('/api/shennong/email-logs?page=0', { token: admin })
    expect(badPage.status).toBe(400)
    expect(badPage.body.message).toBe(MSG.min(1))
    const badLimit = await app.api.get<Message>('/api/shennong/email-logs?limit=abc', { token: admin })
    expect(badLimit.status).toBe(400)
    const badStatus = await app.api.get<Message>('/api/shennong/email-logs?status=Lost', { token: admin })
    expect(badStatus.status).toBe(400)
    expect(badStatus.body.message).toBe(MAIL_LOG_MSG.invalidStatus)

    for (const id of [MISSING_ID, 'not-an-id']) {
      const one = await app.api.get<Message>(`/api/shennong/email-logs/${id}`, { token: admin })
      expect(one.status).toBe(404)
      expect(one.body.message).toBe(MAIL_LOG_MSG.notFound)
      const resend = await app.api.post<Message>(`/api/shennong/email-logs/${id}/resend`, {}, { token: admin })
      expect(resend.status).toBe(404)
    }
  })

  it('refuses the editor (403) and anonymous callers (401) on every call', async () => {
    const someId = (await app.payload.find({ collection: 'email-logs', limit: 1, depth: 0 })).docs[0]!.id
    const before = await app.payload.count({ collection: 'email-logs' })
    const calls = [
      (token?: string) => app.api.get<Message>('/api/shennong/email-logs', { token }),
      (token?: string) => app.api.get<Message>(`/api/shennong/email-logs/${someId}`, { token }),
      (token?: string) => app.api.post<Message>(`/api/shennong/email-logs/${someId}/resend`, {}, { token }),
      (token?: string) => app.api.post<Message>('/api/shennong/email-test', { to: 'x@test.example' }, { token }),
    ]
    for (const call of calls) {
      const asEditor = await call(editor)
      expect(asEditor.status).toBe(403)
      expect(asEditor.body.message).toBe(MSG.forbidden)
      const anonymous = await call(undefined)
      expect(anonymous.status).toBe(401)
      expect(anonymous.body.message).toBe(MSG.unauthenticated)
    }
    expect((await app.payload.count({ collection: 'email-logs' })).totalDocs).toBe(before.totalDocs)
    expect(receivedBy('x@test.example')).toHaveLength(0)
  })

  it('keeps the log read-only through the collection API, even for the super-admin', async () => {
    const someId = (await app.payload.find({ collection: 'email-logs', limit: 1, depth: 0 })).docs[0]!.id
    const create = await app.api.post(
      '/api/email-logs',
      { to: 'a@test.example', subject: 'x', module: 'test', status: 'Sent', sentAt: new Date().toISOString() },
      { token: admin },
    )
    expect(create.status).toBe(403)
    const update = await app.api.patch(`/api/email-logs/${someId}`, { status: 'Failed' }, { token: admin })
    expect(update.status).toBe(403)
    const remove = await app.api.delete(`/api/email-logs/${someId}`, { token: admin })
    expect(remove.status).toBe(403)
    const read = await app.api.get<{ docs: unknown[] }>('/api/email-logs', { token: admin })
    expect(read.status).toBe(200)
    const editorRead = await app.api.get<{ docs: unknown[] }>('/api/email-logs', { token: editor })
    expect(editorRead.status).toBe(403)
  })
})

describe('mail log when the SMTP server cannot be reached', () => {
  let app: Awaited<ReturnType<typeof startTestAppWithBrokenSmtp>>
  let admin: string

  beforeAll(async () => {
    app = await startTestAppWithBrokenSmtp()
    admin = await app.login('admin', DEMO_ACCOUNTS.admin.password)
  })
  afterAll(async () => app?.close())

  it('logs a failed forgot-password mail as Failed, and answers as for any address (no account discovery)', async () => {
    const send = await app.api.post<{ result: { message: string } }>('/api/auth/forgot-password/send', {
      email: ADMIN_EMAIL,
    })
    const unknown = await app.api.post<{ result: { message: string } }>('/api/auth/forgot-password/send', {
      email: 'nobody@test.example',
    })
    expect(send.status).toBe(200)
    expect(send.body).toEqual(unknown.body)

    const list = await app.api.get<List>('/api/shennong/email-logs', { token: admin })
    expect(list.status).toBe(200)
    expect(list.body.result.total).toBe(1)
    const [entry] = list.body.result.data
    expect(entry).toMatchObject({ to: ADMIN_EMAIL, subject: '重設密碼驗證碼', module: 'auth', status: 'Failed' })
    expect(entry!.error).toContain('ECONNREFUSED')
    expect(entry!.error).toContain(String(app.smtpPort))
  })

  it('answers a failed test mail with 502 and the reason, and logs it', async () => {
    const res = await app.api.post<Message>('/api/shennong/email-test', { to: 'check@test.example' }, { token: admin })
    expect(res.status).toBe(502)
    expect(res.body.message).toMatch(/^郵件寄送失敗：.*ECONNREFUSED/)
    const rows = await app.payload.find({ collection: 'email-logs', where: { module: { equals: 'test' } }, depth: 0 })
    expect(rows.totalDocs).toBe(1)
    expect(rows.docs[0]).toMatchObject({ to: 'check@test.example', status: 'Failed', subject: '郵件設定測試' })
    expect(rows.docs[0]!.error).toContain('ECONNREFUSED')

    const resend = await app.api.post<Message>(
      `/api/shennong/email-logs/${rows.docs[0]!.id}/resend`,
      {},
      { token: admin },
    )
    expect(resend.status).toBe(502)
    const retries = await app.payload.find({
      collection: 'email-logs',
      where: { resendOf: { equals: rows.docs[0]!.id } },
      depth: 0,
    })
    expect(retries.totalDocs).toBe(1)
    expect(retries.docs[0]!.status).toBe('Failed')
  })
})
