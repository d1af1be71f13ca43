import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { AppError } from '@/lib/errors'
import { REDACTED, deliverMail, sendMail } from '@/modules/mail'

type Created = { collection: string; data: Record<string, unknown>; overrideAccess?: boolean }

/** The slice of Payload that sendMail uses, recording what it is asked to do. */
const fakePayload = (options: { sendFails?: Error; logFails?: Error } = {}) => {
  const sent: Record<string, unknown>[] = []
  const created: Created[] = []
  const errors: unknown[] = []
  const payload = {
    sendEmail: async (message: Record<string, unknown>) => {
      if (options.sendFails) throw options.sendFails
      sent.push(message)
    },
    create: async (args: Created) => {
      if (options.logFails) throw options.logFails
      created.push(args)
      return { id: '0123456789abcdef01234567', ...args.data }
    },
    logger: { error: (entry: unknown) => errors.push(entry) },
  } as unknown as Payload
  return { payload, sent, created, errors }
}

const mail = { to: ['a@test.example', 'b@test.example'], subject: '主旨', text: '內文 123456', module: 'feedbacks' }

describe('sendMail records every attempt', () => {
  it('logs a sent mail as Sent with the recipients comma-joined, through overrideAccess', async () => {
    const fake = fakePayload()
    const log = await sendMail(fake.payload, mail)
    expect(fake.sent).toHaveLength(1)
    expect(fake.created).toHaveLength(1)
    expect(fake.created[0]!.collection).toBe('email-logs')
    expect(fake.created[0]!.overrideAccess).toBe(true)
    expect(fake.created[0]!.data).toMatchObject({
      to: 'a@test.example, b@test.example',
      subject: '主旨',
      module: 'feedbacks',
      status: 'Sent',
      error: null,
      text: '內文 123456',
      redacted: false,
      createdBy: null,
    })
    expect(log?.id).toBe('0123456789abcdef01234567')
  })

  it('logs a failed mail as Failed with the error, then throws the 502', async () => {
    const fake = fakePayload({ sendFails: new Error('connect ECONNREFUSED 127.0.0.1:2525') })
    const error = await sendMail(fake.payload, mail).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppError)
    expect((error as AppError).status).toBe(502)
    expect((error as AppError).message).toBe('郵件寄送失敗，請稍後再試')
    expect(fake.created[0]!.data).toMatchObject({ status: 'Failed', error: 'connect ECONNREFUSED 127.0.0.1:2525' })
  })

  it('does not mask a successful send when the log cannot be written', async () => {
    const fake = fakePayload({ logFails: new Error('database is locked') })
    await expect(sendMail(fake.payload, mail)).resolves.toBeUndefined()
    expect(fake.sent).toHaveLength(1)
    // The database is down: the daily cap cannot be counted either (the mail is sent, and that is logged too).
    const logErrors = fake.errors.filter((entry) => JSON.stringify(entry).includes('could not write the mail log'))
    expect(logErrors, JSON.stringify(fake.errors)).toHaveLength(1)
  })

  it('still answers 502 for a failed send when the log cannot be written either', async () => {
    const fake = fakePayload({ sendFails: new Error('EAUTH'), logFails: new Error('database is locked') })
    const error = await sendMail(fake.payload, mail).catch((e: unknown) => e)
    expect((error as AppError).status).toBe(502)
    expect(
      fake.errors.filter((entry) => !JSON.stringify(entry).includes('daily cap')),
      JSON.stringify(fake.errors),
    ).toHaveLength(2)
  })

  it('masks secrets in the stored copy and marks it redacted, but sends them', async () => {
    const fake = fakePayload()
    const outcome = await deliverMail(fake.payload, {
      ...mail,
      html: '<p>123456</p>',
      secrets: ['123456'],
      user: 'fedcba9876543210fedcba98',
    })
    expect(outcome.status).toBe('Sent')
    expect(fake.sent[0]!.text).toBe('內文 123456')
    expect(fake.created[0]!.data).toMatchObject({
      text: `內文 ${REDACTED}`,
      html: `<p>${REDACTED}</p>`,
      redacted: true,
      createdBy: 'fedcba9876543210fedcba98',
    })
  })
})
