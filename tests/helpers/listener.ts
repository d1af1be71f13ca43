/**
 * What scripts/lib/front.cjs records when the production server starts listening (the server of
 * `npm start` and the test servers): for integration tests, which call the app without a server,
 * to stand for a server listening on `origin` (src/lib/origin.ts listenerOrigin).
 */
export const listeningOn = (origin: string): void => {
  const url = new URL(origin)
  const globals = globalThis as typeof globalThis & { [key: symbol]: unknown }
  globals[Symbol.for('shennong.listener')] = { address: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port) }
}
