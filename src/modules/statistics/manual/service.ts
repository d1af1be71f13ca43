import type { Payload, PayloadRequest } from 'payload'

import { FLAGS, can, userOf } from '@/access'
import type { ContractRecord } from '@/crud/contentCrud'
import { type ListQuery, type Paginated, allOf, keywordWhere, toPaginated } from '@/crud/listQuery'
import { inTransaction } from '@/crud/transaction'
import { MSG } from '@/i18n/messages'
import { AppError } from '@/lib/errors'
import { isObjectId, newObjectId } from '@/lib/objectId'
import { MANUAL_MSG } from './messages'
import {
  type ManualField,
  type ManualFieldType,
  type ManualSetting,
  MANUAL_FIELD_TYPES,
  allWriters,
  monthKey,
} from './rules'
import type { SettingSaveInput } from './schemas'

/**
 * Manual reports (docs/statistics.md §4): settings, their month sets, the values
 * their writers fill in, the month locks, the sums and the export. Staff calls are guarded by the
 * statistics flags at the endpoint; the writers' calls by the session plus the assignment checks
 * here. Locks hold for everyone. This file holds the settings and their sets; the values and the
 * writers' views are in ./values.ts, the sums, locks and export in ./sums.ts.
 */

export type Doc = Record<string, unknown> & { id: string | number }

export const idOf = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : typeof value === 'number'
      ? String(value)
      : value && typeof value === 'object' && 'id' in value
        ? String((value as { id: unknown }).id)
        : null

const idsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(idOf).filter((id): id is string => id !== null) : []

export const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** The stored setting as the rules read it (the fields JSON normalised). */
export const settingOf = (doc: Doc): ManualSetting => ({
  _id: String(doc.id),
  name: text(doc.name),
  basedLatestValue: doc.basedLatestValue === true,
  status: text(doc.status) || 'Enabled',
  writeUsers: idsOf(doc.writeUsers),
  fields: (Array.isArray(doc.fields) ? (doc.fields as Record<string, unknown>[]) : []).map((field) => ({
    _id: text(field._id),
    name: text(field.name),
    type: (MANUAL_FIELD_TYPES.includes(field.type as ManualFieldType) ? field.type : 'normal') as ManualFieldType,
    items: (Array.isArray(field.items) ? (field.items as Record<string, unknown>[]) : []).map((item) => ({
      _id: text(item._id),
      name: text(item.name),
    })),
    writeUsers: idsOf(field.writeUsers),
  })),
})

export const currentUser = (req: PayloadRequest): { id: string; staffRead: boolean; staffEdit: boolean } => {
  const user = userOf(req)
  if (!user) throw new AppError(401, MSG.unauthenticated)
  return {
    id: String(user.id),
    staffRead: can(user, FLAGS.statistics.read),
    staffEdit: can(user, FLAGS.statistics.edit),
  }
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

export const findSettingIn = async (payload: Payload, id: string, req?: PayloadRequest): Promise<Doc> => {
  const doc = isObjectId(id)
    ? await payload.findByID({
        collection: 'manual-report-settings',
        id,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        req,
      })
    : null
  if (!doc) throw new AppError(404, MANUAL_MSG.settingNotFound)
  return doc as unknown as Doc
}

export const findSettingDoc = (req: PayloadRequest, id: string): Promise<Doc> => findSettingIn(req.payload, id, req)

export const findSetDoc = async (req: PayloadRequest, id: string): Promise<Doc> => {
  const doc = isObjectId(id)
    ? await req.payload.findByID({
        collection: 'manual-report-sets',
        id,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        req,
      })
    : null
  if (!doc) throw new AppError(404, MANUAL_MSG.setNotFound)
  return doc as unknown as Doc
}

/** Names of users by id (for the writeUsers lists). */
export const userNames = async (
  payload: Payload,
  ids: readonly string[],
  req?: PayloadRequest,
): Promise<Map<string, string>> => {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const found = await payload.find({
    collection: 'users',
    where: { id: { in: unique } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { name: true, username: true },
    req,
  })
  return new Map(
    found.docs.map((user) => [
      String(user.id),
      text((user as { name?: unknown }).name) || text((user as { username?: unknown }).username),
    ]),
  )
}

const writerList = (ids: readonly string[], names: Map<string, string>) =>
  ids.map((id) => ({ id, name: names.get(id) ?? '' }))

/** The contract's setting: `_id`, writers as `{ id, name }`, each field's type label. */
const settingView = (setting: ManualSetting, doc: Doc, names: Map<string, string>): ContractRecord => ({
  _id: setting._id,
  name: setting.name,
  basedLatestValue: setting.basedLatestValue,
  status: setting.status,
  writeUsers: writerList(setting.writeUsers, names),
  fields: setting.fields.map((field) => ({ ...field, writeUsers: writerList(field.writeUsers, names) })),
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
})

const settingViews = async (req: PayloadRequest, docs: Doc[]): Promise<ContractRecord[]> => {
  const settings = docs.map(settingOf)
  const names = await userNames(req.payload, settings.flatMap(allWriters), req)
  return settings.map((setting, index) => settingView(setting, docs[index]!, names))
}

export const listSettings = async (req: PayloadRequest, query: ListQuery): Promise<Paginated<ContractRecord>> => {
  const found = await req.payload.find({
    collection: 'manual-report-settings',
    where: allOf(keywordWhere(query.keyword, ['name'])),
    page: query.page,
    limit: query.limit,
    sort: '-createdAt',
    depth: 0,
    overrideAccess: true,
    req,
  })
  const views = await settingViews(req, found.docs as unknown as Doc[])
  return { ...toPaginated(found, query, () => null), data: views }
}

export const getSetting = async (req: PayloadRequest, id: string): Promise<ContractRecord> =>
  (await settingViews(req, [await findSettingDoc(req, id)]))[0]!

/** Locked months among `months`. */
export const lockedMonths = async (
  payload: Payload,
  months: readonly string[],
  req?: PayloadRequest,
): Promise<Set<string>> => {
  if (months.length === 0) return new Set()
  const found = await payload.find({
    collection: 'manual-report-locks',
    where: { and: [{ month: { in: [...months] } }, { locked: { equals: true } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return new Set(found.docs.map((doc) => doc.month))
}

export const yearMonths = (year: number): string[] =>
  Array.from({ length: 12 }, (_, index) => monthKey(year, index + 1))

export const setView = (doc: Doc, locked: Set<string>) => ({
  _id: String(doc.id),
  setting: idOf(doc.setting),
  year: doc.year,
  month: text(doc.month),
  locked: locked.has(text(doc.month)),
})
export type ManualSetView = ReturnType<typeof setView>

/** The month sets of a setting (of one year when given), with their locks. */
export const listSets = async (req: PayloadRequest, settingId: string, year?: number): Promise<ManualSetView[]> => {
  await findSettingDoc(req, settingId)
  const found = await req.payload.find({
    collection: 'manual-report-sets',
    where: allOf({ setting: { equals: settingId } }, year ? { year: { equals: year } } : undefined),
    pagination: false,
    sort: 'month',
    depth: 0,
    overrideAccess: true,
    req,
  })
  const docs = found.docs as unknown as Doc[]
  const locked = await lockedMonths(
    req.payload,
    docs.map((doc) => text(doc.month)),
    req,
  )
  return docs.map((doc) => setView(doc, locked))
}

export const getSetDetail = async (req: PayloadRequest, id: string) => {
  const doc = await findSetDoc(req, id)
  const setting = settingOf(await findSettingDoc(req, idOf(doc.setting) ?? ''))
  const locked = await lockedMonths(req.payload, [text(doc.month)], req)
  return { ...setView(doc, locked), settingName: setting.name }
}

// ---------------------------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------------------------

/** Save a setting (create, or update with `_id`): writers must exist; fields and items keep or get their `_id`. */
export const saveSetting = async (req: PayloadRequest, input: SettingSaveInput): Promise<ContractRecord> => {
  const fields: ManualField[] = input.fields.map((field) => ({
    _id: field._id && field._id.trim() ? field._id : newObjectId(),
    name: field.name,
    type: field.type as ManualFieldType,
    items: field.items.map((item) => ({
      _id: item._id && item._id.trim() ? item._id : newObjectId(),
      name: item.name,
    })),
    writeUsers: [...new Set(field.writeUsers)],
  }))
  const writeUsers = [...new Set(input.writeUsers)]
  const everyone = allWriters({ writeUsers, fields })
  if (everyone.length > 0) {
    const found = await req.payload.count({
      collection: 'users',
      where: { id: { in: everyone } },
      overrideAccess: true,
      req,
    })
    if (found.totalDocs !== everyone.length) throw new AppError(400, MANUAL_MSG.userMissing)
  }
  const data = {
    name: input.name,
    ...(input.basedLatestValue === undefined ? {} : { basedLatestValue: input.basedLatestValue }),
    ...(input.status === undefined ? {} : { status: input.status }),
    fields: fields as unknown[],
    writeUsers,
    assignedUsers: everyone,
  }
  if (input._id) {
    await findSettingDoc(req, input._id)
    const doc = await req.payload.update({
      collection: 'manual-report-settings',
      id: input._id,
      data,
      depth: 0,
      overrideAccess: true,
      req,
    })
    return getSetting(req, String(doc.id))
  }
  const doc = await req.payload.create({
    collection: 'manual-report-settings',
    data: { ...data, status: input.status ?? 'Enabled' },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return getSetting(req, String(doc.id))
}

/** Delete settings with their sets and values, all or nothing. */
export const removeSettings = async (req: PayloadRequest, ids: readonly string[]): Promise<{ ids: string[] }> => {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))]
  return inTransaction(req, async () => {
    for (const id of unique) await findSettingDoc(req, id)
    await req.payload.delete({
      collection: 'manual-report-items',
      where: { setting: { in: unique } },
      overrideAccess: true,
      req,
    })
    await req.payload.delete({
      collection: 'manual-report-sets',
      where: { setting: { in: unique } },
      overrideAccess: true,
      req,
    })
    await req.payload.delete({
      collection: 'manual-report-settings',
      where: { id: { in: unique } },
      overrideAccess: true,
      req,
    })
    return { ids: unique }
  })
}

/** Create the twelve month sets of a year (those missing only: calling twice changes nothing). */
export const initSets = async (req: PayloadRequest, settingId: string, year: number): Promise<ManualSetView[]> => {
  await findSettingDoc(req, settingId)
  await inTransaction(req, async () => {
    const existing = await req.payload.find({
      collection: 'manual-report-sets',
      where: { and: [{ setting: { equals: settingId } }, { year: { equals: year } }] },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const have = new Set(existing.docs.map((doc) => doc.month))
    for (const month of yearMonths(year)) {
      if (!have.has(month))
        await req.payload.create({
          collection: 'manual-report-sets',
          data: { setting: settingId, year, month },
          depth: 0,
          overrideAccess: true,
          req,
        })
    }
  })
  return listSets(req, settingId, year)
}

/** Accounts staff may pick as writers (`manual-report-writer-options?keyword=`): enabled users by name or account. */
export const writerOptions = async (
  req: PayloadRequest,
  keyword: string | undefined,
): Promise<{ id: string; name: string; username: string }[]> => {
  const found = await req.payload.find({
    collection: 'users',
    where: allOf({ accountStatus: { not_equals: 'Disabled' } }, keywordWhere(keyword, ['name', 'username'])),
    limit: 20,
    sort: 'username',
    depth: 0,
    overrideAccess: true,
    select: { name: true, username: true },
    req,
  })
  return found.docs.map((user) => ({
    id: String(user.id),
    name: text((user as { name?: unknown }).name),
    username: text((user as { username?: unknown }).username),
  }))
}
