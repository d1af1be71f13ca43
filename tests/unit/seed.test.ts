import { describe, expect, it } from 'vitest'

import { isLoopbackHost, randomPassword, seedPlan } from '@/seed/bootstrap'
import { isValidPassword } from '@/validation'

describe('seedPlan (issue 10 item 3)', () => {
  it('seeds the demo only on the embedded SQLite quick start unless SEED_DEMO says otherwise', () => {
    expect(seedPlan('sqlite', {})).toBe('demo')
    expect(seedPlan('postgres', {})).toBe('admin')
    expect(seedPlan('mongodb', {})).toBe('admin')
    expect(seedPlan('postgres', { SEED_DEMO: 'true' })).toBe('demo')
    expect(seedPlan('sqlite', { SEED_DEMO: 'false' })).toBe('admin')
  })
  it('follows an explicit choice (tests)', () => {
    expect(seedPlan('postgres', {}, true)).toBe('demo')
    expect(seedPlan('sqlite', { SEED_DEMO: 'true' }, false)).toBe('none')
  })
})

describe('isLoopbackHost', () => {
  it('tells loopback from every-interface and public hosts', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]', '127.1.2.3'])
      expect(isLoopbackHost(host), host).toBe(true)
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'library.example', '', undefined])
      expect(isLoopbackHost(host), String(host)).toBe(false)
  })
})

describe('randomPassword', () => {
  it('always meets the password rule and differs each time', () => {
    const passwords = Array.from({ length: 50 }, randomPassword)
    expect(passwords.every(isValidPassword)).toBe(true)
    expect(new Set(passwords).size).toBe(50)
  })
})

describe('the demo opening hours (issue 25 §10)', () => {
  it('the home banner states the hours patrons can book, and no others', async () => {
    const { DEMO_OPENING } = await import('@/modules/opening/seed')
    const spans = DEMO_OPENING.temporaryAnnouncement.match(/\d{2}:\d{2}–\d{2}:\d{2}/g) ?? []
    expect(spans.length).toBeGreaterThan(0)
    for (const span of spans) expect(span).toBe(`${DEMO_OPENING.openingTime}–${DEMO_OPENING.closingTime}`)
    expect(DEMO_OPENING.temporaryAnnouncement).toContain('週六')
    expect(DEMO_OPENING.openingDays).toContain('Saturday')
  })
})
