import type { Payload, PayloadRequest, Where } from 'payload'

import { FLAGS, can, userOf } from '@/access'
import type { ContractRecord } from '@/crud/contentCrud'
import { type ListQuery, type Paginated, allOf, toPaginated } from '@/crud/listQuery'
import { inTransaction } from '@/crud/transaction'
import { MSG } from '@/i18n/messages'
import { AppError } from '@/lib/errors'
import { isObjectId, newObjectId } from '@/lib/objectId'
import type { ReportTable } from '../shared/table'
import { exportTables } from '../shared/xlsx'
import { MANUAL_MSG } from './messages'
import {
  type DetailLine,
  type ManualEntry,
  type ManualField,
  type ManualFieldType,
  type ManualSetting,
  type ManualWrite,
  MANUAL_FIELD_TYPES,
  allWriters,
  isAssigned,
  isFieldWriter,
  manualMonthTable,
  manualRowKey,
  manualRowLabel,
  manualYearTable,
  monthKey,
  monthLabel,
  monthOfDate,
  storedValueOf,
  writableFields,
  writeProblem,
} from './rules'
import type { SettingSaveInput } from './schemas'

/**
 * Manual reports (issue 14 §2, docs/statistics.md §4): settings, their month sets, the values
 * their writers fill in, the month locks, the sums and the export. Staff calls are guarded by the
 * statistics flags at the endpoint; the writers' calls by the session plus the assignment checks
 * here. Locks hold for everyone.
 */

type Doc = Record<string, unknown> & { id: string | number }

const idOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : value && typeof value === 'object' && 'id' in value ? String((value as { id: unknown }).id) : null

const idsOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(idOf).filter((id): id is string => id !== null) : [])

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

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
    items: (Array.isArray(field.items) ? (field.items as Record<string, unknown>[]) : []).map((item) => ({ _id: text(item._id), name: text(item.name) })),
    writeUsers: idsOf(field.writeUsers),
  })),
})

const currentUser = (req: PayloadRequest): { id: string; staffRead: boolean; staffEdit: boolean } => {
  const user = userOf(req)
  if (!user) throw new AppError(401, MSG.unauthenticated)
  return { id: String(user.id), staffRead: can(user, FLAGS.statistics.read), staffEdit: can(user, FLAGS.statistics.edit) }
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

const findSettingIn = async (payload: Payload, id: string, req?: PayloadRequest): Promise<Doc> => {
  const doc = isObjectId(id) ? await payload.findByID({ collection: 'manual-report-settings', id, depth: 0, overrideAccess: true, disableErrors: true, req }) : null
  if (!doc) throw new AppError(404, MANUAL_MSG.settingNotFound)
  return doc as unknown as Doc
}

const findSettingDoc = (req: PayloadRequest, id: string): Promise<Doc> => findSettingIn(req.payload, id, req)

const findSetDoc = async (req: PayloadRequest, id: string): Promise<Doc> => {
  const doc = isObjectId(id) ? await req.payload.findByID({ collection: 'manual-report-sets', id, depth: 0, overrideAccess: true, disableErrors: true, req }) : null
  if (!doc) throw new AppError(404, MANUAL_MSG.setNotFound)
  return doc as unknown as Doc
}

/** Names of users by id (for the writeUsers lists). */
const userNames = async (payload: Payload, ids: readonly string[], req?: PayloadRequest): Promise<Map<string, string>> => {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const found = await payload.find({ collection: 'users', where: { id: { in: unique } }, pagination: false, depth: 0, overrideAccess: true, select: { name: true, username: true }, req })
  return new Map(found.docs.map((user) => [String(user.id), text((user as { name?: unknown }).name) || text((user as { username?: unknown }).username)]))
}

const writerList = (ids: readonly string[], names: Map<string, string>) => ids.map((id) => ({ id, name: names.get(id) ?? '' }))

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
    where: allOf(query.keyword ? { name: { like: query.keyword } } : undefined),
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

export const getSetting = async (req: PayloadRequest, id: string): Promise<ContractRecord> => (await settingViews(req, [await findSettingDoc(req, id)]))[0]!

/** Locked months among `months`. */
const lockedMonths = async (payload: Payload, months: readonly string[], req?: PayloadRequest): Promise<Set<string>> => {
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

const yearMonths = (year: number): string[] => Array.from({ length: 12 }, (_, index) => monthKey(year, index + 1))

const setView = (doc: Doc, locked: Set<string>) => ({
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
  const locked = await lockedMonths(req.payload, docs.map((doc) => text(doc.month)), req)
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
    items: field.items.map((item) => ({ _id: item._id && item._id.trim() ? item._id : newObjectId(), name: item.name })),
    writeUsers: [...new Set(field.writeUsers)],
  }))
  const writeUsers = [...new Set(input.writeUsers)]
  const everyone = allWriters({ writeUsers, fields })
  if (everyone.length > 0) {
    const found = await req.payload.count({ collection: 'users', where: { id: { in: everyone } }, overrideAccess: true, req })
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
    const doc = await req.payload.update({ collection: 'manual-report-settings', id: input._id, data, depth: 0, overrideAccess: true, req })
    return getSetting(req, String(doc.id))
  }
  const doc = await req.payload.create({ collection: 'manual-report-settings', data: { ...data, status: input.status ?? 'Enabled' }, depth: 0, overrideAccess: true, req })
  return getSetting(req, String(doc.id))
}

/** Delete settings with their sets and values, all or nothing. */
export const removeSettings = async (req: PayloadRequest, ids: readonly string[]): Promise<{ ids: string[] }> => {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))]
  return inTransaction(req, async () => {
    for (const id of unique) await findSettingDoc(req, id)
    await req.payload.delete({ collection: 'manual-report-items', where: { setting: { in: unique } }, overrideAccess: true, req })
    await req.payload.delete({ collection: 'manual-report-sets', where: { setting: { in: unique } }, overrideAccess: true, req })
    await req.payload.delete({ collection: 'manual-report-settings', where: { id: { in: unique } }, overrideAccess: true, req })
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
      if (!have.has(month)) await req.payload.create({ collection: 'manual-report-sets', data: { setting: settingId, year, month }, depth: 0, overrideAccess: true, req })
    }
  })
  return listSets(req, settingId, year)
}

// ---------------------------------------------------------------------------------------------
// Values
// ---------------------------------------------------------------------------------------------

type StoredEntry = ManualEntry & { id: string; setting: string | null }

const entryOf = (doc: Doc): StoredEntry => ({
  id: String(doc.id),
  setting: idOf(doc.setting),
  month: text(doc.month),
  fieldId: text(doc.fieldId),
  itemId: text(doc.itemId),
  writer: idOf(doc.writer),
  value: typeof doc.value === 'number' ? doc.value : null,
  lines: Array.isArray(doc.lines) ? (doc.lines as DetailLine[]) : null,
})

const entriesOf = async (payload: Payload, where: Where, req?: PayloadRequest) =>
  (await payload.find({ collection: 'manual-report-items', where, pagination: false, depth: 0, overrideAccess: true, req })).docs.map((doc) => entryOf(doc as unknown as Doc))

/** The caller's view of one set: the fields they may see, each item's month value and their own entry. */
const setContent = (setting: ManualSetting, entries: ManualEntry[], userId: string, staff: { read: boolean; edit: boolean }, names: Map<string, string>) =>
  (staff.read ? setting.fields : setting.fields.filter((field) => isFieldWriter(setting, field, userId))).map((field) => ({
    _id: field._id,
    name: field.name,
    type: field.type,
    writable: staff.edit || isFieldWriter(setting, field, userId),
    items: field.items.map((item) => {
      const cell = entries.filter((entry) => entry.fieldId === field._id && entry.itemId === item._id)
      const own = field.type === 'normal' ? cell[0] : cell.find((entry) => entry.writer === userId)
      const monthTotal = cell.reduce<number | null>((sum, entry) => (typeof entry.value === 'number' ? (sum ?? 0) + entry.value : sum), null)
      return {
        _id: item._id,
        name: item.name,
        value: monthTotal,
        ownValue: own?.value ?? null,
        ownLines: own?.lines ?? [],
        entries: cell.map((entry) => ({ writer: entry.writer ? { id: entry.writer, name: names.get(entry.writer) ?? '' } : null, value: entry.value, lines: entry.lines ?? [] })),
      }
    }),
  }))

/** Is the caller staff (for reading: statistics.read; for writing: statistics.edit) or assigned? */
const mayOpen = (setting: ManualSetting, user: ReturnType<typeof currentUser>, write: boolean): boolean =>
  (write ? user.staffEdit : user.staffRead) || isAssigned(setting, user.id)

/** A set's fields with their items and values (`manual-report-items-with-fields/{id}`). */
export const itemsWithFields = async (req: PayloadRequest, setId: string) => {
  const user = currentUser(req)
  const set = await findSetDoc(req, setId)
  const setting = settingOf(await findSettingDoc(req, idOf(set.setting) ?? ''))
  if (!mayOpen(setting, user, false)) throw new AppError(403, MANUAL_MSG.notAssigned)
  const entries = await entriesOf(req.payload, { set: { equals: setId } }, req)
  const names = await userNames(req.payload, entries.flatMap((entry) => (entry.writer ? [entry.writer] : [])), req)
  const locked = await lockedMonths(req.payload, [text(set.month)], req)
  return {
    set: setView(set, locked),
    setting: { _id: setting._id, name: setting.name, basedLatestValue: setting.basedLatestValue },
    locked: locked.has(text(set.month)),
    fields: setContent(setting, entries, user.id, { read: user.staffRead, edit: user.staffEdit }, names),
  }
}

const cellKey = (setId: string, field: ManualField, itemId: string, userId: string) => `${setId}:${field._id}:${itemId}:${field.type === 'normal' ? '*' : userId}`

/**
 * Write values into a set: every write is checked first (assignment 403, values 400, the lock 409),
 * then stored in one transaction. A cleared value (null, or no lines) removes the entry.
 */
export const writeItems = async (req: PayloadRequest, setId: string, writes: readonly ManualWrite[]) => {
  const user = currentUser(req)
  const set = await findSetDoc(req, setId)
  const setting = settingOf(await findSettingDoc(req, idOf(set.setting) ?? ''))
  if (!mayOpen(setting, user, true)) throw new AppError(403, MANUAL_MSG.notAssigned)
  const problem = writeProblem(setting, writes, user.id, user.staffEdit)
  if (problem) throw new AppError(problem.status, problem.message)
  const month = text(set.month)
  if ((await lockedMonths(req.payload, [month], req)).has(month)) throw new AppError(409, MANUAL_MSG.locked(monthLabel(month)))
  await inTransaction(req, async () => {
    for (const write of writes) {
      const field = setting.fields.find((candidate) => candidate._id === write.fieldId)!
      const key = cellKey(setId, field, write.itemId, user.id)
      const existing = await req.payload.find({ collection: 'manual-report-items', where: { cellKey: { equals: key } }, limit: 1, depth: 0, overrideAccess: true, req })
      const value = storedValueOf(write)
      const row = existing.docs[0]
      if (value === null) {
        if (row) await req.payload.delete({ collection: 'manual-report-items', id: row.id, overrideAccess: true, req })
        continue
      }
      const data = {
        set: setId,
        setting: setting._id,
        month,
        fieldId: field._id,
        itemId: write.itemId,
        writer: user.id,
        value,
        lines: field.type === 'detail' ? (write.lines ?? []).map((line) => ({ text: line.text.trim(), value: line.value })) : [],
        cellKey: key,
      }
      if (row) await req.payload.update({ collection: 'manual-report-items', id: row.id, data, depth: 0, overrideAccess: true, req })
      else await req.payload.create({ collection: 'manual-report-items', data, depth: 0, overrideAccess: true, req })
    }
  })
  return itemsWithFields(req, setId)
}

/** Write values for a month: the set is the setting's set of that month. */
export const writeItemsByMonth = async (req: PayloadRequest, year: number, month: number, settingId: string, writes: readonly ManualWrite[]) => {
  const setting = settingOf(await findSettingDoc(req, settingId))
  const key = monthKey(year, month)
  const found = await req.payload.find({
    collection: 'manual-report-sets',
    where: { and: [{ setting: { equals: settingId } }, { month: { equals: key } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const set = found.docs[0]
  if (!set) throw new AppError(404, MANUAL_MSG.monthSetMissing(setting.name, monthLabel(key)))
  return writeItems(req, String(set.id), writes)
}

// ---------------------------------------------------------------------------------------------
// The writers' own views
// ---------------------------------------------------------------------------------------------

/** Enabled settings assigned to the user (setting or field writer). */
const assignedSettings = async (req: PayloadRequest, userId: string): Promise<ManualSetting[]> => {
  const found = await req.payload.find({
    collection: 'manual-report-settings',
    where: { and: [{ assignedUsers: { in: [userId] } }, { status: { not_equals: 'Disabled' } }] },
    pagination: false,
    sort: 'name',
    depth: 0,
    overrideAccess: true,
    req,
  })
  return (found.docs as unknown as Doc[]).map(settingOf).filter((setting) => isAssigned(setting, userId))
}

/** Does the user write any manual report? (the menu shows them 填報作業). */
export const isManualWriter = async (payload: Payload, userId: string): Promise<boolean> =>
  (
    await payload.count({
      collection: 'manual-report-settings',
      where: { and: [{ assignedUsers: { in: [userId] } }, { status: { not_equals: 'Disabled' } }] },
      overrideAccess: true,
    })
  ).totalDocs > 0

const cellsOf = (fields: ManualField[]) => fields.reduce((sum, field) => sum + field.items.length, 0)

/** Has the user filled a cell? (a normal field's shared value, or their own entry). */
const filledCells = (fields: ManualField[], entries: ManualEntry[], userId: string): number =>
  fields.reduce(
    (sum, field) =>
      sum +
      field.items.filter((item) =>
        entries.some((entry) => entry.fieldId === field._id && entry.itemId === item._id && (field.type === 'normal' || entry.writer === userId)),
      ).length,
    0,
  )

/** The caller's reports of a year with their month sets and how much of each month they filled. */
export const selfReportsByYear = async (req: PayloadRequest, year: number) => {
  const user = currentUser(req)
  const settings = await assignedSettings(req, user.id)
  if (settings.length === 0) return []
  const ids = settings.map((setting) => setting._id)
  const [sets, entries, locked] = await Promise.all([
    req.payload.find({
      collection: 'manual-report-sets',
      where: { and: [{ setting: { in: ids } }, { year: { equals: year } }] },
      pagination: false,
      sort: 'month',
      depth: 0,
      overrideAccess: true,
      req,
    }),
    entriesOf(req.payload, { and: [{ setting: { in: ids } }, { month: { in: yearMonths(year) } }] }, req),
    lockedMonths(req.payload, yearMonths(year), req),
  ])
  return settings.map((setting) => {
    const fields = writableFields(setting, user.id, false)
    const total = cellsOf(fields)
    const monthSets = (sets.docs as unknown as Doc[])
      .filter((doc) => idOf(doc.setting) === setting._id)
      .map((doc) => {
        const month = text(doc.month)
        const filled = filledCells(fields, entries.filter((entry) => entry.setting === setting._id && entry.month === month), user.id)
        return { ...setView(doc, locked), filled, total }
      })
    return {
      _id: setting._id,
      name: setting.name,
      fields: fields.map((field) => ({ _id: field._id, name: field.name, type: field.type, items: field.items })),
      sets: monthSets,
      progress: { filled: monthSets.reduce((sum, set) => sum + set.filled, 0), total: total * monthSets.length },
    }
  })
}

/** The caller's items to fill in a month: per assigned report, its set (if created), lock and fields. */
export const selfItemsByMonth = async (req: PayloadRequest, year: number, month: number) => {
  const user = currentUser(req)
  const key = monthKey(year, month)
  const settings = await assignedSettings(req, user.id)
  if (settings.length === 0) return []
  const ids = settings.map((setting) => setting._id)
  const [sets, entries, locked] = await Promise.all([
    req.payload.find({ collection: 'manual-report-sets', where: { and: [{ setting: { in: ids } }, { month: { equals: key } }] }, pagination: false, depth: 0, overrideAccess: true, req }),
    entriesOf(req.payload, { and: [{ setting: { in: ids } }, { month: { equals: key } }] }, req),
    lockedMonths(req.payload, [key], req),
  ])
  const names = await userNames(req.payload, entries.flatMap((entry) => (entry.writer ? [entry.writer] : [])), req)
  return settings.map((setting) => {
    const set = (sets.docs as unknown as Doc[]).find((doc) => idOf(doc.setting) === setting._id)
    return {
      setting: { _id: setting._id, name: setting.name },
      set: set ? setView(set, locked) : null,
      month: key,
      locked: locked.has(key),
      fields: setContent(setting, set ? entries.filter((entry) => entry.setting === setting._id) : [], user.id, { read: false, edit: false }, names),
    }
  })
}

// ---------------------------------------------------------------------------------------------
// Sums, locks, export, and the rows other reports pick from
// ---------------------------------------------------------------------------------------------

/**
 * The year's report table of one manual report setting: rows `fieldId:itemId` labelled
 * `field / item`, twelve month columns; the row total is the year's sum, or the latest month's
 * value when the setting is `basedLatestValue`. Used by merged statistics and front reports.
 */
export const manualTable = async (payload: Payload, settingId: string, year: number, req?: PayloadRequest): Promise<ReportTable> => {
  const setting = settingOf(await findSettingIn(payload, settingId, req))
  const entries = await entriesOf(payload, { and: [{ setting: { equals: setting._id } }, { month: { in: yearMonths(year) } }] }, req)
  return manualYearTable(setting, year, entries)
}

/** Every row a manual report offers (`fieldId:itemId`), for merged statistics and front reports to pick from. */
export const listManualRows = async (payload: Payload): Promise<{ key: string; label: string; reportId: string; reportName: string }[]> => {
  const found = await payload.find({ collection: 'manual-report-settings', pagination: false, sort: 'name', depth: 0, overrideAccess: true })
  return (found.docs as unknown as Doc[]).map(settingOf).flatMap((setting) =>
    setting.fields.flatMap((field) =>
      field.items.map((item) => ({ key: manualRowKey(field._id, item._id), label: manualRowLabel(field.name, item.name), reportId: setting._id, reportName: setting.name })),
    ),
  )
}

const allSettings = async (req: PayloadRequest): Promise<ManualSetting[]> =>
  (
    (await req.payload.find({ collection: 'manual-report-settings', where: { status: { not_equals: 'Disabled' } }, pagination: false, sort: 'name', depth: 0, overrideAccess: true, req }))
      .docs as unknown as Doc[]
  ).map(settingOf)

/** Per enabled setting, the year's table (`sum-manual-report-sets-by-year`). */
export const sumByYear = async (req: PayloadRequest, year: number, settingId?: string) => {
  const settings = settingId ? [settingOf(await findSettingDoc(req, settingId))] : await allSettings(req)
  if (settings.length === 0) return []
  const entries = await entriesOf(req.payload, { and: [{ setting: { in: settings.map((setting) => setting._id) } }, { month: { in: yearMonths(year) } }] }, req)
  return settings.map((setting) => ({
    _id: setting._id,
    name: setting.name,
    basedLatestValue: setting.basedLatestValue,
    table: manualYearTable(setting, year, entries.filter((entry) => entry.setting === setting._id)),
  }))
}

/** Per enabled setting, the month's table (`sum-manual-report-items-by-month`). */
export const sumByMonth = async (req: PayloadRequest, year: number, month: number) => {
  const key = monthKey(year, month)
  const settings = await allSettings(req)
  if (settings.length === 0) return []
  const entries = await entriesOf(req.payload, { and: [{ setting: { in: settings.map((setting) => setting._id) } }, { month: { equals: key } }] }, req)
  return settings.map((setting) => ({ _id: setting._id, name: setting.name, table: manualMonthTable(setting, key, entries.filter((entry) => entry.setting === setting._id)) }))
}

/** Lock or unlock the month of `date` for every manual report; returns the new state. */
export const toggleLock = async (req: PayloadRequest, date: string | undefined): Promise<{ month: string; locked: boolean }> => {
  const month = date ? monthOfDate(date) : null
  if (!month) throw new AppError(400, MANUAL_MSG.date)
  return inTransaction(req, async () => {
    const found = await req.payload.find({ collection: 'manual-report-locks', where: { month: { equals: month } }, limit: 1, depth: 0, overrideAccess: true, req })
    const row = found.docs[0]
    if (row) {
      const updated = await req.payload.update({ collection: 'manual-report-locks', id: row.id, data: { locked: !row.locked }, depth: 0, overrideAccess: true, req })
      return { month, locked: updated.locked === true }
    }
    await req.payload.create({ collection: 'manual-report-locks', data: { month, locked: true }, depth: 0, overrideAccess: true, req })
    return { month, locked: true }
  })
}

/** The locks of a year's months (for the settings screen). */
export const locksOfYear = async (req: PayloadRequest, year: number): Promise<{ month: string; locked: boolean }[]> => {
  const locked = await lockedMonths(req.payload, yearMonths(year), req)
  return yearMonths(year).map((month) => ({ month, locked: locked.has(month) }))
}

/** Export a setting's year as .xlsx, filed in report-management. */
export const exportReport = async (req: PayloadRequest, settingId: string, year: number) => {
  const table = await manualTable(req.payload, settingId, year, req)
  return exportTables(req.payload, { name: table.title, tables: [table], user: userOf(req) ? { id: String(userOf(req)!.id) } : null })
}

/** Accounts staff may pick as writers (`manual-report-writer-options?keyword=`): enabled users by name or account. */
export const writerOptions = async (req: PayloadRequest, keyword: string | undefined): Promise<{ id: string; name: string; username: string }[]> => {
  const found = await req.payload.find({
    collection: 'users',
    where: allOf(
      { accountStatus: { not_equals: 'Disabled' } },
      keyword ? { or: [{ name: { like: keyword } }, { username: { like: keyword } }] } : undefined,
    ),
    limit: 20,
    sort: 'username',
    depth: 0,
    overrideAccess: true,
    select: { name: true, username: true },
    req,
  })
  return found.docs.map((user) => ({ id: String(user.id), name: text((user as { name?: unknown }).name), username: text((user as { username?: unknown }).username) }))
}
