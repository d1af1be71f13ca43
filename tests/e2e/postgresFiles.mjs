// The browser files that run on PostgreSQL in CI (.ci/run sets TEST_E2E_POSTGRES=1): the screens
// whose records change through workflows and bookings (feedback, questionnaires, recommendations,
// reservations, the words list, directory sign-in). In CI each browser file runs once, these on a
// PostgreSQL database and the rest on SQLite; both adapters' integration legs prove every call the
// screens make (docs/decisions.md "The fast loop"). Without TEST_E2E_POSTGRES (`npm test` on a
// developer's machine) every browser file runs on SQLite. Paths are relative to the repository, a
// folder standing for every file in it.
export const POSTGRES_E2E_FILES = [
  'tests/e2e/feedbacks.test.ts',
  'tests/e2e/recommendations.test.ts',
  'tests/e2e/questionnaires',
  'tests/e2e/admin/words.test.ts',
  'tests/e2e/reservations',
  'tests/e2e/accounts',
]
