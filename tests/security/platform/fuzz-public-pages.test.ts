import fs from 'node:fs'
import path from 'node:path'

import type React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { ModuleManifest } from '@/modules/define'
import { MANIFESTS } from '@/modules/manifests'
import { startTestApp, type TestApp } from '../../helpers/app'

/**
 * Issue 42 (low): the public pages with huge numbers, repeated parameters and NUL bytes
 * (`/news?page=99999999999999999999`, `/catalog?keyword=1&keyword=2`, `/album?albumId=1&albumId=2`
 * were a 500). Every page of the public site is found in Next's own route registry, the page files
 * under src/app/(frontend) (the module manifests' pages are checked to be among them), and called
 * as Next calls it, without a Next build: `searchParams` and `params` as Next hands them (each
 * value decoded, a repeated parameter an array), its `generateMetadata` first, then the page
 * function, and the element it returns rendered to HTML. The request scope Next would give is an
 * anonymous visitor's (`next/headers` answers no cookie and no session). A `notFound()` is the
 * site's 404 and a `redirect()` a redirect; anything else thrown is what Next answers with a 500.
 *
 * Inputs: each query parameter any page reads (recorded while the pages render, plus the ones the
 * kept pages key on) with huge and odd numbers (10^20, 2^53, 2^53 + 1, −1, 1e400, NaN, 0, empty)
 * and repeated (`?a=1&a=2`, a huge number beside a small one, an id twice), alone and all at once;
 * each route parameter (`/news/{id}`) as NUL, `a` + NUL, an id beside NUL, `%ff` (which Next
 * cannot decode: sent as it is), U+FFFD, a huge number and a long text. Asserted: no 500.
 * (Control characters in a page's query never reach a page: src/proxy.ts sends the visitor to the
 * same page without them.)
 */

vi.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
  draftMode: async () => ({ isEnabled: false }),
}))

const FAKE_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa'
const HUGE = ['99999999999999999999', '9007199254740992', '9007199254740993', '-1', '1e400', 'NaN', '0', '']
const REPEATED: string[][] = [
  ['1', '2'],
  ['99999999999999999999', '1'],
  [FAKE_ID, FAKE_ID.toUpperCase()],
  ['', ''],
]
const SEGMENTS = [
  '\u0000',
  'a\u0000',
  `${FAKE_ID}\u0000`,
  `\u0000${FAKE_ID}`,
  '%ff',
  '%00',
  '\ufffd',
  '99999999999999999999',
  '-1',
  'NaN',
  'x'.repeat(2000),
]
/** The query parameters the kept pages key on (src/lib/keptPages.ts), besides those recorded. */
const KEPT_KEYS = ['page', 'categoryId', 'albumId', 'catalogId', 'month', 'keyword']

type SearchParams = Record<string, string | string[]>
type Props = { params: Promise<Record<string, string>>; searchParams: Promise<SearchParams> }
type PageModule = {
  default: (props: Props) => Promise<React.ReactNode> | React.ReactNode
  generateMetadata?: (props: Props) => Promise<unknown>
}
type Route = { file: string; path: string; params: string[]; module: PageModule }

const ROOT = path.resolve('src/app/(frontend)')

/** The page routes of the public site: Next's registry, the page files, as `/news/[id]`. */
const routeFiles = (fs.readdirSync(ROOT, { recursive: true }) as string[])
  .filter((file) => path.basename(file) === 'page.tsx')
  .map((file) => ({
    file,
    path: `/${path.dirname(file).split(path.sep).join('/')}`.replace(/^\/\.$/, '/'),
  }))

let app: TestApp
let routes: Route[] = []
/** A real id for a route parameter, by the segment before it (`news` for `/news/[id]`). */
const realIds = new Map<string, string>()
/** The query keys each page reads (recorded by the searchParams object it is given), by route. */
const readKeys = new Map<string, Set<string>>()

beforeAll(async () => {
  // React's warnings about what the pages render (a list without keys …) are not what this fuzz looks for.
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  app = await startTestApp()
  routes = await Promise.all(
    routeFiles.map(async ({ file, path: route }) => ({
      file,
      path: route,
      params: [...route.matchAll(/\[([A-Za-z]+)\]/g)].map((m) => m[1]!),
      module: (await import(path.join(ROOT, file))) as PageModule,
    })),
  )
  for (const route of routes) {
    const before = route.path.split('/').at(-2) ?? ''
    if (!route.params.length || realIds.has(before)) continue
    const collection = app.payload.config.collections.find((c) => c.slug.startsWith(before))
    const found = collection
      ? await app.payload.find({ collection: collection.slug, limit: 1, depth: 0, overrideAccess: true })
      : { docs: [] }
    realIds.set(before, String((found.docs[0] as { id?: unknown } | undefined)?.id ?? FAKE_ID))
  }
})
afterAll(async () => {
  vi.mocked(console.error).mockRestore()
  await app?.close()
})

type Outcome = { status: number; error?: unknown }

/** What Next answers for a page called with these inputs (metadata first, as Next does). */
const visit = async (route: Route, params: Record<string, string>, query: SearchParams): Promise<Outcome> => {
  const props = (): Props => ({
    params: Promise.resolve(params),
    searchParams: Promise.resolve(
      new Proxy(query, {
        get: (target, key, receiver) => {
          // `then`: awaiting the object asks whether it is a promise.
          if (typeof key === 'string' && key !== 'then') {
            const keys = readKeys.get(route.path) ?? new Set<string>()
            readKeys.set(route.path, keys.add(key))
          }
          return Reflect.get(target, key, receiver) as unknown
        },
      }),
    ),
  })
  try {
    if (route.module.generateMetadata) await route.module.generateMetadata(props())
    renderToStaticMarkup((await route.module.default(props())) as React.ReactElement)
    return { status: 200 }
  } catch (error) {
    const digest = (error as { digest?: unknown } | null)?.digest
    if (typeof digest === 'string' && digest.startsWith('NEXT_HTTP_ERROR_FALLBACK;'))
      return { status: Number(digest.split(';')[1]) }
    if (typeof digest === 'string' && digest.startsWith('NEXT_REDIRECT')) return { status: 307 }
    return { status: 500, error }
  }
}

const paramsOf = (route: Route, value?: string): Record<string, string> =>
  Object.fromEntries(route.params.map((name) => [name, value ?? realIds.get(route.path.split('/').at(-2)!) ?? FAKE_ID]))

const shown = (route: Route, params: Record<string, string>, query: SearchParams): string => {
  let url = route.path
  for (const [name, value] of Object.entries(params)) url = url.replace(`[${name}]`, encodeURIComponent(value))
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query))
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, one)
  const text = search.toString().slice(0, 200)
  return `${url.slice(0, 120)}${text ? `?${text}` : ''}`
}

/** Each case visited, a few at a time; the 500s, each with its URL and error. */
const serverErrors = async (cases: { route: Route; params: Record<string, string>; query: SearchParams }[]) => {
  const found: string[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < cases.length) {
        const { route, params, query } = cases[next++]!
        const outcome = await visit(route, params, query)
        if (outcome.status >= 500)
          found.push(`${shown(route, params, query)} → ${String((outcome.error as Error)?.message ?? outcome.error)}`)
      }
    }),
  )
  return found
}

describe('the public pages with huge numbers, repeated parameters and NUL bytes', () => {
  it("the pages come from Next's route files, and every page a module declares is one of them", async () => {
    expect(routes.length).toBeGreaterThanOrEqual(20)
    const paths = new Set(routes.map((route) => route.path))
    const declared = (MANIFESTS as readonly ModuleManifest[]).flatMap((manifest) =>
      (manifest.pages ?? []).flatMap((page) => [
        ...(page.ids === 'required' ? [] : [page.path]),
        ...(page.ids ? [`${page.path}/[id]`] : []),
      ]),
    )
    expect(declared.filter((page) => !paths.has(page))).toEqual([])
    // Each page answers its plain address, and with every kept parameter (a real id where it takes one);
    // meanwhile each records the parameters it reads.
    const plain = await Promise.all(
      routes.map(async (route) => [
        route.path,
        (await visit(route, paramsOf(route), {})).status,
        (await visit(route, paramsOf(route), Object.fromEntries(KEPT_KEYS.map((key) => [key, '1'])))).status,
      ]),
    )
    expect(plain.filter(([, a, b]) => Number(a) >= 500 || Number(b) >= 500)).toEqual([])
    // The recording works: the list pages read their paging and filters.
    expect([...(readKeys.get('/news') ?? [])]).toEqual(expect.arrayContaining(['page', 'categoryId']))
    expect([...(readKeys.get('/catalog') ?? [])]).toEqual(expect.arrayContaining(['page', 'catalogId', 'keyword']))
    expect([...(readKeys.get('/album') ?? [])]).toEqual(expect.arrayContaining(['page', 'albumId']))
  })

  it('every query parameter a page reads, with huge numbers and repeated: no 500', async () => {
    const everyKey = [...new Set([...[...readKeys.values()].flatMap((keys) => [...keys]), ...KEPT_KEYS])]
    const values: (string | string[])[] = [...HUGE, ...REPEATED]
    const cases = routes.flatMap((route) => {
      const params = paramsOf(route)
      // Each key the page reads alone (so no other refusal hides it), then every key at once.
      const keys = [...(readKeys.get(route.path) ?? [])]
      return [
        ...keys.flatMap((key) => values.map((value) => ({ route, params, query: { [key]: value } }))),
        ...values.map((value) => ({ route, params, query: Object.fromEntries(everyKey.map((key) => [key, value])) })),
      ]
    })
    expect(await serverErrors(cases)).toEqual([])
  }, 120_000)

  it('every route parameter with NUL bytes, %ff and odd ids: no 500', async () => {
    const cases = routes
      .filter((route) => route.params.length > 0)
      .flatMap((route) =>
        SEGMENTS.flatMap((segment): { route: Route; params: Record<string, string>; query: SearchParams }[] => [
          { route, params: paramsOf(route, segment), query: {} },
          { route, params: paramsOf(route, segment), query: { page: ['99999999999999999999', '1'], key: ['a', 'b'] } },
        ]),
      )
    expect(cases.length).toBeGreaterThan(SEGMENTS.length * 5)
    expect(await serverErrors(cases)).toEqual([])
  })
})
