import type { CollectionSlug, Endpoint, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { NOTIFIER_FLAGS } from '@/access'
import { ALL_FLAGS, FLAG_TREE, FLAGS, type Flag, type FlagNode, nodeFlag } from '@/access/catalog'
import { onlyFlags } from '@/access/permissions'
import type { Guard } from '@/endpoints/http'
import { MSG } from '@/i18n/messages'
import { MODULES } from '@/modules'
import { PICKER_MODULE_KEYS, pickerModuleSpec } from '@/modules/archives/pickerModules'
import { MODULE_PRIVATE_FOLDERS } from '@/modules/archives/rules'
import { MANIFESTS } from '@/modules/manifests'
import { startTestApp, type TestApp } from '../../helpers/app'
import {
  type Visitor,
  feedbackTicket,
  fresh,
  missingId,
  png,
  pngForm,
  recommendation,
  seatBooking,
  sessionReadingPublicModules,
} from './publicProofs'

/**
 * The permission matrix (issue 10, "Done when" 2), generated from the module descriptors:
 *
 * - every `/api/shennong/*` endpoint of every descriptor, with the guard `endpoint()` records on
 *   it (`custom.guard`, src/endpoints/http.ts);
 * - every Payload REST route of every collection (`GET /api/<slug>`, `GET|PATCH|DELETE
 *   /api/<slug>/<id>`, `POST /api/<slug>`, `GET /api/<slug>/versions` where versioned) and
 *   every global (`GET|POST /api/globals/<slug>`), including Payload's own collections;
 *
 * called as: anonymous, an active staff account holding every flag except the needed ones
 * ("without"), an active account holding only the needed flags and their ancestors' `__auth`
 * ("with"), an account holding every flag but its module's `__auth` ("switched off", issue 10
 * item 10), a super-admin, and a Disabled account that held every flag when its token was issued.
 *
 * Expectations ("zero leaks": a refused caller never gets a 2xx nor data):
 * - /api/shennong: anonymous 401 (the contract's guard answers 401 before anything else);
 *   without, switched off and Disabled 403; with: neither 401 nor 403 (a 403 carrying a
 *   business rule's own message, e.g. item 1's grant rule, counts as "passed the access check"
 *   and is listed, not failed).
 * - Payload REST: Payload answers 403 to anonymous callers (its access functions return false;
 *   there is no "unauthenticated" branch), so anonymous expects 401 or 403; without, switched
 *   off and Disabled expect 403,
 *   or 404 for a by-id call when the access narrows with a query (Payload then hides the
 *   document); with: neither 401 nor 403, unless the route is closed to everyone (the
 *   super-admin is refused too: e.g. archives are written only through their own calls).
 * - Public reads (site settings the public site shows) are listed in PUBLIC_REST_READS: there
 *   anonymous may read, but no secret-looking field may come back.
 *
 * Needed flags: a `/shennong` endpoint needs its guard's flag(s). A REST route needs the flag
 * node of its collection's module (the node whose key is the collection's slug, e.g. cms.pages,
 * reservations.seats, departments; otherwise the module's own node); the few modules that own
 * no flag node borrow one (BORROWED below).
 *
 * Issue 28 adds two walks of public calls (at the end of this file, rules in their tables):
 * - the visitor's calls opened by a key, on a real record, as callers without the key (staff
 *   among them) and as the key holder: a staff session never stands in for the visitor's key
 *   in a write, and opens a read only where the module's rule says so;
 * - the archive's public file routes, for a file of every visibility and a missing id: a
 *   module-private file is never served there, and its id answers exactly like a missing one.
 */

const FAKE_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa'

// ---------------------------------------------------------------------------------------------
// Flags: ancestors and subtrees, from the catalog
// ---------------------------------------------------------------------------------------------

const CHAIN = new Map<Flag, Flag[]>()
const NODES = new Map<string, FlagNode>()
const walk = (node: FlagNode, ancestors: Flag[]): void => {
  const own = nodeFlag(node)
  CHAIN.set(own, [...ancestors, own])
  NODES.set(node.key, node)
  for (const child of node.children ?? []) walk(child, [...ancestors, own])
}
for (const node of FLAG_TREE) walk(node, [])

const subtreeFlags = (node: FlagNode): Flag[] => [nodeFlag(node), ...(node.children ?? []).flatMap(subtreeFlags)]
/** A flag with the `__auth` flags of every node above it (what a role editor ticks to grant it). */
const withAncestors = (flags: readonly Flag[]): Flag[] => [
  ...new Set(flags.flatMap((flag) => CHAIN.get(flag) ?? [flag])),
]
const allBut = (flags: readonly Flag[]): Flag[] => ALL_FLAGS.filter((flag) => !flags.includes(flag))

/**
 * What a route needs: `hold` is what the "with" caller holds (plus the ancestors' `__auth`),
 * `strip` what the "without" caller lacks (it holds every other flag); or the super-admin
 * role; or just an active account.
 */
type Need = { hold: Flag[]; strip: Flag[]; label: string } | 'superAdmin' | 'active'

const nodeNeed = (node: FlagNode): Need => ({ hold: subtreeFlags(node), strip: subtreeFlags(node), label: node.key })
const node = (key: string): FlagNode => {
  const found = NODES.get(key)
  if (!found) throw new Error(`no flag node ${key}`)
  return found
}

/**
 * Modules that own no flag node guard their collections and globals with another module's
 * flags: the mail log and the reports with the accounts node (spec: 權限管理), the notifier
 * recipients with any module that mails (holding one of their `__auth` flags is enough), the
 * site settings with the super-admin (issue 10 item 15: the patron-login URL patrons post
 * passwords to). Roles are read by the user managers too (they pick roles for accounts), so
 * the roles collection needs the whole accounts node.
 */
const BORROWED: Record<string, Need> = {
  mail: nodeNeed(node('authorizations')),
  reports: nodeNeed(node('authorizations')),
  notifiers: { hold: [NOTIFIER_FLAGS[0]!], strip: [...NOTIFIER_FLAGS], label: 'a notifier module' },
  site: 'superAdmin',
  'accounts/roles': nodeNeed(node('authorizations')),
}

const moduleNodes = (moduleName: string): FlagNode[] => {
  const manifest = MANIFESTS.find((m) => m.name === moduleName)
  const keys = manifest && 'flags' in manifest ? manifest.flags.map((f) => f.key) : []
  return keys.map(node)
}

/** The flag node that guards a collection or global of a module. */
const needOf = (moduleName: string, slug: string): Need => {
  const borrowed = BORROWED[`${moduleName}/${slug}`] ?? BORROWED[moduleName]
  if (borrowed) return borrowed
  const tops = moduleNodes(moduleName)
  const key = slug.replace(/-/g, '_')
  const groups = tops.flatMap(function descend(n): FlagNode[] {
    return [n, ...(n.children ?? []).filter((c) => c.children).flatMap(descend)]
  })
  const named = groups.find((n) => n.key === key || n.key.endsWith(`__${key}`))
  if (named) return nodeNeed(named)
  if (tops.length === 1) return nodeNeed(tops[0]!)
  throw new Error(`no flag node for ${moduleName}/${slug}: add it to BORROWED`)
}

/** Global reads the public site makes anonymously (the settings it renders). */
const PUBLIC_REST_READS = new Set([
  'GET /api/globals/carousel-settings',
  'GET /api/globals/recommendation-questionnaire',
  'GET /api/globals/questionnaire-settings',
  'GET /api/globals/opening-settings',
  'GET /api/globals/room-reservation-settings',
  'GET /api/globals/seat-reservation-settings',
  'GET /api/globals/site-settings',
])
/** A field name that holds a secret (a value for another service, never shown back). */
const SECRET_KEY = /(password|passwd|secret|api_?key|token|credentials?|hash|salt)$/i

// ---------------------------------------------------------------------------------------------
// Accounts: a handful. The "subject" account keeps one role whose flags change between calls
// (Payload reads the roles afresh on every request), so hundreds of flag sets cost no logins.
// A subject caller names the flags it stands for; its call sets the role to them when they are
// not what the role holds (a role change cost about twice a call: 1,487 of them took 51 s), and
// the walks below plan their calls first and make them grouped by those flags (`runPlan`).
// ---------------------------------------------------------------------------------------------

let app: TestApp
let subjectRoleId = ''
let subjectToken = ''
let subjectUserId = ''
let subjectFlags = ''
let superAdminToken = ''
let disabledToken = ''
let roleSwaps = 0

const createAccount = async (
  name: string,
  roles: string[],
  options: { disable?: boolean } = {},
): Promise<{ token: string; id: string }> => {
  const username = `matrix-${name}`
  const password = 'Matrix12345'
  const user = await app.payload.create({
    collection: 'users',
    data: {
      username,
      name: `矩陣 ${name}`,
      email: `${username}@test.example`,
      password,
      accountStatus: 'Enabled',
      roles,
    },
    context: { passwordSetBy: 'system' },
  })
  const login = await app.payload.login({ collection: 'users', data: { username, password } as never })
  if (!login.token) throw new Error(`no token for ${username}`)
  if (options.disable)
    await app.payload.update({ collection: 'users', id: user.id, data: { accountStatus: 'Disabled' } })
  return { token: login.token, id: String(user.id) }
}
const createRole = async (name: string, flags: readonly Flag[]): Promise<string> =>
  String((await app.payload.create({ collection: 'roles', data: { name, flags: onlyFlags(flags) } })).id)

type Caller = { name: string; token?: string; flags?: readonly Flag[] }
const anonymous: Caller = { name: 'anonymous' }
const superAdmin = (): Caller => ({ name: 'super-admin', token: superAdminToken })
const disabled = (): Caller => ({ name: 'disabled, all flags', token: disabledToken })

const flagsKey = (flags: readonly Flag[]): string => [...flags].sort().join(',')

/** The subject account as the caller holding exactly `flags` (its calls give its role those flags). */
const subject = (name: string, flags: readonly Flag[]): Caller => ({ name, token: subjectToken, flags })

/** The subject's role holds `flags` from now on. */
const holdFlags = async (flags: readonly Flag[]): Promise<void> => {
  const key = flagsKey(flags)
  if (key === subjectFlags) return
  await app.payload.update({ collection: 'roles', id: subjectRoleId, data: { flags: onlyFlags(flags) } })
  subjectFlags = key
  roleSwaps += 1
}

/** A planned call: made by `runPlan` with the other calls of the same caller flags. */
type Step = { caller: Caller; run: () => Promise<void> }

/**
 * The planned calls, grouped by the subject's flags (the other callers in a group of their own,
 * first): the role is changed once per group, and a group's calls are made four at a time. Each
 * call is independent of the others (refused callers aim at real documents and change nothing;
 * allowed ones aim at a missing id), so the order within the walk is not part of what is tested.
 */
const runPlan = async (steps: Step[]): Promise<void> => {
  const groups = new Map<string, Step[]>()
  for (const step of steps) {
    const key = step.caller.flags ? `subject:${flagsKey(step.caller.flags)}` : ''
    groups.set(key, [...(groups.get(key) ?? []), step])
  }
  for (const group of [...groups.values()]) {
    const flags = group[0]!.caller.flags
    if (flags) await holdFlags(flags)
    let next = 0
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < group.length) await group[next++]!.run()
      }),
    )
  }
}

const callersWith = (need: Need): Caller[] => {
  if (need === 'superAdmin') return [superAdmin()]
  if (need === 'active') return [subject('no flags', [])]
  return [subject(`with ${need.label}`, withAncestors(need.hold))]
}
/**
 * Module switch-off (issue 10 item 10): every flag, including all of the needed ones, except the
 * `__auth` of the module (top node) above them. Undefined when the needed flag is that top flag.
 */
const callerSwitchedOff = (need: Need): Caller | undefined => {
  if (need === 'active' || need === 'superAdmin') return undefined
  const tops = [
    ...new Set(need.strip.map((flag) => CHAIN.get(flag)?.[0]).filter((flag): flag is Flag => flag !== undefined)),
  ]
  if (tops.some((top) => need.strip.includes(top))) return undefined
  return subject(`module ${tops.join('|')} switched off`, allBut(tops))
}
const callerWithout = (need: Need): Caller => {
  if (need === 'active') return subject('no flags', [])
  if (need === 'superAdmin') return subject('all flags, not super-admin', ALL_FLAGS)
  return subject(`without ${need.label}`, allBut(need.strip))
}

// ---------------------------------------------------------------------------------------------
// Calls and findings
// ---------------------------------------------------------------------------------------------

type Finding = { caller: string; method: string; path: string; status: number; expected: string; note?: string }

let calls = 0
const call = async (method: string, path: string, caller: Caller) => {
  if (caller.flags) await holdFlags(caller.flags)
  calls += 1
  // Anonymous writes count against the public write limit per address (issue 42): one address each.
  const init = caller.token ? { token: caller.token } : { headers: fresh() }
  if (method === 'GET') return app.api.get(path, init)
  if (method === 'DELETE') return app.api.delete(path, init)
  return app.api[method.toLowerCase() as 'post' | 'put' | 'patch'](path, {}, init)
}

const bodyText = (body: unknown): string => (typeof body === 'string' ? body : JSON.stringify(body ?? ''))
const messageOf = (body: unknown): string => {
  const b = body as { message?: string; errors?: { message?: string }[] } | undefined
  return b?.message ?? b?.errors?.[0]?.message ?? ''
}

/** A refusal must carry no data: no result, no docs, not the real document's id. */
const dataIn = (body: unknown, realId?: string): string | undefined => {
  if (body && typeof body === 'object') {
    if ('result' in body) return 'body has result'
    if ('docs' in body) return 'body has docs'
    if ('doc' in body) return 'body has doc'
  }
  // (Only ids long enough not to appear by chance: Payload's migrations are numbered 1, 2, ...)
  if (realId && realId.length >= 12 && bodyText(body).includes(realId)) return 'body names the document'
  return undefined
}

const table = (findings: Finding[]): string =>
  findings.length === 0
    ? ''
    : [
        `${findings.length} leak(s) / wrong refusal(s):`,
        ...findings.map(
          (f) =>
            `  ${f.caller.padEnd(34)} ${f.method.padEnd(6)} ${f.path.padEnd(58)} got ${f.status}, expected ${f.expected}${f.note ? ` (${f.note})` : ''}`,
        ),
      ].join('\n')

const expectRefused = async (
  findings: Finding[],
  method: string,
  path: string,
  caller: Caller,
  allowed: number[],
  realId?: string,
) => {
  const res = await call(method, path, caller)
  const data = dataIn(res.body, realId)
  if (!allowed.includes(res.status) || data)
    findings.push({ caller: caller.name, method, path, status: res.status, expected: allowed.join('/'), note: data })
}

/** Messages of an access refusal (as opposed to a business rule refusing the given body). */
const ACCESS_REFUSALS = new Set<string>()
/** Holders refused by a business rule (403 with the rule's own message): printed, not failed. */
const businessRefusals: string[] = []

const expectAllowed = async (findings: Finding[], method: string, path: string, caller: Caller) => {
  const res = await call(method, path, caller)
  const message = messageOf(res.body)
  if (res.status === 403 && message && !ACCESS_REFUSALS.has(message)) {
    businessRefusals.push(`${caller.name} ${method} ${path}: ${message}`)
    return
  }
  if (res.status === 401 || res.status === 403 || res.status >= 500)
    findings.push({
      caller: caller.name,
      method,
      path,
      status: res.status,
      expected: 'not 401/403/5xx',
      note: bodyText(res.body).slice(0, 80),
    })
}

const report = (findings: Finding[]) => {
  const text = table(findings)
  if (text) console.error(text)
  expect(findings.length, text).toBe(0)
}

beforeAll(async () => {
  app = await startTestApp()
  const found = await app.payload.find({
    collection: 'roles',
    where: { isSuperAdmin: { equals: true } },
    depth: 0,
    limit: 1,
  })
  superAdminToken = (await createAccount('super', [String(found.docs[0]!.id)])).token
  disabledToken = (await createAccount('disabled', [await createRole('矩陣停用', ALL_FLAGS)], { disable: true })).token
  subjectRoleId = await createRole('矩陣受測', [])
  const subjectAccount = await createAccount('subject', [subjectRoleId])
  subjectToken = subjectAccount.token
  subjectUserId = subjectAccount.id
  ACCESS_REFUSALS.add(MSG.forbidden).add(MSG.unauthenticated).add(MSG.accountDisabled).add(MSG.mustChangePassword)
  // Payload's own access refusal, in whatever language the config gives it.
  ACCESS_REFUSALS.add(messageOf((await app.api.get('/api/users')).body))
})
afterAll(async () => {
  console.info(`permission matrix: ${calls} calls, 3 accounts, ${roleSwaps} role changes`)
  if (businessRefusals.length > 0)
    console.info(`holders refused by a business rule (not an access refusal):\n  ${businessRefusals.join('\n  ')}`)
  await app?.close()
})

// ---------------------------------------------------------------------------------------------
// /api/shennong
// ---------------------------------------------------------------------------------------------

type Described = { module: string; endpoint: Endpoint; guard: Guard | undefined }
const SHENNONG: Described[] = MODULES.flatMap((module) =>
  (module.endpoints ?? [])
    .filter((endpoint) => endpoint.path.startsWith('/shennong/'))
    .map((endpoint) => ({
      module: module.name,
      endpoint,
      guard: (endpoint.custom as { guard?: Guard } | undefined)?.guard,
    })),
)
const concretePath = (path: string): string =>
  `/api${path.replace(/:status\b/g, 'Approved').replace(/:[A-Za-z]+/g, FAKE_ID)}`

/** The guard's needs: one per flag that grants it (an `anyOf` guard is granted by each of its flags). */
const guardNeeds = (guard: Guard | undefined): { without: Need; withs: Need[] } => {
  if (guard === undefined || typeof guard === 'string') return { without: 'active', withs: ['active'] }
  const flags = 'flag' in guard ? [guard.flag] : [...guard.anyOf]
  const label = flags.join('|')
  return {
    without: { hold: flags, strip: flags, label },
    withs: flags.map((flag) => ({ hold: [flag], strip: flags, label: flag })),
  }
}

describe('permission matrix: /api/shennong', () => {
  it('the descriptors declare /shennong calls, each with a recorded guard, none public', () => {
    expect(SHENNONG.length).toBeGreaterThan(100)
    const unguarded = SHENNONG.filter((d) => d.guard === undefined || d.guard === 'public' || d.guard === 'session')
    expect(unguarded.map((d) => `${d.endpoint.method} ${d.endpoint.path}: ${JSON.stringify(d.guard)}`)).toEqual([])
  })

  it('anonymous gets 401; a Disabled account, a caller without the flag and one whose module is switched off 403; a caller with it neither', async () => {
    const findings: Finding[] = []
    const steps: Step[] = []
    const refused = (method: string, path: string, caller: Caller, allowed: number[]) =>
      steps.push({ caller, run: () => expectRefused(findings, method, path, caller, allowed) })
    for (const { endpoint, guard } of SHENNONG) {
      const method = endpoint.method.toUpperCase()
      const path = concretePath(endpoint.path)
      const { without, withs } = guardNeeds(guard)
      refused(method, path, anonymous, [401])
      refused(method, path, disabled(), [403])
      if (without !== 'active') refused(method, path, callerWithout(without), [403])
      const switchedOff = callerSwitchedOff(without)
      if (switchedOff) refused(method, path, switchedOff, [403])
      for (const need of withs)
        for (const caller of callersWith(need))
          steps.push({ caller, run: () => expectAllowed(findings, method, path, caller) })
    }
    await runPlan(steps)
    report(findings)
  }, 180_000)
})

// ---------------------------------------------------------------------------------------------
// Payload REST: collections and globals
// ---------------------------------------------------------------------------------------------

type Route = { method: string; path: string; byId: boolean; realPath?: string; realId?: string }

const collectionRoutes = (slug: string, realId: string | undefined, versions: boolean): Route[] => {
  const byId = (method: string): Route => ({
    method,
    path: `/api/${slug}/${FAKE_ID}`,
    byId: true,
    realPath: realId ? `/api/${slug}/${realId}` : undefined,
    realId,
  })
  return [
    { method: 'GET', path: `/api/${slug}`, byId: false },
    byId('GET'),
    { method: 'POST', path: `/api/${slug}`, byId: false },
    byId('PATCH'),
    byId('DELETE'),
    ...(versions ? [{ method: 'GET', path: `/api/${slug}/versions`, byId: false }] : []),
  ]
}

/** A real document of the collection, never the subject's own account (which it may read). */
const realIdOf = async (slug: string): Promise<string | undefined> => {
  const where: Where = slug === 'users' ? { id: { not_equals: subjectUserId } } : {}
  const found = await app.payload.find({
    collection: slug as CollectionSlug,
    where,
    limit: 1,
    depth: 0,
    pagination: false,
  })
  const id = found.docs[0]?.id
  return id === undefined ? undefined : String(id)
}

/** Routes nobody may use, the super-admin included (writes that go through the module's own calls). */
const closedRoutes: string[] = []

/**
 * One route as every caller. Refused callers aim at a real document where one exists (so a
 * by-id leak cannot hide behind "not found"); allowed callers and the super-admin aim at a
 * missing id (nothing real is changed or deleted).
 */
const checkRoute = (findings: Finding[], route: Route, need: Need, steps: Step[], holders: Step[]): void => {
  const { method } = route
  const refusedPath = route.realPath ?? route.path
  if (method === 'GET' && PUBLIC_REST_READS.has(`${method} ${route.path}`)) {
    steps.push({
      caller: anonymous,
      run: async () => {
        const res = await call(method, route.path, anonymous)
        const secrets = Object.entries((res.body ?? {}) as Record<string, unknown>).flatMap(function scan([
          key,
          value,
        ]): string[] {
          if (value && typeof value === 'object') return Object.entries(value).flatMap(scan)
          return SECRET_KEY.test(key) && value !== null && value !== '' ? [key] : []
        })
        if (res.status !== 200 || secrets.length > 0)
          findings.push({
            caller: anonymous.name,
            method,
            path: route.path,
            status: res.status,
            expected: '200 without secrets',
            note: secrets.join(', '),
          })
      },
    })
    return
  }
  const refusals = route.byId ? [403, 404] : [403]
  const refused = (caller: Caller, allowed: number[]) =>
    steps.push({ caller, run: () => expectRefused(findings, method, refusedPath, caller, allowed, route.realId) })
  refused(anonymous, route.byId ? [401, 403, 404] : [401, 403])
  refused(disabled(), refusals)
  refused(callerWithout(need), refusals)
  const switchedOff = callerSwitchedOff(need)
  if (switchedOff) refused(switchedOff, refusals)
  // The super-admin's answer tells what the holders expect: closed to everyone, or open to them.
  steps.push({
    caller: superAdmin(),
    run: async () => {
      const asSuper = await call(method, route.path, superAdmin())
      if (asSuper.status >= 500)
        findings.push({ caller: 'super-admin', method, path: route.path, status: asSuper.status, expected: 'not 5xx' })
      const closed = asSuper.status === 401 || asSuper.status === 403
      if (closed) closedRoutes.push(`${method} ${route.path}`)
      for (const caller of callersWith(need))
        holders.push({
          caller,
          run: () =>
            closed
              ? expectRefused(findings, method, route.path, caller, [403])
              : expectAllowed(findings, method, route.path, caller),
        })
    },
  })
}

/** Every route as every caller: the refused callers and the super-admin first, then the holders. */
const checkRoutes = async (findings: Finding[], routes: { route: Route; need: Need }[]): Promise<void> => {
  const steps: Step[] = []
  const holders: Step[] = []
  for (const { route, need } of routes) checkRoute(findings, route, need, steps, holders)
  await runPlan(steps)
  await runPlan(holders)
}

describe('permission matrix: Payload REST', () => {
  it('every collection route: anonymous, Disabled, callers without the module flag or with the module switched off are refused; holders are not', async () => {
    const findings: Finding[] = []
    const routes: { route: Route; need: Need }[] = []
    for (const module of MODULES) {
      for (const collection of module.collections ?? []) {
        const need = needOf(module.name, collection.slug)
        for (const route of collectionRoutes(
          collection.slug,
          await realIdOf(collection.slug),
          Boolean(collection.versions),
        ))
          routes.push({ route, need })
      }
    }
    await checkRoutes(findings, routes)
    console.info(`routes closed to everyone (the super-admin included):\n  ${closedRoutes.join('\n  ')}`)
    report(findings)
  }, 180_000)

  it('every global route: the same, and public reads carry no secret', async () => {
    const findings: Finding[] = []
    const routes: { route: Route; need: Need }[] = []
    for (const module of MODULES) {
      for (const global of module.globals ?? []) {
        const need = needOf(module.name, global.slug)
        for (const method of ['GET', 'POST'])
          routes.push({ route: { method, path: `/api/globals/${global.slug}`, byId: false }, need })
      }
    }
    await checkRoutes(findings, routes)
    report(findings)
  }, 60_000)

  /**
   * Payload's own collections (jobs, document locks, key-value store, migrations, preferences):
   * zero leaks to anyone but the super-admin. Status codes vary with Payload's handlers (a 400
   * for an empty body, 501 where Payload disables REST), so the rule here is "no 2xx with
   * someone else's data". Document locks and preferences belong to their owner (issue 10 item
   * 13: staff see and release their own locks, only super-admins create them over REST): the
   * test plants a lock and a preference of the super-admin and checks nobody else sees them.
   */
  describe("Payload's own collections", () => {
    const described = new Set(MODULES.flatMap((m) => (m.collections ?? []).map((c) => c.slug as string)))
    const OWNED = new Set(['payload-preferences', 'payload-locked-documents'])
    let planted: Record<string, string> = {}
    const internalRoutes = async (): Promise<{ slug: string; routes: Route[] }[]> => {
      if (Object.keys(planted).length === 0) {
        const superUser = (
          await app.payload.find({ collection: 'users', where: { username: { equals: 'matrix-super' } }, depth: 0 })
        ).docs[0]!
        const news = (await app.payload.find({ collection: 'news', limit: 1, depth: 0 })).docs[0]!
        const lock = await app.payload.create({
          collection: 'payload-locked-documents',
          data: {
            document: { relationTo: 'news', value: news.id },
            globalSlug: null,
            user: { relationTo: 'users', value: superUser.id },
          } as never,
        })
        // (Payload fills a preference's owner from the request's user.)
        const preference = await app.payload.create({
          collection: 'payload-preferences',
          data: { key: 'matrix-secret', value: { secret: 'matrix' } } as never,
          user: { ...superUser, collection: 'users' } as never,
        })
        planted = { 'payload-locked-documents': String(lock.id), 'payload-preferences': String(preference.id) }
      }
      const internal = app.payload.config.collections.filter((c) => !described.has(c.slug))
      return Promise.all(
        internal.map(async (c) => ({
          slug: c.slug,
          routes: collectionRoutes(c.slug, planted[c.slug] ?? (await realIdOf(c.slug)), Boolean(c.versions)),
        })),
      )
    }
    /** The ids of the documents an answer carries (a list, one document, or a bare document). */
    const idsIn = (body: unknown): string[] => {
      const b = (body ?? {}) as { docs?: { id?: unknown }[]; doc?: { id?: unknown }; id?: unknown }
      return [...(b.docs ?? []), ...(b.doc ? [b.doc] : []), b]
        .map((d) => d?.id)
        .filter((id) => id !== undefined)
        .map(String)
    }
    const leakFree = async (findings: Finding[], slug: string, route: Route, caller: Caller) => {
      const path = route.realPath ?? route.path
      const res = await call(route.method, path, caller)
      const foreign =
        planted[slug] !== undefined && idsIn(res.body).includes(planted[slug]!)
          ? 'body has the super-admin’s document'
          : undefined
      const value = (res.body as { value?: unknown } | undefined)?.value ? 'body has a value' : undefined
      // Owners may list and create their own locks/preferences: a 2xx is a leak only with someone else's data.
      const ownAllowed =
        OWNED.has(slug) &&
        caller !== anonymous &&
        ((route.method === 'GET' && !route.byId) || (slug === 'payload-preferences' && route.method === 'POST'))
      const data = foreign ?? value ?? (ownAllowed ? undefined : dataIn(res.body, route.realId))
      if (
        (res.status < 300 &&
          !ownAllowed &&
          !(res.status === 200 && !data && path.startsWith('/api/payload-preferences/'))) ||
        data
      )
        findings.push({
          caller: caller.name,
          method: route.method,
          path,
          status: res.status,
          expected: 'no 2xx with data that is not the caller’s',
          note: data,
        })
    }

    it('leak nothing to anonymous callers, staff holding every flag, or a Disabled account', async () => {
      const findings: Finding[] = []
      const staff = await callerWithout('superAdmin')
      const all = await internalRoutes()
      expect(all.map((c) => c.slug)).toContain('payload-jobs')
      for (const { slug, routes } of all)
        for (const route of routes)
          for (const caller of [anonymous, disabled(), staff]) await leakFree(findings, slug, route, caller)
      for (const caller of [anonymous, disabled(), staff])
        await leakFree(findings, 'payload-jobs', { method: 'GET', path: '/api/payload-jobs/run', byId: false }, caller)
      report(findings)
    }, 60_000)

    it('a Disabled account stores nothing, not even its own preferences or locks', async () => {
      const findings: Finding[] = []
      for (const slug of OWNED) await expectRefused(findings, 'POST', `/api/${slug}`, disabled(), [401, 403])
      report(findings)
    })

    it('answer 4xx, never 500, to a by-id call with a 24-hex id (their ids are numbers on SQL)', async () => {
      const findings: Finding[] = []
      for (const { routes } of await internalRoutes())
        for (const route of routes.filter((r) => r.byId)) {
          const res = await call(route.method, route.path, superAdmin())
          if (res.status === 500)
            findings.push({
              caller: 'super-admin',
              method: route.method,
              path: route.path,
              status: 500,
              expected: '4xx',
            })
        }
      report(findings)
    })
  })
})

// ---------------------------------------------------------------------------------------------
// Public calls opened by a visitor's key (issue 28)
// ---------------------------------------------------------------------------------------------

type PublicCall = { method: 'GET' | 'POST' | 'PUT'; path: string; body?: unknown; headers?: Record<string, string> }
type Answer = { status: number; body: unknown; type: string }

/** A public call from an address of its own (no rate limit of one call touches another). */
const send = async (request: PublicCall, caller: Caller): Promise<Answer> => {
  if (caller.flags) await holdFlags(caller.flags)
  calls += 1
  const init = { headers: { ...fresh(), ...request.headers }, ...(caller.token ? { token: caller.token } : {}) }
  const res =
    request.method === 'GET'
      ? await app.api.get(request.path, init)
      : request.method === 'POST'
        ? await app.api.post(request.path, request.body, init)
        : await app.api.put(request.path, request.body, init)
  return { status: res.status, body: res.body, type: res.headers.get('content-type') ?? '' }
}

const is2xx = (answer: Answer): boolean => answer.status >= 200 && answer.status < 300
const sameAnswer = (a: Answer, b: Answer): boolean => a.status === b.status && bodyText(a.body) === bodyText(b.body)
/** An answer for a finding: its status and JSON body, or its content type (a file's bytes are not printed). */
const shown = (answer: Answer): string =>
  answer.type.includes('json')
    ? `${answer.status} ${bodyText(answer.body).slice(0, 90)}`
    : `${answer.status} <${answer.type || 'no content-type'}, ${bodyText(answer.body).length} chars>`

/** What a refusal must not be: anything but JSON (a file's bytes), or an answer with data or one of the record's texts. */
const refusalLeak = (answer: Answer, secrets: readonly string[]): string | undefined => {
  if (!answer.type.includes('json')) return `not a JSON refusal (${answer.type || 'no content-type'})`
  const data = dataIn(answer.body)
  if (data) return data
  const text = bodyText(answer.body)
  const secret = secrets.find((s) => text.includes(s))
  return secret ? `body carries the record's "${secret}"` : undefined
}

/** `METHOD /path` of every public call (/api/public/…) a module declares. */
const publicCallsOf = (moduleName: string): string[] =>
  (MODULES.find((m) => m.name === moduleName)?.endpoints ?? [])
    .filter((e) => (e.custom as { guard?: Guard } | undefined)?.guard === 'public' && e.path.startsWith('/public/'))
    .map((e) => `${e.method.toUpperCase()} ${e.path}`)

type ProofRoute = {
  /** The call as its module declares it (`METHOD /path`). */
  endpoint: string
  kind: 'read' | 'write'
  /** What the key holder gets: a 2xx, or (a call with more conditions, e.g. check-in) anything but the missing id's answer. */
  holder: '2xx' | 'passes'
  /** The call on the record `id` (the real one or a missing one), with the visitor's key or without (null). */
  call: (visitor: Visitor, id: string, key: string | null) => PublicCall
}
type ProofModule = {
  module: string
  /** The module's read flag (the "read flag only" caller holds it and its ancestors' `__auth`). */
  readFlag: Flag
  /** The module's rule: holders of `readFlag` (and the super-admin) read a record without its key. */
  staffReads: boolean
  /** A real record, made as a visitor makes it (a fresh one per route: the holder's writes change it). */
  record: (app: TestApp) => Promise<Visitor>
  routes: ProofRoute[]
  /** The module's other public calls, and why they are not walked here. */
  notWalked: Record<string, string>
}

const keyHeader = (key: string | null): Record<string, string> => (key ? { 'X-Access-Key': key } : {})
const keyQuery = (key: string | null): string => (key ? `?key=${encodeURIComponent(key)}` : '')
let photoBytes: Buffer = Buffer.alloc(0)

/**
 * The visitor's calls opened by a key ("Done when": the matrix walks the public calls that accept
 * staff). Found by `sessionReadingPublicModules` (publicProofs.ts) and by reading the services;
 * the rule of each module:
 *
 * | module          | read without the key is 2xx for                                  | write without the key                                   |
 * |-----------------|------------------------------------------------------------------|---------------------------------------------------------|
 * | feedbacks       | feedbacks.read holders and the super-admin (the back office opens | never 2xx: feedbacks.read holders are told the key is   |
 * |                 | the ticket page and its photos; src/modules/feedbacks/service.ts  | needed (403), everyone else gets the missing id's answer |
 * |                 | `ticketForHolder`)                                               |                                                         |
 * | reservations    | nobody: staff read bookings through /shennong; the proof is the  | never 2xx, the missing id's answer                      |
 * |                 | key, the account's password or 我的預約's signed proof            |                                                         |
 * | recommendations | nobody: staff read them through /shennong                        | (no visitor write on a record)                          |
 *
 * Every route is called on a real record as: anonymous, a Disabled account (every flag), a
 * signed-in account with no flag, staff with every flag but the module's, staff with every flag
 * but the module's `__auth` (switched off), staff with the module's read flag only, the
 * super-admin (none of them with the key), and the key holder (anonymous, with the key). Rules:
 * 1. without the key, a write is never 2xx, whoever calls (the visitor's actions take the key);
 * 2. without the key, a read is 2xx only for the module's readers (the table), and always for them;
 * 3. a caller who may not read the record gets exactly the answer to a missing id (status and
 *    body): nobody else learns that the record exists;
 * 4. a refusal is JSON and carries none of the record's data (no `result`, none of its texts);
 * 5. the key holder passes (a 2xx, or at least not the missing id's answer), so rules 1-3 are
 *    measured with calls that work.
 */
const PROOF_MODULES: ProofModule[] = [
  {
    module: 'feedbacks',
    readFlag: FLAGS.feedbacks.read,
    staffReads: true,
    record: feedbackTicket,
    routes: [
      {
        endpoint: 'GET /public/feedbacks/:id',
        kind: 'read',
        holder: '2xx',
        call: (_v, id, key) => ({ method: 'GET', path: `/api/public/feedbacks/${id}`, headers: keyHeader(key) }),
      },
      {
        endpoint: 'GET /public/feedbacks/:id/photos/:photoId',
        kind: 'read',
        holder: '2xx',
        call: (v, id, key) => ({
          method: 'GET',
          path: `/api/public/feedbacks/${id}/photos/${v.photoId}`,
          headers: keyHeader(key),
        }),
      },
      {
        endpoint: 'PUT /public/feedbacks',
        kind: 'write',
        holder: '2xx',
        call: (_v, id, key) => ({
          method: 'PUT',
          path: '/api/public/feedbacks',
          body: { _id: id, message: '矩陣留言' },
          headers: keyHeader(key),
        }),
      },
      {
        endpoint: 'POST /public/feedbacks/upload',
        kind: 'write',
        holder: '2xx',
        call: (_v, id, key) => ({
          method: 'POST',
          path: `/api/public/feedbacks/upload?feedbackId=${id}`,
          body: pngForm(photoBytes),
          headers: keyHeader(key),
        }),
      },
      {
        endpoint: 'POST /public/feedbacks/close/:id/:rating',
        kind: 'write',
        holder: '2xx',
        call: (_v, id, key) => ({
          method: 'POST',
          path: `/api/public/feedbacks/close/${id}/5`,
          headers: keyHeader(key),
        }),
      },
    ],
    notWalked: {
      'GET /public/feedback-categories': 'the categories: no visitor record',
      'POST /public/feedbacks': 'creates a ticket and answers its key',
    },
  },
  {
    module: 'reservations',
    readFlag: FLAGS.reservations.seats.read,
    staffReads: false,
    record: seatBooking,
    routes: [
      {
        endpoint: 'GET /public/reservations/detail/:id',
        kind: 'read',
        holder: '2xx',
        call: (_v, id, key) => ({ method: 'GET', path: `/api/public/reservations/detail/${id}${keyQuery(key)}` }),
      },
      {
        endpoint: 'PUT /public/reservations/cancel-reservation/:id',
        kind: 'write',
        holder: '2xx',
        call: (_v, id, key) => ({
          method: 'PUT',
          path: `/api/public/reservations/cancel-reservation/${id}${keyQuery(key)}`,
          body: { reason: '矩陣取消' },
        }),
      },
      {
        endpoint: 'PUT /public/reservations/cancel-recurrence-reservations/:id',
        kind: 'write',
        holder: '2xx',
        call: (_v, id, key) => ({
          method: 'PUT',
          path: `/api/public/reservations/cancel-recurrence-reservations/${id}${keyQuery(key)}`,
          body: { reason: '矩陣取消' },
        }),
      },
      // Self check-in is off by default: the holder gets the rule's refusal, past the proof.
      {
        endpoint: 'PUT /public/reservations/check-in/:id',
        kind: 'write',
        holder: 'passes',
        call: (_v, id, key) => ({
          method: 'PUT',
          path: `/api/public/reservations/check-in/${id}${keyQuery(key)}`,
          body: {},
        }),
      },
    ],
    notWalked: {
      'GET /public/reservations/seats': 'free slots: no visitor record',
      'GET /public/reservations/lab-seats': 'free slots: no visitor record',
      'GET /public/reservations/rooms': 'free slots: no visitor record',
      'GET /public/reservations/get-isExternal-count': 'a count: no visitor record',
      'POST /public/reservations/seats': 'books and answers the key',
      'POST /public/reservations/rooms': 'books and answers the key',
      'POST /public/reservations/recurrence-rooms': 'books and answers the key',
      'POST /public/reservations/my-reservations/sign-in': '我的預約: answers a proof for a password (sign-in limits)',
      'POST /public/reservations/my-reservations/sign-out': '我的預約: clears the proof cookie',
      'POST /public/reservations/my-reservations/link': '我的預約: mails a link, answers alike for every address',
      'POST /public/reservations/my-reservations/open': '我的預約: trades the mailed key for a proof',
      'GET /public/reservations/my-reservations':
        '我的預約: the proof holder’s bookings; without a proof an empty list, whoever calls',
    },
  },
  {
    module: 'recommendations',
    readFlag: FLAGS.recommendations.read,
    staffReads: false,
    record: recommendation,
    routes: [
      {
        endpoint: 'GET /public/recommendations/answer/:id',
        kind: 'read',
        holder: '2xx',
        call: (_v, id, key) => ({
          method: 'GET',
          path: `/api/public/recommendations/answer/${id}`,
          headers: keyHeader(key),
        }),
      },
    ],
    notWalked: {
      'GET /public/recommendations/questionnaire': 'the form’s questions: no visitor record',
      'POST /public/recommendations/answer': 'sends a recommendation and answers its key',
    },
  },
]

/**
 * Modules the scan finds reading the session on the way of a public call that take no staff
 * session in place of a visitor's proof (the scan follows whole files, so a service holding
 * staff functions beside the visitor's counts), each with why.
 */
const SESSION_READERS_NOT_PROOFS: Record<string, string> = {
  archives: 'its file routes follow the folder auth (Internal: signed in; Roles: a listed role): walked below',
  cms: 'Internal and Roles pages and routes are shown by the viewer’s sign-in and roles (a visibility, no visitor record or key)',
  site: 'the import chain reaches the site-settings collection’s access (super-admin updates); its public calls read no session',
  statistics:
    'the import chain reaches the staff services beside the public ones (who exports); the public reads show published statistics',
}

type ProofCaller = { make: () => Caller | Promise<Caller>; reads: boolean }
const proofCallers = (m: ProofModule): ProofCaller[] => {
  const tops = moduleNodes(m.module)
  const own = tops.flatMap(subtreeFlags)
  return [
    { make: async () => anonymous, reads: false },
    { make: async () => disabled(), reads: false },
    { make: () => subject('signed in, no flags', []), reads: false },
    { make: () => subject(`all flags but ${m.module}`, allBut(own)), reads: false },
    { make: () => subject(`${m.module} switched off`, allBut(tops.map(nodeFlag))), reads: false },
    { make: () => subject(`only ${m.readFlag}`, withAncestors([m.readFlag])), reads: m.staffReads },
    { make: async () => superAdmin(), reads: m.staffReads },
  ]
}

describe('permission matrix: public calls opened by a visitor’s key', () => {
  beforeAll(async () => {
    photoBytes = await png()
  })

  it('every module whose public calls may read the session is walked here or says why not', () => {
    const scanned = sessionReadingPublicModules()
    // The scan sees the case issue 28 found (feedbacks' service reads the session).
    expect([...scanned.keys()]).toContain('feedbacks')
    const walked = new Set(PROOF_MODULES.map((m) => m.module))
    const unexplained = [...scanned]
      .filter(([name]) => !walked.has(name) && !(name in SESSION_READERS_NOT_PROOFS))
      .map(([name, files]) => `${name}: ${files.join(', ')}`)
    const stale = Object.keys(SESSION_READERS_NOT_PROOFS).filter((name) => !scanned.has(name))
    expect({ unexplained, stale }).toEqual({ unexplained: [], stale: [] })
  })

  it('every public call of a walked module is walked or says why not', () => {
    const unlisted: string[] = []
    const stale: string[] = []
    for (const m of PROOF_MODULES) {
      const declared = publicCallsOf(m.module)
      const listed = [...m.routes.map((r) => r.endpoint), ...Object.keys(m.notWalked)]
      unlisted.push(...declared.filter((call) => !listed.includes(call)).map((call) => `${m.module}: ${call}`))
      stale.push(...listed.filter((call) => !declared.includes(call)).map((call) => `${m.module}: ${call}`))
    }
    expect({ unlisted, stale }).toEqual({ unlisted: [], stale: [] })
  })

  it('without the key no write is 2xx and a read only for the module’s readers; refusals answer like a missing id and carry no data; the key holder passes', async () => {
    const findings: Finding[] = []
    let walkedCalls = 0
    for (const m of PROOF_MODULES) {
      for (const route of m.routes) {
        const visitor = await m.record(app)
        for (const { make, reads } of proofCallers(m)) {
          const caller = await make()
          const request = route.call(visitor, visitor.id, null)
          const real = await send(request, caller)
          const missing = await send(route.call(visitor, missingId(), null), caller)
          walkedCalls += 1
          const problems: string[] = []
          let expected: string
          if (route.kind === 'read' && reads) {
            expected = '2xx (a reader of the module)'
            if (!is2xx(real)) problems.push('a reader is refused')
          } else {
            expected = reads ? 'not 2xx, no data' : `the missing id's answer (${missing.status}), no data`
            if (is2xx(real))
              problems.push(route.kind === 'write' ? 'a write without the key' : 'a read without the key')
            else {
              const leak = refusalLeak(real, visitor.secrets)
              if (leak) problems.push(leak)
            }
            if (!reads && !sameAnswer(real, missing)) problems.push(`missing id answers ${shown(missing)}`)
          }
          if (problems.length > 0)
            findings.push({
              caller: caller.name,
              method: request.method,
              path: request.path,
              status: real.status,
              expected,
              note: `${problems.join('; ')} | got ${shown(real)}`,
            })
        }
        const request = route.call(visitor, visitor.id, visitor.key)
        const held = await send(request, anonymous)
        const heldMissing = await send(route.call(visitor, missingId(), visitor.key), anonymous)
        walkedCalls += 1
        const passes = route.holder === '2xx' ? is2xx(held) : !sameAnswer(held, heldMissing)
        if (!passes)
          findings.push({
            caller: 'the key holder',
            method: request.method,
            path: request.path.replace(visitor.key, '<key>'),
            status: held.status,
            expected: route.holder === '2xx' ? '2xx' : 'past the proof (not the missing id’s answer)',
            note: shown(held),
          })
      }
    }
    console.info(
      `visitor-key walk: ${PROOF_MODULES.reduce((n, m) => n + m.routes.length, 0)} routes of ${PROOF_MODULES.length} modules, ${walkedCalls} caller rows`,
    )
    report(findings)
  }, 240_000)
})

// ---------------------------------------------------------------------------------------------
// The archive's public file routes (issue 28)
// ---------------------------------------------------------------------------------------------

type Visibility = 'Public' | 'Internal' | 'Roles' | 'Recycled' | 'ModulePrivate'
type ArchiveFile = { label: string; id: string; name: string; visibility: Visibility }
type ArchiveCaller = { make: () => Caller | Promise<Caller>; signedIn: boolean; archives: boolean; superAdmin: boolean }

/**
 * Who each file is served to, and what the others get (docs/archive-api.md; src/modules/archives
 * rules.ts `MODULE_PRIVATE_FOLDERS`):
 *
 * | file                                             | served to                    | the others get                                |
 * |--------------------------------------------------|------------------------------|-----------------------------------------------|
 * | in a Public root folder                          | everyone                     | —                                             |
 * | in an Internal root folder                       | active signed-in accounts    | 401 (anonymous, Disabled), as documented      |
 * | in a Roles root folder (a role nobody walked     | the super-admin              | 401 (anonymous, Disabled), 403 (signed in),   |
 * | holds; the super-admin made the folder)          |                              | as documented                                 |
 * | a Public file in the recycle bin                 | archive users (archives.auth)| exactly the missing id's answer               |
 * | module-private: a ticket photo a visitor uploaded| nobody, the super-admin too  | exactly the missing id's answer               |
 * | (public feedback upload), a file staff uploaded  | (the module's own route      |                                               |
 * | through the module's picker                      | serves it)                   |                                               |
 * | a missing id                                     | nobody                       | 404                                           |
 *
 * Every route the archives module declares under /public/archives/ (download, preview,
 * thumbnail …), each file as: anonymous, a Disabled account (every flag), a signed-in account
 * with no flag, staff with every flag but the archive's, staff with the archive's read flag
 * (archives.auth) only, the super-admin. A served file is a 200 that is not JSON; a refusal is
 * JSON without data or the file's name.
 */
const ARCHIVE_FILE_ROUTES: string[] = (MODULES.find((m) => m.name === 'archives')?.endpoints ?? [])
  .filter(
    (e) =>
      (e.custom as { guard?: Guard } | undefined)?.guard === 'public' &&
      e.path.startsWith('/public/archives/') &&
      e.path.includes(':id'),
  )
  .map((e) => e.path)

const mayRead = (visibility: Visibility, c: ArchiveCaller): boolean => {
  switch (visibility) {
    case 'Public':
      return true
    case 'Internal':
      return c.signedIn
    case 'Roles':
      return c.superAdmin
    case 'Recycled':
      return c.archives
    case 'ModulePrivate':
      return false
  }
}
/** How a refusal looks: the missing id's answer, or the documented status. */
const refusalOf = (visibility: Visibility, c: ArchiveCaller): 'missing' | number =>
  visibility === 'Recycled' || visibility === 'ModulePrivate' ? 'missing' : c.signedIn ? 403 : 401

describe('permission matrix: the archive’s public file routes', () => {
  const files: ArchiveFile[] = []
  const archiveOwn = (): Flag[] => moduleNodes('archives').flatMap(subtreeFlags)
  const callers = (): ArchiveCaller[] => [
    { make: async () => anonymous, signedIn: false, archives: false, superAdmin: false },
    { make: async () => disabled(), signedIn: false, archives: false, superAdmin: false },
    { make: () => subject('signed in, no flags', []), signedIn: true, archives: false, superAdmin: false },
    {
      make: () => subject('all flags but archives', allBut(archiveOwn())),
      signedIn: true,
      archives: false,
      superAdmin: false,
    },
    {
      make: () => subject(`only ${FLAGS.archives.auth}`, withAncestors([FLAGS.archives.auth])),
      signedIn: true,
      archives: true,
      superAdmin: false,
    },
    { make: async () => superAdmin(), signedIn: true, archives: true, superAdmin: true },
  ]

  beforeAll(async () => {
    const token = superAdminToken
    const bytes = await png()
    const ok = <T>(what: string, res: { status: number; body: unknown }): T => {
      if (res.status !== 200) throw new Error(`${what}: ${res.status} ${bodyText(res.body).slice(0, 200)}`)
      return (res.body as { result: T }).result
    }
    const root = async (auth: 'Public' | 'Internal' | 'Roles', authRoles: string[] = []) =>
      ok<{ _id: string }>(
        `root folder ${auth}`,
        await app.api.post(
          '/api/shennong/archives/create-root-folder',
          { name: `矩陣 ${auth} ${missingId().slice(0, 6)}`, auth, authRoles },
          { token },
        ),
      )._id
    const upload = async (folderId: string, visibility: Visibility, label: string) => {
      const name = `矩陣檔案-${visibility}-${missingId().slice(0, 8)}.png`
      const item = ok<{ _id: string }>(
        `upload ${label}`,
        await app.api.post(`/api/shennong/archives/upload?module=archives&folderId=${folderId}`, pngForm(bytes, name), {
          token,
        }),
      )
      files.push({ label, id: item._id, name, visibility })
      return item._id
    }
    const publicRoot = await root('Public')
    await upload(publicRoot, 'Public', 'Public folder')
    await upload(await root('Internal'), 'Internal', 'Internal folder')
    const role = await createRole('矩陣限定角色', [])
    await upload(await root('Roles', [role]), 'Roles', 'Roles folder (a role nobody walked holds)')
    const recycled = await upload(publicRoot, 'Recycled', 'Public file in the recycle bin')
    ok(
      'to the recycle bin',
      await app.api.post(
        '/api/shennong/archives/remove-files',
        { folderId: publicRoot, archives: [{ _id: recycled }], force: false },
        { token },
      ),
    )
    // Module-private: a file staff put in through the module's picker, for each such folder …
    for (const key of PICKER_MODULE_KEYS) {
      const folder = pickerModuleSpec(key).folder
      if (folder === null || !MODULE_PRIVATE_FOLDERS.includes(folder)) continue
      const name = `矩陣檔案-picker-${key}-${missingId().slice(0, 8)}.png`
      const item = ok<{ _id: string }>(
        `picker upload ${key}`,
        await app.api.post(`/api/shennong/archives/picker/upload?module=${key}`, pngForm(bytes, name), { token }),
      )
      files.push({
        label: `${folder} folder, staff file (picker ${key})`,
        id: item._id,
        name,
        visibility: 'ModulePrivate',
      })
    }
    // … and a visitor's ticket photo (issue 28 item 1).
    const ticket = await feedbackTicket(app)
    files.push({
      label: 'feedbacks folder, a visitor’s ticket photo',
      id: ticket.photoId!,
      name: 'matrix.png',
      visibility: 'ModulePrivate',
    })
  })

  it('the archive declares public file routes, and there is a file of every visibility', () => {
    expect(ARCHIVE_FILE_ROUTES.length).toBeGreaterThanOrEqual(3)
    expect(new Set(files.map((f) => f.visibility))).toEqual(
      new Set<Visibility>(['Public', 'Internal', 'Roles', 'Recycled', 'ModulePrivate']),
    )
  })

  it('each file is served only to whom its visibility admits; module-private and recycled ids answer like a missing id; refusals carry no data', async () => {
    const findings: Finding[] = []
    let rows = 0
    for (const c of callers()) {
      const caller = await c.make()
      for (const route of ARCHIVE_FILE_ROUTES) {
        const missingPath = `/api${route.replace(':id', missingId())}`
        const missing = await send({ method: 'GET', path: missingPath }, caller)
        if (missing.status !== 404)
          findings.push({
            caller: caller.name,
            method: 'GET',
            path: missingPath,
            status: missing.status,
            expected: '404',
            note: shown(missing),
          })
        for (const file of files) {
          const path = `/api${route.replace(':id', file.id)}`
          const answer = await send({ method: 'GET', path }, caller)
          rows += 1
          const where = `${file.label}: ${path}`
          if (mayRead(file.visibility, c)) {
            if (answer.status !== 200 || answer.type.includes('json'))
              findings.push({
                caller: caller.name,
                method: 'GET',
                path: where,
                status: answer.status,
                expected: '200, the file',
                note: shown(answer),
              })
            continue
          }
          const problems: string[] = []
          if (is2xx(answer)) problems.push(`served (${answer.type})`)
          else {
            const leak = refusalLeak(answer, [file.name])
            if (leak) problems.push(leak)
          }
          const refusal = refusalOf(file.visibility, c)
          if (refusal === 'missing' ? !sameAnswer(answer, missing) : answer.status !== refusal)
            problems.push(refusal === 'missing' ? `the missing id answers ${shown(missing)}` : `expected ${refusal}`)
          if (problems.length > 0)
            findings.push({
              caller: caller.name,
              method: 'GET',
              path: where,
              status: answer.status,
              expected: refusal === 'missing' ? 'the missing id’s answer' : String(refusal),
              note: `${problems.join('; ')} | got ${shown(answer)}`,
            })
        }
      }
    }
    console.info(
      `archive file walk: ${ARCHIVE_FILE_ROUTES.length} routes × ${files.length} files × ${callers().length} callers = ${rows} rows, plus a missing id each`,
    )
    report(findings)
  }, 180_000)
})
