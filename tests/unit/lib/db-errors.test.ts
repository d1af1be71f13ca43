import { describe, expect, it } from 'vitest'

import { integrityErrorOf } from '@/lib/dbErrors'

describe('integrityErrorOf', () => {
  it('finds a PostgreSQL refusal however deep Drizzle wrapped it', () => {
    const pgFk = Object.assign(new Error('insert or update violates foreign key constraint'), { code: '23503' })
    expect(integrityErrorOf(new Error('Failed query', { cause: pgFk }))).toBe('foreignKey')
    const pgOverlap = Object.assign(
      new Error('conflicting key value violates exclusion constraint "reservations_no_overlap"'),
      { code: '23P01' },
    )
    expect(integrityErrorOf(new Error('outer', { cause: new Error('Failed query', { cause: pgOverlap }) }))).toBe(
      'overlap',
    )
  })

  it("reads SQLite's messages (a foreign key, the overlap trigger)", () => {
    expect(integrityErrorOf(new Error('SQLITE_CONSTRAINT: FOREIGN KEY constraint failed'))).toBe('foreignKey')
    expect(
      integrityErrorOf(new Error('Failed query', { cause: new Error('SQLITE_CONSTRAINT: reservation_overlap') })),
    ).toBe('overlap')
  })

  it('leaves every other error alone', () => {
    expect(integrityErrorOf(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeUndefined()
    expect(integrityErrorOf(new Error('boom'))).toBeUndefined()
    expect(integrityErrorOf('text')).toBeUndefined()
    expect(integrityErrorOf(undefined)).toBeUndefined()
  })
})
