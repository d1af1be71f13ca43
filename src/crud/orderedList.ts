import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

import { MSG } from '@/i18n/messages'
import { AppError } from '@/lib/errors'
import { type ContractRecord, toContract } from './contentCrud'
import type { RowError } from './imports'
import { definedOnly } from './inputs'
import { inTransaction } from './transaction'

/**
 * Lists saved as a whole: external links, quick links and carousels. The client
 * sends the complete list in display order: items with `_id` are updated, items without are
 * created, stored items missing from the list are deleted, and the position is kept in the
 * collection's `sort` field.
 */

export const LIST_MSG = {
  listRequired: (label: string) => `${label}為必填欄位`,
  notInList: '清單中有不存在的項目，請重新整理後再試',
  duplicateId: '清單中有重複的項目',
} as const

/**
 * The items of a whole-list body: `{ [key]: [...] }` or a bare array. Every item is checked
 * before anything is written; a bad item is a 400 with the first zh-TW message and `errors`
 * naming each bad item (`row` is its 1-based position).
 */
export const parseListBody = <S extends z.ZodType>(
  body: unknown,
  key: string,
  label: string,
  item: S,
): z.infer<S>[] => {
  const list = Array.isArray(body)
    ? body
    : body && typeof body === 'object'
      ? (body as Record<string, unknown>)[key]
      : undefined
  if (!Array.isArray(list)) throw new AppError(400, LIST_MSG.listRequired(label))
  const errors: RowError[] = []
  const parsed: z.infer<S>[] = []
  list.forEach((value, index) => {
    const result = item.safeParse(value ?? {})
    if (result.success) parsed.push(result.data)
    else
      for (const issue of result.error.issues)
        errors.push({ row: index + 1, field: String(issue.path[0] ?? ''), reason: issue.message })
  })
  if (errors.length > 0) throw new AppError(400, errors[0]!.reason, undefined, errors)
  return parsed
}

/** The collections kept in a `sort` order and saved as a whole list. */
export type OrderedSlug = 'carousels' | 'external-links' | 'quick-links'

type ListItem = { _id?: string } & Record<string, unknown>

/** Every item of an ordered list, in display order. */
export const listOrdered = async (
  req: PayloadRequest,
  slug: OrderedSlug,
  options: { overrideAccess?: boolean } = {},
): Promise<ContractRecord[]> => {
  const found = await req.payload.find({
    collection: slug,
    pagination: false,
    sort: ['sort', 'createdAt'],
    depth: 0,
    overrideAccess: options.overrideAccess ?? false,
    req,
  })
  return found.docs.map(toContract)
}

/**
 * Save a list as a whole, in one transaction: update the items with `_id`, create the others,
 * delete stored items the list leaves out, and number `sort` 1, 2, 3 … in list order. An `_id`
 * that is not stored (or is listed twice) is refused before anything is written.
 */
export const saveOrderedList = async (
  req: PayloadRequest,
  slug: OrderedSlug,
  items: readonly ListItem[],
): Promise<ContractRecord[]> =>
  inTransaction(req, async () => {
    const stored = await req.payload.find({ collection: slug, pagination: false, depth: 0, overrideAccess: false, req })
    const storedIds = new Set(stored.docs.map((doc) => String(doc.id)))
    const listed = new Set<string>()
    for (const item of items) {
      if (!item._id) continue
      if (!storedIds.has(item._id)) throw new AppError(400, LIST_MSG.notInList)
      if (listed.has(item._id)) throw new AppError(400, LIST_MSG.duplicateId)
      listed.add(item._id)
    }
    for (const doc of stored.docs) {
      if (listed.has(String(doc.id))) continue
      // The bulk form: an item another save removed meanwhile is simply gone (the by-id form
      // read the vanished row back as null and failed with a TypeError, a 500 under PostgreSQL).
      const removed = await req.payload.delete({
        collection: slug,
        where: { id: { equals: doc.id } },
        overrideAccess: false,
        req,
      })
      if (removed.errors.length > 0) throw new AppError(403, MSG.forbidden)
    }
    for (const [index, item] of items.entries()) {
      const { _id: id, ...fields } = item
      const data = { ...definedOnly(fields), sort: index + 1 } as never
      if (id) await req.payload.update({ collection: slug, id, data, depth: 0, overrideAccess: false, req })
      else await req.payload.create({ collection: slug, data, depth: 0, overrideAccess: false, req })
    }
    return listOrdered(req, slug)
  })
