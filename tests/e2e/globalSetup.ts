import type { TestProject } from 'vitest/node'

import { type ProductionServer, startProductionServer } from '../helpers/prodServer'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    /** The server's data folder (its mail outbox is `outbox/` there). */
    dataDir: string
  }
}

let server: ProductionServer | undefined

/** Build once (when the sources changed), then serve `next start` on a fresh seeded SQLite database. */
export async function setup(project: TestProject) {
  server = await startProductionServer()
  project.provide('baseURL', server.baseURL)
  project.provide('dataDir', server.dataDir)
}

export async function teardown() {
  server?.stop()
}
