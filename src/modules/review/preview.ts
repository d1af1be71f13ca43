import type { Flag } from '@/access'
import { flagAt } from '@/access/catalog'
import type { ModuleManifest } from '@/modules/define'
import { MANIFESTS, type Manifest } from '@/modules/manifests'

type PreviewEntry = Manifest extends infer M
  ? M extends { readonly preview: readonly (infer P)[] }
    ? P
    : never
  : never

/** The slug of a collection with a live preview. */
export type PreviewSlug = PreviewEntry extends { readonly collection: infer S extends string } ? S : never

/** The collections with a live preview, and the flag that lets a staff member read them (the manifests' `preview` entries). */
const PREVIEWABLE: ReadonlyMap<string, Flag> = new Map(
  MANIFESTS.flatMap((manifest): NonNullable<ModuleManifest['preview']> =>
    'preview' in manifest ? manifest.preview : [],
  ).map((entry) => [entry.collection, flagAt(entry.flag)]),
)

/** The flag that lets staff preview `collection`, or undefined where it has no live preview. */
export const previewFlag = (collection: string): Flag | undefined => PREVIEWABLE.get(collection)
