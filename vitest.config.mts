import { defineConfig } from 'vitest/config'

import { ADAPTER_INDEPENDENT } from './tests/helpers/adapterIndependent'

/**
 * Four projects: unit (pure functions), int (collections and the HTTP contract on a fresh
 * database per file: SQLite, or PostgreSQL with TEST_DB=postgres), e2e (Chromium against
 * `next start` on a fresh seeded database), deploy (`npm run test:deploy`: two instances behind
 * nginx on PostgreSQL, Redis and S3; not part of `npm test`).
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          sequence: { groupOrder: 0 },
          // As the int project: files share their worker's process, so the modules they import are
          // loaded once per worker (importing was 58 s of the project's 92 s, its tests 10 s);
          // tests/helpers/perFile.ts puts back what a file changed (TEST_UNIT_ISOLATE=1 isolates).
          isolate: process.env.TEST_UNIT_ISOLATE === '1',
          setupFiles: ['tests/helpers/perFile.ts'],
          unstubEnvs: true,
          unstubGlobals: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          sequence: { groupOrder: 1 },
          include: ['tests/int/**/*.test.ts', 'tests/security/**/*.test.ts'],
          // The PostgreSQL leg runs what PostgreSQL can break: files that open no database run once.
          // (Set only there: a project's own exclude list replaces the command line's --exclude.)
          ...(process.env.TEST_DB === 'postgres' ? { exclude: ADAPTER_INDEPENDENT } : {}),
          // The migrated (and the seeded) template database each test app is copied from.
          globalSetup: ['tests/int/globalSetup.ts'],
          // Test files share their worker's process: the app is imported once per worker, not per
          // file (it was 40–45% of the leg's CPU). Each test app is a new Payload instance on a
          // database of its own (tests/helpers/app.ts); tests/helpers/perFile.ts puts back what a file
          // changed in the process (TEST_INT_ISOLATE=1 isolates every file again).
          isolate: process.env.TEST_INT_ISOLATE === '1',
          setupFiles: ['tests/helpers/perFile.ts'],
          unstubEnvs: true,
          unstubGlobals: true,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          pool: 'forks',
          // Three files at a time on 2 cores: with the template databases an app starts in about a
          // second and much of a file's time is spent waiting on the database (TEST_INT_WORKERS sets it).
          maxWorkers: Number(process.env.TEST_INT_WORKERS) || 3,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          // The files share one worker process, one after another (fileParallelism off): a fork per
          // file loaded vitest, Playwright and the helpers again, 3–4 s a file (TEST_E2E_ISOLATE=1 forks).
          isolate: process.env.TEST_E2E_ISOLATE === '1',
          setupFiles: ['tests/helpers/perFile.ts'],
          unstubEnvs: true,
          unstubGlobals: true,
          testTimeout: 90_000,
          hookTimeout: 900_000,
          fileParallelism: false,
          // expect.poll waits 1 s by default: a screen that loads its options by a request can take
          // longer on a busy 2-core machine (a reloaded FAQ picker failed so under load). Playwright's
          // own waits allow 30 s; a poll gets 10 s.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        // `npm run test:deploy` only (scripts/test-deploy.mjs): several instances behind nginx.
        extends: true,
        test: {
          name: 'deploy',
          sequence: { groupOrder: 3 },
          include: ['tests/deploy/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
