import type { Payload } from 'payload'

import { type ContractRecord, toContract } from '@/crud/contentCrud'
import { PUBLISHED, displayWindow } from '@/crud/displayWindow'
import { type ListQuery, type Paginated, allOf, keywordWhere, toPaginated } from '@/crud/listQuery'
import { MSG } from '@/i18n/messages'
import { AppError } from '@/lib/errors'
import { relationId } from '@/lib/relation'
import { isObjectId } from '@/lib/objectId'
import type { News } from '@/payload-types'

/** News as an anonymous visitor may see it: published, inside its display window. */

/** A news item as the public sees it: no workflow fields. */
export type PublicNews = Omit<News, 'id' | 'status' | 'reviewComment' | '_status' | 'categoryId'> & {
  _id: string
  categoryId: string | null
}

const publicRecord = (doc: News): PublicNews => {
  const { id, status: _status, reviewComment: _comment, _status: _published, categoryId, ...rest } = doc
  return { _id: String(id), ...rest, categoryId: relationId(categoryId) }
}

/** GET /public/news: published, in their window, pinned first, newest first; `categoryId` filters. */
export const publicNewsList = async (
  payload: Payload,
  query: ListQuery,
  categoryId?: string,
  now = new Date(),
): Promise<Paginated<PublicNews>> => {
  const found = await payload.find({
    collection: 'news',
    where: allOf(
      PUBLISHED,
      displayWindow(now),
      keywordWhere(query.keyword, ['title', 'blockText']),
      categoryId ? { categoryId: { equals: categoryId } } : undefined,
    ),
    page: query.page,
    limit: query.limit,
    sort: ['-isPined', '-startDate', '-createdAt'],
    depth: 0,
    overrideAccess: true,
  })
  return toPaginated(found, query, publicRecord)
}

/** GET /public/news/{id}: one published news item inside its window, else 404. */
export const publicNewsItem = async (payload: Payload, id: string, now = new Date()): Promise<PublicNews> => {
  if (!isObjectId(id)) throw new AppError(404, MSG.notFound)
  const found = await payload.find({
    collection: 'news',
    where: allOf({ id: { equals: id } }, PUBLISHED, displayWindow(now)),
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc = found.docs[0]
  if (!doc) throw new AppError(404, MSG.notFound)
  return publicRecord(doc)
}

/** GET /public/news-categories: every category, by sort. */
export const publicNewsCategories = async (payload: Payload): Promise<ContractRecord[]> => {
  const found = await payload.find({
    collection: 'news-categories',
    pagination: false,
    sort: ['sort', 'name'],
    depth: 0,
    overrideAccess: true,
  })
  return found.docs.map(toContract)
}
