// A clock a test can move, preloaded (`node --require`) into a test's own server: `Date` runs
// ahead of the real clock by the milliseconds written in the file CLOCK_OFFSET_FILE, read again
// every 100 ms, so a test moves the server's day without a restart. Timers keep real time.
// Test-only: nothing in src/ knows of it.
const fs = require('node:fs')

const file = process.env.CLOCK_OFFSET_FILE
if (file) {
  const RealDate = Date
  let offset = 0
  const read = () => {
    try {
      offset = Number(fs.readFileSync(file, 'utf8').trim()) || 0
    } catch {
      offset = 0
    }
  }
  read()
  setInterval(read, 100).unref()
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length === 0 ? [RealDate.now() + offset] : args, newTarget),
    apply: () => new RealDate(RealDate.now() + offset).toString(),
    get: (target, property, receiver) =>
      property === 'now' ? () => RealDate.now() + offset : Reflect.get(target, property, receiver),
  })
}
