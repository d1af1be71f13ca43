import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload, PayloadRequest } from 'payload'

import { REPORTS_DIR } from './collections/reports'
import { findOr404 } from '@/crud/documents'
import { AppError } from '@/lib/errors'
import type { Report } from '@/payload-types'
import type { Paginated } from '@/validation/listQuery'
import { allOf, keywordWhere, toPaginated } from '@/crud/listQuery'
import { REPORT_MSG } from './messages'
import type { ReportQuery } from './schemas'

/** What a module files when it has generated an export. */
export type ReportInput = {
  /** Display name, e.g. 2026 年 5 月座位預約統計. */
  name: string
  /** The module that generated it: reservations, statistics, questionnaires, ... */
  module: string
  /** The download file name, e.g. 座位預約統計-202605.xlsx. */
  filename: string
  mimeType: string
  data: Buffer
  /** Who asked for the export. */
  user?: { id: string } | string | null
}

/** The list row (and single record) of the report registry. */
export type ReportItem = {
  _id: string
  name: string
  module: string
  filename: string
  mimeType: string | null
  filesize: number | null
  createdBy: { _id: string; name?: string } | null
  createdAt: string
  downloadUrl: string
}

/**
 * File a generated export in the report registry. Called by the services of other modules;
 * nobody creates reports through the API. The file lands in media/reports (a taken name gets
 * a numeric suffix).
 */
export const registerReport = async (payload: Payload, input: ReportInput): Promise<Report> => {
  const name = input.name.trim()
  const filename = path.basename(input.filename.trim())
  if (!name || !input.module.trim() || !filename) throw new AppError(400, REPORT_MSG.fieldsRequired)
  const userId = typeof input.user === 'string' ? input.user : input.user?.id
  return payload.create({
    collection: 'reports',
    data: { name, module: input.module.trim(), createdBy: userId ?? null },
    file: { data: input.data, mimetype: input.mimeType, name: filename, size: input.data.length },
    overrideAccess: true,
    depth: 0,
  })
}

export const toReportItem = (report: Report): ReportItem => {
  const creator = report.createdBy
  return {
    _id: String(report.id),
    name: report.name,
    module: report.module,
    filename: report.filename ?? '',
    mimeType: report.mimeType ?? null,
    filesize: report.filesize ?? null,
    createdBy:
      creator == null
        ? null
        : typeof creator === 'string'
          ? { _id: creator }
          : { _id: String(creator.id), name: creator.name },
    createdAt: report.createdAt,
    downloadUrl: `/api/shennong/reports/${report.id}/download`,
  }
}

/** The paginated registry, newest first; keyword matches the report name. */
export const listReports = async (req: PayloadRequest, query: ReportQuery): Promise<Paginated<ReportItem>> => {
  const found = await req.payload.find({
    collection: 'reports',
    where: allOf(
      keywordWhere(query.keyword, ['name']),
      query.module ? { module: { equals: query.module } } : undefined,
    ),
    page: query.page,
    limit: query.limit,
    sort: ['-createdAt', '-id'],
    depth: 1,
    overrideAccess: false,
    req,
  })
  return toPaginated(found, query, toReportItem)
}

const findReport = (req: PayloadRequest, id: string): Promise<Report> =>
  findOr404(req, 'reports', id, REPORT_MSG.notFound)

/** A report's file on disk, after the caller's read access has been checked. */
export const reportFile = async (
  req: PayloadRequest,
  id: string,
): Promise<{ path: string; filename: string; mimeType: string; size: number }> => {
  const report = await findReport(req, id)
  if (!report.filename) throw new AppError(404, REPORT_MSG.fileMissing)
  // Payload refuses names with path parts; basename keeps a hand-edited row inside the folder too.
  const filePath = path.join(REPORTS_DIR, path.basename(report.filename))
  const stat = await fs.stat(filePath).catch(() => undefined)
  if (!stat?.isFile()) throw new AppError(404, REPORT_MSG.fileMissing)
  return {
    path: filePath,
    filename: report.filename,
    mimeType: report.mimeType || 'application/octet-stream',
    size: stat.size,
  }
}

/** Delete a report and its file (the collection's delete access decides who may). */
export const deleteReport = async (req: PayloadRequest, id: string): Promise<void> => {
  await findReport(req, id)
  await req.payload.delete({ collection: 'reports', id, overrideAccess: false, req })
}
