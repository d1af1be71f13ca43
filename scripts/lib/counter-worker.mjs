// The COUNTER upload's worker thread for the built server (src/modules/statistics/sushi/uploadParser.ts):
// src/modules/statistics/sushi/uploadWorker.ts and what it imports, bundled by esbuild into one ES
// module, the packages (exceljs, yauzl, csv-parse) left to node_modules. Next's Turbopack copies a
// worker_threads entry into its build as it is instead of bundling it (Next 16.4.5), so the build
// script (scripts/lib/build.mjs) makes this file after `next build`; the server finds it from its
// working directory (UPLOAD_WORKER_BUNDLE there). Tests and `next dev` run the TypeScript source.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
const ENTRY = 'src/modules/statistics/sushi/uploadWorker.ts'
/** The bundle, from the project folder (uploadParser.ts's UPLOAD_WORKER_BUNDLE). */
export const COUNTER_WORKER_BUNDLE = '.next/counter-upload-worker.mjs'

/** Bundle the worker to `outfile` (written whole, then moved into place: a server starting a worker never reads half of it). */
export const buildCounterWorker = ({ outfile = path.join(ROOT, COUNTER_WORKER_BUNDLE) } = {}) => {
  // esbuild comes with tsx (payload's dependency, and this project's); loaded only when bundling.
  const { buildSync } = createRequire(import.meta.url)('esbuild')
  const result = buildSync({
    absWorkingDir: ROOT,
    entryPoints: [path.join(ROOT, ENTRY)],
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    outfile,
    logLevel: 'warning',
  })
  const [output] = result.outputFiles
  fs.mkdirSync(path.dirname(outfile), { recursive: true })
  const partial = `${outfile}.${process.pid}.tmp`
  fs.writeFileSync(partial, output.contents)
  fs.renameSync(partial, outfile)
  return outfile
}
