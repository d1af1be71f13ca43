import crypto from 'node:crypto'

import { LRUCache } from 'lru-cache'

import type { PublicTag } from './publicTags'

/**
 * Kept answers of the public site: the API's reads (src/lib/publicReadCache.ts) and the
 * anonymous pages (src/lib/keptPages.ts). Each store is bounded in entries, bytes and age; a
 * content change drops every entry, in every store, that shows one of its tags
 * (`expireKept`, called by `revalidatePublic`).
 *
 * The stores live on `globalThis`: Next loads the proxy (which serves the kept pages), the
 * /api route (whose hooks expire) and the page bundles as separate module graphs in one
 * process, so a module-level cache would exist once per graph and an expiry would miss the
 * others.
 */

/** A kept answer; `perViewer` answers are kept only for visitors without a session. */
export type KeptEntry = {
  body: Buffer
  etag: string
  contentType: string
  tags: readonly PublicTag[]
  perViewer: boolean
  /** A kept page's inline scripts, as CSP hash sources (its policy allows these and no other). */
  scriptHashes?: readonly string[]
}

export type KeptLimits = { maxEntries: number; maxBytes: number; ttlMs: number }

type Store = { cache: LRUCache<string, KeptEntry>; inFlight: Map<string, Promise<KeptEntry | Response>> }

type Shared = {
  stores: Map<string, Store>
  /** When each tag last expired (see `SETTLE_MS`). */
  expiredAt: Map<PublicTag, number>
  /** Called after each expiry with the expired tags (the page store re-renders what it dropped). */
  listeners: Set<(tags: readonly PublicTag[]) => void>
}

const SHARED_KEY = Symbol.for('shennong.keptStores')
const globals = globalThis as typeof globalThis & { [SHARED_KEY]?: Shared }
const shared: Shared = (globals[SHARED_KEY] ??= { stores: new Map(), expiredAt: new Map(), listeners: new Set() })

/**
 * A content change expires its tags from inside its transaction, before the commit: an answer
 * whose computation began less than `SETTLE_MS` before an expiry of one of its tags (or any
 * time after it) may hold the old rows, so it is served but not kept.
 */
export const SETTLE_MS = 2000
const settled = (tags: readonly PublicTag[], started: number): boolean =>
  tags.every((tag) => (shared.expiredAt.get(tag) ?? -Infinity) < started - SETTLE_MS)

/** A strong validator for a body: its SHA-256, quoted. */
export const etagOf = (body: Buffer): string =>
  `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`

export type KeptStore = {
  get: (key: string) => KeptEntry | undefined
  /**
   * Compute the answer for `key` once, however many visitors ask at the same moment, and keep
   * it unless it is an error answer (a Response) or content changed while it was computed.
   */
  remember: (
    key: string,
    compute: () => Promise<KeptEntry | Response>,
    options?: { ttlMs?: number },
  ) => Promise<KeptEntry | Response>
  keys: () => string[]
  clear: () => void
  /** Bytes held (bodies plus a small overhead per entry). */
  size: () => number
}

/** The store called `name` (created with `limits` on first use, then shared by every module graph). */
export const keptStore = (name: string, limits: KeptLimits): KeptStore => {
  let store = shared.stores.get(name)
  if (!store) {
    store = {
      cache: new LRUCache<string, KeptEntry>({
        max: limits.maxEntries,
        maxSize: limits.maxBytes,
        sizeCalculation: (entry) => entry.body.length + 256,
        ttl: limits.ttlMs,
      }),
      inFlight: new Map(),
    }
    shared.stores.set(name, store)
  }
  const { cache, inFlight } = store
  return {
    get: (key) => cache.get(key),
    remember: (key, compute, options = {}) => {
      const pending = inFlight.get(key)
      if (pending) return pending
      const started = Date.now()
      const computing = (async () => {
        const computed = await compute()
        if (!(computed instanceof Response) && settled(computed.tags, started))
          cache.set(key, computed, options.ttlMs ? { ttl: Math.min(options.ttlMs, limits.ttlMs) } : {})
        return computed
      })().finally(() => inFlight.delete(key))
      inFlight.set(key, computing)
      return computing
    },
    keys: () => [...cache.keys()],
    clear: () => cache.clear(),
    size: () => cache.calculatedSize,
  }
}

/** Drop every kept entry, in every store, that shows any of `tags`; then tell the listeners. */
export const expireKept = (tags: readonly PublicTag[]): void => {
  const now = Date.now()
  for (const tag of tags) shared.expiredAt.set(tag, now)
  for (const { cache } of shared.stores.values()) {
    for (const [key, entry] of cache.entries()) {
      if (entry.tags.some((tag) => tags.includes(tag))) cache.delete(key)
    }
  }
  for (const listener of shared.listeners) listener(tags)
}

/** Forget every kept entry of every store. */
export const clearKept = (): void => {
  for (const { cache } of shared.stores.values()) cache.clear()
}

/**
 * Start afresh, as a new process would: no kept entry and no expiry remembered. For a process that
 * goes on to serve another database (the integration tests run app after app in one process); a
 * remembered expiry would keep the next app's first renders from being kept for SETTLE_MS.
 * Never while a server answers: an answer computed before an expiry could then be kept.
 */
export const forgetKept = (): void => {
  clearKept()
  shared.expiredAt.clear()
}

/** Run `listener` after every expiry (once per `id`: a module graph loaded twice registers once). */
export const onKeptExpiry = (id: string, listener: (tags: readonly PublicTag[]) => void): void => {
  const tagged = Object.assign(listener, { keptListenerId: id })
  for (const existing of shared.listeners)
    if ((existing as typeof tagged).keptListenerId === id) shared.listeners.delete(existing)
  shared.listeners.add(tagged)
}

/** True when `If-None-Match` names `etag` (or is `*`); weak validators compare by their opaque part. */
export const etagMatches = (header: string | null, etag: string): boolean => {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag)
}
