import path from 'node:path'

import { cruise, type ICruiseResult } from 'dependency-cruiser'
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * Issue 27 item 8: /statistics loads the chart code (Recharts) only where a chart is shown. The
 * page may reach Recharts only through a dynamic import (next/dynamic in
 * src/modules/statistics/public/StatisticsChart.tsx), which Next splits into a chunk of its
 * own, loaded when a chart renders; a static import anywhere on the way would put it in the
 * page's scripts again. (The browser test tests/e2e/app/public-audit.test.ts watches the chunks.)
 */

const ROOT = path.resolve(__dirname, '../../..')
const PAGE = 'src/app/(frontend)/statistics/page.tsx'

let result: ICruiseResult

beforeAll(async () => {
  const output = await cruise(
    [PAGE],
    {
      baseDir: ROOT,
      tsPreCompilationDeps: true,
      doNotFollow: { path: 'node_modules' },
      tsConfig: { fileName: path.join(ROOT, 'tsconfig.json') },
    },
    { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    { tsConfig: extractTSConfig(path.join(ROOT, 'tsconfig.json')) },
  )
  result = output.output as ICruiseResult
}, 120_000)

/** The modules the page's bundle takes in: static value imports only (no type-only, no dynamic ones). */
const staticallyReached = (): Set<string> => {
  const bySource = new Map(result.modules.map((module) => [module.source, module]))
  const reached = new Set<string>([PAGE])
  const queue = [PAGE]
  while (queue.length > 0) {
    const module = bySource.get(queue.shift()!)
    for (const dependency of module?.dependencies ?? []) {
      if (dependency.dynamic || dependency.dependencyTypes.includes('type-only')) continue
      if (reached.has(dependency.resolved)) continue
      reached.add(dependency.resolved)
      queue.push(dependency.resolved)
    }
  }
  return reached
}

describe('the chart code of /statistics', () => {
  it('is not in the page’s static imports', () => {
    const reached = [...staticallyReached()]
    expect(reached).toContain('src/modules/statistics/public/StatisticsChart.tsx')
    expect(
      reached.filter(
        (source) => /node_modules\/recharts\//.test(source) || source.endsWith('shared/ReportBarChart.tsx'),
      ),
    ).toEqual([])
  })

  it('is reached through a dynamic import of the shared chart', () => {
    const chart = result.modules.find((module) => module.source === 'src/modules/statistics/public/StatisticsChart.tsx')
    const shared = chart?.dependencies.find(
      (dependency) => dependency.resolved === 'src/modules/statistics/shared/ReportBarChart.tsx',
    )
    expect(shared?.dynamic).toBe(true)
  })
})
