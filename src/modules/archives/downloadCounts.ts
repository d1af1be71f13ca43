import { eq, sql } from 'drizzle-orm'
import { type Payload, createLocalReq } from 'payload'

import { compareAndSet } from '@/crud/compareAndSet'
import { beforeStop } from '@/lib/shutdown'

/**
 * Download counting without a database write per download. A download adds
 * one to an in-memory counter of its file; the counters are written in one batch when the first
 * pending download is `FLUSH_INTERVAL_MS` old, or at once when `FLUSH_THRESHOLD` downloads are
 * pending. So a visitor (or a script) fetching a public file in a loop costs no write per
 * request, and the count lost if the process dies is at most one interval's worth.
 *
 * The archive listings add the pending counts of this instance (`pendingDownloads`), so a
 * download shows at once where it was served; other instances see it after the flush.
 *
 * A flush adds in the database (`download_count = coalesce(download_count, 0) + n`, one
 * compare-and-set write per file): several instances flushing at once add up, where a count read
 * and written back would keep only the last writer's. An instance that stops flushes first
 * (src/lib/shutdown.ts `beforeStop`), so a stop loses nothing and no timer outlives its Payload.
 */

export const FLUSH_INTERVAL_MS = 60_000
export const FLUSH_THRESHOLD = 1_000

type State = {
  pending: Map<string, number>
  total: number
  timer?: ReturnType<typeof setTimeout>
  chain: Promise<void>
}

const states = new WeakMap<Payload, State>()

const stateOf = (payload: Payload): State => {
  let state = states.get(payload)
  if (!state) {
    state = { pending: new Map(), total: 0, chain: Promise.resolve() }
    states.set(payload, state)
    beforeStop(payload, () => flushDownloadCounts(payload))
  }
  return state
}

/** Downloads of the file counted here and not yet written. */
export const pendingDownloads = (payload: Payload, id: string | number): number =>
  states.get(payload)?.pending.get(String(id)) ?? 0

/** Count one download of a file (no database write). */
export const countDownload = (payload: Payload, id: string | number): void => {
  const state = stateOf(payload)
  const key = String(id)
  state.pending.set(key, (state.pending.get(key) ?? 0) + 1)
  state.total += 1
  if (state.total >= FLUSH_THRESHOLD) {
    void flushDownloadCounts(payload)
    return
  }
  if (!state.timer) {
    state.timer = setTimeout(() => void flushDownloadCounts(payload), FLUSH_INTERVAL_MS)
    state.timer.unref?.()
  }
}

/**
 * Write the pending counts: one update per file with downloads, adding them to the stored
 * count. Flushes run one after another; a failed write keeps its downloads for the next flush.
 */
export const flushDownloadCounts = (payload: Payload): Promise<void> => {
  const state = stateOf(payload)
  if (state.timer) clearTimeout(state.timer)
  state.timer = undefined
  state.chain = state.chain.then(async () => {
    const batch = [...state.pending]
    state.pending.clear()
    state.total = 0
    for (const [id, count] of batch) {
      try {
        const req = await createLocalReq({}, payload)
        await compareAndSet<'id' | 'downloadCount'>(req, 'archives', {
          sql: (t) => ({
            where: eq(t.id, id),
            set: { downloadCount: sql`coalesce(${t.downloadCount}, 0) + ${count}` },
          }),
          mongo: { filter: { _id: id }, update: { $inc: { downloadCount: count } } },
          returning: ['id'],
        })
      } catch (error) {
        payload.logger.error({ err: error, id }, 'archive download count not written; kept for the next flush')
        state.pending.set(id, (state.pending.get(id) ?? 0) + count)
        state.total += count
      }
    }
  })
  return state.chain
}
