import type { CollectionConfig, GlobalConfig } from 'payload'

import { PUBLIC_TAGS, type PublicTag, revalidatePublicGlobalHook, revalidatePublicHooks } from '../lib/publicCache'

/** Which public cache entries each collection's changes expire (src/lib/publicCache.ts). */
const COLLECTION_TAGS: Record<string, PublicTag[]> = {
  news: [PUBLIC_TAGS.news],
  'news-categories': [PUBLIC_TAGS.news],
  faq: [PUBLIC_TAGS.faq],
  'faq-categories': [PUBLIC_TAGS.faq],
  'faq-routes': [PUBLIC_TAGS.faq],
  routes: [PUBLIC_TAGS.routes, PUBLIC_TAGS.pages],
  pages: [PUBLIC_TAGS.pages],
  albums: [PUBLIC_TAGS.albums],
  'album-images': [PUBLIC_TAGS.albums],
  catalogs: [PUBLIC_TAGS.catalogs],
  'catalog-items': [PUBLIC_TAGS.catalogs],
  'opening-dates': [PUBLIC_TAGS.opening],
  'quick-links': [PUBLIC_TAGS.links],
  'external-links': [PUBLIC_TAGS.links],
  carousels: [PUBLIC_TAGS.carousels],
}

const GLOBAL_TAGS: Record<string, PublicTag[]> = {
  'site-settings': [PUBLIC_TAGS.settings],
  'opening-settings': [PUBLIC_TAGS.opening],
  'carousel-settings': [PUBLIC_TAGS.carousels],
}

/** Add the expiring hooks to every collection whose content the public site shows. */
export const withPublicRevalidation = (collections: CollectionConfig[]): CollectionConfig[] =>
  collections.map((collection) => {
    const tags = COLLECTION_TAGS[collection.slug]
    if (!tags) return collection
    const hooks = revalidatePublicHooks(...tags)
    return {
      ...collection,
      hooks: {
        ...collection.hooks,
        afterChange: [...(collection.hooks?.afterChange ?? []), ...hooks.afterChange],
        afterDelete: [...(collection.hooks?.afterDelete ?? []), ...hooks.afterDelete],
      },
    }
  })

export const withPublicGlobalRevalidation = (globals: GlobalConfig[]): GlobalConfig[] =>
  globals.map((global) => {
    const tags = GLOBAL_TAGS[global.slug]
    if (!tags) return global
    return { ...global, hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), revalidatePublicGlobalHook(...tags)] } }
  })
