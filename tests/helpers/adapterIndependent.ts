/**
 * Integration-project files that start no app and open no database: rate-limit arithmetic, the
 * kept-query rules of the front server, token storage in the browser bundle, the directory client
 * against slapd. They run in the SQLite leg only; the PostgreSQL leg (TEST_DB=postgres) runs every
 * file that touches the database. tests/unit/platform/test-legs.test.ts keeps this list true: a listed file
 * imports none of the database helpers, and every other integration file does.
 */
export const ADAPTER_INDEPENDENT = [
  'tests/int/accounts/directory-server.test.ts',
  'tests/security/accounts/token-storage.test.ts',
  'tests/security/lib/login-limits.test.ts',
  'tests/security/lib/trust-proxy.test.ts',
  'tests/security/platform/kept-queries.test.ts',
]

/** What a file that touches the database imports (the test app, its wrappers, a database or a server). */
export const DATABASE_HELPERS =
  /helpers\/(app|accountsApi|moduleCalls|reportsApi|moduleCollections|publicModules|database|site|prodServer)'|\.\/fuzzJsonWrites'|getPayload|createTestDatabase/
