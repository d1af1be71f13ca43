/**
 * bench:public — how fast the public site answers anonymous visitors (DESIGN.md §7: pages are
 * cached and revalidated on publish). Builds when needed, serves `next start` on a fresh seeded
 * SQLite database, warms each path once, then times sequential requests and a concurrent burst.
 * Prints figures; docs/benchmarks.md records the latest.
 */
import { startProductionServer } from '../tests/helpers/prodServer'

const PATHS = ['/', '/news', '/faq', '/opening', '/catalog', '/album', '/external-links', '/sitemap', '/api/public/news', '/api/public/home']
const SEQUENTIAL = 60
const CONCURRENCY = 10
const BURST = 200

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

const timeOne = async (url: string): Promise<number> => {
  const started = performance.now()
  const response = await fetch(url)
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return performance.now() - started
}

const main = async () => {
  const server = await startProductionServer()
  try {
    console.log(`bench:public on ${server.baseURL} (SQLite, next start, ${SEQUENTIAL} sequential requests, then ${BURST} with ${CONCURRENCY} at a time)`)
    console.log('path'.padEnd(22), 'median ms'.padStart(10), 'p95 ms'.padStart(8), 'req/s (burst)'.padStart(14))
    for (const path of PATHS) {
      const url = `${server.baseURL}${path}`
      await timeOne(url)
      const times: number[] = []
      for (let i = 0; i < SEQUENTIAL; i += 1) times.push(await timeOne(url))
      times.sort((a, b) => a - b)
      let next = 0
      const burstStarted = performance.now()
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < BURST) {
            next += 1
            await timeOne(url)
          }
        }),
      )
      const rps = BURST / ((performance.now() - burstStarted) / 1000)
      console.log(path.padEnd(22), percentile(times, 50).toFixed(1).padStart(10), percentile(times, 95).toFixed(1).padStart(8), rps.toFixed(0).padStart(14))
    }
  } finally {
    server.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
