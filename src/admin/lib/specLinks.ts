import { ADMIN_BASE, specAddressOf } from '@/admin/routeTable'

const PAYLOAD_ADDRESS = new RegExp(`^${ADMIN_BASE}/(collections|globals)/`)

/**
 * Spec addresses in the back office's browser. Payload's screens link and navigate
 * to Payload's addresses (`/shennong/collections/news/{id}`: list rows, breadcrumbs, the create
 * button, the redirect after a create or a delete). Next's router renders those as they are (the
 * proxy redirects only page loads of them), and here what the visitor sees is moved to the spec
 * address (`/shennong/news-management/{id}`): the address bar and history, and each link's href
 * (hover, copy, open in a new tab). Next's router keeps its own state under the Payload address.
 */

/** The spec address of a same-origin Payload address, with its query and hash; null when it has none. */
export const specUrlOf = (address: string | URL, origin: string): string | null => {
  const url = new URL(address, origin)
  if (url.origin !== origin || !PAYLOAD_ADDRESS.test(url.pathname)) return null
  const spec = specAddressOf(url.pathname.slice(ADMIN_BASE.length))
  return spec === undefined ? null : `${ADMIN_BASE}/${spec}${url.search}${url.hash}`
}

/** Every link of the page at its spec address. */
export const pointLinksAtSpecAddresses = (root: ParentNode): void => {
  for (const link of root.querySelectorAll<HTMLAnchorElement>(
    `a[href^="${ADMIN_BASE}/collections/"], a[href^="${ADMIN_BASE}/globals/"]`,
  )) {
    const spec = specUrlOf(link.getAttribute('href') ?? '', window.location.origin)
    if (spec !== null) link.setAttribute('href', spec)
  }
}

const PATCHED = Symbol.for('shennong.specHistory')

/** The address bar and history at spec addresses: Next's router writes them through these two calls. */
export const keepSpecAddressesInHistory = (): void => {
  const history = window.history as History & { [PATCHED]?: true }
  if (history[PATCHED]) return
  history[PATCHED] = true
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history)
    history[method] = (state: unknown, unused: string, url?: string | URL | null) =>
      original(state, unused, url == null ? url : (specUrlOf(url, window.location.origin) ?? url))
  }
}
