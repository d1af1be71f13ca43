import { Attribute, Change, Client } from 'ldapts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_RECOMMENDATION_IDS as ID } from '@/modules/recommendations/seed'
import { startTestApp, type TestApp } from '../../helpers/app'
import { type Slapd, closedPortUrl, directoryEnv, startSilentServer, startSlapd } from '../../helpers/slapd'
import { addDays, at, createRoom, createSeat, fresh, openLibrary, today } from '../../security/reservations/setup'

/**
 * Issue 29: internal patrons sign in with their hospital directory account, against a real
 * OpenLDAP server on loopback (tests/fixtures/ldap/hospital.ldif), on SQLite and PostgreSQL:
 * validate-internal, a booking without the external quota, a recommendation, refusals (wrong
 * password, outside the allowed group, filter injection), a directory that does not answer,
 * attribute mapping, and the shadow record refreshed at the next sign-in.
 */

type Envelope<T> = { result: T; message?: string }
type Verdict = { valid: boolean; mustChangePassword?: boolean; user?: Record<string, unknown> }

let app: TestApp
let slapd: Slapd

const useDirectory = (overrides: Record<string, string> = {}) => {
  Object.assign(process.env, directoryEnv(slapd), { LDAP_TIMEOUT_MS: '3000' }, overrides)
}

const check = (username: string, password: string, headers: Record<string, string> = fresh()) =>
  app.api.post<Envelope<Verdict>>('/api/auth/validate-internal', { username, password }, { headers })

const shadowOf = async (username: string) =>
  (
    await app.payload.find({
      collection: 'directory-patrons',
      where: { username: { equals: username } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs

const WANG = {
  username: 'wang.xiaoming',
  name: '王小明',
  email: 'wang.xiaoming@hospital.example',
  phoneNumber: '02-2345-6789 ext 1201',
  department: '內科部',
  jobTitle: '住院醫師',
  source: 'directory',
}

beforeAll(async () => {
  slapd = await startSlapd()
  app = await startTestApp()
})
afterEach(() => {
  for (const key of Object.keys(process.env))
    if (key.startsWith('LDAP_') || key === 'ACCOUNT_SOURCE_ORDER') delete process.env[key]
})
afterAll(async () => {
  await app?.close()
  await slapd?.stop()
})

describe('validate-internal against the directory', () => {
  it('signs a directory patron in: who they are from the directory, a shadow record without the password', async () => {
    useDirectory()
    const res = await check('wang.xiaoming', 'Wang@12345')
    expect(res.status).toBe(200)
    expect(res.body.result).toEqual({ valid: true, user: WANG })
    const [shadow] = await shadowOf('wang.xiaoming')
    expect(shadow).toMatchObject({
      dn: `uid=wang.xiaoming,ou=people,${slapd.baseDN}`,
      name: '王小明',
      email: WANG.email,
      phoneNumber: WANG.phoneNumber,
      department: '內科部',
      jobTitle: '住院醫師',
    })
    expect(JSON.stringify(shadow)).not.toContain('Wang@12345')
    // A directory patron is no account of the back office.
    expect(
      (
        await app.payload.find({
          collection: 'users',
          where: { username: { equals: 'wang.xiaoming' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('refuses a wrong password, an unknown user and a user outside the allowed group, alike', async () => {
    useDirectory()
    for (const [username, password] of [
      ['wang.xiaoming', 'Wrong@12345'],
      ['nobody.here', 'Wang@12345'],
      ['chen.meiling', 'Chen@12345'],
    ] as const) {
      const res = await check(username, password)
      expect([username, res.status, res.body.result]).toEqual([username, 200, { valid: false }])
    }
    expect(await shadowOf('chen.meiling')).toEqual([])
    // Without the group filter the same person may sign in.
    useDirectory({ LDAP_GROUP_FILTER: '' })
    expect((await check('chen.meiling', 'Chen@12345')).body.result.valid).toBe(true)
  })

  it('escapes the username in the filter: wildcards and added clauses find no one', async () => {
    useDirectory()
    for (const username of ['*', 'wang*', '*)(uid=*', 'wang.xiaoming)(|(uid=*']) {
      const res = await check(username, 'Wang@12345')
      expect([username, res.body.result.valid]).toEqual([username, false])
    }
  })

  it('maps the attributes the environment names', async () => {
    useDirectory({ LDAP_ATTR_NAME: 'cn', LDAP_ATTR_DEPARTMENT: 'title' })
    const res = await check('lin.zhiqiang', 'Lin@12345')
    expect(res.body.result.user).toMatchObject({
      name: '林志強',
      department: '藥師',
      phoneNumber: null,
      email: 'lin.zhiqiang@hospital.example',
    })
  })

  it('refreshes the shadow record from the directory at the next sign-in', async () => {
    useDirectory()
    expect((await check('li.dahua', 'Li@12345')).body.result.valid).toBe(true)
    const [first] = await shadowOf('li.dahua')
    expect(first).toMatchObject({ department: '護理部', jobTitle: '護理師' })

    const admin = new Client({ url: slapd.url })
    await admin.bind(slapd.rootDN, slapd.rootPassword)
    await admin.modify(`uid=li.dahua,ou=people,${slapd.baseDN}`, [
      new Change({
        operation: 'replace',
        modification: new Attribute({ type: 'departmentNumber', values: ['急診部'] }),
      }),
      new Change({ operation: 'replace', modification: new Attribute({ type: 'title', values: ['護理長'] }) }),
    ])
    await admin.unbind()

    const again = await check('li.dahua', 'Li@12345')
    expect(again.body.result.user).toMatchObject({ department: '急診部', jobTitle: '護理長' })
    const after = await shadowOf('li.dahua')
    expect(after).toHaveLength(1)
    expect(after[0]).toMatchObject({ id: first!.id, department: '急診部', jobTitle: '護理長' })
    expect(Date.parse(String(after[0]!.lastSignInAt))).toBeGreaterThanOrEqual(Date.parse(String(first!.lastSignInAt)))
  })

  it('counts failed directory sign-ins under the sign-in limits', async () => {
    useDirectory()
    const from = fresh()
    for (let i = 0; i < 4; i++)
      expect((await check('lin.zhiqiang', `Wrong${i}@12345`, from)).body.result.valid).toBe(false)
    expect((await check('lin.zhiqiang', 'Wrong4@12345', from)).status).toBe(403)
    // Locked for this address: the right password is not checked.
    const blocked = await check('lin.zhiqiang', 'Lin@12345', from)
    expect(blocked.status).toBe(403)
    expect(blocked.body.message).toMatch(/[\u4e00-\u9fff]/)
  })
})

describe('a directory that does not answer', () => {
  it('answers 503 in zh-TW within the timeout and accepts nothing; local accounts still sign in (local first)', async () => {
    const silent = await startSilentServer()
    try {
      useDirectory({ LDAP_URL: silent.url, LDAP_TIMEOUT_MS: '1000' })
      const started = Date.now()
      const res = await check('wang.xiaoming', 'Wang@12345')
      const took = Date.now() - started
      expect(res.status).toBe(503)
      expect(res.body.message).toBe('目前無法連線院內帳號系統，請稍後再試；如持續發生，請洽圖書館。')
      // The local check runs first (a password hash for an unknown username), then at most the timeout.
      expect(took).toBeLessThan(1000 + 2500)
      expect((await check('editor', 'Editor@12345')).body.result).toMatchObject({
        valid: true,
        user: { username: 'editor', source: 'local' },
      })
    } finally {
      await silent.stop()
    }
  })

  it('directory first: a refused connection is a 503 unless the local account takes the password', async () => {
    useDirectory({ LDAP_URL: await closedPortUrl(), ACCOUNT_SOURCE_ORDER: 'directory-first' })
    const res = await check('wang.xiaoming', 'Wang@12345')
    expect([res.status, res.body.message]).toEqual([
      503,
      '目前無法連線院內帳號系統，請稍後再試；如持續發生，請洽圖書館。',
    ])
    expect((await check('editor', 'Editor@12345')).body.result.valid).toBe(true)
  })

  it('a directory set up wrong is a 503 for directory patrons; the platform’s own accounts still sign in', async () => {
    useDirectory({ LDAP_BASE_DN: '' })
    const res = await check('wang.xiaoming', 'Wang@12345')
    expect([res.status, res.body.message]).toEqual([
      503,
      '目前無法連線院內帳號系統，請稍後再試；如持續發生，請洽圖書館。',
    ])
    expect((await check('editor', 'Editor@12345')).body.result).toMatchObject({
      valid: true,
      user: { source: 'local' },
    })
  })

  it('a search account the directory refuses is a 503, never a yes', async () => {
    useDirectory({ LDAP_BIND_PASSWORD: 'not-the-password' })
    const res = await check('wang.xiaoming', 'Wang@12345')
    expect(res.status).toBe(503)
  })
})

describe('where internal patrons sign in', () => {
  const day = addDays(today, 1)
  let seatId: string

  beforeAll(async () => {
    await openLibrary(app, { external: 0 })
    seatId = await createSeat(app, await createRoom(app, { name: '目錄測試閱覽室', enabled: true }), '1')
  })

  it('books a seat as an internal patron with the directory password, outside the external quota (0 here)', async () => {
    useDirectory()
    const body = {
      seatId,
      startDate: at(day, '10:00'),
      endDate: at(day, '11:00'),
      name: '王小明',
      email: WANG.email,
      isExternal: false,
      username: 'wang.xiaoming',
    }
    const wrong = await app.api.post<Envelope<unknown>>(
      '/api/public/reservations/seats',
      { ...body, password: 'Wrong@12345' },
      { headers: fresh() },
    )
    expect([wrong.status, wrong.body.message]).toEqual([401, '帳號或密碼錯誤'])
    const external = await app.api.post<Envelope<unknown>>(
      '/api/public/reservations/seats',
      { ...body, isExternal: true, username: undefined, startDate: at(day, '12:00'), endDate: at(day, '13:00') },
      { headers: fresh() },
    )
    expect(external.status).toBe(400)
    const booked = await app.api.post<Envelope<{ id: string }>>(
      '/api/public/reservations/seats',
      { ...body, password: 'Wang@12345' },
      { headers: fresh() },
    )
    expect(booked.status).toBe(201)
    const doc = await app.payload.findByID({
      collection: 'reservations',
      id: booked.body.result.id,
      overrideAccess: true,
    })
    expect(doc).toMatchObject({ username: 'wang.xiaoming', isExternal: false })
    expect(JSON.stringify(doc)).not.toContain('Wang@12345')
  })

  it('takes a recommendation from a directory patron, and refuses one outside the group', async () => {
    useDirectory()
    const answers = [
      {
        _id: ID.group,
        questions: [
          { _id: ID.name, answers: ['內科學精要'] },
          { _id: ID.author, answers: ['王小明'] },
          { _id: ID.type, answers: [ID.typeBook] },
          { _id: ID.reason, answers: ['臨床教學需要'] },
        ],
      },
    ]
    const respondent = { name: '王小明', email: WANG.email, username: 'wang.xiaoming', password: 'Wang@12345' }
    const taken = await app.api.post<Envelope<{ _id: string }>>(
      '/api/public/recommendations/answer',
      { respondent, answers },
      { headers: fresh() },
    )
    expect([taken.status, taken.body.message]).toEqual([200, undefined])
    const outside = await app.api.post<Envelope<unknown>>(
      '/api/public/recommendations/answer',
      { respondent: { ...respondent, username: 'chen.meiling', password: 'Chen@12345' }, answers },
      { headers: fresh() },
    )
    expect([outside.status, outside.body.message]).toEqual([401, '帳號或密碼錯誤，無法確認讀者身分'])
  })
})

describe('the directory and the sign-in limits', () => {
  it('a directory outage is not a failed password: the patron is not locked out when it is back', async () => {
    const from = fresh()
    useDirectory({ LDAP_URL: await closedPortUrl() })
    for (let i = 0; i < 6; i++) expect((await check('lin.zhiqiang', 'Lin@12345', from)).status).toBe(503)
    useDirectory()
    expect((await check('lin.zhiqiang', 'Lin@12345', from)).body.result.valid).toBe(true)
  })

  it('directory sign-ins in local-first are no failures of the platform account of the same username', async () => {
    await app.payload.create({
      collection: 'users',
      data: {
        username: 'li.dahua',
        name: '李大華（平台帳號）',
        email: 'li.local@test.example',
        password: 'Local1234',
        accountStatus: 'Enabled',
        mustChangePassword: false,
      },
      overrideAccess: true,
    })
    useDirectory({ ACCOUNT_SOURCE_ORDER: 'local-first' })
    const from = fresh()
    for (let i = 0; i < 6; i++) {
      const directory = await check('li.dahua', 'Li@12345', from)
      expect(directory.body.result).toMatchObject({ valid: true, user: { source: 'directory' } })
    }
    // The platform account's owner still signs in, from the same address too.
    expect((await check('li.dahua', 'Local1234', from)).body.result).toMatchObject({
      valid: true,
      user: { source: 'local' },
    })
  })
})
