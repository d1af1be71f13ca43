const LISTENER = Symbol.for('shennong.listener')
const globals = globalThis as typeof globalThis & { [LISTENER]?: unknown }

/**
 * What scripts/lib/front.cjs records when the production server starts listening (the server of
 * `npm start` and the test servers): for integration tests, which call the app without a server,
 * to stand for a server listening on `origin` (src/lib/origin.ts listenerOrigin).
 */
export const listeningOn = (origin: string): void => {
  const url = new URL(origin)
  globals[LISTENER] = { address: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port) }
}

/** What is recorded now (a test server's or listeningOn's), to put back with `restoreListener`. */
export const recordedListener = (): unknown => globals[LISTENER]

export const restoreListener = (record: unknown): void => {
  if (record === undefined) delete globals[LISTENER]
  else globals[LISTENER] = record
}
