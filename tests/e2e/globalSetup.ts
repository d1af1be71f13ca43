import type { TestProject } from 'vitest/node'

import { type ProductionServer, startProductionServer } from '../helpers/prodServer'
import { type Slapd, directoryEnv, slapdAvailable, startSlapd } from '../helpers/slapd'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    /** The server's data folder (its mail outbox is `outbox/` there). */
    dataDir: string
    /** The server signs internal patrons in against this test directory too (issue 29); null without Debian's slapd. */
    directory: { url: string } | null
  }
}

let server: ProductionServer | undefined
let slapd: Slapd | undefined

/**
 * Build once (when the sources changed), then serve `next start` on a fresh seeded database,
 * with the hospital directory of tests/fixtures/ldap (Debian's slapd on loopback) behind the
 * platform's own accounts (local first: the other files' local sign-ins are unchanged).
 */
export async function setup(project: TestProject) {
  slapd = slapdAvailable() ? await startSlapd() : undefined
  server = await startProductionServer({
    env: slapd ? { ...directoryEnv(slapd), ACCOUNT_SOURCE_ORDER: 'local-first' } : {},
  })
  project.provide('baseURL', server.baseURL)
  project.provide('dataDir', server.dataDir)
  project.provide('directory', slapd ? { url: slapd.url } : null)
}

export async function teardown() {
  server?.stop()
  await slapd?.stop()
}
