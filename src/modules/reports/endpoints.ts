import fs from 'node:fs'
import { Readable } from 'node:stream'

import type { Endpoint } from 'payload'

import { attachmentDisposition } from '../../lib/contentDisposition'
import { REPORT_MSG, deleteReport, listReports, reportFile, reportQuerySchema } from './service'
import { endpoint, ok } from '../../endpoints/http'
import { readQuery, routeParam } from '../../endpoints/query'

/**
 * report-management: the registry of generated exports. Reading and downloading need
 * `authorizations__auth`, deleting `authorizations__users__delete` (docs/decisions.md).
 */
const READ = { flag: 'authorizations__auth' } as const
const DELETE = { flag: 'authorizations__users__delete' } as const

export const reportEndpoints: Endpoint[] = [
  endpoint('get', '/shennong/reports', READ, async (req) => ok(await listReports(req, readQuery(req, reportQuerySchema)))),
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
