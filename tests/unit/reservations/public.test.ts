import { describe, expect, it } from 'vitest'

import { contactBody, emptyContact, validateContact } from '@/modules/reservations/public/ContactFields'
import { slotsOf } from '@/modules/reservations/public/ReservationBoard'
import {
  addDays,
  bookingTime,
  daysBetween,
  hhmmOf,
  instantOf,
  minutesOf,
  mondayIndex,
} from '@/modules/reservations/public/types'

/** The pure parts of the visitor's booking pages: slots, library-time instants, the form's checks. */

describe('slotsOf', () => {
  it('lists the slot starts that fit inside the opening hours', () => {
    expect(
      slotsOf({ date: '2026-12-01', open: true, opening: { start: '08:00', end: '10:30' } }, 60).map(hhmmOf),
    ).toEqual(['08:00', '09:00'])
    expect(
      slotsOf({ date: '2026-12-01', open: true, opening: { start: '08:00', end: '09:00' } }, 30).map(hhmmOf),
    ).toEqual(['08:00', '08:30'])
  })

  it('has none on a closed day or without a step', () => {
    expect(slotsOf({ date: '2026-12-01', open: false, opening: null, note: '盤點' }, 60)).toEqual([])
    expect(slotsOf({ date: '2026-12-01', open: true, opening: { start: '08:00', end: '17:00' } }, 0)).toEqual([])
  })
})

describe('library days and times', () => {
  it('turns a Taipei day and minute into the UTC instant', () => {
    expect(instantOf('2026-12-01', minutesOf('10:00'), 'Asia/Taipei').toISOString()).toBe('2026-12-01T02:00:00.000Z')
    expect(instantOf('2026-12-01', 0, 'Asia/Taipei').toISOString()).toBe('2026-11-30T16:00:00.000Z')
  })

  it('shows a booking in the library time zone', () => {
    expect(bookingTime('2026-12-01T02:00:00.000Z', '2026-12-01T04:00:00.000Z', 'Asia/Taipei')).toBe(
      '2026-12-01（二） 10:00–12:00',
    )
  })

  it('counts days and weeks from Monday', () => {
    expect(addDays('2026-11-30', 2)).toBe('2026-12-02')
    expect(daysBetween('2026-11-25', '2026-12-02')).toBe(7)
    expect(mondayIndex('2026-11-23')).toBe(0)
    expect(mondayIndex('2026-11-29')).toBe(6)
    expect(hhmmOf(1440)).toBe('24:00')
  })
})

describe('the booking form', () => {
  it('requires name and a valid email, a positive whole userCount, and an account for internal patrons', () => {
    expect(validateContact(emptyContact())).toEqual({ name: '姓名為必填欄位', email: '電子郵件為必填欄位' })
    const filled = { ...emptyContact(), name: '王小明', email: 'ming@example.com' }
    expect(validateContact(filled)).toEqual({})
    expect(validateContact({ ...filled, email: 'ming@' }).email).toBe('不是電子郵件格式')
    expect(validateContact({ ...filled, userCount: '0' }).userCount).toBe('使用人數必須是大於 0 的整數')
    expect(validateContact({ ...filled, userCount: '1.5' }).userCount).toBe('使用人數必須是大於 0 的整數')
    expect(validateContact({ ...filled, userCount: '' })).toEqual({})
    expect(validateContact({ ...filled, identity: 'internal' })).toEqual({
      username: '帳號為必填欄位',
      password: '密碼為必填欄位',
    })
  })

  it('sends the account only for internal patrons, and the honeypot as typed', () => {
    const filled = {
      ...emptyContact(),
      name: ' 王小明 ',
      email: 'ming@example.com',
      username: 'ming',
      password: 'secret',
      userCount: '3',
    }
    expect(contactBody(filled)).toEqual(
      expect.objectContaining({ name: '王小明', isExternal: true, userCount: 3, website: '' }),
    )
    expect(contactBody(filled)).not.toHaveProperty('password')
    expect(contactBody({ ...filled, identity: 'internal' })).toEqual(
      expect.objectContaining({ isExternal: false, username: 'ming', password: 'secret' }),
    )
  })
})
