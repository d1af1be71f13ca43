import fs from 'node:fs'
import path from 'node:path'

import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser'
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config'
import { beforeAll, describe, expect, it } from 'vitest'

import { ALL_FLAGS, FLAGS, flagAt, isFlag } from '@/access/catalog'
import { NOTIFIER_MODULES } from '@/access/notifiers'
import { ALL_ADMIN_ROUTES } from '@/admin/routeTable'
import { PUBLIC_TAGS } from '@/lib/publicCache'
import type { AdminRouteSpec } from '@/modules/define'
import { MODULES } from '@/modules'
import { MANIFESTS } from '@/modules/manifests'

/**
 * Keeps the house of docs/architecture.md standing: modules and kernels, the one-way arrows
 * between them, no import cycles, and registries that only derive from the modules' manifests.
 * The import graph comes from dependency-cruiser (type-only imports included).
 */

const ROOT = path.resolve(__dirname, '../..')
const KERNELS = ['access', 'crud', 'trees', 'fields', 'lib', 'i18n', 'endpoints', 'validation', 'forms', 'ui']

let result: ICruiseResult

const violationsOf = (rule: string): string[] =>
  (result.summary.violations as IViolation[])
    .filter((violation) => violation.rule.name === rule)
    .map((violation) =>
      violation.cycle ? violation.cycle.map((step) => step.name).join(' -> ') : `${violation.from} -> ${violation.to}`,
    )

beforeAll(async () => {
  const output = await cruise(
    ['src'],
    {
      baseDir: ROOT,
      validate: true,
      tsPreCompilationDeps: true,
      doNotFollow: { path: 'node_modules' },
      tsConfig: { fileName: path.join(ROOT, 'tsconfig.json') },
      exclude: {
        path: ['^src/migrations/', '^src/payload-types\\.ts$', '^src/app/\\(payload\\)/shennong/importMap\\.js$'],
      },
      ruleSet: {
        forbidden: [
          { name: 'no-cycles', severity: 'error', from: {}, to: { circular: true } },
          {
            name: 'module-through-index',
            severity: 'error',
            comment: 'A module reaches another module only through its index.ts (server) or client.ts (browser code).',
            from: { path: '^src/modules/([^/]+)/' },
            to: {
              path: '^src/modules/[^/]+/.+',
              pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/(index|client)\\.ts$'],
            },
          },
          {
            name: 'module-not-registry',
            severity: 'error',
            comment: 'Modules never import the list of descriptors (it imports them).',
            from: { path: '^src/modules/[^/]+/' },
            to: { path: '^src/modules/index\\.ts$' },
          },
          {
            name: 'kernel-not-module',
            severity: 'error',
            comment: 'Kernels import no module (the manifests registry and define.ts are plain data and types).',
            from: { path: `^src/(${KERNELS.join('|')})/` },
            to: { path: ['^src/modules/[^/]+/', '^src/modules/index\\.ts$'] },
          },
          {
            name: 'admin-through-doors',
            severity: 'error',
            comment: 'The admin shell reaches a module only through its index.ts or client.ts.',
            from: { path: '^src/admin/' },
            to: { path: '^src/modules/[^/]+/.+', pathNot: ['^src/modules/[^/]+/(index|client)\\.ts$'] },
          },
          {
            name: 'module-shell-door',
            severity: 'error',
            comment:
              'Module screens use the UI kit; of the shell they use only the custom-view door and the pure route table.',
            from: { path: '^src/modules/' },
            to: { path: '^src/admin/', pathNot: ['^src/admin/(moduleViews|routeTable)\\.ts$'] },
          },
          {
            name: 'app-through-doors',
            severity: 'error',
            comment:
              'Route files reach a module through its index.ts, client.ts (browser code) or pages.ts (public pages and their reads), and its stylesheets.',
            from: { path: '^src/app/' },
            to: {
              path: '^src/modules/[^/]+/.+',
              pathNot: ['^src/modules/[^/]+/(index|client|pages)\\.ts$', '\\.css$'],
            },
          },
          {
            name: 'nothing-imports-app',
            severity: 'error',
            comment: 'Modules and kernels never import the Next app (it imports them).',
            from: { path: `^src/(modules|${KERNELS.join('|')})/` },
            to: { path: '^src/app/' },
          },
          {
            name: 'kit-not-shell',
            severity: 'error',
            comment: 'The UI kit (src/ui) is a kernel under the shell: it never imports src/admin.',
            from: { path: '^src/ui/' },
            to: { path: '^src/admin/' },
          },
          {
            name: 'data-model-not-admin',
            severity: 'error',
            comment: 'Collections and globals do not import the admin shell (labels live in manifests and i18n).',
            from: { path: '^src/modules/[^/]+/collections/' },
            to: { path: '^src/admin/' },
          },
        ],
      },
    },
    { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    { tsConfig: extractTSConfig(path.join(ROOT, 'tsconfig.json')) },
  )
  result = output.output as ICruiseResult
}, 120_000)

describe('the import graph', () => {
  it('found the source files', () => {
    expect(result.modules.length).toBeGreaterThan(200)
  })

  it('resolves every import of our own code (relative and @/)', () => {
    const unresolved = result.modules.flatMap((module) =>
      module.dependencies
        .filter((dependency) => dependency.couldNotResolve && /^(\.|@\/)/.test(dependency.module))
        .map((dependency) => `${module.source} -> ${dependency.module}`),
    )
    expect(unresolved).toEqual([])
  })

  it('has no import cycles', () => {
    expect(violationsOf('no-cycles')).toEqual([])
  })

  it('lets a module reach another only through its index.ts', () => {
    expect(violationsOf('module-through-index')).toEqual([])
  })

  it('never imports the descriptor list from a module', () => {
    expect(violationsOf('module-not-registry')).toEqual([])
  })

  it('keeps kernels free of modules', () => {
    expect(violationsOf('kernel-not-module')).toEqual([])
  })

  it('lets the admin shell reach modules only through index.ts or client.ts', () => {
    expect(violationsOf('admin-through-doors')).toEqual([])
  })

  it('lets module screens use the shell only through its custom-view door and route table', () => {
    expect(violationsOf('module-shell-door')).toEqual([])
  })

  it('lets route files reach modules only through index.ts, client.ts or pages.ts', () => {
    expect(violationsOf('app-through-doors')).toEqual([])
  })

  it('never imports the Next app from a module or a kernel', () => {
    expect(violationsOf('nothing-imports-app')).toEqual([])
  })

  it('keeps the UI kit below the shell', () => {
    expect(violationsOf('kit-not-shell')).toEqual([])
  })

  it('keeps the data model free of the admin shell', () => {
    expect(violationsOf('data-model-not-admin')).toEqual([])
  })
})

const routeSpecs = (routes: readonly AdminRouteSpec[]): AdminRouteSpec[] =>
  routes.flatMap((route) => [route, ...routeSpecs(route.children ?? [])])

describe('the modules and their descriptors', () => {
  it('lists the same modules, in the same order, as manifests and as descriptors', () => {
    expect(MODULES.map((module) => module.name)).toEqual(MANIFESTS.map((manifest) => manifest.name))
  })

  it('gives every module its own folder name', () => {
    expect(new Set(MANIFESTS.map((manifest) => manifest.name)).size).toBe(MANIFESTS.length)
  })

  it('puts every collection and global in exactly one module', () => {
    const collections = MODULES.flatMap((module) => (module.collections ?? []).map((collection) => collection.slug))
    const globals = MODULES.flatMap((module) => (module.globals ?? []).map((global) => global.slug))
    expect(collections.length).toBeGreaterThan(30)
    expect(new Set(collections).size).toBe(collections.length)
    expect(new Set(globals).size).toBe(globals.length)
  })

  it('names only real flags in every descriptor', () => {
    const paths = MANIFESTS.flatMap((manifest) => [
      ...('routes' in manifest ? routeSpecs(manifest.routes).map((route) => route.flag) : []),
      ...('review' in manifest ? manifest.review.map((entry) => entry.flag) : []),
      ...('preview' in manifest ? manifest.preview.map((entry) => entry.flag) : []),
      ...('notifier' in manifest ? [manifest.notifier.flag] : []),
    ])
    expect(paths.length).toBeGreaterThan(30)
    for (const flagPath of paths) expect(() => flagAt(flagPath), flagPath).not.toThrow()
  })

  it('guards every admin route with a catalog flag', () => {
    for (const route of ALL_ADMIN_ROUTES) expect(isFlag(route.flag), route.path).toBe(true)
  })

  it('serves every admin route from a collection or global of some module, or a custom view', () => {
    const collections = new Set(
      MODULES.flatMap((module) => (module.collections ?? []).map((collection) => collection.slug)),
    )
    const globals = new Set(MODULES.flatMap((module) => (module.globals ?? []).map((global) => global.slug)))
    for (const route of ALL_ADMIN_ROUTES) {
      const served =
        route.customView ||
        (route.collection && collections.has(route.collection)) ||
        (route.global && globals.has(route.global))
      expect(served, route.path).toBeTruthy()
    }
  })

  it('builds the flag catalog from the manifests, with the typed FLAGS object naming the same flags', () => {
    const named: string[] = []
    const visit = (value: unknown): void => {
      if (typeof value === 'string') named.push(value)
      else if (value && typeof value === 'object') for (const child of Object.values(value)) visit(child)
    }
    visit(FLAGS)
    expect([...named].sort()).toEqual([...ALL_FLAGS].sort())
    expect(FLAGS.reservations.rooms.edit).toBe('reservations__rooms__edit')
    expect(FLAGS.archives.upload.auth).toBe('archives__upload__auth')
  })

  it('builds the public tags from the tags the manifests own, and every page shows only owned tags', () => {
    const owned = new Set<string>(
      MANIFESTS.flatMap((manifest) => ('publicTags' in manifest ? [...manifest.publicTags] : [])),
    )
    expect(new Set(Object.keys(PUBLIC_TAGS))).toEqual(owned)
    for (const manifest of MANIFESTS)
      for (const page of 'pages' in manifest ? manifest.pages : [])
        for (const tag of 'tags' in page ? page.tags : [])
          expect(owned.has(tag), `${manifest.name}: ${page.path}: ${tag}`).toBe(true)
  })

  it('derives the notifier modules from the manifests', () => {
    expect([...NOTIFIER_MODULES].sort()).toEqual(['auth-requests', 'feedbacks', 'recommendations', 'reservations'])
  })
})

describe('flag literals', () => {
  it('are written only in module descriptors and src/access', async () => {
    const fs = await import('node:fs')
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name)
        return entry.isDirectory() ? walk(full) : /\.tsx?$/.test(entry.name) ? [full] : []
      })
    const offenders = walk(path.join(ROOT, 'src'))
      .map((file) => path.relative(ROOT, file))
      .filter((file) => !/^src\/modules\/.*\/index\.ts$/.test(file) && !file.startsWith('src/access/'))
      .flatMap((file) =>
        fs
          .readFileSync(path.join(ROOT, file), 'utf8')
          .split('\n')
          .map((line, index) => ({ line, at: `${file}:${index + 1}` }))
          .filter(({ line }) => /__auth|__read|__edit|__delete/.test(line))
          .map(({ at, line }) => `${at}: ${line.trim()}`),
      )
    expect(offenders).toEqual([])
  })
})

/** Files Next reads by name in a route folder. */
const ROUTE_FILE = /^(page|layout|route|not-found|error|loading|template|default)\.(ts|tsx)$/
/** The public site's own frame (header, navigation, footer, home composition), beside the routes. */
const FRAME_FOLDER = 'src/app/(frontend)/components/'
const MAX_ROUTE_LINES = 60

const filesUnder = (dir: string): string[] =>
  fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`
    return entry.isDirectory() ? filesUnder(relative) : [relative]
  })

/** What breaks the rule of thin routes: module code beside the route files of the public site. */
export const thinRouteViolations = (files: readonly { path: string; lines: number }[]): string[] =>
  files.flatMap(({ path: file, lines }) => {
    if (file.startsWith(FRAME_FOLDER) || file.endsWith('.css')) return []
    const name = file.slice(file.lastIndexOf('/') + 1)
    if (!ROUTE_FILE.test(name)) return [`${file}: not a route file (module screens live in src/modules/<m>/public/)`]
    return lines >= MAX_ROUTE_LINES ? [`${file}: ${lines} lines (a route file stays under ${MAX_ROUTE_LINES})`] : []
  })

describe('the public site: module screens live with their modules', () => {
  const files = filesUnder('src/app/(frontend)').map((file) => ({
    path: file,
    lines: fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n').length,
  }))

  it('has only thin route files (and the frame) under src/app/(frontend)', () => {
    expect(files.length).toBeGreaterThan(30)
    expect(thinRouteViolations(files)).toEqual([])
  })

  it('would refuse a component beside a route or a long route file', () => {
    expect(
      thinRouteViolations([
        { path: 'src/app/(frontend)/album/Lightbox.tsx', lines: 20 },
        { path: 'src/app/(frontend)/opening/page.tsx', lines: 235 },
        { path: 'src/app/(frontend)/components/HomePage.tsx', lines: 300 },
        { path: 'src/app/(frontend)/news/page.tsx', lines: 10 },
      ]),
    ).toEqual([
      'src/app/(frontend)/album/Lightbox.tsx: not a route file (module screens live in src/modules/<m>/public/)',
      'src/app/(frontend)/opening/page.tsx: 235 lines (a route file stays under 60)',
    ])
  })
})

/**
 * Areas a test may be named for besides the modules: the kernels, the composition layers and
 * the platform as a whole (the module system, the structure, the database migrations).
 */
const TEST_AREAS = [
  ...KERNELS,
  'components',
  'admin',
  'app',
  'config',
  'seed',
  'modules',
  'migrations',
  'platform',
  'structure',
]

/** Test files not named for a module or an area: `tests/<kind>/<area>.test.ts` or `tests/<kind>/<area>/<topic>.test.ts`. */
export const misnamedTests = (files: readonly string[], modules: readonly string[]): string[] => {
  const areas = new Set([...modules, ...TEST_AREAS])
  return files.filter((file) => {
    const [, , first] = file.split('/')
    const area = first?.replace(/\.test\.ts$/, '')
    return !area || !areas.has(area)
  })
}

describe('tests follow modules', () => {
  const kinds = ['unit', 'int', 'e2e', 'security']
  const testFiles = kinds.flatMap((kind) => filesUnder(`tests/${kind}`)).filter((file) => file.endsWith('.test.ts'))
  const moduleNames = MANIFESTS.map((manifest) => manifest.name)

  it('names every test file for a module or a kernel', () => {
    expect(testFiles.length).toBeGreaterThan(130)
    expect(misnamedTests(testFiles, moduleNames)).toEqual([])
  })

  it('would refuse a test filed by kind', () => {
    expect(
      misnamedTests(
        ['tests/int/module-calls.test.ts', 'tests/int/news.test.ts', 'tests/unit/statistics/merge.test.ts'],
        moduleNames,
      ),
    ).toEqual(['tests/int/module-calls.test.ts'])
  })

  it('has every module named by at least one test file', () => {
    const named = new Set(testFiles.map((file) => file.split('/')[2]?.replace(/\.test\.ts$/, '')))
    expect(moduleNames.filter((name) => !named.has(name))).toEqual([])
  })

  it('reaches the source through @/, never by climbing out of tests/', () => {
    const climbing = testFiles.filter((file) =>
      /from '(\.\.\/)+src\//.test(fs.readFileSync(path.join(ROOT, file), 'utf8')),
    )
    expect(climbing).toEqual([])
  })
})
