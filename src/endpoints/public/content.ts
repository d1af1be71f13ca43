import type { Endpoint } from 'payload'

import { publicNewsCategories, publicNewsItem, publicNewsList } from '../../services/publicContent'
import { endpoint, ok } from '../http'
import { listQueryOf } from '../shennong/params'
import { routeParam } from '../query'

/** The public content calls (spec doc 2 §7 "Public"): only what an anonymous visitor may see. */
export const publicContentEndpoints: Endpoint[] = [
  endpoint('get', '/public/news', 'public', async (req) =>
    ok(await publicNewsList(req.payload, listQueryOf(req), req.searchParams?.get('categoryId')?.trim() || undefined)),
  ),
  endpoint('get', '/public/news/:id', 'public', async (req) => ok(await publicNewsItem(req.payload, routeParam(req, 'id')))),
  endpoint('get', '/public/news-categories', 'public', async (req) => ok(await publicNewsCategories(req.payload))),
]
