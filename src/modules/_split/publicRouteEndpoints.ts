import type { Endpoint } from 'payload'

import { faqTree } from '../faq/tree'
import { publicRouteTree, publicRoutes } from '../cms/routeTree'
import { endpoint, ok } from '../../endpoints/http'

/**
 * The public navigation and FAQ trees (spec doc 2 §7 "Public"): routes filtered by status and
 * auth mode for the caller (anonymous, a signed-in account, its roles); the FAQ tree whole.
 */
export const publicRouteEndpoints: Endpoint[] = [
  endpoint('get', '/public/all-routes', 'public', async (req) => ok(await publicRoutes(req))),
  endpoint('get', '/public/all-routes-tree', 'public', async (req) => ok(await publicRouteTree(req))),
  endpoint('get', '/public/all-faq-routes', 'public', async (req) => ok(await faqTree.all(req))),
  endpoint('get', '/public/all-faq-routes-tree', 'public', async (req) => ok(await faqTree.allTree(req))),
]
