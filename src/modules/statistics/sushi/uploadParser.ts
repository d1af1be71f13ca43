import path from 'node:path'
import { Worker, type WorkerOptions } from 'node:worker_threads'

import { AppError } from '@/lib/errors'
import { RateLimited } from '@/lib/rateLimit'
import { SUSHI_MSG } from './messages'
import type { UsageRow } from './parse'
import type { ParseInput, ParsedUpload } from './uploadParse'
import type { FromWorker, ParsedHead, ToWorker } from './uploadWorker'

/**
 * An uploaded COUNTER file is read in a worker thread (issue 42, Medium 3; docs/security.md
 * "Round three"): the conversion of a table, the bounds, the parser and the classifier
 * (./uploadParse.ts) held the request's event loop for seconds for a report at the bounds, so no
 * other request was answered meanwhile. Only plain data crosses: the file's bytes and the
 * source's report types and release in, the report and its rows (or a refusal's status and zh-TW
 * message) out. The month stores stay on the request's thread, after the worker is done
 * (./upload.ts).
 *
 * The worker is bounded: its own heap (a parse that blows up ends the worker, not the server:
 * 413), a time limit (the worker is stopped: 413), and one parse at a time with `waiting` more
 * queued (past them, 429): on 2 cores, one parse leaves a core to the request's thread. A worker
 * is kept `idleMs` for the next file (starting one loads the spreadsheet reader), then ended.
 */
export const UPLOAD_PARSER_LIMITS = {
  /**
   * The worker's old-generation heap. A report at the bounds (120,000 usage counts: 10,000 table
   * rows, or 12 MB of JSON) needs 96–128 MB there (its table or JSON text, the report, the rows).
   */
  heapMb: 256,
  /** A report at the bounds takes 2–15 s on 2 cores, depending on their load. */
  timeoutMs: 60_000,
  running: 1,
  waiting: 8,
  idleMs: 30_000,
}

/** Where the worker's code is, from the project folder (the server's and the tests' working directory). */
export const UPLOAD_WORKER_BUNDLE = '.next/counter-upload-worker.mjs'
const UPLOAD_WORKER_SOURCE = 'src/modules/statistics/sushi/uploadWorker.ts'

/** Runs the TypeScript source of the worker with tsx (tests, `next dev`, scripts run by tsx). */
const FROM_SOURCE = [
  "const { workerData } = require('node:worker_threads')",
  "const { pathToFileURL } = require('node:url')",
  "import('tsx/esm/api').then(({ register }) => { register(); return import(pathToFileURL(workerData.entry).href) })",
].join('\n')

/**
 * A new worker. The built server (`next build`, then `next start`) runs the worker bundled by
 * esbuild into .next (scripts/lib/counter-worker.mjs, called by scripts/lib/build.mjs after the
 * Next build): this Next's Turbopack copies a `new Worker(new URL('./uploadWorker.ts',
 * import.meta.url))` entry into the build as a file as it is (TypeScript, its imports unresolved)
 * instead of bundling it — tried with Next 16.4.5 —, and its `import.meta.url` is the source
 * file's, so the bundle is found from the working directory. Anywhere else (vitest, `next dev`)
 * the worker runs the source through tsx, always current, nothing to build first. The constructor
 * is called through Reflect so that Turbopack does not try to resolve the entry at build time.
 */
const startWorker = (heapMb: number): Worker => {
  const options: WorkerOptions = { resourceLimits: { maxOldGenerationSizeMb: heapMb } }
  if (process.env.NEXT_RUNTIME && process.env.NODE_ENV === 'production')
    return Reflect.construct(Worker, [path.join(process.cwd(), UPLOAD_WORKER_BUNDLE), options]) as Worker
  return Reflect.construct(Worker, [
    FROM_SOURCE,
    { ...options, eval: true, workerData: { entry: path.join(process.cwd(), UPLOAD_WORKER_SOURCE) } },
  ]) as Worker
}

/** A worker waiting for the next file (started with the heap bound `heapMb`); ended when it has waited `idleMs`. */
type Idle = { worker: Worker; heapMb: number; timer: NodeJS.Timeout }
const idle: Idle[] = []

const dropIdle = (worker: Worker): void => {
  const at = idle.findIndex((entry) => entry.worker === worker)
  if (at < 0) return
  clearTimeout(idle[at]!.timer)
  idle.splice(at, 1)
}

const takeWorker = (): { worker: Worker; heapMb: number } => {
  for (let kept = idle.pop(); kept; kept = idle.pop()) {
    clearTimeout(kept.timer)
    if (kept.heapMb === UPLOAD_PARSER_LIMITS.heapMb) {
      kept.worker.ref()
      return kept
    }
    void kept.worker.terminate()
  }
  const heapMb = UPLOAD_PARSER_LIMITS.heapMb
  const worker = startWorker(heapMb)
  // A worker that ends while it waits is no longer handed out.
  worker.on('exit', () => dropIdle(worker))
  return { worker, heapMb }
}

const keepWorker = (worker: Worker, heapMb: number): void => {
  // Waiting, it does not keep the process alive.
  worker.unref()
  const timer = setTimeout(() => {
    dropIdle(worker)
    void worker.terminate()
  }, UPLOAD_PARSER_LIMITS.idleMs)
  timer.unref()
  idle.push({ worker, heapMb, timer })
}

/** Past the parses running and queued: 429 with a Retry-After. */
class ParserBusy extends RateLimited {
  constructor() {
    super(10)
    this.message = SUSHI_MSG.uploadParseBusy
  }
}

let running = 0
const queued: (() => void)[] = []

/** A place among the parses running, waiting in the queue for one; past the queue, 429. */
const acquire = async (): Promise<void> => {
  if (running < UPLOAD_PARSER_LIMITS.running) {
    running++
    return
  }
  if (queued.length >= UPLOAD_PARSER_LIMITS.waiting) throw new ParserBusy()
  // The place is handed over by `release` (`running` stays counted).
  await new Promise<void>((resolve) => queued.push(resolve))
}

const release = (): void => {
  const next = queued.shift()
  if (next) next()
  else running--
}

let lastId = 0

/** One file read by one worker: the report and its rows, or the refusal the worker answered. */
const parseOn = ({ worker, heapMb }: { worker: Worker; heapMb: number }, input: ParseInput): Promise<ParsedUpload> =>
  new Promise<ParsedUpload>((resolve, reject) => {
    const id = ++lastId
    let head: ParsedHead | null = null
    const rows: UsageRow[] = []
    let settled = false
    const finish = (outcome: { error: Error } | { value: ParsedUpload }, workerUsable: boolean) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      worker.off('message', onMessage)
      worker.off('error', onError)
      worker.off('exit', onExit)
      if (workerUsable) keepWorker(worker, heapMb)
      else void worker.terminate()
      if ('error' in outcome) reject(outcome.error)
      else resolve(outcome.value)
    }
    const timer = setTimeout(
      () =>
        finish(
          { error: new AppError(413, SUSHI_MSG.uploadParseTimeout(UPLOAD_PARSER_LIMITS.timeoutMs / 1000)) },
          false,
        ),
      UPLOAD_PARSER_LIMITS.timeoutMs,
    )
    const onMessage = (message: FromWorker) => {
      if (message.id !== id) return
      if (message.type === 'refused') return finish({ error: new AppError(message.status, message.message) }, true)
      if (message.type === 'failed')
        return finish({ error: new Error(`reading the uploaded file failed: ${message.message}`) }, false)
      if (message.type === 'parsed') head = message.parsed
      else for (const row of message.rows) rows.push(row)
      if (!head) return
      // The rows are asked for a slice at a time: each message is copied in a turn of its own.
      if (rows.length < head.rowCount) return worker.postMessage({ type: 'rows', id } satisfies ToWorker)
      const { classification, rowCount: _rowCount, ...parsed } = head
      finish({ value: { ...parsed, classification: { ...classification, rows } } }, true)
    }
    const onError = (error: Error & { code?: string }) =>
      finish(
        {
          error:
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? new AppError(413, SUSHI_MSG.uploadParseMemory(heapMb))
              : new Error(`the upload's worker thread failed: ${error.message}`, { cause: error }),
        },
        false,
      )
    const onExit = (code: number) => finish({ error: new Error(`the upload's worker thread exited (${code})`) }, false)
    worker.on('message', onMessage)
    worker.on('error', onError)
    worker.on('exit', onExit)
    worker.postMessage({ type: 'parse', id, input } satisfies ToWorker)
  })

/** Read an uploaded file in a worker thread (./uploadParse.ts): what to store, or the 4xx it was refused with. */
export const parseUploadInWorker = async (input: ParseInput): Promise<ParsedUpload> => {
  await acquire()
  try {
    return await parseOn(takeWorker(), input)
  } finally {
    release()
  }
}
