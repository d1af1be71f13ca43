import { MANIFESTS, type Manifest } from '@/modules/manifests'
import { publicTags } from './publicPages'

/** The keys of the public tags the modules own (each manifest's `publicTags`). */
export type PublicTagKey = Manifest extends infer M
  ? M extends { readonly publicTags: readonly (infer K)[] }
    ? K & string
    : never
  : never

/**
 * The tags of the public site's caches: the data cache of the pages and the kept API answers.
 * Built from the manifests: a module declares the tags it owns (docs/architecture.md).
 */
export const PUBLIC_TAGS = publicTags(MANIFESTS) as { readonly [K in PublicTagKey]: `public:${K}` }

export type PublicTag = (typeof PUBLIC_TAGS)[keyof typeof PUBLIC_TAGS]

/** Every tag a manifest's page shows is one some module owns (else this does not compile). */
type PageTagKey = Manifest extends infer M
  ? M extends { readonly pages: readonly (infer P)[] }
    ? P extends { readonly tags: readonly (infer T)[] }
      ? T
      : never
    : never
  : never
export type PageTagsAreOwned = [PageTagKey] extends [PublicTagKey] ? true : never
export const pageTagsAreOwned: PageTagsAreOwned = true
