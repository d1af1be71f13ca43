import fs from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { e2eHelpers } from '../helpers/e2e'
import { mailsIn } from '../helpers/outbox'
import { type ProductionServer, isAlive, startProductionServer } from '../helpers/prodServer'
import { type Site, startSite } from '../helpers/site'

/**
 * Issue 30, `npm run test:deploy`: the site as a hospital runs it, two instances started at the
 * same moment on one empty PostgreSQL database with Redis and an S3 bucket (s3rver), behind
 * Debian's nginx with the shipped deploy/nginx/shennong-proxy.conf (tests/helpers/site.ts).
 * Everything a visitor does goes through nginx; a test names an instance only to make one
 * side of a change certain.
 */

let site: Site
const CONNECTIONS = 50

/** Poll until `check` holds; the time it took in ms. */
const within = async (ms: number, check: () => Promise<boolean>): Promise<number> => {
  const started = Date.now()
  for (;;) {
    if (await check()) return Date.now() - started
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
const text = async (url: string) => (await fetch(url)).text()
const on = (base: string) =>
  e2eHelpers(base, () => {
    throw new Error('no browser in this test')
  })
const portOf = (server: ProductionServer) => Number(new URL(server.baseURL).port)

/** 50 connections through nginx on a kept page and a kept API read for `seconds`, with `during` run after `at` ms. */
const underLoad = async (seconds: number, at: number, during: () => void) => {
  const logged = site.proxyLog().length
  const timer = setTimeout(during, at)
  const result = await autocannon({
    url: site.url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ path: '/news' }, { path: '/api/public/news' }],
  })
  clearTimeout(timer)
  // autocannon counts a timeout among its errors too (lib/run.js): errors + non-2xx is every failure.
  const failures = result.errors + result.non2xx
  // What nginx saw during the run (the instance it gave up on, and why), to read when a run fails.
  const lines = site.proxyLog().slice(logged).trim().split('\n').filter(Boolean)
  const excerpt = lines.length > 40 ? [...lines.slice(0, 20), '…', ...lines.slice(-20)] : lines
  if (failures > 0) console.log(`[deploy] nginx during the run (${lines.length} lines):\n${excerpt.join('\n')}`)
  return {
    total: result.requests.total,
    failures,
    statusCodes: JSON.stringify(result.statusCodeStats ?? {}),
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

beforeAll(async () => {
  site = await startSite({ instances: 2 })
}, 600_000)
afterAll(async () => {
  await site?.close()
})

describe('two instances behind nginx', () => {
  it('started at the same moment on an empty database, they migrate and seed once', async () => {
    const client = new pg.Client({ connectionString: site.database.url })
    await client.connect()
    try {
      const twice = await client.query('SELECT name FROM payload_migrations GROUP BY name HAVING count(*) > 1')
      expect(twice.rows).toEqual([])
      const news = await client.query<{ title: string; copies: string }>(
        'SELECT title, count(*) AS copies FROM news GROUP BY title',
      )
      expect(news.rows.length).toBeGreaterThan(0)
      expect(news.rows.filter((row) => Number(row.copies) > 1)).toEqual([])
      const admins = await client.query("SELECT id FROM users WHERE username = 'admin'")
      expect(admins.rows).toHaveLength(1)
    } finally {
      await client.end()
    }
    // Both answer, through nginx too.
    for (const base of [...site.instances.map((instance) => instance.baseURL), site.url])
      expect((await fetch(`${base}/api/health`)).status).toBe(200)
  })

  it('a change made on one is seen on the other and through nginx within 3 s, on kept pages and kept API answers', async () => {
    const [a, b] = site.instances as [ProductionServer, ProductionServer]
    const title = `兩站同步測試 ${Date.now().toString(36)}`
    // B and nginx's two instances keep the pages and answers (the second view of each is from memory).
    for (const pathName of ['/', '/news', '/api/public/news']) {
      for (const base of [b.baseURL, site.url, site.url]) await text(`${base}${pathName}`)
      expect(await text(`${b.baseURL}${pathName}`)).not.toContain(title)
    }
    const id = await on(a.baseURL).saveAs(await on(a.baseURL).tokenOf('admin', 'Admin@12345'))('news', {
      title,
      status: 'Published',
    })
    for (const pathName of ['/', '/news', `/news/${id}`, '/api/public/news']) {
      // nginx alternates between the instances: two answers in a row cover both.
      const seen = async () =>
        (
          await Promise.all([
            text(`${b.baseURL}${pathName}`),
            text(`${site.url}${pathName}`),
            text(`${site.url}${pathName}`),
          ])
        ).every((body) => body.includes(title))
      expect(await within(3000, seen), pathName).toBeLessThanOrEqual(3000)
    }

    // And back: A keeps the item's pages, B deletes it, A and nginx drop them.
    for (const pathName of ['/news', `/news/${id}`]) {
      await text(`${a.baseURL}${pathName}`)
      expect(await text(`${a.baseURL}${pathName}`)).toContain(title)
    }
    const removed = await on(b.baseURL).api(`/api/shennong/news/${id}`, {
      method: 'DELETE',
      token: await on(b.baseURL).tokenOf('admin', 'Admin@12345'),
    })
    expect(removed.status).toBe(200)
    await within(
      3000,
      async () =>
        !(await text(`${a.baseURL}/news`)).includes(title) &&
        !(await text(`${site.url}/news`)).includes(title) &&
        !(await text(`${site.url}/news`)).includes(title),
    )
    await within(
      3000,
      async () =>
        (await fetch(`${a.baseURL}/news/${id}`)).status === 404 &&
        (await fetch(`${site.url}/news/${id}`)).status === 404,
    )
  }, 120_000)

  it('N bookings through nginx give N confirmation mails, though both instances run the queue schedule', async () => {
    const admin = on(site.url)
    const save = admin.saveAs(await admin.tokenOf('admin', 'Admin@12345'))
    await save(
      'opening-dates-settings',
      {
        openingTime: '08:00',
        closingTime: '22:00',
        openingDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      },
      'POST',
    )
    // No external quota in the way (the demo's 5 a day include a demo booking on its first open day).
    await save('seat-reservations-settings', {
      seatsMaximumReservationDays: 14,
      seatsMinimumReservationMinutes: 60,
      multiplierForSeatsMinimumReservationMinutes: 1,
      seatsMaximumWeeklyReservationMinutes: null,
      seatsStartDelayMinutes: 0,
      seatsEndDelayMinutes: 0,
      seatsAllowedExternalReservationCount: null,
      seatsReservationDescription: '兩站測試',
    })
    const room = await save('rooms', { name: '兩站測試閱覽室', enabled: true, isLab: false })
    const seats = [
      await save('seats', { roomId: room, number: 'T01', enabled: true }),
      await save('seats', { roomId: room, number: 'T02', enabled: true }),
    ]
    const day = new Date(Date.now() + 2 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Taipei' })
    const stamp = Date.now().toString(36)
    const emails = [0, 1, 2, 3].map((n) => `two-${stamp}-${n}@example.com`)
    for (const [n, email] of emails.entries()) {
      const hour = String(10 + Math.floor(n / 2)).padStart(2, '0')
      const until = String(11 + Math.floor(n / 2)).padStart(2, '0')
      const booked = await admin.api<{ message?: string }>('/api/public/reservations/seats', {
        method: 'POST',
        body: JSON.stringify({
          seatId: seats[n % 2],
          startDate: new Date(`${day}T${hour}:00:00+08:00`).toISOString(),
          endDate: new Date(`${day}T${until}:00:00+08:00`).toISOString(),
          name: '兩站讀者',
          email,
          isExternal: true,
        }),
      })
      expect(booked.status, booked.body.message).toBe(201)
    }
    const outboxes = site.instances.map((instance) => path.join(instance.dataDir, 'outbox'))
    const mailsTo = async (email: string) =>
      (await Promise.all(outboxes.map((outbox) => mailsIn(outbox, email)))).flat().length
    // The queues run every 10 s on the leader: all four within a minute, then two more ticks for any second copy.
    await within(60_000, async () => (await Promise.all(emails.map(mailsTo))).every((count) => count >= 1))
    await new Promise((resolve) => setTimeout(resolve, 25_000))
    expect(await Promise.all(emails.map(mailsTo))).toEqual([1, 1, 1, 1])
  }, 150_000)

  it('a file uploaded through one instance downloads byte for byte through the other and through nginx, from the S3 bucket', async () => {
    const [a, b] = site.instances as [ProductionServer, ProductionServer]
    const token = await on(a.baseURL).tokenOf('admin', 'Admin@12345')
    const folders = await on(a.baseURL).api<{ result: { _id: string; systemKey: string | null }[] }>(
      '/api/shennong/archives/folders?includeModuleFolders=true',
      { token },
    )
    const news = folders.body.result.find((folder) => folder.systemKey === 'news')!
    const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#14578e' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), '兩站封面.png')
    const uploaded = await fetch(`${a.baseURL}/api/shennong/archives/upload?module=news&folderId=${news._id}`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(uploaded.status).toBe(200)
    const item = ((await uploaded.json()) as { result: { _id: string; downloadUrl: string } }).result
    const stored = await site.objects()
    expect([...stored.entries()].some(([key, bytes]) => key.includes(item._id) && bytes.equals(png))).toBe(true)
    for (const base of [b.baseURL, site.url]) {
      const download = await fetch(`${base}${item.downloadUrl}`, { headers: { Authorization: `Bearer ${token}` } })
      expect(download.status, base).toBe(200)
      expect(Buffer.from(await download.arrayBuffer()).equals(png), base).toBe(true)
    }
  })

  it('failed sign-ins are counted across both instances: the account is refused whichever instance answers', async () => {
    const [a, b] = site.instances as [ProductionServer, ProductionServer]
    const token = await on(site.url).tokenOf('admin', 'Admin@12345')
    const username = `two-${Date.now().toString(36)}`
    const created = await on(site.url).api<{ message?: string }>('/api/shennong/users', {
      method: 'POST',
      token,
      body: JSON.stringify({
        username,
        name: '兩站館員',
        email: `${username}@example.com`,
        accountStatus: 'Enabled',
        password: 'Abcdefg1',
        rePassword: 'Abcdefg1',
      }),
    })
    expect(created.status, created.body.message).toBe(200)
    const signIn = (base: string, password: string, address: string) =>
      on(base).api<{ message?: string }>('/api/auth/login', {
        method: 'POST',
        headers: { 'X-Forwarded-For': address },
        body: JSON.stringify({ username, password }),
      })

    // The lock per username and address (docs/security.md: the fifth failure in a row, kept in
    // Redis): failures on A and on B from one address count together, so the fifth locks the
    // username for that address on both instances; another address still signs in.
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await signIn((attempt % 2 === 0 ? a : b).baseURL, 'Wrong-password1', '198.51.100.7')).status).toBe(
        attempt < 4 ? 401 : 403,
      )
    for (const base of [a.baseURL, b.baseURL]) {
      const locked = await signIn(base, 'Abcdefg1', '198.51.100.7')
      expect([locked.status, locked.body.message], base).toEqual([
        403,
        '帳號因多次登入失敗已被鎖定，請稍後再試或聯絡管理員',
      ])
    }
    expect((await signIn(site.url, 'Abcdefg1', '198.51.100.8')).status).toBe(200)

    // The account-wide mark (20 failures a day from every address, counted in Redis): failures
    // from twenty addresses, alternating between the instances, mark it; then an address that
    // failed is refused by either instance, and a clean address with the right password still
    // signs in, through nginx too — nobody can lock the owner out. (nginx sets X-Forwarded-For
    // to the address it sees: through it, this test is its own loopback address, which never failed.)
    for (let attempt = 0; attempt < 20; attempt += 1)
      await signIn((attempt % 2 === 0 ? a : b).baseURL, 'Wrong-password1', `198.51.100.${20 + attempt}`)
    for (const base of [a.baseURL, b.baseURL]) {
      const locked = await signIn(base, 'Abcdefg1', '198.51.100.20')
      expect([locked.status, locked.body.message], base).toEqual([
        403,
        '帳號因多次登入失敗已被鎖定，請稍後再試或聯絡管理員',
      ])
    }
    expect((await signIn(site.url, 'Abcdefg1', '198.51.100.99')).status).toBe(200)
  })

  it('one instance stopped with SIGTERM under 50 connections: no request is lost (nginx tries the other); it exits within 30 s and comes back on its port', async () => {
    const [a] = site.instances as [ProductionServer, ProductionServer]
    let signalled = 0
    const run = await underLoad(8, 2000, () => {
      signalled = Date.now()
      process.kill(a.pid, 'SIGTERM')
    })
    console.log(
      `[deploy] SIGTERM under ${CONNECTIONS} connections: ${run.total} requests, ${run.failures} failed (${run.non2xx} non-2xx, ${run.errors} errors; statuses ${run.statusCodes})`,
    )
    await within(30_000, async () => !isAlive(a.pid))
    const stoppedAfter = Date.now() - signalled
    // What the stopped instance said of its stop (scripts/server.mjs), to read when a run fails.
    if (run.failures > 0)
      console.log(
        fs
          .readFileSync(path.join(a.dataDir, 'server.log'), 'utf8')
          .split('\n')
          .filter((line) => line.startsWith('[server]'))
          .join('\n'),
      )
    a.stop()
    // A rolling restart: the instance comes back on its port (nothing to migrate or seed) and
    // takes requests again. Done before the assertions, so the next test has both instances
    // whatever this one finds.
    site.instances[0] = await startProductionServer({ env: site.env, port: portOf(a) })
    expect((await fetch(`${site.instances[0].baseURL}/api/ready`)).status).toBe(200)
    expect(run.total).toBeGreaterThan(0)
    expect(run.failures).toBe(0)
    expect(stoppedAfter).toBeLessThan(30_000)
  }, 180_000)

  it('one instance killed with SIGKILL under 50 connections loses at most the requests in flight on it', async () => {
    const [a, b] = site.instances as [ProductionServer, ProductionServer]
    // Both are up before the one is killed.
    for (const instance of [a, b])
      expect((await fetch(`${instance.baseURL}/api/ready`)).status, instance.baseURL).toBe(200)
    // nginx sends to the restarted instance again once its fail_timeout (10 s) has passed.
    await new Promise((resolve) => setTimeout(resolve, 11_000))
    const run = await underLoad(8, 2000, () => process.kill(b.pid, 'SIGKILL'))
    console.log(
      `[deploy] SIGKILL under ${CONNECTIONS} connections: ${run.total} requests, ${run.failures} failed (${run.non2xx} non-2xx, ${run.errors} errors; statuses ${run.statusCodes})`,
    )
    expect(run.total).toBeGreaterThan(0)
    // At most one request per connection can be in flight on the killed instance.
    expect(run.failures).toBeLessThanOrEqual(CONNECTIONS)
    // The other keeps signing in and serving.
    expect(await on(site.url).tokenOf('admin', 'Admin@12345')).toBeTruthy()
    expect((await fetch(`${site.url}/news`)).status).toBe(200)
  }, 120_000)
})
