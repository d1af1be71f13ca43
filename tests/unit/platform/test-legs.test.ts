import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

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
    expect(unlisted.filter((file) => !DATABASE_HELPERS.test(fs.readFileSync(path.join(ROOT, file), 'utf8')))).toEqual([])
  })
})
