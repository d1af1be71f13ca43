import fs from 'node:fs'

/**
 * Where a test file's time goes, for scripts/test-report.mjs: when TEST_TIMINGS_FILE names a file
 * (scripts/test.mjs sets it per leg), each test file appends one JSON line when it ends: its whole
 * span from its setup file to its last hook, and the time its test apps took to start (a copy of
 * the template database, Payload's start) and to close.
 */
type FileTimes = { file: string; started: number; appStart: number; appClose: number; apps: number }

const KEY = Symbol.for('shennong.testTimings')
const holder = globalThis as typeof globalThis & { [KEY]?: FileTimes }

export const beginFile = (file: string): void => {
  holder[KEY] = { file, started: performance.now(), appStart: 0, appClose: 0, apps: 0 }
}

/** Time `work` as part of the current file's app starts or closes. */
export const timed = async <T>(kind: 'appStart' | 'appClose', work: () => Promise<T>): Promise<T> => {
  const began = performance.now()
  try {
    return await work()
  } finally {
    const times = holder[KEY]
    if (times) {
      times[kind] += performance.now() - began
      if (kind === 'appStart') times.apps += 1
    }
  }
}

export const endFile = (): void => {
  const times = holder[KEY]
  const target = process.env.TEST_TIMINGS_FILE
  if (!times || !target) return
  const line = {
    file: times.file,
    span: Math.round(performance.now() - times.started),
    appStart: Math.round(times.appStart),
    appClose: Math.round(times.appClose),
    apps: times.apps,
  }
  fs.appendFileSync(target, `${JSON.stringify(line)}\n`)
}
