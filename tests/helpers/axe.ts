import fs from 'node:fs'
import { createRequire } from 'node:module'

import type { Page } from 'playwright-core'

const require = createRequire(import.meta.url)
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/**
 * Load axe-core into the page. Through the DevTools protocol, not as a `<script>` tag: the pages'
 * policy runs no inline script without its nonce or hash (issue 42), and axe is no part of the page.
 */
export const injectAxe = async (page: Page): Promise<void> => {
  await page.evaluate(AXE_SOURCE)
}

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }

/**
 * The WCAG tags axe runs: 2.0, 2.1 and 2.2 A and AA (issue 27 item 3). axe-core 4.11 files its
 * WCAG 2.2 rule (`target-size`, 2.5.8 target size) under `wcag22aa`; it knows no `wcag22a` rule.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const

/**
 * Run axe-core (the rules of `AXE_TAGS`) on the page, or only on the elements `include`
 * selects; returns the violations, readable.
 */
export const axeViolations = async (page: Page, include?: string[]): Promise<string[]> => {
  await injectAxe(page)
  const violations = await page.evaluate(
    async ({ selectors, tags }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (context: Document | { include: string[] }, options: object) => Promise<{ violations: AxeViolation[] }>
          }
        }
      ).axe
      const result = await axe.run(selectors ? { include: selectors } : document, {
        runOnly: { type: 'tag', values: tags },
      })
      return result.violations
    },
    { selectors: include, tags: [...AXE_TAGS] },
  )
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  )
}
