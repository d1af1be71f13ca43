import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { deliverMail } from '@/modules/mail/mail'
import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * Issue 42 (Low): the per-recipient daily mail cap counted `name+1@…`, `name+2@…` as other
 * recipients, though they reach one mailbox. The cap counts an address without its `+tag`
 * and whatever its case.
 */
const CAP = 3

let app: TestApp

beforeAll(async () => {
  delete process.env.REDIS_URL
  process.env.MAIL_RECIPIENT_DAILY_CAP = String(CAP)
  app = await startTestApp({ seed: false, smtp: true, autoRunJobs: false })
})
afterAll(async () => {
  delete process.env.MAIL_RECIPIENT_DAILY_CAP
  await app?.close()
})

const visitorMail = (to: string) =>
  deliverMail(app.payload, { to, subject: '通知', text: '您好', module: 'feedbacks', user: null })

describe('the per-recipient mail cap and plus-addressing', () => {
  it('counts name+tag@domain as name@domain, whatever the case: one mailbox gets the cap a day', async () => {
    const statuses: string[] = []
    for (let i = 0; i < CAP + 3; i++)
      statuses.push((await visitorMail(i % 2 ? `Victim+${i}@Test.Example` : `victim+flood${i}@test.example`)).status)
    statuses.push((await visitorMail('VICTIM@test.example')).status)
    const mailbox = app.smtp!.received.filter((mail) =>
      mail.to.some((rcpt) => /^victim(\+[^@]*)?@test\.example$/i.test(rcpt)),
    )
    expect(mailbox).toHaveLength(CAP)
    expect(statuses.filter((status) => status === 'Sent')).toHaveLength(CAP)
    // Another mailbox of the same domain is counted apart.
    expect((await visitorMail('victim.other+1@test.example')).status).toBe('Sent')
  })
})
