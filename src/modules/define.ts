import type { CollectionConfig, CollectionSlug, Endpoint, GlobalConfig, Payload, TaskConfig, Where } from 'payload'

/**
 * The shape of a module (docs/architecture.md). A module is described twice over, in two files
 * of its folder, so that the browser and the proxy can read the plain data without pulling in
 * the server:
 * - `manifest.ts`: plain data only (flag nodes, admin routes, labels, cache tags, review and
 *   notifier settings). The flag catalog, the route table, the menu and every other registry
 *   derive from the list of manifests (src/modules/manifests.ts).
 * - `index.ts`: the module's descriptor: its manifest plus collections, globals, endpoints and
 *   jobs. The Payload config derives from the list of descriptors (src/modules/index.ts).
 */

/** The subflags a flag node may carry: each becomes `<prefix>__<action>`. */
export type FlagAction = 'read' | 'edit' | 'delete' | 'review__required'

/**
 * A node of the permission tree. Every node carries its own auth flag; `actions` add
 * `<prefix>__<action>` leaves; `children` are nested groups (cms routes/pages, reservation seats
 * and rooms) whose prefix is `<prefix>__<child key>`. A `leaf` child is a single flag without
 * subflags (the archive flags, such as the upload flag).
 */
export type FlagNodeSpec = {
  readonly key: string
  readonly label: string
  readonly actions?: readonly FlagAction[]
  readonly children?: readonly FlagNodeSpec[]
  readonly leaf?: boolean
}

/** The two menu groups of the back office; their labels are in src/i18n/menu.ts. */
export type MenuGroup = 'site' | 'platform'

/**
 * A flag written as its path in the permission tree, with dots: `news.auth`,
 * `reservations.rooms.edit`, `archives.upload.auth`. Resolved and checked against the catalog
 * when the route table is built (src/admin/routeTable.ts); a path that names no flag fails there.
 */
export type FlagPath = string

export type AdminRouteSpec = {
  /** Path under /shennong, without a leading slash (`news-management`). */
  readonly path: string
  readonly title: string
  /** The flag that shows the menu item and guards the screen. */
  readonly flag: FlagPath
  /** The Payload collection or global that serves the screen (list, create, {id} edit). */
  readonly collection?: string
  readonly global?: string
  /** Served by a custom admin view registered at this path (archive manager, review). */
  readonly customView?: boolean
  /** Listed in the menu (top-level routes default to true, sub-pages to false). */
  readonly menu?: boolean
  readonly children?: readonly AdminRouteSpec[]
}

/** A collection whose publishing goes through the review workflow. */
export type ReviewSpec = {
  readonly collection: string
  /** The module name a review request stores (auth-requests `module`). */
  readonly module: string
  /** The flag path that puts a user's publishing under review. */
  readonly flag: FlagPath
  /** The field that names a document in lists and mails. */
  readonly titleField: string
}

/**
 * A page of the public site. Pages that show something to one visitor only (a feedback ticket, a
 * visitor's recommendation, a reservation, the staff preview) are not kept and need no entry.
 */
export type PublicPageSpec = {
  /** Its path from the site root (`/news`). */
  readonly path: string
  /**
   * Pages below it by id (`/news/{id}`): `optional` when the path itself is also the page
   * (the list), `required` when only `/path/{id}` is (`/cms/{id}`).
   */
  readonly ids?: 'optional' | 'required'
  /** The keys of the public tags of what it shows, beside the layout's frame (any module's tags). */
  readonly tags?: readonly string[]
  /**
   * Kept as HTML for anonymous visitors by the proxy (src/lib/keptPages.ts), with a shorter life
   * (`ttlMs`) when it changes with the time of day. A kept page whose ids are not required is
   * also rendered ahead, at its path.
   */
  readonly kept?: true | { readonly ttlMs: number }
  /** Listed on /sitemap and in /sitemap.xml, with this name at this place. */
  readonly sitemap?: { readonly name: string; readonly position: number }
}

/**
 * A counter of the basic statistics (docs/statistics.md §7) that the platform keeps by itself:
 * documents of one of the module's own collections, by the library-local month of one date
 * field. The statistics module lists every manifest's counters, by `position`.
 */
export type BasicCounterSpec = {
  readonly key: string
  readonly label: string
  /** What is counted, in words (shown under the item in the form). */
  readonly description: string
  readonly collection: CollectionSlug
  readonly dateField: string
  readonly where?: Where
  /** Its place in the list of items (the spec's order). */
  readonly position: number
}

export type ModuleManifest = {
  /** The module's folder name. */
  readonly name: string
  /** Its zh-TW name. */
  readonly label: string
  /** Its menu group, for every admin route it declares. */
  readonly group?: MenuGroup
  /** Its top-level nodes of the permission tree, in menu order. */
  readonly flags?: readonly FlagNodeSpec[]
  /** Its back-office screens, in menu order. */
  readonly routes?: readonly AdminRouteSpec[]
  /**
   * The public cache tags it owns, by key: each becomes `PUBLIC_TAGS.<key>` = `'public:<key>'`
   * (src/lib/publicTags.ts), which its content changes expire. Two modules may own one tag
   * (quick links and external links both expire `links`, the footer's).
   */
  readonly publicTags?: readonly string[]
  /** Its public pages (src/lib/publicPages.ts builds the kept-page rules and the sitemap from them). */
  readonly pages?: readonly PublicPageSpec[]
  /** Its counters of the basic statistics (modules that count things). */
  readonly counters?: readonly BasicCounterSpec[]
  /** Collections under the review workflow. */
  readonly review?: readonly ReviewSpec[]
  /** Collections staff may open in the live preview, with the flag that allows it. */
  readonly preview?: readonly { readonly collection: string; readonly flag: FlagPath }[]
  /** The module's mails go to configured recipients. */
  readonly notifier?: {
    readonly name: string
    readonly label: string
    readonly flag: FlagPath
    /** Its place in the spec's moduleName enumeration, which orders stored recipients. */
    readonly position: number
  }
}

/** Keeps the literal types of a manifest (the Flag union is built from them). */
export const defineManifest = <const M extends ModuleManifest>(manifest: M): M => manifest

export type ModuleDescriptor = ModuleManifest & {
  readonly collections?: readonly CollectionConfig[]
  readonly globals?: readonly GlobalConfig[]
  /** Its calls under /api (/shennong/..., /public/..., /auth/...). */
  readonly endpoints?: readonly Endpoint[]
  /** Its queued and scheduled jobs, with the schedules that run their queues. */
  readonly tasks?: readonly TaskConfig[]
  readonly autoRun?: readonly AutoRun[]
  /** Its custom admin views (Payload `admin.components.views`), by view key. */
  readonly adminViews?: Readonly<Record<string, AdminViewSpec>>
  /** Work on every start, after migrations and before the demo seed (system folders, schedules). */
  readonly onInit?: (payload: Payload) => Promise<void>
  /** Its demo data for an empty database (run by seedDemo after the accounts and roles, in module order). */
  readonly seed?: (payload: Payload) => Promise<void>
}

/** A custom admin view: its component path (relative to src/), URL under /shennong and title. */
export type AdminViewSpec = {
  readonly Component: string
  readonly path: `/${string}`
  readonly exact?: boolean
  readonly meta?: { readonly title: string }
}

export type AutoRun = { readonly cron: string; readonly queue: string; readonly limit: number }

export const defineModule = <M extends ModuleManifest>(
  manifest: M,
  parts: Omit<ModuleDescriptor, keyof ModuleManifest>,
): M & Omit<ModuleDescriptor, keyof ModuleManifest> => ({ ...manifest, ...parts })
