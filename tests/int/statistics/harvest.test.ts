import { Cron } from 'croner'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { FLAGS } from '@/access'
import { onlyFlags } from '@/access/permissions'
import { RETRY_CAPS } from '@/modules/statistics/sushi/policy'
import { SUSHI_HARVEST_QUEUE, harvestAutoRun } from '@/modules/statistics/sushi/jobs'
import { RUNS, executeRun, monthlyHarvest } from '@/modules/statistics/sushi/harvest'
import { nextHarvestCheckAt } from '@/modules/statistics/sushi/runs'
import { startTestApp, type TestApp } from '../../helpers/app'
import { ROUNDS, atOnce } from '../../helpers/atOnce'
import { type SushiServer, startSushiServer } from '../../helpers/sushiServer'

/**
 * Issue 26 (defects 1, 4, 7, 10; beyond 2 and 3): harvests that reach COUNTER's deadline, with a
 * clock the test moves; harvest runs whose progress lives in the database, cancellable; the
 * source list showing a source whose every month failed; re-harvesting a range of months that
 * keeps the old figures until new ones are stored. On SQLite and PostgreSQL, against the loopback
 * SUSHI server.
 */

type Envelope<T> = { result: T; message?: string }
type SetView = {
  _id: string
  month: string
  reportType: string
  state: string
  attempts: number
  autoAttempts: number
  lastCode: number | null
  lastError: string | null
  rowCount: number
  nextAttemptAt: string | null
}
type GroupView = { _id: string; reportType: string }
type Outcome = { setId: string; month: string; reportType: string; state: string; rowCount: number; message: string }
type Progress = {
  _id: string | null
  status: string
  statusLabel: string
  running: boolean
  total: number
  finished: number
  current: string | null
  outcomes: Outcome[]
  counts: Record<string, number>
  startedBy: string | null
  startedAt: string
  finishedAt: string | null
  cancelRequested: boolean
  error: string | null
  sets?: SetView[]
}
type SourceView = {
  _id: string
  name: string
  health: string
  healthLabel: string
  lastError: string | null
  harvestRun: { finished: number; total: number } | null
  harvestIssue: { state: string } | null
}

const BASE = '/api/shennong/statistics'

let app: TestApp
let sushi: SushiServer
let admin: string

const post = <T>(path: string, body: unknown = {}, token = admin) =>
  app.api.post<Envelope<T>>(`${BASE}/${path}`, body, { token })
const get = <T>(path: string, token = admin) => app.api.get<Envelope<T>>(`${BASE}/${path}`, { token })
const remove = <T>(path: string, token = admin) => app.api.delete<Envelope<T>>(`${BASE}/${path}`, { token })

const itemCount = async (setId: string) =>
  (
    await app.payload.count({
      collection: 'data-original-items',
      where: { set: { equals: setId } },
      overrideAccess: true,
    })
  ).totalDocs

/** A source on the loopback server with groups for `reportTypes` over the months. */
const source = async (
  name: string,
  reportTypes: string[],
  startMonth: string,
  endMonth = startMonth,
  extra: Record<string, unknown> = {},
) => {
  const created = await app.api.put<Envelope<{ _id: string }>>(
    `${BASE}/data-original-settings`,
    { name, url: sushi.url, customerId: 'cust-1', requestorId: 'req-1', apiKey: 'key-1', ...extra },
    { token: admin },
  )
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const id = created.body.result._id
  const init = await post('init-original-groups-and-sets', { id, reportTypes, startMonth, endMonth })
  expect(init.status, JSON.stringify(init.body)).toBe(200)
  const groups = async () => (await get<GroupView[]>(`data-original-groups/${id}`)).body.result
  const sets = async (reportType = reportTypes[0]!) => {
    const group = (await groups()).find((g) => g.reportType === reportType)!
    return (await get<SetView[]>(`data-original-sets/${group._id}`)).body.result
  }
  return { id, sets }
}

/** The stored set of a month (not through the calls: no session needed while the clock moves). */
const storedSet = async (settingId: string, month: string) =>
  (
    await app.payload.find({
      collection: 'data-original-sets',
      where: { and: [{ setting: { equals: settingId } }, { month: { equals: month } }] },
      limit: 1,
      overrideAccess: true,
    })
  ).docs[0]!

const harvestNow = async (id: string, body: Record<string, unknown> = {}, token = admin) => {
  const response = await post<Progress>(`download-sushi-report/${id}`, { wait: true, ...body }, token)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body.result
}

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Run the test with the clock at `start` (Date only; timers run), the real clock afterwards and a fresh session. */
const withClock = async (start: string, work: (move: (to: string | Date) => void) => Promise<void>) => {
  vi.useFakeTimers({ toFake: ['Date'] })
  try {
    vi.setSystemTime(new Date(start))
    await work((to) => vi.setSystemTime(new Date(to)))
  } finally {
    vi.useRealTimers()
    // Signing in on a moved clock prunes the suite's session: take a fresh one.
    admin = await app.login('admin', 'Admin@12345')
  }
}

/** Sources of one test stop taking part in the next test's monthly harvests. */
const retire = async (id: string) => {
  await app.payload.update({
    collection: 'data-original-settings',
    id,
    data: { status: 'Disabled' },
    overrideAccess: true,
  })
}

beforeAll(async () => {
  process.env.SUSHI_ALLOWED_HOSTS = '127.0.0.1'
  sushi = await startSushiServer({ credentials: { customerId: 'cust-1', apiKey: 'key-1' } })
  app = await startTestApp({ autoRunJobs: false })
  admin = await app.login('admin', 'Admin@12345')
}, 180_000)

afterAll(async () => {
  vi.useRealTimers()
  await app?.close()
  await sushi?.close()
})

describe('defect 1: retries reach COUNTER’s deadline, with a cap per state (a clock the test moves)', () => {
  it('3031 is retried every day from the 1st until the morning after the 28th of the next month, then stops, and the words say so', async () => {
    let id = ''
    await withClock('2027-04-01T00:00:00Z', async (move) => {
      admin = await app.login('admin', 'Admin@12345')
      ;({ id } = await source('未備妥廠商', ['TR_J1'], '2027-02'))
      sushi.setScenario({ report: 'tr_j1' }, { exception: 3031 })
      move('2027-04-01T01:17:00Z')
      await monthlyHarvest(app.payload)
      // The job made last month's set and asked for it and for February (past its deadline).
      let march = await storedSet(id, '2027-03')
      expect(march).toMatchObject({
        state: 'notReady',
        lastCode: 3031,
        autoAttempts: 1,
        nextAttemptAt: '2027-04-02T02:00:00.000Z',
      })
      expect(march.lastError).toContain('將自動再試')
      expect(march.lastError).not.toContain('明日')
      const february = await storedSet(id, '2027-02')
      expect(february).toMatchObject({ state: 'notReady', nextAttemptAt: null })
      expect(february.lastError).toContain('不再自動重試')
      expect(february.lastError).toContain('2027-03-28')

      // Each day the job asks again, well beyond the old cap of eight attempts.
      let runs = 1
      while (march.nextAttemptAt) {
        move(new Date(Date.parse(march.nextAttemptAt) + 60_000))
        await monthlyHarvest(app.payload)
        march = await storedSet(id, '2027-03')
        runs += 1
        expect(runs).toBeLessThan(40)
      }
      expect(runs).toBe(29)
      expect(march.autoAttempts).toBe(29)
      expect(new Date().toISOString()).toBe('2027-04-29T02:01:00.000Z')
      expect(march.lastError).toContain('不再自動重試')
      expect(march.lastError).toContain('2027-04-28')
      expect(march.lastError).not.toContain('將自動再試')

      // The screen: no next attempt, no promise of one.
      admin = await app.login('admin', 'Admin@12345')
      const shown = (await source2Sets(id, 'TR_J1')).find((set) => set.month === '2027-03')!
      expect(shown.nextAttemptAt).toBeNull()
      expect(shown.lastError).not.toMatch(/明日|將自動再試/)
    })
    await retire(id)
  })

  it('harvests by hand are not counted; a vendor publishing on the 20th is harvested by the job', async () => {
    let id = ''
    await withClock('2027-06-01T01:17:00Z', async (move) => {
      admin = await app.login('admin', 'Admin@12345')
      ;({ id } = await source('晚發布廠商', ['DR'], '2027-05'))
      sushi.setScenario({ report: 'dr', month: '2027-05' }, { exception: 3031 })
      await monthlyHarvest(app.payload)
      let may = await storedSet(id, '2027-05')
      expect(may).toMatchObject({ state: 'notReady', attempts: 1, autoAttempts: 1 })
      // Two harvests by hand: attempts, not automatic attempts.
      move('2027-06-01T08:00:00Z')
      admin = await app.login('admin', 'Admin@12345')
      await harvestNow(id, { setIds: [String(may.id)] })
      await harvestNow(id, { month: '2027-05' })
      may = await storedSet(id, '2027-05')
      expect(may).toMatchObject({
        state: 'notReady',
        attempts: 3,
        autoAttempts: 1,
        nextAttemptAt: '2027-06-02T02:00:00.000Z',
      })
      // Daily until the vendor publishes on the 20th.
      for (let day = 2; day <= 20; day++) {
        if (day === 20) sushi.setScenario({ report: 'dr', month: '2027-05' }, { generate: { items: 2 } })
        move(`2027-06-${String(day).padStart(2, '0')}T02:01:00Z`)
        await monthlyHarvest(app.payload)
      }
      may = await storedSet(id, '2027-05')
      expect(may).toMatchObject({ state: 'done', attempts: 22, nextAttemptAt: null, lastError: null })
      expect(may.rowCount).toBeGreaterThan(0)
    })
    await retire(id)
  })

  it('a failing month stops after its state’s cap; hand harvests after that promise nothing; a disabled source promises nothing', async () => {
    let id = ''
    await withClock('2027-08-01T01:17:00Z', async (move) => {
      admin = await app.login('admin', 'Admin@12345')
      ;({ id } = await source('故障廠商', ['PR'], '2027-07'))
      sushi.setScenario({ report: 'pr', month: '2027-07' }, { garbage: true, status: 500 })
      await monthlyHarvest(app.payload)
      let july = await storedSet(id, '2027-07')
      expect(july).toMatchObject({ state: 'failed', autoAttempts: 1 })
      expect(july.lastError).toContain('將自動再試')

      // While the source is disabled, the screen shows no next attempt and no promise.
      await app.payload.update({
        collection: 'data-original-settings',
        id,
        data: { status: 'Disabled' },
        overrideAccess: true,
      })
      let shown = (await source2Sets(id, 'PR'))[0]!
      expect(shown.nextAttemptAt).toBeNull()
      expect(shown.lastError).not.toContain('將自動再試')
      await app.payload.update({
        collection: 'data-original-settings',
        id,
        data: { status: 'Enabled' },
        overrideAccess: true,
      })
      shown = (await source2Sets(id, 'PR'))[0]!
      expect(shown.nextAttemptAt).toBe(july.nextAttemptAt)

      let runs = 1
      while (july.nextAttemptAt) {
        move(new Date(Date.parse(july.nextAttemptAt) + 60_000))
        await monthlyHarvest(app.payload)
        july = await storedSet(id, '2027-07')
        runs += 1
        expect(runs).toBeLessThan(20)
      }
      expect(runs).toBe(RETRY_CAPS.failed)
      expect(july.lastError).toContain(`已自動嘗試 ${RETRY_CAPS.failed} 次，不再自動重試`)
      admin = await app.login('admin', 'Admin@12345')
      await harvestNow(id, { month: '2027-07' })
      july = await storedSet(id, '2027-07')
      expect(july).toMatchObject({ state: 'failed', autoAttempts: RETRY_CAPS.failed, nextAttemptAt: null })
      expect(july.lastError).toContain('不再自動重試')
    })
    await retire(id)
  })
})

/** The months of a source's report type as the screen reads them. */
const source2Sets = async (id: string, reportType: string) => {
  const groups = (await get<GroupView[]>(`data-original-groups/${id}`)).body.result
  return (await get<SetView[]>(`data-original-sets/${groups.find((g) => g.reportType === reportType)!._id}`)).body
    .result
}

describe('defect 10: a retry due seconds after the job’s minute runs when due, not an hour later', () => {
  it('the queue is looked at every minute and the waiting check waits only until the earliest retry', async () => {
    // Every minute: the minute after 10:17:30 is 10:18, not 11:17.
    expect(
      new Cron(harvestAutoRun.cron, { paused: true }).nextRun(new Date('2027-09-10T10:17:30Z'))?.toISOString(),
    ).toBe('2027-09-10T10:18:00.000Z')
    expect(harvestAutoRun.queue).toBe(SUSHI_HARVEST_QUEUE)
    let id = ''
    let otherId = ''
    await withClock('2027-09-10T10:17:00Z', async (move) => {
      admin = await app.login('admin', 'Admin@12345')
      ;({ id } = await source('重試廠商', ['TR'], '2027-08'))
      sushi.setScenario({ report: 'tr', month: '2027-08' }, [{ exception: 1020 }, { generate: { items: 2 } }])
      await harvestNow(id)
      const august = await storedSet(id, '2027-08')
      expect(august).toMatchObject({ state: 'rateLimited', attempts: 1 })
      // The retry falls due 30 seconds after the job's minute.
      await app.payload.update({
        collection: 'data-original-sets',
        id: august.id,
        data: { nextAttemptAt: '2027-09-10T10:17:30.000Z' },
        overrideAccess: true,
      })
      // The job's run at 10:17 (whatever else it does) leaves the next check waiting for that retry.
      await app.runQueue(SUSHI_HARVEST_QUEUE)
      expect((await nextHarvestCheckAt(app.payload))?.toISOString()).toBe('2027-09-10T10:17:30.000Z')
      // At 10:17:20 nothing is due; at 10:18 the retry runs.
      move('2027-09-10T10:17:20Z')
      await app.runQueue(SUSHI_HARVEST_QUEUE)
      expect((await storedSet(id, '2027-08')).attempts).toBe(1)
      move('2027-09-10T10:18:00Z')
      await app.runQueue(SUSHI_HARVEST_QUEUE)
      expect(await storedSet(id, '2027-08')).toMatchObject({ state: 'done', attempts: 2, nextAttemptAt: null })
      // With nothing to retry, the next check is the next hourly run.
      expect((await nextHarvestCheckAt(app.payload))?.toISOString()).toBe('2027-09-10T11:17:00.000Z')

      // A harvest by hand that ends in a 15-minute back-off brings the waiting check forward.
      move('2027-09-10T10:20:00Z')
      const second = await source('重試廠商二', ['DR'], '2027-07')
      otherId = second.id
      sushi.setScenario({ report: 'dr', month: '2027-07' }, { exception: 1020 })
      await harvestNow(second.id)
      const july = (await second.sets())[0]!
      expect(july).toMatchObject({ state: 'rateLimited', nextAttemptAt: '2027-09-10T10:35:00.000Z' })
      expect((await nextHarvestCheckAt(app.payload))?.toISOString()).toBe('2027-09-10T10:35:00.000Z')
    })
    await retire(id)
    await retire(otherId)
  })
})

describe('defect 4 and beyond 3: a harvest is a job, its progress in the database, cancellable', () => {
  it('a harvest started by hand shows the same progress to any later reader, refuses a second one, and ends with each month’s outcome', async () => {
    const { id, sets } = await source('進度廠商', ['TR', 'DR'], '2016-01', '2016-02')
    sushi.setScenario({ report: 'tr' }, { delayMs: 400 })
    sushi.setScenario({ report: 'dr' }, { delayMs: 400 })
    const started = await post<Progress>(`download-sushi-report/${id}`, {})
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    expect(started.body.result).toMatchObject({ running: true, total: 4, finished: 0, startedBy: expect.any(String) })
    // Stored: the progress is read from the database, whichever process asks.
    const stored = await app.payload.find({
      collection: 'data-original-harvests',
      where: { setting: { equals: id } },
      overrideAccess: true,
    })
    expect(stored.docs).toHaveLength(1)
    const midway = await until(
      async () => (await get<Progress>(`download-sushi-report/${id}`)).body.result,
      (progress) => progress.finished >= 1 && progress.running,
    )
    expect(midway).toMatchObject({ status: 'running', statusLabel: '收割中', total: 4 })
    expect(midway.outcomes[0]).toMatchObject({ state: 'done', month: '2016-01' })
    // One harvest per source at a time; the list shows the harvest in progress.
    const second = await post(`download-sushi-report/${id}`, {})
    expect(second.status).toBe(409)
    // Nor is the source deleted under it.
    const deleting = await remove(`data-original-settings/${id}`)
    expect([deleting.status, deleting.body.message]).toEqual([
      409,
      '此來源正在收割中，請先取消收割或等收割結束後再刪除',
    ])
    const listed = (
      await get<{ data: SourceView[] }>(`data-original-settings?keyword=${encodeURIComponent('進度廠商')}`)
    ).body.result.data[0]!
    expect(listed.harvestRun).toMatchObject({ total: 4 })
    const done = await until(
      async () => (await get<Progress>(`download-sushi-report/${id}`)).body.result,
      (progress) => !progress.running,
    )
    expect(done).toMatchObject({
      status: 'done',
      total: 4,
      finished: 4,
      counts: { done: 4 },
      current: null,
      error: null,
    })
    expect(done.finishedAt).toBeTruthy()
    expect(done.outcomes.map((o) => `${o.reportType} ${o.month} ${o.state}`).sort()).toEqual([
      'DR 2016-01 done',
      'DR 2016-02 done',
      'TR 2016-01 done',
      'TR 2016-02 done',
    ])
    expect((await sets('TR')).map((s) => s.state)).toEqual(['done', 'done'])
    sushi.reset()
  })

  it('a running harvest is cancelled: it stops after the month in flight, the rest stays pending', async () => {
    const { id, sets } = await source('取消廠商', ['PR'], '2017-01', '2017-06')
    sushi.setScenario({ report: 'pr' }, { delayMs: 500 })
    expect((await remove(`download-sushi-report/${id}`)).status).toBe(409)
    expect((await post<Progress>(`download-sushi-report/${id}`, {})).status).toBe(200)
    await until(
      async () => (await get<Progress>(`download-sushi-report/${id}`)).body.result,
      (progress) => progress.finished >= 1,
    )
    const cancelled = await remove<Progress>(`download-sushi-report/${id}`)
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
    expect(cancelled.body.result.cancelRequested).toBe(true)
    const ended = await until(
      async () => (await get<Progress>(`download-sushi-report/${id}`)).body.result,
      (progress) => !progress.running,
    )
    expect(ended.status).toBe('cancelled')
    expect(ended.statusLabel).toBe('已取消')
    expect(ended.finished).toBeGreaterThanOrEqual(1)
    expect(ended.finished).toBeLessThan(6)
    const states = (await sets('PR')).map((s) => s.state)
    expect(states.filter((state) => state === 'done')).toHaveLength(ended.finished)
    expect(states.filter((state) => state === 'pending')).toHaveLength(6 - ended.finished)
    expect((await remove(`download-sushi-report/${id}`)).status).toBe(409)
    sushi.reset()
  })

  it('a harvest started by hand is run once even when a queue runner looks at the queue at that moment', async () => {
    // The lead instance's schedule runs the harvest queue every minute. Payload claims a job with a
    // read and then a write, so a runner that read between the run's job being queued and this
    // process claiming it took the same job (one of the two then failed inside Payload on a job the
    // other had deleted; the run's own claim kept the months from being asked twice).
    const { id } = await source('同時收割廠商', ['PR'], '2017-08', '2017-10')
    sushi.reset({ requests: true })
    sushi.setScenario({ report: 'pr' }, { delayMs: 150 })
    // Another runner looking at the queue all the time (a short pause, as SQLite opens a connection a run).
    let started = false
    const taken: string[] = []
    const look = async () => {
      const result = await app.runQueue(SUSHI_HARVEST_QUEUE)
      taken.push(...Object.keys(result.jobStatus ?? {}))
      await new Promise((resolve) => setTimeout(resolve, 3))
    }
    const runner = (async () => {
      while (!started) await look()
      for (let i = 0; i < 20; i++) await look()
    })()
    await new Promise((resolve) => setTimeout(resolve, 30))
    const response = await post<Progress>(`download-sushi-report/${id}`, {})
    started = true
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    await runner
    const done = await until(
      async () => (await get<Progress>(`download-sushi-report/${id}`)).body.result,
      (progress) => !progress.running,
    )
    expect(done).toMatchObject({ status: 'done', finished: 3 })
    // The other runner never took the run's job.
    expect(taken).toEqual([])
    const asked = sushi.requests.filter((r) => r.report === 'pr').map((r) => String(r.query.begin_date).slice(0, 7))
    expect(asked.sort()).toEqual(['2017-08', '2017-09', '2017-10'])
    sushi.reset()
  })

  it(`a queued run taken by two runners at once is run by one: each month asked once (${ROUNDS} rounds)`, async () => {
    // Two runners (the lead instance's queue and a manual start, or two instances) may reach one
    // queued run together; the claim is one conditional write (status queued → running).
    const { id, sets } = await source('同時領取廠商', ['PR'], '2016-01')
    const setIds = [(await sets('PR'))[0]!._id]
    for (let round = 0; round < ROUNDS; round += 1) {
      sushi.reset({ requests: true })
      sushi.setScenario({ report: 'pr' }, { delayMs: 20 })
      const run = await app.payload.create({
        collection: RUNS,
        data: { setting: id, status: 'queued', trigger: 'manual', setIds, total: 1, finished: 0 },
        overrideAccess: true,
      })
      const runs = await atOnce([
        () => executeRun(app.payload, String(run.id)),
        () => executeRun(app.payload, String(run.id)),
      ])
      const asked = sushi.requests.filter((r) => r.report === 'pr').length
      expect([runs.filter((result) => result !== null).length, asked], `round ${round}`).toEqual([1, 1])
    }
    sushi.reset()
  })

  it('a run whose process died is shown as interrupted and does not block the next harvest', async () => {
    const { id, sets } = await source('中斷廠商', ['PR'], '2017-07')
    await app.payload.create({
      collection: 'data-original-harvests',
      data: {
        setting: id,
        status: 'running',
        trigger: 'manual',
        setIds: [(await sets('PR'))[0]!._id],
        total: 1,
        finished: 0,
        heartbeatAt: new Date(Date.now() - 11 * 60_000).toISOString(),
      },
      overrideAccess: true,
    })
    const shown = (await get<Progress>(`download-sushi-report/${id}`)).body.result
    expect(shown).toMatchObject({ status: 'failed', running: false })
    expect(shown.error).toContain('中斷')
    const result = await harvestNow(id)
    expect(result).toMatchObject({ status: 'done', finished: 1 })
  })

  it('a source whose every month failed shows the failure in the list, not 未檢查 and —', async () => {
    const { id } = await source('全失敗廠商', ['IR'], '2018-01', '2018-02')
    sushi.setScenario({ report: 'ir' }, { garbage: true, status: 500 })
    await harvestNow(id)
    const listed = (
      await get<{ data: SourceView[] }>(`data-original-settings?keyword=${encodeURIComponent('全失敗廠商')}`)
    ).body.result.data[0]!
    expect(listed.health).toBe('unknown')
    expect(listed.healthLabel).toBe('失敗')
    expect(listed.harvestIssue).toMatchObject({ state: 'failed' })
    expect(listed.lastError).toContain('廠商回應錯誤')
    const detail = (await get<SourceView>(`data-original-settings/detail/${id}`)).body.result
    expect(detail.healthLabel).toBe('失敗')
    sushi.reset()
  })

  it('GET answers null for a source never harvested and 404 for an unknown one; a reader may read but not cancel', async () => {
    const { id } = await source('未收割廠商', ['PR'], '2017-08')
    expect((await get(`download-sushi-report/${id}`)).body.result).toBeNull()
    expect((await get('download-sushi-report/0123456789abcdef01234567')).status).toBe(404)
    const role = await app.payload.create({
      collection: 'roles',
      data: { name: 'harvest reader', enabled: true, flags: onlyFlags([FLAGS.statistics.auth, FLAGS.statistics.read]) },
    })
    await app.payload.create({
      collection: 'users',
      data: {
        username: 'harvestreader',
        name: 'harvestreader',
        email: 'harvestreader@test.example',
        password: 'Passw0rd!x',
        accountStatus: 'Enabled',
        roles: [role.id],
        mustChangePassword: false,
      },
      context: { passwordSetBy: 'system' },
    })
    const reader = await app.login('harvestreader', 'Passw0rd!x')
    expect((await get(`download-sushi-report/${id}`, reader)).status).toBe(200)
    expect((await remove(`download-sushi-report/${id}`, reader)).status).toBe(403)
    expect((await post(`download-sushi-report/${id}`, {}, reader)).status).toBe(403)
  })
})

describe('beyond 2: re-harvest a range of months', () => {
  it('a failed re-harvest keeps the old rows; a successful one replaces them', async () => {
    const { id, sets } = await source('重新收割廠商', ['TR'], '2024-01', '2024-03')
    sushi.setScenario({ report: 'tr' }, { generate: { items: 5 } })
    await harvestNow(id)
    const before = await sets('TR')
    expect(before.map((s) => [s.state, s.rowCount])).toEqual([
      ['done', 20],
      ['done', 20],
      ['done', 20],
    ])

    // The vendor fails (or is not ready): the months keep their rows and their state.
    sushi.setScenario({ report: 'tr', month: '2024-01' }, { garbage: true, status: 500 })
    sushi.setScenario({ report: 'tr', month: '2024-02' }, { exception: 3031 })
    const failed = await harvestNow(id, { startMonth: '2024-01', endMonth: '2024-02' })
    expect(failed).toMatchObject({ status: 'done', total: 2, finished: 2 })
    const kept = await sets('TR')
    expect(kept.map((s) => [s.month, s.state, s.rowCount, s.nextAttemptAt])).toEqual([
      ['2024-01', 'done', 20, null],
      ['2024-02', 'done', 20, null],
      ['2024-03', 'done', 20, null],
    ])
    for (const set of kept.slice(0, 2)) {
      expect(await itemCount(set._id)).toBe(20)
      expect(set.lastError).toContain('保留先前的資料')
    }
    // The kept raw answer is still the one the rows came from: re-parsing gives them again.
    const reparsed = await post<{ state: string; rowCount: number }>(`reparse-sushi-report/${kept[0]!._id}`)
    expect(reparsed.body.result).toMatchObject({ state: 'done', rowCount: 20 })

    // The vendor restates: the new rows replace the old, the untouched month keeps its own.
    for (const month of ['2024-01', '2024-02'])
      sushi.setScenario({ report: 'tr', month }, { generate: { items: 3, seed: 9 } })
    const replaced = await harvestNow(id, { startMonth: '2024-01', endMonth: '2024-02', reportTypes: ['tr'] })
    expect(replaced).toMatchObject({ status: 'done', finished: 2, counts: { done: 2 } })
    const after = await sets('TR')
    expect(after.map((s) => [s.month, s.state, s.rowCount, s.lastError])).toEqual([
      ['2024-01', 'done', 12, null],
      ['2024-02', 'done', 12, null],
      ['2024-03', 'done', 20, null],
    ])
    for (const set of after) expect(await itemCount(set._id)).toBe(set.rowCount)
    sushi.reset()
  })

  it('a partial month whose next attempt brings nothing keeps its rows and stays partial, retried daily', async () => {
    const month = new Date().toISOString().slice(0, 7)
    const { id, sets } = await source('部分保留廠商', ['DR'], month)
    sushi.setScenario({ report: 'dr', month }, [{ exception: 3040 }, { garbage: true, status: 500 }])
    await harvestNow(id)
    const [partial] = await sets('DR')
    expect(partial!.state).toBe('partial')
    expect(partial!.rowCount).toBeGreaterThan(0)
    await harvestNow(id, { month })
    const [after] = await sets('DR')
    expect(after).toMatchObject({ state: 'partial', rowCount: partial!.rowCount })
    expect(after!.nextAttemptAt).not.toBeNull()
    expect(after!.lastError).toContain('保留先前的部分資料')
    expect(await itemCount(after!._id)).toBe(partial!.rowCount)
    sushi.reset()
  })

  it('refuses a range without months, backwards, half given or mixed with single months, in words', async () => {
    const { id } = await source('範圍廠商', ['DR'], '2024-05')
    const empty = await post(`download-sushi-report/${id}`, { startMonth: '2023-01', endMonth: '2023-03' })
    expect([empty.status, empty.body.message]).toEqual([400, '此範圍內沒有收割月份，請先按「建立月份」'])
    expect((await post(`download-sushi-report/${id}`, { startMonth: '2024-06', endMonth: '2024-05' })).status).toBe(400)
    const half = await post(`download-sushi-report/${id}`, { startMonth: '2024-05' })
    expect([half.status, half.body.message]).toEqual([400, '請同時指定起始月份與結束月份'])
    expect(
      (await post(`download-sushi-report/${id}`, { startMonth: '2024-05', endMonth: '2024-05', month: '2024-05' }))
        .status,
    ).toBe(400)
  })
})

describe('defect 7: R5.1 requests', () => {
  it('never ask for Section_Type', async () => {
    const { id } = await source('R51 廠商', ['TR'], '2022-03', '2022-03', { url: `${sushi.url}/r51` })
    await harvestNow(id)
    const asked = sushi.requests.filter((r) => r.path === '/r51/reports/tr' && r.query.begin_date === '2022-03')
    expect(asked.length).toBeGreaterThan(0)
    for (const request of asked) {
      expect(request.query.attributes_to_show).toBeTruthy()
      expect(request.query.attributes_to_show).not.toContain('Section_Type')
    }
  })
})
