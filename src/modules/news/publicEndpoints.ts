import type { Endpoint } from 'payload'

import { publicNewsCategories, publicNewsItem, publicNewsList } from './public'
import { endpoint, ok } from '../../endpoints/http'
import { listQueryOf } from '../../endpoints/params'
import { routeParam } from '../../endpoints/query'

/** The public news calls (spec doc 2 §7 "Public"): only what an anonymous visitor may see. */
export const newsPublicEndpoints: Endpoint[] = [
  endpoint('get', '/public/news', 'public', async (req) =>
    ok(await publicNewsList(req.payload, listQueryOf(req), req.searchParams?.get('categoryId')?.trim() || undefined)),
  ),
  endpoint('get', '/public/news/:id', 'public', async (req) => ok(await publicNewsItem(req.payload, routeParam(req, 'id')))),
  endpoint('get', '/public/news-categories', 'public', async (req) => ok(await publicNewsCategories(req.payload))),
]
