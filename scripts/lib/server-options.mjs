// The Node options of the production server, one place for `npm start` (scripts/start.mjs) and the
// test and benchmark servers (tests/helpers/prodServer.ts):
// - kept-answers.cjs answers kept public pages and API reads before Next (src/lib/fastPath.ts);
// - client-address.cjs (npm start only: the tests set X-Forwarded-For themselves) makes the rate
//   limits count the connection's address unless TRUST_PROXY is set;
// - the V8 old space is bounded (SERVER_HEAP_MB, default 384): on a large machine V8 lets it grow
//   to gigabytes of garbage between major collections under load (docs/benchmarks.md).
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const HERE = path.dirname(fileURLToPath(import.meta.url))

export const DEFAULT_HEAP_MB = 384

export const serverNodeOptions = ({ clientAddress = true } = {}) => {
  const heap = Number.parseInt(process.env.SERVER_HEAP_MB ?? '', 10)
  return [
    '--no-deprecation',
    `--max-old-space-size=${Number.isFinite(heap) && heap > 0 ? heap : DEFAULT_HEAP_MB}`,
    ...(clientAddress ? ['--require', path.join(HERE, 'client-address.cjs')] : []),
    '--require',
    path.join(HERE, 'kept-answers.cjs'),
  ].join(' ')
}
