import { describe, expect, it } from 'vitest'

import {
  RETRY_CAPS,
  countedAttempts,
  counterDeadline,
  nextAttemptAt,
  nextHarvestRunAt,
  retryDecision,
  retryWords,
} from '@/modules/statistics/sushi/policy'

/**
 * Issue 26, defects 1 and 10: a cap per retry state, hand-started harvests not counted, "not
 * ready" retried daily until COUNTER's deadline (the 28th of the month after the data month),
 * never words that promise a retry that will not happen, and the job woken when a retry is due.
 */

const iso = (date: Date | null) => date?.toISOString() ?? null

describe('COUNTER deadline: "not ready" and partial months are retried daily until the 28th of the next month', () => {
  const at = (state: 'notReady' | 'partial', now: string, attempts: number, month = '2026-03') =>
    iso(nextAttemptAt({ state, code: state === 'notReady' ? 3031 : 3040, attempts, month, now: new Date(now) }))

  it('the deadline of a data month is the 28th of the following month', () => {
    expect(counterDeadline('2026-03').toISOString().slice(0, 10)).toBe('2026-04-28')
    expect(counterDeadline('2025-12').toISOString().slice(0, 10)).toBe('2026-01-28')
  })

  it('asked on the 1st, 3031 is asked again every day, far beyond eight attempts', () => {
    expect(at('notReady', '2026-04-01T01:17:00Z', 1)).toBe('2026-04-02T02:00:00.000Z')
    expect(at('notReady', '2026-04-09T02:00:00Z', 9)).toBe('2026-04-10T02:00:00.000Z')
    expect(at('notReady', '2026-04-20T02:00:00Z', 20)).toBe('2026-04-21T02:00:00.000Z')
    expect(at('partial', '2026-04-15T02:00:00Z', 15)).toBe('2026-04-16T02:00:00.000Z')
  })

  it('the last attempt is the morning after the 28th; then it stops (reason: deadline)', () => {
    expect(at('notReady', '2026-04-28T02:00:00Z', 28)).toBe('2026-04-29T02:00:00.000Z')
    expect(at('notReady', '2026-04-28T22:00:00Z', 29)).toBe('2026-04-29T02:00:00.000Z')
    expect(at('notReady', '2026-04-29T02:00:00Z', 30)).toBeNull()
    expect(
      retryDecision({
        state: 'notReady',
        code: 3031,
        attempts: 30,
        month: '2026-03',
        now: new Date('2026-04-29T02:00:00Z'),
      }).reason,
    ).toBe('deadline')
    expect(at('partial', '2026-04-29T02:00:00Z', 3)).toBeNull()
    // A month long past its deadline (added by hand years later) is not retried by itself.
    expect(at('notReady', '2026-04-02T10:00:00Z', 1, '2020-01')).toBeNull()
  })
})

describe('a cap per state', () => {
  const now = new Date('2026-05-10T10:00:00Z')
  const decide = (state: 'queued' | 'rateLimited' | 'failed', code: number | null, attempts: number) =>
    retryDecision({ state, code, attempts, month: '2026-04', now })

  it('each retried state has its own cap', () => {
    expect(RETRY_CAPS.queued).toBeGreaterThan(RETRY_CAPS.failed)
    for (const [state, code] of [
      ['queued', 1011],
      ['rateLimited', 1020],
      ['failed', null],
    ] as const) {
      expect(decide(state, code, RETRY_CAPS[state] - 1).at, state).not.toBeNull()
      expect(decide(state, code, RETRY_CAPS[state]), state).toEqual({ at: null, reason: 'exhausted' })
    }
  })

  it('hand-started attempts are not counted; a new state starts its count again', () => {
    expect(countedAttempts({ previousState: 'failed', previousCount: 7, state: 'failed', automatic: false })).toBe(7)
    expect(countedAttempts({ previousState: 'failed', previousCount: 7, state: 'failed', automatic: true })).toBe(8)
    expect(countedAttempts({ previousState: 'failed', previousCount: 7, state: 'queued', automatic: true })).toBe(1)
    expect(countedAttempts({ previousState: 'pending', previousCount: 0, state: 'notReady', automatic: false })).toBe(0)
    // A hand-started attempt with nothing counted yet still backs off from the first step.
    expect(iso(nextAttemptAt({ state: 'failed', code: null, attempts: 0, month: '2026-04', now }))).toBe(
      '2026-05-10T11:00:00.000Z',
    )
  })
})

describe('codes: only COUNTER service codes and failures without a code are retried', () => {
  const now = new Date('2026-05-10T10:00:00Z')
  const at = (code: number | null) => iso(nextAttemptAt({ state: 'failed', code, attempts: 1, month: '2026-04', now }))
  it('1000/1010 and failures without a code back off', () => {
    expect(at(null)).toBe('2026-05-10T11:00:00.000Z')
    expect(at(1000)).toBe('2026-05-10T11:00:00.000Z')
    expect(at(1010)).toBe('2026-05-10T11:00:00.000Z')
  })
  it("refused reports and a vendor's own codes are final, and say which", () => {
    for (const code of [3000, 3010, 3020, 3032]) {
      expect(retryDecision({ state: 'failed', code, attempts: 1, month: '2026-04', now }), String(code)).toEqual({
        at: null,
        reason: 'final',
        why: 'refused',
      })
    }
    for (const code of [2090, 2011, 1, 999, 4001, 9999]) {
      expect(retryDecision({ state: 'failed', code, attempts: 1, month: '2026-04', now }), String(code)).toEqual({
        at: null,
        reason: 'final',
        why: 'vendorCode',
      })
    }
  })
  it('an answer over the size limit and a url refused are final whatever their code (issue 43, item 11)', () => {
    for (const final of ['tooLarge', 'urlRefused'] as const)
      expect(retryDecision({ state: 'failed', code: null, attempts: 1, month: '2026-04', now, final })).toEqual({
        at: null,
        reason: 'final',
        why: final,
      })
    expect(retryDecision({ state: 'broken', code: 2020, attempts: 0, month: '2026-04', now })).toEqual({
      at: null,
      reason: 'final',
      why: 'credentials',
    })
  })
})

describe('the words never promise a retry that will not happen', () => {
  it('a scheduled retry says so; a stopped one says it stopped and why', () => {
    const scheduled = retryWords(
      { at: new Date('2026-04-02T02:00:00Z'), reason: 'retry' },
      { month: '2026-03', attempts: 1, state: 'notReady' },
    )
    // When (the library's time zone, Asia/Taipei unless LIBRARY_TIME_ZONE says otherwise) and why.
    if (!process.env.LIBRARY_TIME_ZONE) expect(scheduled).toContain('將自動再試（下次嘗試：2026-04-02 10:00；')
    expect(scheduled).toContain('2026-04-28 前')
    const failed = retryWords(
      { at: new Date('2026-04-02T02:00:00Z'), reason: 'retry' },
      { month: '2026-03', attempts: 3, state: 'failed' },
    )
    expect(failed).toMatch(/將自動再試（下次嘗試：[^；]+；可能是暫時的問題；自動嘗試上限 8 次，已用 3 次）$/)
    const deadline = retryWords({ at: null, reason: 'deadline' }, { month: '2026-03', attempts: 29 })
    expect(deadline).toContain('不再自動重試')
    expect(deadline).toContain('2026-04-28')
    expect(deadline).not.toMatch(/明日|稍後再試/)
    const exhausted = retryWords({ at: null, reason: 'exhausted' }, { month: '2026-03', attempts: 8 })
    expect(exhausted).toContain('不再自動重試')
    expect(exhausted).toContain('8')
    // Nothing failed (data, no usage): nothing to add.
    expect(retryWords({ at: null, reason: 'final' }, { month: '2026-03', attempts: 1 })).toBeNull()
    // A final failure says it is not retried, and why.
    const words = (why: 'credentials' | 'refused' | 'vendorCode' | 'tooLarge' | 'urlRefused' | 'kept') =>
      retryWords({ at: null, reason: 'final', why }, { month: '2026-03', attempts: 1, code: 9999, maxMb: 50 })
    expect(words('vendorCode')).toContain('不會自動再試：例外代碼 9999 是廠商自訂的錯誤')
    expect(words('tooLarge')).toContain('50 MB')
    for (const why of ['credentials', 'refused', 'vendorCode', 'tooLarge', 'urlRefused', 'kept'] as const) {
      expect(words(why), why).toMatch(/^不會自動再試：/)
      expect(words(why), why).not.toContain('將自動再試')
    }
  })
})

describe('defect 10: the harvest job wakes when a retry is due, not at the next hourly run', () => {
  it('the next run is the earliest of the hourly run and the earliest retry', () => {
    const now = new Date('2026-05-10T10:17:05Z')
    expect(nextHarvestRunAt(now, new Date('2026-05-10T10:17:30Z')).toISOString()).toBe('2026-05-10T10:17:30.000Z')
    expect(nextHarvestRunAt(now, null).toISOString()).toBe('2026-05-10T11:17:00.000Z')
    expect(nextHarvestRunAt(now, new Date('2026-05-10T12:00:00Z')).toISOString()).toBe('2026-05-10T11:17:00.000Z')
    expect(nextHarvestRunAt(new Date('2026-05-10T10:10:00Z'), null).toISOString()).toBe('2026-05-10T10:17:00.000Z')
    // A retry already due: at once.
    expect(nextHarvestRunAt(now, new Date('2026-05-10T09:00:00Z')).toISOString()).toBe(now.toISOString())
  })
})
