import type { Payload } from 'payload'

/**
 * What meets: calls fired at the same instant, to test a state change where requests meet
 * (docs/decisions.md "Read-decide-write"). Every call is started first and held at a barrier,
 * then all are let go in the same tick, so none gets ahead by being created earlier.
 */
export const atOnce = async <const T extends readonly (() => Promise<unknown>)[]>(
  calls: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> => {
  let open!: () => void
  const barrier = new Promise<void>((resolve) => {
    open = resolve
  })
  const runs = calls.map(async (call) => {
    await barrier
    return call()
  })
  open()
  return Promise.all(runs) as Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }>
}

let lastAddress = 0

/** A client address of its own (X-Forwarded-For, as the proxy sets it), so rate limits do not hide a race. */
export const ownAddress = (): Record<string, string> => {
  lastAddress += 1
  return { 'X-Forwarded-For': `10.77.${(lastAddress >> 8) & 255}.${lastAddress & 255}` }
}

/** How many times each race is run on each adapter. */
export const ROUNDS = Number(process.env.RACE_ROUNDS) || 20

/** The jobs of a task queued so far whose input `matches` (the mails a race sent, for instance). */
export const queuedJobs = async (
  payload: Payload,
  task: string,
  matches: (input: Record<string, unknown>) => boolean,
) => {
  const jobs = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: task } },
    limit: 0,
    depth: 0,
    overrideAccess: true,
  })
  return jobs.docs.filter((job) => matches((job.input ?? {}) as Record<string, unknown>))
}
