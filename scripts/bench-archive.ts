/**
 * npm run bench:archive — archive listing and search on SQLite (issue 4 targets: list a folder of
 * 10,000 files under 200 ms, search 100,000 items under 500 ms, server time).
 * Builds a fresh database in a temp folder, fills it, and times the service calls the HTTP
 * endpoints make (no network in the figures). Prints the figures; records nothing by itself.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import { type Payload, createLocalReq, getPayload } from 'payload'

import { buildAppConfig } from '@/config/buildAppConfig'
import { newObjectId } from '@/lib/objectId'
import { findChildren, listFolder } from '@/modules/archives'

const FOLDER_FILES = Number(process.env.BENCH_FOLDER_FILES || 10_000)
const TOTAL_ITEMS = Number(process.env.BENCH_TOTAL_ITEMS || 100_000)
const RUNS = Number(process.env.BENCH_RUNS || 7)

type Row = Record<string, unknown>
type Drizzle = { insert: (table: unknown) => { values: (rows: Row[]) => Promise<unknown> } }

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

const time = async (label: string, fn: () => Promise<unknown>) => {
  await fn()
  const samples: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    await fn()
    samples.push(performance.now() - start)
  }
  console.log(
    `${label}: median ${median(samples).toFixed(1)} ms, min ${Math.min(...samples).toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms (${RUNS} runs)`,
  )
  return median(samples)
}

const fill = async (
  payload: Payload,
  parentId: string,
  rootId: string,
  count: number,
  offset: number,
  nameOf: (i: number) => string,
) => {
  const db = payload.db as unknown as { drizzle: Drizzle; tables: Record<string, unknown> }
  const now = Date.now()
  for (let start = 0; start < count; start += 500) {
    const rows: Row[] = []
    for (let i = start; i < Math.min(count, start + 500); i++) {
      const stamp = new Date(now - (offset + i) * 1000).toISOString()
      rows.push({
        id: newObjectId(),
        name: nameOf(i),
        type: 'File',
        parent: parentId,
        path: `/${parentId === rootId ? rootId : `${rootId}/${parentId}`}/`,
        rootFolder: rootId,
        extension: 'pdf',
        mimeType: 'application/pdf',
        size: 1024 + i,
        downloadCount: 0,
        effectiveAuth: 'Internal',
        inRecycleBin: false,
        isModuleFolder: false,
        updatedAt: stamp,
        createdAt: stamp,
      })
    }
    await db.drizzle.insert(db.tables.archives).values(rows)
  }
}

const main = async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shennong-bench-'))
  process.env.ARCHIVE_DIR = path.join(dir, 'archives')
  const config = buildAppConfig({
    databaseUrl: `file:${path.join(dir, 'bench.db')}`,
    secret: crypto.randomBytes(16).toString('hex'),
    schema: 'migrations',
    seed: true,
    outboxDir: path.join(dir, 'outbox'),
  })
  const payload = await getPayload({ config })
  const admin = (await payload.find({ collection: 'users', where: { username: { equals: 'admin' } }, depth: 1 }))
    .docs[0]!
  const req = await createLocalReq({ user: { ...admin, collection: 'users' } }, payload)

  const root = await payload.create({
    collection: 'archives',
    data: { name: '效能測試', type: 'Folder', path: '', auth: 'Internal', effectiveAuth: 'Internal' },
  })
  const big = await payload.create({
    collection: 'archives',
    data: {
      name: '大型資料夾',
      type: 'Folder',
      parent: root.id,
      path: `/${root.id}/`,
      rootFolder: root.id,
      effectiveAuth: 'Internal',
    },
  })
  const other = await payload.create({
    collection: 'archives',
    data: {
      name: '其他資料夾',
      type: 'Folder',
      parent: root.id,
      path: `/${root.id}/`,
      rootFolder: root.id,
      effectiveAuth: 'Internal',
    },
  })

  const fillStart = performance.now()
  await fill(payload, big.id, root.id, FOLDER_FILES, 0, (i) => `年度報告-${String(i).padStart(5, '0')}.pdf`)
  await fill(
    payload,
    other.id,
    root.id,
    TOTAL_ITEMS - FOLDER_FILES,
    FOLDER_FILES,
    (i) => `館藏文件-${i}-${i % 97 === 0 ? '醫學期刊' : '一般'}.pdf`,
  )
  console.log(`filled ${TOTAL_ITEMS} items in ${((performance.now() - fillStart) / 1000).toFixed(1)} s`)

  const options = {
    page: 1,
    limit: Number.MAX_SAFE_INTEGER,
    view: 'manage' as const,
    fileType: 'any' as const,
    includeModuleFolders: false,
  }
  const listed = await listFolder(req, big.id, options)
  if (listed.data.length !== FOLDER_FILES) throw new Error(`listed ${listed.data.length}, expected ${FOLDER_FILES}`)
  const found = await listFolder(req, 'search', { ...options, keyword: '醫學期刊', limit: 50 })
  console.log(`search finds ${found.total} of ${TOTAL_ITEMS}`)

  console.log(`\nSQLite, ${os.cpus().length} cores, Node ${process.version}`)
  const list = await time(`list a folder of ${FOLDER_FILES} files (all rows, limit MAX_SAFE_INTEGER)`, () =>
    listFolder(req, big.id, options),
  )
  await time(`  of which the SQL read of ${FOLDER_FILES} rows`, () =>
    findChildren(payload, { folder: big, page: 1, limit: Number.MAX_SAFE_INTEGER }),
  )
  const page = await time(`list the same folder, first page of 100`, () =>
    listFolder(req, big.id, { ...options, limit: 100 }),
  )
  const search = await time(`search ${TOTAL_ITEMS} items by name (first 50 of the matches)`, () =>
    listFolder(req, 'search', { ...options, keyword: '醫學期刊', limit: 50 }),
  )
  console.log(`\nRESULT list=${list.toFixed(1)}ms page=${page.toFixed(1)}ms search=${search.toFixed(1)}ms`)
  await payload.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
  process.exit(0)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
