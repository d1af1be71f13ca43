import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { isUrl, timeOf } from '../fields/validate'
import { MODULE_MSG } from '../i18n/modules'
import { MSG } from '../i18n/messages'
import { AppError } from '../lib/errors'
import { isIconName } from '../lib/icons'
import { isObjectId } from '../lib/objectId'
import { requiredText } from '../validation'
import { type ContractRecord, toContract } from './contentCrud'
import type { RowError } from './imports'
import { inTransaction } from './transaction'

/**
 * Lists saved as a whole (spec doc 2 §7): external links, quick links and, through the same
 * helper, carousels. The client sends the complete list in display order: items with `_id` are
 * updated, items without are created, stored items missing from the list are deleted, and the
 * position is kept in the collection's `sort` field. Also the small zod pieces those lists and
 * the other module calls share (optional text, URLs, dates, ids).
 */

// ---------------------------------------------------------------------------------------------
// Shared input pieces
// ---------------------------------------------------------------------------------------------

const blankToNull = (value: unknown): unknown => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value)

/** An optional record id: absent, null or '' means "new". */
export const optionalId = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.string({ error: MSG.notObjectId }).refine(isObjectId, { error: MSG.notObjectId }).optional(),
)

/** A required record id. */
export const requiredId = (label: string) => requiredText(label).refine(isObjectId, { error: MSG.notObjectId })

/** Optional trimmed text; blank is stored as null. */
export const optionalText = z.preprocess(blankToNull, z.string({ error: MSG.badRequest }).nullable().optional())

/** A required link: an absolute http(s) URL or a path on this site. */
export const requiredUrl = (label: string) => requiredText(label).refine(isUrl, { error: MSG.notUrl })

/** An optional link; blank is stored as null. */
export const optionalUrl = z.preprocess(blankToNull, z.string({ error: MSG.notUrl }).refine(isUrl, { error: MSG.notUrl }).nullable().optional())

export const DATE_MSG = { notDate: '日期格式錯誤' } as const

/** The stored value of a day-only date: 12:00 UTC, as Payload's day-only date picker stores it. */
export const storedDay = (day: string): string => `${day}T12:00:00.000Z`

/** A `YYYY-MM-DD` day is stored at 12:00 UTC; a full timestamp is kept. */
const dateValue = (value: string): string => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? storedDay(value) : value)

/** An optional date (ISO timestamp or YYYY-MM-DD); blank is stored as null. */
export const optionalDate = z.preprocess(
  blankToNull,
  z
    .string({ error: DATE_MSG.notDate })
    .refine((value) => timeOf(value) !== undefined, { error: DATE_MSG.notDate })
    .transform(dateValue)
    .nullable()
    .optional(),
)

/** A required date (ISO timestamp or YYYY-MM-DD). */
export const requiredDate = (label: string) =>
  requiredText(label)
    .refine((value) => timeOf(value) !== undefined, { error: DATE_MSG.notDate })
    .transform(dateValue)

/** An optional flag; null means "not given" (the stored value or the default stays). */
export const optionalBoolean = z
  .boolean({ error: MSG.badRequest })
  .nullable()
  .optional()
  .transform((value) => value ?? undefined)

/** The object without its undefined keys: what a client left out is not written. */
export const definedOnly = <T extends Record<string, unknown>>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>

/** `endDate` not before `startDate` (same rule and message as the collections' date ranges). */
export const endNotBeforeStart = (value: { startDate?: string | null; endDate?: string | null }): boolean => {
  const start = timeOf(value.startDate)
  const end = timeOf(value.endDate)
  return start === undefined || end === undefined || end >= start
}

/** The end-before-start refusal, on `endDate`. */
export const END_BEFORE_START = { error: MODULE_MSG.endBeforeStart, path: ['endDate'] }

// ---------------------------------------------------------------------------------------------
// Lists saved as a whole
// ---------------------------------------------------------------------------------------------

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
export const parseListBody = <S extends z.ZodType>(body: unknown, key: string, label: string, item: S): z.infer<S>[] => {
  const list = Array.isArray(body) ? body : body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined
  if (!Array.isArray(list)) throw new AppError(400, LIST_MSG.listRequired(label))
  const errors: RowError[] = []
  const parsed: z.infer<S>[] = []
  list.forEach((value, index) => {
    const result = item.safeParse(value ?? {})
    if (result.success) parsed.push(result.data)
    else for (const issue of result.error.issues) errors.push({ row: index + 1, field: String(issue.path[0] ?? ''), reason: issue.message })
  })
  if (errors.length > 0) throw new AppError(400, errors[0]!.reason, undefined, errors)
  return parsed
}

export type OrderedSlug = 'carousels' | 'external-links' | 'quick-links'

type ListItem = { _id?: string } & Record<string, unknown>

/** Every item of an ordered list, in display order. */
export const listOrdered = async (req: PayloadRequest, slug: OrderedSlug, options: { overrideAccess?: boolean } = {}): Promise<ContractRecord[]> => {
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
export const saveOrderedList = async (req: PayloadRequest, slug: OrderedSlug, items: readonly ListItem[]): Promise<ContractRecord[]> =>
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
      if (!listed.has(String(doc.id))) await req.payload.delete({ collection: slug, id: doc.id, overrideAccess: false, req })
    }
    for (const [index, item] of items.entries()) {
      const { _id: id, ...fields } = item
      const data = { ...definedOnly(fields), sort: index + 1 } as never
      if (id) await req.payload.update({ collection: slug, id, data, depth: 0, overrideAccess: false, req })
      else await req.payload.create({ collection: slug, data, depth: 0, overrideAccess: false, req })
    }
    return listOrdered(req, slug)
  })

// ---------------------------------------------------------------------------------------------
// External links and quick links
// ---------------------------------------------------------------------------------------------

export const LINK_LABEL = {
  externalLinks: '外部連結',
  quickLinks: '快速連結',
  title: '標題',
  linkUrl: '連結網址',
  label: '名稱',
  path: '連結路徑',
  icon: '圖示',
} as const

export const LINK_MSG = { notIcon: '請從圖示清單中選擇' } as const

/** An external link (spec doc 2 §3, §5): title and linkUrl required, linkUrl a URL. */
export const externalLinkSchema = z.object({
  _id: optionalId,
  title: requiredText(LINK_LABEL.title),
  linkUrl: requiredUrl(LINK_LABEL.linkUrl),
  enabled: optionalBoolean,
})

/** A quick link (spec doc 2 §3, §5): icon, label and path required; the icon a name of the icon picker. */
export const quickLinkSchema = z.object({
  _id: optionalId,
  icon: requiredText(LINK_LABEL.icon).refine(isIconName, { error: LINK_MSG.notIcon }),
  label: requiredText(LINK_LABEL.label),
  path: requiredUrl(LINK_LABEL.path),
})

/** POST /shennong/external-links: `{ externalLinks: [...] }` or a bare array. */
export const saveExternalLinks = async (req: PayloadRequest, body: unknown): Promise<ContractRecord[]> => {
  const items = parseListBody(body, 'externalLinks', LINK_LABEL.externalLinks, externalLinkSchema)
  return saveOrderedList(req, 'external-links', items)
}

/** PUT /shennong/quick-links: `{ quickLinks: [...] }` or a bare array. */
export const saveQuickLinks = async (req: PayloadRequest, body: unknown): Promise<ContractRecord[]> => {
  const items = parseListBody(body, 'quickLinks', LINK_LABEL.quickLinks, quickLinkSchema)
  return saveOrderedList(req, 'quick-links', items)
}
