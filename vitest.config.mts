import { defineConfig } from 'vitest/config'

/**
 * Three projects: unit (pure functions), int (collections and the HTTP contract on a fresh
 * database per file: SQLite, or PostgreSQL with TEST_DB=postgres), e2e (Chromium against
 * `next start` on a fresh seeded database).
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: {
          name: 'int',
          sequence: { groupOrder: 1 },
          include: ['tests/int/**/*.test.ts', 'tests/security/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          testTimeout: 90_000,
          hookTimeout: 900_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
