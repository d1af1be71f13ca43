import { parentPort } from 'node:worker_threads'

import { AppError } from '@/lib/errors'
import type { Classification } from './classify'
import type { UsageRow } from './parse'
import { type ParseInput, type ParsedUpload, parseUpload } from './uploadParse'

/**
 * The upload's worker thread (started by ./uploadParser.ts): reads one file at a time with
 * ./uploadParse.ts and answers plain data. The rows go back in slices the request's thread asks
 * for one by one, so it copies at most ROWS_PER_MESSAGE rows in one turn of its event loop (all
 * 120,000 of a report at the bounds in one message held that loop for about 0.8 s).
 */

export const ROWS_PER_MESSAGE = 2000

export type ToWorker = { type: 'parse'; id: number; input: ParseInput } | { type: 'rows'; id: number }

/** What was read, without its rows (they follow on request). */
export type ParsedHead = Omit<ParsedUpload, 'classification'> & {
  classification: Omit<Classification, 'rows'>
  rowCount: number
}

export type FromWorker =
  | { type: 'parsed'; id: number; parsed: ParsedHead }
  | { type: 'rows'; id: number; rows: UsageRow[] }
  | { type: 'refused'; id: number; status: number; message: string }
  | { type: 'failed'; id: number; message: string }

const port = parentPort
if (port) {
  /** The rows of the file read last, until they have been sent. */
  let pending: { id: number; rows: UsageRow[]; at: number } | null = null
  const send = (message: FromWorker) => port.postMessage(message)

  port.on('message', (message: ToWorker) => {
    if (message.type === 'rows') {
      if (!pending || pending.id !== message.id) return send({ type: 'failed', id: message.id, message: 'no rows' })
      const rows = pending.rows.slice(pending.at, pending.at + ROWS_PER_MESSAGE)
      pending.at += rows.length
      if (pending.at >= pending.rows.length) pending = null
      return send({ type: 'rows', id: message.id, rows })
    }
    pending = null
    parseUpload(message.input).then(
      ({ classification: { rows, ...classification }, ...parsed }) => {
        pending = { id: message.id, rows, at: 0 }
        send({ type: 'parsed', id: message.id, parsed: { ...parsed, classification, rowCount: rows.length } })
      },
      (error: unknown) =>
        send(
          error instanceof AppError
            ? { type: 'refused', id: message.id, status: error.status, message: error.message }
            : { type: 'failed', id: message.id, message: error instanceof Error ? error.message : String(error) },
        ),
    )
  })
}
