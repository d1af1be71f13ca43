import { createRequire } from 'node:module'

import type { Page } from 'playwright-core'

const require = createRequire(import.meta.url)
const AXE_PATH = require.resolve('axe-core/axe.min.js')

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }

/**
 * Run axe-core (WCAG 2.0/2.1 A and AA rules) on the page, or only on the part `include` selects
 * (e.g. an open dialog); returns the violations, readable.
 */
export const axeViolations = async (page: Page, include?: string): Promise<string[]> => {
  await page.addScriptTag({ path: AXE_PATH })
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (context: Document | { include: string[] }, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe
    const result = await axe.run(selector ? { include: [selector] } : document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
    return result.violations
  }, include ?? null)
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)
}
