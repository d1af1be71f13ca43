import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { POSTGRES_E2E_FILES } from '../../e2e/postgresFiles.mjs'
import { ADAPTER_INDEPENDENT, DATABASE_HELPERS } from '../../helpers/adapterIndependent'

const ROOT = path.resolve(import.meta.dirname, '../../..')

const testFiles = (dir: string): string[] =>
  fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`
    if (entry.isDirectory()) return testFiles(rel)
    return entry.name.endsWith('.test.ts') ? [rel] : []
  })

describe('the PostgreSQL leg runs every integration file that touches the database', () => {
  const files = [...testFiles('tests/int'), ...testFiles('tests/security')]

  it('lists only files that exist and import no database helper', () => {
    for (const file of ADAPTER_INDEPENDENT) {
      expect(files, file).toContain(file)
      expect(fs.readFileSync(path.join(ROOT, file), 'utf8'), file).not.toMatch(DATABASE_HELPERS)
    }
  })

  it('leaves out no file that touches the database, and lists every file that does not', () => {
    const unlisted = files.filter((file) => !ADAPTER_INDEPENDENT.includes(file))
    expect(unlisted.filter((file) => !DATABASE_HELPERS.test(fs.readFileSync(path.join(ROOT, file), 'utf8')))).toEqual(
      [],
    )
  })
})

describe('the browser files CI runs on PostgreSQL (tests/e2e/postgresFiles.mjs)', () => {
  it('each names a browser test file or a folder of them', () => {
    const browserFiles = testFiles('tests/e2e')
    for (const entry of POSTGRES_E2E_FILES) {
      expect(
        browserFiles.filter((file) => file === entry || file.startsWith(`${entry}/`)),
        entry,
      ).not.toEqual([])
    }
  })
})
