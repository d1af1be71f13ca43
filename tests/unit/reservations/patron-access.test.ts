import crypto from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { holdsBooking, issuePatronAccess, readPatronAccess } from '@/modules/reservations/patronAccess'

/**
 * Issue 42 (Low): 我的預約's proof of an account names the username and the source that accepted
 * its password; a booking is the holder's only when both match, so the hospital directory's
 * `wang` and a platform account `wang` are two people.
 */

const SECRET = 'a-test-secret'

describe('holdsBooking', () => {
  const local = { by: 'account', value: 'wang', source: 'local' } as const
  const directory = { by: 'account', value: 'wang', source: 'directory' } as const

  it('an account holds the bookings of its username proved by the same source, without case', () => {
    expect(holdsBooking(local, { username: 'Wang', accountSource: 'local' })).toBe(true)
    expect(holdsBooking(directory, { username: 'wang', accountSource: 'directory' })).toBe(true)
  })

  it('never the same username proved by the other source, nor one without a source', () => {
    expect(holdsBooking(directory, { username: 'wang', accountSource: 'local' })).toBe(false)
    expect(holdsBooking(local, { username: 'wang', accountSource: 'directory' })).toBe(false)
    expect(holdsBooking(local, { username: 'wang', accountSource: null })).toBe(false)
    expect(holdsBooking(local, { username: 'li', accountSource: 'local' })).toBe(false)
  })

  it('an address holds the bookings made with it, whoever the account', () => {
    const holder = { by: 'email', value: 'wang@test.example' } as const
    expect(holdsBooking(holder, { email: ' Wang@Test.Example ', username: 'wang', accountSource: 'local' })).toBe(true)
    expect(holdsBooking(holder, { email: 'li@test.example' })).toBe(false)
  })
})

describe('the proof carries the source', () => {
  it('reads back the account and its source', () => {
    const { access } = issuePatronAccess(SECRET, { by: 'account', value: 'Wang', source: 'directory' })
    expect(readPatronAccess(SECRET, access)).toEqual({ by: 'account', value: 'wang', source: 'directory' })
  })

  it('an account proof without a source (issued before sources were kept) names no holder', () => {
    const body = Buffer.from(JSON.stringify({ b: 'account', v: 'wang', e: Date.now() + 60_000 }), 'utf8').toString(
      'base64url',
    )
    // Signed as the server signs: only the missing source refuses it.
    const mac = crypto.createHmac('sha256', SECRET).update(`reservations-mine:${body}`, 'utf8').digest('base64url')
    expect(readPatronAccess(SECRET, `${body}.${mac}`)).toBeNull()
    const forged = Buffer.from(
      JSON.stringify({ b: 'account', v: 'wang', s: 'root', e: Date.now() + 60_000 }),
      'utf8',
    ).toString('base64url')
    const forgedMac = crypto
      .createHmac('sha256', SECRET)
      .update(`reservations-mine:${forged}`, 'utf8')
      .digest('base64url')
    expect(readPatronAccess(SECRET, `${forged}.${forgedMac}`)).toBeNull()
  })
})
