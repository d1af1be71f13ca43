import type { Payload, PayloadRequest, Where } from 'payload'

import { lockRecord } from '@/crud/compareAndSet'
import { inTransaction } from '@/crud/transaction'
import { AppError } from '@/lib/errors'
import { MANUAL_MSG } from './messages'
import {
  type DetailLine,
  type ManualEntry,
  type ManualField,
  type ManualSetting,
  type ManualWrite,
  isAssigned,
  isFieldWriter,
  monthKey,
  monthLabel,
  storedValueOf,
  writableFields,
  writeProblem,
} from './rules'
import {
  type Doc,
  currentUser,
  findSetDoc,
  findSettingDoc,
  idOf,
  lockedMonths,
  setView,
  settingOf,
  text,
  userNames,
  yearMonths,
} from './service'

/**
 * The values of the manual reports: a set's fields with their items and values, writing them
 * (by set or by month), and the writers' own views (their reports of a year, their items of a month).
 */

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

export const entriesOf = async (payload: Payload, where: Where, req?: PayloadRequest) =>
  (
    await payload.find({
      collection: 'manual-report-items',
      where,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
  ).docs.map((doc) => entryOf(doc as unknown as Doc))

/** The caller's view of one set: the fields they may see, each item's month value and their own entry. */
const setContent = (
  setting: ManualSetting,
  entries: ManualEntry[],
  userId: string,
  staff: { read: boolean; edit: boolean },
  names: Map<string, string>,
) =>
  (staff.read ? setting.fields : setting.fields.filter((field) => isFieldWriter(setting, field, userId))).map(
    (field) => ({
      _id: field._id,
      name: field.name,
      type: field.type,
      writable: staff.edit || isFieldWriter(setting, field, userId),
      items: field.items.map((item) => {
        const cell = entries.filter((entry) => entry.fieldId === field._id && entry.itemId === item._id)
        const own = field.type === 'normal' ? cell[0] : cell.find((entry) => entry.writer === userId)
        const monthTotal = cell.reduce<number | null>(
          (sum, entry) => (typeof entry.value === 'number' ? (sum ?? 0) + entry.value : sum),
          null,
        )
        return {
          _id: item._id,
          name: item.name,
          value: monthTotal,
          ownValue: own?.value ?? null,
          ownLines: own?.lines ?? [],
          entries: cell.map((entry) => ({
            writer: entry.writer ? { id: entry.writer, name: names.get(entry.writer) ?? '' } : null,
            value: entry.value,
            lines: entry.lines ?? [],
          })),
        }
      }),
    }),
  )

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
  const names = await userNames(
    req.payload,
    entries.flatMap((entry) => (entry.writer ? [entry.writer] : [])),
    req,
  )
  const locked = await lockedMonths(req.payload, [text(set.month)], req)
  return {
    set: setView(set, locked),
    setting: { _id: setting._id, name: setting.name, basedLatestValue: setting.basedLatestValue },
    locked: locked.has(text(set.month)),
    fields: setContent(setting, entries, user.id, { read: user.staffRead, edit: user.staffEdit }, names),
  }
}

const cellKey = (setId: string, field: ManualField, itemId: string, userId: string) =>
  `${setId}:${field._id}:${itemId}:${field.type === 'normal' ? '*' : userId}`

/**
 * Write values into a set: every write is checked first (assignment 403, values 400), then, in one
 * transaction holding the set's row, the lock (409) and the stored rows are read and the values
 * written. A cleared value (null, or no lines) removes the entry.
 */
export const writeItems = async (req: PayloadRequest, setId: string, writes: readonly ManualWrite[]) => {
  const user = currentUser(req)
  const set = await findSetDoc(req, setId)
  const setting = settingOf(await findSettingDoc(req, idOf(set.setting) ?? ''))
  if (!mayOpen(setting, user, true)) throw new AppError(403, MANUAL_MSG.notAssigned)
  const problem = writeProblem(setting, writes, user.id, user.staffEdit)
  if (problem) throw new AppError(problem.status, problem.message)
  const month = text(set.month)
  await inTransaction(req, async () => {
    // The set's row for this transaction, then the month's lock read (docs/decisions.md
    // "Read-decide-write"): a second save of the set waits here and then finds the first one's
    // rows (one whole save after the other, never two creates of one cell, nor a deadlock of two
    // screens writing the items in different orders); the month lock takes every set of the
    // month first (./sums.ts toggleLock), so a save either commits before the lock or sees it.
    if (!(await lockRecord(req, 'manual-report-sets', setId))) throw new AppError(404, MANUAL_MSG.setNotFound)
    if ((await lockedMonths(req.payload, [month], req)).has(month))
      throw new AppError(409, MANUAL_MSG.locked(monthLabel(month)))
    for (const write of writes) {
      const field = setting.fields.find((candidate) => candidate._id === write.fieldId)!
      const key = cellKey(setId, field, write.itemId, user.id)
      const existing = await req.payload.find({
        collection: 'manual-report-items',
        where: { cellKey: { equals: key } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
        req,
      })
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
        lines:
          field.type === 'detail'
            ? (write.lines ?? []).map((line) => ({ text: line.text.trim(), value: line.value }))
            : [],
        cellKey: key,
      }
      if (row)
        await req.payload.update({
          collection: 'manual-report-items',
          id: row.id,
          data,
          depth: 0,
          overrideAccess: true,
          req,
        })
      else await req.payload.create({ collection: 'manual-report-items', data, depth: 0, overrideAccess: true, req })
    }
  })
  return itemsWithFields(req, setId)
}

/** Write values for a month: the set is the setting's set of that month. */
export const writeItemsByMonth = async (
  req: PayloadRequest,
  year: number,
  month: number,
  settingId: string,
  writes: readonly ManualWrite[],
) => {
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
        entries.some(
          (entry) =>
            entry.fieldId === field._id &&
            entry.itemId === item._id &&
            (field.type === 'normal' || entry.writer === userId),
        ),
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
        const filled = filledCells(
          fields,
          entries.filter((entry) => entry.setting === setting._id && entry.month === month),
          user.id,
        )
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
    req.payload.find({
      collection: 'manual-report-sets',
      where: { and: [{ setting: { in: ids } }, { month: { equals: key } }] },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    }),
    entriesOf(req.payload, { and: [{ setting: { in: ids } }, { month: { equals: key } }] }, req),
    lockedMonths(req.payload, [key], req),
  ])
  const names = await userNames(
    req.payload,
    entries.flatMap((entry) => (entry.writer ? [entry.writer] : [])),
    req,
  )
  return settings.map((setting) => {
    const set = (sets.docs as unknown as Doc[]).find((doc) => idOf(doc.setting) === setting._id)
    return {
      setting: { _id: setting._id, name: setting.name },
      set: set ? setView(set, locked) : null,
      month: key,
      locked: locked.has(key),
      fields: setContent(
        setting,
        set ? entries.filter((entry) => entry.setting === setting._id) : [],
        user.id,
        { read: false, edit: false },
        names,
      ),
    }
  })
}
