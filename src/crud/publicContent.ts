import type { Payload, Where } from 'payload'

import { MSG } from '../i18n/messages'
import { AppError } from '../lib/errors'
import { isObjectId } from '../lib/objectId'
import type { News } from '../payload-types'
import { type ContractRecord, toContract } from './contentCrud'
import { type ListQuery, type Paginated, allOf, keywordWhere, toPaginated } from './listQuery'

/**
 * What an anonymous visitor may see of the content modules (spec doc 2 §7 "Public"): only
 * published versions (a draft under review never shows), inside their display window.
 */

const DAY_MS = 24 * 60 * 60 * 1000

/** Published content (the main document of a drafts-enabled collection). */
export const PUBLISHED: Where = { _status: { equals: 'published' } }

/**
 * Inside the display window at `now`: started (or no start) and not ended (or no end). Dates
 * are whole days: an end date is shown through that whole day.
 */
export const displayWindow = (now: Date): Where => ({
  and: [
    { or: [{ startDate: { exists: false } }, { startDate: { equals: null } }, { startDate: { less_than_equal: now.toISOString() } }] },
    { or: [{ endDate: { exists: false } }, { endDate: { equals: null } }, { endDate: { greater_than: new Date(now.getTime() - DAY_MS).toISOString() } }] },
  ],
})

/** A news item as the public sees it: no workflow fields. */
export type PublicNews = Omit<News, 'id' | 'status' | 'reviewComment' | '_status' | 'categoryId'> & { _id: string; categoryId: string | null }

type Windowed = { startDate?: string | null; endDate?: string | null }

/** `displayWindow` for a document already read: the same rule, in memory. */
export const inDisplayWindow = (item: Windowed, now: Date): boolean => {
  const start = item.startDate ? Date.parse(item.startDate) : Number.NaN
  const end = item.endDate ? Date.parse(item.endDate) : Number.NaN
  if (!Number.isNaN(start) && start > now.getTime()) return false
  if (!Number.isNaN(end) && end <= now.getTime() - DAY_MS) return false
  return true
}

const publicRecord = (doc: News): PublicNews => {
  const { id, status: _status, reviewComment: _comment, _status: _published, categoryId, ...rest } = doc
  return { _id: String(id), ...rest, categoryId: typeof categoryId === 'object' && categoryId ? String(categoryId.id) : (categoryId ?? null) }
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
    where: allOf(PUBLISHED, displayWindow(now), keywordWhere(query.keyword, ['title', 'blockText']), categoryId ? { categoryId: { equals: categoryId } } : undefined),
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
  const found = await payload.find({ collection: 'news-categories', pagination: false, sort: ['sort', 'name'], depth: 0, overrideAccess: true })
  return found.docs.map(toContract)
}
