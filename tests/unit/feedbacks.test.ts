import { describe, expect, it } from 'vitest'

import { createFeedbackSchema, ratingOf, staffReplySchema, visitorAnswerSchema } from '@/modules/feedbacks/schemas'
import { FEEDBACK_STATUSES, nextStatus } from '@/modules/feedbacks/status'
import { staffWhere, ticketLink } from '@/modules/feedbacks/service'
import { libraryMidnight } from '@/lib/timeZone'

const id = 'a'.repeat(24)
const valid = {
  categoryId: id,
  title: '自修室冷氣太冷',
  description: '三樓',
  respondent: { name: '王小明', email: 'ming@example.com' },
}

describe('feedback status transitions', () => {
  it('a staff reply makes any open ticket Replied', () => {
    expect(nextStatus('Pending', 'staffReply')).toBe('Replied')
    expect(nextStatus('Replied', 'staffReply')).toBe('Replied')
    expect(nextStatus('Responded', 'staffReply')).toBe('Replied')
  })
  it('a visitor answer after a reply makes it Responded; before any reply it stays Pending', () => {
    expect(nextStatus('Replied', 'visitorAnswer')).toBe('Responded')
    expect(nextStatus('Responded', 'visitorAnswer')).toBe('Responded')
    expect(nextStatus('Pending', 'visitorAnswer')).toBe('Pending')
  })
  it('closing makes any open ticket Closed', () => {
    for (const status of ['Pending', 'Replied', 'Responded'] as const)
      expect(nextStatus(status, 'close')).toBe('Closed')
  })
  it('a closed ticket refuses every event', () => {
    for (const event of ['staffReply', 'visitorAnswer', 'close'] as const)
      expect(nextStatus('Closed', event)).toBeNull()
  })
  it('knows the four statuses of the spec', () => {
    expect(FEEDBACK_STATUSES).toEqual(['Pending', 'Replied', 'Responded', 'Closed'])
  })
})

describe('feedback input', () => {
  it('accepts a complete ticket', () => {
    expect(createFeedbackSchema.safeParse(valid).success).toBe(true)
  })
  it.each([
    [{ ...valid, title: ' ' }, '標題為必填欄位'],
    [{ ...valid, respondent: { name: '', email: 'ming@example.com' } }, '姓名為必填欄位'],
    [{ ...valid, respondent: { name: '王小明', email: 'not-mail' } }, '不是電子郵件格式'],
    [{ ...valid, categoryId: 'x' }, 'ObjectId'],
  ])('refuses bad input naming the field', (body, fragment) => {
    const parsed = createFeedbackSchema.safeParse(body)
    expect(parsed.success).toBe(false)
    const message = parsed.error!.issues[0]!.message
    expect(message).toContain(fragment)
  })
  it('refuses a filled honeypot', () => {
    expect(createFeedbackSchema.safeParse({ ...valid, website: 'http://spam' }).success).toBe(false)
  })
  it('needs a message or a photo in answers and replies', () => {
    expect(visitorAnswerSchema.safeParse({ _id: id, message: '  ' }).success).toBe(false)
    expect(visitorAnswerSchema.safeParse({ _id: id, message: '謝謝' }).success).toBe(true)
    expect(staffReplySchema.safeParse({ _id: id, message: '', photoUrl: 'not a url' }).success).toBe(false)
    expect(staffReplySchema.safeParse({ _id: id, message: '', photoUrl: 'https://lib.example/a.png' }).success).toBe(
      true,
    )
  })
  it('takes ratings 1..5 as integers only', () => {
    expect(['1', '2', '3', '4', '5'].map(ratingOf)).toEqual([1, 2, 3, 4, 5])
    for (const bad of ['0', '6', '2.5', '-1', 'five', '', '05']) expect(ratingOf(bad)).toBeNull()
  })
})

describe('feedback helpers', () => {
  it('builds the mailed link with the key encoded', () => {
    expect(ticketLink('https://lib.example/', id, 'a-b_c')).toBe(`https://lib.example/feedback/${id}?key=a-b_c`)
  })
  it('filters the staff list by status, category, days and keyword', () => {
    const where = staffWhere(
      { keyword: '冷氣' },
      { status: 'Pending', categoryId: id, from: '2026-11-01', to: '2026-11-30' },
    )
    const text = JSON.stringify(where)
    expect(text).toContain('"respondent.name":{"like":"冷氣"}')
    expect(text).toContain('"status":{"equals":"Pending"}')
    // Library days: from the library's midnight of the first day to the one after the last.
    expect(text).toContain(`"greater_than_equal":"${libraryMidnight('2026-11-01').toISOString()}"`)
    expect(text).toContain(`"less_than":"${libraryMidnight('2026-12-01').toISOString()}"`)
  })
})
