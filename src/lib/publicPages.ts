import type { ModuleManifest } from '@/modules/define'

/**
 * The public site's tables, derived from a list of module manifests rather than listed by hand.
 * Pure functions of the list: production passes the real one (src/modules/manifests.ts),
 * tests pass a list with a fake module and see its pages everywhere.
 */

/** The tag keys the modules own, each as `'public:<key>'` (two modules may own one key). */
export const publicTags = (manifests: readonly ModuleManifest[]): Record<string, string> =>
  Object.fromEntries(manifests.flatMap((manifest) => (manifest.publicTags ?? []).map((key) => [key, `public:${key}`])))

/** An id segment of a public page (`/news/{id}`). */
const ID = '[A-Za-z0-9_-]{1,64}'

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A kept page: its pattern, the tags of what it shows (without the frame), its life, the paths rendered ahead. */
export type KeptPageRule = { pattern: RegExp; tags: readonly string[]; ttlMs?: number; ahead?: readonly string[] }

/** The kept-page rules of the modules' kept pages, in module order; a page naming a tag no module owns fails here. */
export const keptPageRules = (manifests: readonly ModuleManifest[]): KeptPageRule[] => {
  const known = publicTags(manifests)
  return manifests.flatMap((manifest) =>
    (manifest.pages ?? []).flatMap((page) => {
      if (!page.kept) return []
      const tags = (page.tags ?? []).map((key) => {
        const tag = known[key]
        if (!tag)
          throw new Error(`${manifest.name}: page ${page.path} shows the public tag "${key}", which no module owns`)
        return tag
      })
      const below = page.ids === 'optional' ? `(/${ID})?` : page.ids === 'required' ? `/${ID}` : ''
      const rule: KeptPageRule = { pattern: new RegExp(`^${escapeRegExp(page.path)}${below}$`), tags }
      if (typeof page.kept === 'object') rule.ttlMs = page.kept.ttlMs
      if (page.ids !== 'required') rule.ahead = [page.path]
      return [rule]
    }),
  )
}

/** The pages listed on /sitemap and in /sitemap.xml, by their declared place. */
export const sitemapPages = (manifests: readonly ModuleManifest[]): { path: string; name: string }[] => {
  const entries = manifests.flatMap((manifest) =>
    (manifest.pages ?? []).flatMap((page) => (page.sitemap ? [{ path: page.path, ...page.sitemap }] : [])),
  )
  const positions = new Set(entries.map((entry) => entry.position))
  if (positions.size !== entries.length) throw new Error('sitemap: two pages declare the same position')
  return entries.sort((a, b) => a.position - b.position).map(({ path, name }) => ({ path, name }))
}
