import { startProductionServer } from './tests/helpers/prodServer.ts'
const s = await startProductionServer({ env: { NODE_OPTIONS: `--no-deprecation --require ${process.cwd()}/scripts/lib/kept-answers.cjs --require /tmp/prof/mem.cjs` } })
console.log(JSON.stringify({ baseURL: s.baseURL, pid: s.pid }))
process.on('SIGTERM', () => { s.stop(); process.exit(0) })
setInterval(() => {}, 1 << 30)
