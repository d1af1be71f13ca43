import type { TestProject } from 'vitest/node'

import { type ProductionServer, startProductionServer } from '../helpers/prodServer'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}

let server: ProductionServer | undefined

/** Build once (when the sources changed), then serve `next start` on a fresh seeded SQLite database. */
export async function setup(project: TestProject) {
  server = await startProductionServer()
  project.provide('baseURL', server.baseURL)
}

export async function teardown() {
  server?.stop()
}
