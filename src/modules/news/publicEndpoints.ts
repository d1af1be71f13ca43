import type { Endpoint } from 'payload'

import { publicNewsCategories, publicNewsItem, publicNewsList } from './public'
import { ok } from '@/endpoints/http'
import { publicRead } from '@/endpoints/publicRead'
import { PUBLIC_TAGS } from '@/lib/publicCache'
import { listQueryOf } from '@/endpoints/params'
import { routeParam } from '@/endpoints/query'

/** The public news calls: only what an anonymous visitor may see. */
export const newsPublicEndpoints: Endpoint[] = [
  publicRead('/public/news', [PUBLIC_TAGS.news], async (req) =>
    ok(await publicNewsList(req.payload, listQueryOf(req), req.searchParams?.get('categoryId')?.trim() || undefined)),
  ),
  publicRead('/public/news/:id', [PUBLIC_TAGS.news], async (req) =>
    ok(await publicNewsItem(req.payload, routeParam(req, 'id'))),
  ),
  publicRead('/public/news-categories', [PUBLIC_TAGS.news], async (req) => ok(await publicNewsCategories(req.payload))),
]
