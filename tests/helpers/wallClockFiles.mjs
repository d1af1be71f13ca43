// Integration-project files that assert on wall-clock time: a timeout that must fire within its
// bound, an event loop that must not pause past a bound, two sign-ins that must take about as long.
// With TEST_OVERLAP (.ci/run) the unit and integration leg runs at nice 19 beside the browser legs,
// where a file can be left without a core for a while; these files then run after the browser legs,
// in the foreground (scripts/test.mjs). tests/unit/platform/test-legs.test.ts keeps the list true:
// each file exists, and an integration file that measures Date.now() or performance.now() spans
// and compares them with toBeLessThan is listed.
export const WALL_CLOCK_FILES = [
  'tests/int/accounts/directory-server.test.ts',
  'tests/int/accounts/directory.test.ts',
  'tests/security/lib/rate-limits.test.ts',
  'tests/security/lib/smtp-timeout.test.ts',
  'tests/security/platform/rest-writes.test.ts',
  'tests/security/statistics/upload-bounds.test.ts',
  'tests/security/statistics/upload-worker.test.ts',
]
