import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { flagTree } from '@/access/catalog'
import { adminRoutes, flattenRoutes, resolveAdminPath } from '@/admin/routeTable'
import { keptPageRules, publicTags, sitemapPages } from '@/lib/publicPages'
import { MODULES, moduleCollections, moduleEndpoints, seedSteps } from '@/modules'
import type { ModuleDescriptor, ModuleManifest } from '@/modules/define'
import { MANIFESTS } from '@/modules/manifests'
import { basicItems } from '@/modules/statistics/basic/items'
import { shelfModule } from '../fixtures/modules/shelf'
import { shelfManifest } from '../fixtures/modules/shelf/manifest'

/**
 * Issue 23, Done when: "How to add a module" (docs/architecture.md) followed once. The throwaway
 * module in tests/fixtures/modules/shelf/ is added to the two lists here only (the one line each
 * that src/modules/manifests.ts and src/modules/index.ts would get), and every registry built
 * from the lists picks up its parts: nothing else names it.
 */
const manifests: readonly ModuleManifest[] = [...MANIFESTS, shelfManifest]
const modules: readonly ModuleDescriptor[] = [...MODULES, shelfModule]

describe('a module added to the lists', () => {
  it('brings its collection and endpoint into the Payload config', () => {
    expect(moduleCollections().map((collection) => collection.slug)).not.toContain('shelves')
    expect(moduleCollections(modules).map((collection) => collection.slug)).toContain('shelves')
    const calls = (list: readonly ModuleDescriptor[]) =>
      moduleEndpoints(list).map((call) => `${call.method} ${call.path}`)
    expect(calls(MODULES)).not.toContain('get /shennong/shelves')
    expect(calls(modules)).toContain('get /shennong/shelves')
  })

  it('brings its flags into the catalog, and its admin route is served by its collection under its flag', () => {
    const keys = (list: readonly ModuleManifest[]) => JSON.stringify(flagTree(list))
    expect(keys(MANIFESTS)).not.toContain('shelf__')
    const shelf = flagTree(manifests).find((node) => node.key === 'shelf')
    expect(shelf?.children?.map((child) => child.key)).toEqual(['shelf__read', 'shelf__edit', 'shelf__delete'])
    // The route table is built from the same list: the spec URL resolves to the module's
    // collection screens, under the module's own flag, in its menu group.
    expect(resolveAdminPath('shelf-management', flattenRoutes(adminRoutes(MANIFESTS)))).toBeUndefined()
    const routes = flattenRoutes(adminRoutes(manifests))
    expect(resolveAdminPath('shelf-management', routes)).toMatchObject({
      view: 'list',
      target: '/collections/shelves',
      route: { flag: 'shelf__auth', group: 'site', menu: true, title: '書架管理' },
    })
    expect(resolveAdminPath('shelf-management/create', routes)).toMatchObject({
      view: 'create',
      target: '/collections/shelves/create',
    })
    expect(resolveAdminPath('shelf-management/42', routes)).toMatchObject({
      view: 'edit',
      id: '42',
      target: '/collections/shelves/42',
    })
    expect(moduleCollections(modules).some((collection) => collection.slug === 'shelves')).toBe(true)
    // A route naming a flag its list does not declare fails when the table is built.
    const flagless: ModuleManifest = { ...shelfManifest, flags: [] }
    expect(() => adminRoutes([...MANIFESTS, flagless])).toThrow(/shelf\.auth/)
  })

  it('brings its public page into the kept pages, its tag into the public tags and its entry into the sitemap', () => {
    expect(publicTags(MANIFESTS)).not.toHaveProperty('shelves')
    expect(publicTags(manifests)).toMatchObject({ shelves: 'public:shelves' })
    const rule = (path: string, list: readonly ModuleManifest[]) =>
      keptPageRules(list).find(({ pattern }) => pattern.test(path))
    expect(rule('/shelf', MANIFESTS)).toBeUndefined()
    expect(rule('/shelf', manifests)).toMatchObject({ tags: ['public:shelves'], ahead: ['/shelf'] })
    expect(rule('/shelf/abc', manifests)).toBeDefined()
    expect(sitemapPages(MANIFESTS).map((page) => page.path)).not.toContain('/shelf')
    expect(sitemapPages(manifests).at(-1)).toEqual({ path: '/shelf', name: '書架' })
  })

  it('brings its seed into the demo seed, after the modules before it, and its counter into the basic statistics', async () => {
    expect(seedSteps(MODULES).map((step) => step.module)).not.toContain('shelf')
    const steps = seedSteps(modules)
    expect(steps.at(-1)?.module).toBe('shelf')
    const created: unknown[] = []
    await steps.at(-1)?.seed({ create: async (args: unknown) => created.push(args) } as unknown as Payload)
    expect(created).toMatchObject([{ collection: 'shelves', data: { name: '新書架' } }])
    expect(basicItems(manifests).at(-1)).toMatchObject({ key: 'shelves', collection: 'shelves' })
  })
})

describe('the real lists', () => {
  it('seed every module that has demo data, in module order, after the accounts', () => {
    expect(seedSteps().map((step) => step.module)).toEqual([
      'news',
      'carousels',
      'quick-links',
      'external-links',
      'faq',
      'feedbacks',
      'recommendations',
      'catalogs',
      'albums',
      'questionnaires',
      'opening',
      'cms',
      'reservations',
      'organisation',
    ])
  })
})

describe('the derived tables refuse what cannot be right', () => {
  it('a page showing a tag no module owns, and two sitemap entries in one place', () => {
    const stray = {
      name: 'stray',
      label: 'x',
      pages: [{ path: '/stray', tags: ['nobody'], kept: true }],
    } as const satisfies ModuleManifest
    expect(() => keptPageRules([...MANIFESTS, stray])).toThrow(/nobody/)
    const twice = {
      name: 'twice',
      label: 'x',
      pages: [{ path: '/twice', sitemap: { name: 'x', position: 1 } }],
    } as const satisfies ModuleManifest
    expect(() => sitemapPages([...MANIFESTS, twice])).toThrow(/position/)
  })

  it("each module's counters count one of its own collections, by a date field that collection has", () => {
    for (const module of MODULES)
      for (const counter of module.counters ?? []) {
        const collection = (module.collections ?? []).find((candidate) => candidate.slug === counter.collection)
        expect(collection, `${module.name}: ${counter.key}`).toBeDefined()
        const fields = new Set((collection?.fields ?? []).flatMap((field) => ('name' in field ? [field.name] : [])))
        if (counter.dateField !== 'createdAt')
          expect(fields.has(counter.dateField), `${module.name}: ${counter.dateField}`).toBe(true)
      }
  })
})
