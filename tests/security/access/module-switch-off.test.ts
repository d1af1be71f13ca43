import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { can, type SessionUser } from '@/access'
import { ALL_FLAGS, FLAG_TREE, type FlagNode, nodeFlag } from '@/access/catalog'
import { defaultRoleFlags } from '@/access/permissions'
import { menuFor } from '@/admin/menu'
import { ADMIN_ROUTES } from '@/admin/routeTable'
import { startTestApp, type TestApp } from '../../helpers/app'
import { signedInWithRole } from '../../helpers/roleAccount'

/**
 * Issue 10 item 10, "Module switch-off": a role with `<module>__auth` off loses the module's
 * calls and screens, not only its menu entry, although its subflags (which default to true)
 * are still stored as on. Likewise a group node (`cms__routes__auth`) and the archive leaves
 * under `archives__auth`.
 */

let app: TestApp
let seq = 0

/** A role saved with every default flag (all on but review) except the given ones switched off. */
const roleWithout = (off: string[]) => {
  const flags = defaultRoleFlags()
  for (const flag of off) flags[flag] = false
  return flags
}

const accountWith = async (flags: Record<string, boolean>): Promise<string> =>
  (await signedInWithRole(app, flags, '關閉模組')).token

/** A session user as `req.user` holds it (roles populated). */
const sessionUser = (flags: Record<string, boolean>): SessionUser =>
  ({
    id: 'u',
    accountStatus: 'Enabled',
    mustChangePassword: false,
    roles: [{ id: 'r', name: 'r', enabled: true, isSuperAdmin: false, flags }],
  }) as unknown as SessionUser

beforeAll(async () => {
  app = await startTestApp()
})
afterAll(async () => app?.close())

describe('a module switched off in a role', () => {
  it('news__auth off: the news calls and REST answer 403 although news__read/edit are stored on', async () => {
    const flags = roleWithout(['news__auth'])
    expect(flags.news__read).toBe(true)
    const token = await accountWith(flags)
    expect((await app.api.get('/api/shennong/news', { token })).status).toBe(403)
    const put = await app.api.put<{ message: string }>(
      '/api/shennong/news',
      { title: '不該存入', blocks: [] },
      { token },
    )
    expect(put.status).toBe(403)
    expect(put.body.message).toMatch(/[\u4e00-\u9fff]/)
    expect((await app.api.get('/api/news', { token })).status).toBe(403)
    expect((await app.api.post('/api/news', { title: '不該存入' }, { token })).status).toBe(403)
    expect((await app.payload.count({ collection: 'news', where: { title: { equals: '不該存入' } } })).totalDocs).toBe(
      0,
    )
  })

  it('the stored flags stay as stored (the role editor shows what was saved)', async () => {
    const flags = roleWithout(['faq__auth'])
    const role = await app.payload.create({ collection: 'roles', data: { name: '只關問答', enabled: true, flags } })
    const stored = (await app.payload.findByID({ collection: 'roles', id: role.id })) as unknown as {
      flags: Record<string, boolean>
    }
    expect(stored.flags.faq__auth).toBe(false)
    expect(stored.flags.faq__read).toBe(true)
  })

  it('a group node off (cms__routes__auth): the route calls answer 403, pages still work', async () => {
    const token = await accountWith(roleWithout(['cms__routes__auth']))
    expect((await app.api.get('/api/shennong/all-routes-tree', { token })).status).toBe(403)
    expect((await app.api.get('/api/routes', { token })).status).toBe(403)
    expect((await app.api.get('/api/pages', { token })).status).toBe(200)
  })

  it('the top node off (cms__auth) switches off its groups too', async () => {
    const token = await accountWith(roleWithout(['cms__auth']))
    expect((await app.api.get('/api/pages', { token })).status).toBe(403)
    expect((await app.api.get('/api/routes', { token })).status).toBe(403)
  })

  it('archives__auth off: the archive leaves (upload, folders ...) count for nothing', async () => {
    const token = await accountWith(roleWithout(['archives__auth']))
    expect((await app.api.get('/api/shennong/archives/folders-tree', { token })).status).toBe(403)
    const res = await app.api.post('/api/shennong/archives/create-root-folder', { name: '不該建立' }, { token })
    expect(res.status).toBe(403)
  })

  it('another role of the same user that keeps the module on still grants it (union of roles)', async () => {
    seq += 1
    const off = await app.payload.create({
      collection: 'roles',
      data: { name: `關 ${seq}`, enabled: true, flags: roleWithout(['news__auth']) },
    })
    const on = await app.payload.create({
      collection: 'roles',
      data: { name: `開 ${seq}`, enabled: true, flags: defaultRoleFlags() },
    })
    await app.payload.create({
      collection: 'users',
      data: {
        username: 'twoRoles',
        name: 'two',
        email: 'two@test.example',
        password: 'Passw0rd!x',
        accountStatus: 'Enabled',
        roles: [off.id, on.id],
        mustChangePassword: false,
      },
      context: { passwordSetBy: 'system' },
    })
    const token = await app.login('twoRoles', 'Passw0rd!x')
    expect((await app.api.get('/api/shennong/news', { token })).status).toBe(200)
  })
})

describe('screens and menu follow can()', () => {
  const under = (node: FlagNode): string[] =>
    (node.children ?? []).flatMap((child) => [nodeFlag(child), ...under(child)])

  it.each(FLAG_TREE.map((node) => [node.key, node] as const))(
    '%s__auth off: no flag below it holds and no screen of it is shown',
    (_key, node) => {
      const user = sessionUser(roleWithout([nodeFlag(node)]))
      for (const flag of under(node)) expect(can(user, flag as (typeof ALL_FLAGS)[number]), flag).toBe(false)
      const config = { collections: [], globals: [] } as never
      const shown = menuFor(user, config).flatMap((section) =>
        section.items.flatMap((item) => [item.path, ...(item.children ?? []).map((c) => c.path)]),
      )
      const screens = ADMIN_ROUTES.flatMap((route) => [route, ...(route.children ?? [])])
        .filter((route) => route.flag === nodeFlag(node) || under(node).includes(route.flag))
        .map((route) => route.path)
      for (const path of screens) expect(shown).not.toContain(path)
      // The screen guard of /shennong/<path> is can(user, route.flag): every screen of the module refuses.
      for (const route of ADMIN_ROUTES.flatMap((r) => [r, ...(r.children ?? [])]).filter((r) =>
        screens.includes(r.path),
      ))
        expect(can(user, route.flag)).toBe(false)
    },
  )
})
