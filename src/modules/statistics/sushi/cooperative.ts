/**
 * Long loops that let the event loop turn (issue 42, Medium 3; docs/security.md "Round three"):
 * reading a COUNTER report of 120,000 usage counts is seconds of work, and done in one piece it
 * stopped every other request of the server meanwhile. Such a loop is written once, as a
 * generator whose `yield` marks where it may pause; `runSync` runs it straight through (the
 * pure functions the tests and small answers use), `runCooperatively` gives the event loop a
 * turn (`setImmediate`: timers, I/O and other requests) whenever a slice of work has taken
 * SLICE_MS. The results are the same either way: only when the work pauses differs.
 */

/** A pausable piece of work: `yield` where it may pause, `return` the result. */
export type Work<R> = Generator<void, R, void>

/** The longest the work runs before the event loop gets a turn. */
export const SLICE_MS = 15

/** A turn of the event loop: timers and I/O run before the promise settles. */
export const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

/** Run the work straight through. */
export const runSync = <R>(work: Work<R>): R => {
  for (;;) {
    const step = work.next()
    if (step.done) return step.value
  }
}

/** Run the work, letting the event loop turn whenever a slice of it has taken `sliceMs`. */
export const runCooperatively = async <R>(work: Work<R>, sliceMs = SLICE_MS): Promise<R> => {
  let since = performance.now()
  for (;;) {
    const step = work.next()
    if (step.done) return step.value
    if (performance.now() - since >= sliceMs) {
      await yieldToLoop()
      since = performance.now()
    }
  }
}

/** A clock for async loops: `due()` when the event loop should get a turn (then `await yieldToLoop()`). */
export const sliceClock = (sliceMs = SLICE_MS) => {
  let since = performance.now()
  return {
    due: (): boolean => performance.now() - since >= sliceMs,
    turn: async (): Promise<void> => {
      await yieldToLoop()
      since = performance.now()
    },
  }
}
