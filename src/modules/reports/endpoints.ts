import fs from 'node:fs'
import { Readable } from 'node:stream'

import type { Endpoint } from 'payload'

import { attachmentDisposition } from '@/lib/contentDisposition'
import { FLAGS } from '@/access'
import { REPORT_MSG } from './messages'
import { reportQuerySchema } from './schemas'
import { deleteReport, listReports, reportFile } from './service'
import { endpoint, ok } from '@/endpoints/http'
import { readQuery, routeParam } from '@/endpoints/query'

/**
 * report-management: the registry of generated exports. Reading and downloading need the
 * accounts module's flag (`FLAGS.authorizations.auth`), deleting the user deleter's
 * (`FLAGS.authorizations.users.delete`) (docs/decisions.md).
 */
const READ = { flag: FLAGS.authorizations.auth }
const DELETE = { flag: FLAGS.authorizations.users.delete }

export const reportEndpoints: Endpoint[] = [
  endpoint('get', '/shennong/reports', READ, async (req) =>
    ok(await listReports(req, readQuery(req, reportQuerySchema))),
  ),
  endpoint('get', '/shennong/reports/:id/download', READ, async (req) => {
    const file = await reportFile(req, routeParam(req, 'id'))
    const body = Readable.toWeb(fs.createReadStream(file.path)) as ReadableStream<Uint8Array>
    return new Response(body, {
      headers: {
        'Content-Type': file.mimeType,
        'Content-Length': String(file.size),
        'Content-Disposition': attachmentDisposition(file.filename),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  }),
  endpoint('delete', '/shennong/reports/:id', DELETE, async (req) => {
    await deleteReport(req, routeParam(req, 'id'))
    return ok({ message: REPORT_MSG.deleted })
  }),
]
