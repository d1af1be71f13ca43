/**
 * What meets: calls fired at the same instant, to test a state change where requests meet
 * (docs/decisions.md "Read-decide-write"). Every call is started first and held at a barrier,
 * then all are let go in the same tick, so none gets ahead by being created earlier.
 */
export const atOnce = async <T>(calls: (() => Promise<T>)[]): Promise<T[]> => {
  let open!: () => void
  const barrier = new Promise<void>((resolve) => {
    open = resolve
  })
  const runs = calls.map(async (call) => {
    await barrier
    return call()
  })
  open()
  return Promise.all(runs)
}

let lastAddress = 0

/** A client address of its own (X-Forwarded-For, as the proxy sets it), so rate limits do not hide a race. */
export const ownAddress = (): Record<string, string> => {
  lastAddress += 1
  return { 'X-Forwarded-For': `10.77.${(lastAddress >> 8) & 255}.${lastAddress & 255}` }
}

/** How many times each race is run on each adapter. */
export const ROUNDS = Number(process.env.RACE_ROUNDS) || 20
