import fs from 'node:fs'

import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'

/** Debian's Chromium, with the flags this machine needs (no sandbox as root, no background network). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export const launchBrowser = async (): Promise<Browser> => {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install it with 'apt-get install -y chromium' (npm test does this when run as root)`,
    )
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

/**
 * One Chromium for a test file: launched before its tests, closed after them. Returns the getter
 * the tests and `e2eHelpers` use (`browser().newContext(…)`).
 */
export const sharedBrowser = (): (() => Browser) => {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => browser?.close())
  return () => {
    if (!browser) throw new Error('the browser is not launched yet (use it inside a test or a hook)')
    return browser
  }
}
