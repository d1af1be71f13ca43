import fs from 'node:fs'

import { type Browser, chromium } from 'playwright-core'

/** Debian's Chromium, with the flags this machine needs (no sandbox as root, no background network). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export const launchBrowser = async (): Promise<Browser> => {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it with 'apt-get install -y chromium' (npm test does this when run as root)`)
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
