import type { Payload, PayloadRequest } from 'payload'

import { userOf } from '@/access'
import { lockRecord } from '@/crud/compareAndSet'
import { inTransaction } from '@/crud/transaction'
import { AppError } from '@/lib/errors'
import type { ReportTable } from '../shared/table'
import { exportTables } from '../shared/xlsx'
import { MANUAL_MSG } from './messages'
import {
  type ManualSetting,
  manualMonthTable,
  manualRowKey,
  manualRowLabel,
  manualYearTable,
  monthKey,
  monthOfDate,
} from './rules'
import { type Doc, findSettingDoc, findSettingIn, lockedMonths, settingOf, yearMonths } from './service'
import { entriesOf } from './values'

/** Sums, locks, export, and the rows other reports pick from. */

/**
 * The year's report table of one manual report setting: rows `fieldId:itemId` labelled
 * `field / item`, twelve month columns; the row total is the year's sum, or the latest month's
 * value when the setting is `basedLatestValue`. Used by merged statistics and front reports.
 */
export const manualTable = async (
  payload: Payload,
  settingId: string,
  year: number,
  req?: PayloadRequest,
): Promise<ReportTable> => {
  const setting = settingOf(await findSettingIn(payload, settingId, req))
  const entries = await entriesOf(
    payload,
    { and: [{ setting: { equals: setting._id } }, { month: { in: yearMonths(year) } }] },
    req,
  )
  return manualYearTable(setting, year, entries)
}

/** Every row a manual report offers (`fieldId:itemId`), for merged statistics and front reports to pick from. */
export const listManualRows = async (
  payload: Payload,
): Promise<{ key: string; label: string; reportId: string; reportName: string }[]> => {
  const found = await payload.find({
    collection: 'manual-report-settings',
    pagination: false,
    sort: 'name',
    depth: 0,
    overrideAccess: true,
  })
  return (found.docs as unknown as Doc[]).map(settingOf).flatMap((setting) =>
    setting.fields.flatMap((field) =>
      field.items.map((item) => ({
        key: manualRowKey(field._id, item._id),
        label: manualRowLabel(field.name, item.name),
        reportId: setting._id,
        reportName: setting.name,
      })),
    ),
  )
}

const allSettings = async (req: PayloadRequest): Promise<ManualSetting[]> =>
  (
    (
      await req.payload.find({
        collection: 'manual-report-settings',
        where: { status: { not_equals: 'Disabled' } },
        pagination: false,
        sort: 'name',
        depth: 0,
        overrideAccess: true,
        req,
      })
    ).docs as unknown as Doc[]
  ).map(settingOf)

/** Per enabled setting, the year's table (`sum-manual-report-sets-by-year`). */
export const sumByYear = async (req: PayloadRequest, year: number, settingId?: string) => {
  const settings = settingId ? [settingOf(await findSettingDoc(req, settingId))] : await allSettings(req)
  if (settings.length === 0) return []
  const entries = await entriesOf(
    req.payload,
    { and: [{ setting: { in: settings.map((setting) => setting._id) } }, { month: { in: yearMonths(year) } }] },
    req,
  )
  return settings.map((setting) => ({
    _id: setting._id,
    name: setting.name,
    basedLatestValue: setting.basedLatestValue,
    table: manualYearTable(
      setting,
      year,
      entries.filter((entry) => entry.setting === setting._id),
    ),
  }))
}

/** Per enabled setting, the month's table (`sum-manual-report-items-by-month`). */
export const sumByMonth = async (req: PayloadRequest, year: number, month: number) => {
  const key = monthKey(year, month)
  const settings = await allSettings(req)
  if (settings.length === 0) return []
  const entries = await entriesOf(
    req.payload,
    { and: [{ setting: { in: settings.map((setting) => setting._id) } }, { month: { equals: key } }] },
    req,
  )
  return settings.map((setting) => ({
    _id: setting._id,
    name: setting.name,
    table: manualMonthTable(
      setting,
      key,
      entries.filter((entry) => entry.setting === setting._id),
    ),
  }))
}

/** Lock or unlock the month of `date` for every manual report; returns the new state. */
export const toggleLock = async (
  req: PayloadRequest,
  date: string | undefined,
): Promise<{ month: string; locked: boolean }> => {
  const month = date ? monthOfDate(date) : null
  if (!month) throw new AppError(400, MANUAL_MSG.date)
  return inTransaction(req, async () => {
    // Every set of the month first, in one order (docs/decisions.md "Read-decide-write"): a save
    // holds its set's row from its lock check to its commit (./values.ts writeItems), so the
    // lock waits for the saves under way, and a save after it waits for this commit and then
    // reads the month locked. Two toggles of a month with sets take turns here too, the second
    // reading the first one's state.
    const sets = await req.payload.find({
      collection: 'manual-report-sets',
      where: { month: { equals: month } },
      pagination: false,
      sort: 'id',
      depth: 0,
      overrideAccess: true,
      select: { month: true },
      req,
    })
    for (const set of sets.docs) await lockRecord(req, 'manual-report-sets', set.id)
    const found = await req.payload.find({
      collection: 'manual-report-locks',
      where: { month: { equals: month } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const row = found.docs[0]
    if (row) {
      const updated = await req.payload.update({
        collection: 'manual-report-locks',
        id: row.id,
        data: { locked: !row.locked },
        depth: 0,
        overrideAccess: true,
        req,
      })
      return { month, locked: updated.locked === true }
    }
    await req.payload.create({
      collection: 'manual-report-locks',
      data: { month, locked: true },
      depth: 0,
      overrideAccess: true,
      req,
    })
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
  return exportTables(req.payload, {
    name: table.title,
    tables: [table],
    user: userOf(req) ? { id: String(userOf(req)!.id) } : null,
  })
}
