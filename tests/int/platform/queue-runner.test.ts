import { afterAll, beforeAll, expect, it } from 'vitest'

import { MAIL_QUEUE, mailQueueAutoRun } from '@/modules/mail'
import { startTestApp, type TestApp } from '../../helpers/app'

// The test harness's own guarantee: a test that runs a queue by hand (`app.runQueue`) never runs it
// beside the app's schedule for it. Payload claims jobs with a read and then a write, so two runners
// in one process can both take a job: CI saw a visitor's acknowledgement mailed twice and a job
// deleted under the second runner (`Cannot read properties of null (reading 'log')`).

let app: TestApp
let categoryId: string

beforeAll(async () => {
  app = await startTestApp({ smtp: true })
  const category = await app.payload.create({ collection: 'feedback-categories', data: { name: '排程測試', sort: 1 } })
  categoryId = String(category.id)
})
afterAll(async () => app?.close())

it('a queue run by hand waits for the scheduled run in progress: every mail goes out once', async () => {
  const visitors = Array.from({ length: 8 }, (_, i) => `queue-runner-${i}@test.example`)
  for (const [i, email] of visitors.entries()) {
    const res = await app.api.post(
      '/api/public/feedbacks',
      {
        categoryId,
        title: `排程測試 ${i}`,
        description: '同一佇列不可同時由兩處執行',
        respondent: { name: '測試', email, phoneNumber: '02-1234-5678', jobTitle: '護理師' },
      },
      { headers: { 'X-Forwarded-For': `198.51.100.${200 + i}` } },
    )
    expect(res.status).toBe(200)
  }
  const schedule = app.payload.crons.find((cron) => cron.getPattern() === mailQueueAutoRun.cron)
  expect(schedule).toBeDefined()
  // The schedule's own ticks stop (the test fires it instead: `trigger` ignores the pause, and a
  // tick of its own beside `trigger` would be two scheduled runs at once, which Payload's `protect`
  // prevents in the product but not for `trigger`); then it fires, and the test runs the same
  // queue at once.
  schedule!.pause()
  while (schedule!.isBusy()) await new Promise((resolve) => setTimeout(resolve, 20))
  const scheduled = schedule!.trigger()
  await app.runQueue(MAIL_QUEUE)
  await scheduled
  const mailsTo = (email: string) => app.smtp!.received.filter((mail) => mail.to.includes(email))
  // A send that failed under load is retried: run until every visitor has a mail, then count.
  const deadline = Date.now() + 20_000
  for (;;) {
    await app.runQueue(MAIL_QUEUE)
    if (visitors.every((email) => mailsTo(email).length > 0) || Date.now() > deadline) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  for (const email of visitors) expect(mailsTo(email), email).toHaveLength(1)
})
