import type { RouteNode, RouteTree } from './routeTree'

/** Where a navigation node leads. */
export type NavLink = { href: string | null; newWindow: boolean }

/**
 * Path, List and SinglePage open /cms/{id}; Url opens its url (a new window when openNewPage);
 * Module opens its module path. A node with nowhere to go has no link (its children may).
 */
export const linkOf = (node: Pick<RouteNode, '_id' | 'type' | 'url' | 'openNewPage' | 'moduleName'>): NavLink => {
  switch (node.type) {
    case 'Url':
      return { href: node.url || null, newWindow: Boolean(node.openNewPage) }
    case 'Module':
      return { href: node.moduleName || null, newWindow: false }
    default:
      return { href: `/cms/${node._id}`, newWindow: false }
  }
}

/** The branch of the tree leading to a node (for breadcrumbs), or [] when absent. */
export const pathTo = (tree: readonly RouteTree[], id: string): RouteTree[] => {
  for (const node of tree) {
    if (node._id === id) return [node]
    const below = pathTo(node.children, id)
    if (below.length > 0) return [node, ...below]
  }
  return []
}
