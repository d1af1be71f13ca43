// The Node options of the production server (scripts/server.mjs), one place for `npm start`
// (scripts/start.mjs) and the test and benchmark servers (tests/helpers/prodServer.ts): the V8
// old space is bounded (SERVER_HEAP_MB, default 384): on a large machine V8 lets it grow to
// gigabytes of garbage between major collections under load (docs/benchmarks.md).
export const DEFAULT_HEAP_MB = 384

export const serverNodeOptions = () => {
  const heap = Number.parseInt(process.env.SERVER_HEAP_MB ?? '', 10)
  return [
    '--no-deprecation',
    `--max-old-space-size=${Number.isFinite(heap) && heap > 0 ? heap : DEFAULT_HEAP_MB}`,
  ].join(' ')
}
