import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { classifyAnswer } from '@/modules/statistics/sushi/classify'
import { RETRY_CAPS, isDue, nextAttemptAt, nextDay, retryAfterMs } from '@/modules/statistics/sushi/policy'
import { counterFixturesDir } from '../../helpers/sushiServer'

const VENDORS = path.join(counterFixturesDir(), 'vendors')

/**
 * Every vendor fixture with the state it must get and the code that decides (null: none), and
 * the report asked for. A fixture added to the folder without an expectation fails the test.
 */
const EXPECTED: Record<string, { state: string; code: number | null; rows?: 'some' | 'none'; report?: string }> = {
  '5_DR_ProQuestEbookCentral_exception.json': { state: 'failed', code: 1001, report: 'DR' },
  '5_TR_ProQuestEbookCentral.json': { state: 'done', code: null, rows: 'some', report: 'TR' },
  '5_TR_ProQuestEbookCentral_exception.json': { state: 'noUsage', code: 3030, report: 'TR' },
  '5_TR_with_warning.json': { state: 'done', code: 3032, rows: 'some', report: 'TR' },
  'C5_PR_test.json': { state: 'done', code: null, rows: 'some', report: 'PR' },
  'code-zero.json': { state: 'noUsage', code: null, report: 'TR' },
  'counter5_tr_nature.json': { state: 'done', code: null, rows: 'some', report: 'TR' },
  'counter5_tr_test1.json': { state: 'done', code: null, rows: 'some', report: 'TR' },
  'counter5_tr_test1_wrong_id.json': { state: 'failed', code: null, report: 'TR' },
  'data_incorrect.json': { state: 'failed', code: null, report: 'TR' },
  'data_simple.json': { state: 'done', code: null, rows: 'some', report: 'TR' },
  'dr-extra-ids.json': { state: 'done', code: null, rows: 'some', report: 'DR' },
  'error-in-root.json': { state: 'failed', code: 2090, report: 'TR' },
  'invalid-customer.json': { state: 'broken', code: 1030, report: 'DR' },
  'naked_error.json': { state: 'queued', code: 1011, report: 'TR' },
  'naked_error_3000.json': { state: 'failed', code: 3000, report: 'TR' },
  'naked_error_lowercase.json': { state: 'failed', code: 1001, report: 'TR' },
  'naked_errors.json': { state: 'queued', code: 1011, report: 'TR' },
  'no_data.json': { state: 'noUsage', code: null, report: 'TR' },
  'no_data_3050.json': { state: 'noUsage', code: null, report: 'TR' },
  'no_data_3062.json': { state: 'noUsage', code: null, report: 'TR' },
  'no_json.txt': { state: 'failed', code: null, report: 'TR' },
  'null-in-Item_ID.json': { state: 'done', code: null, rows: 'some', report: 'TR' },
  'partial_data1.json': { state: 'partial', code: 3040, rows: 'some', report: 'TR' },
  'partial_data2.json': { state: 'done', code: 3210, rows: 'some', report: 'TR' },
  'partial_data3.json': { state: 'partial', code: 3040, rows: 'some', report: 'TR' },
  'severity-missing.json': { state: 'failed', code: 3010, report: 'DR' },
  'severity-number.json': { state: 'failed', code: 3010, report: 'DR' },
  'severity-wrong.json': { state: 'queued', code: 1011, report: 'PR' },
  'some_data_3050.json': { state: 'done', code: 3050, rows: 'some', report: 'PR' },
  'some_data_3062.json': { state: 'done', code: 3062, rows: 'some', report: 'TR' },
  'stringified_error.json': { state: 'failed', code: 2090, report: 'TR' },
}

describe('every vendor fixture is classified right', () => {
  const files = fs.readdirSync(VENDORS).sort()
  it('every fixture has an expectation', () => expect(files.filter((f) => !EXPECTED[f])).toEqual([]))
  for (const file of files) {
    it(file, () => {
      const expected = EXPECTED[file]!
      const result = classifyAnswer({
        status: 200,
        body: fs.readFileSync(path.join(VENDORS, file), 'utf8'),
        reportId: expected.report,
      })
      expect({ state: result.state, code: result.code }).toEqual({ state: expected.state, code: expected.code })
      if (expected.rows === 'some') expect(result.rows.length).toBeGreaterThan(0)
      else expect(result.rows).toEqual([])
      expect(result.message.length).toBeGreaterThan(0)
    })
  }
})

describe('classification of the exception codes in every form', () => {
  const exception = (code: number) => ({ Code: code, Severity: 'Error', Message: `m${code}` })
  const report = (codes: number[], items: unknown[] = []) => ({
    Report_Header: { Report_ID: 'TR', Release: '5', Exceptions: codes.map(exception) },
    Report_Items: items,
  })
  const item = {
    Title: 'T',
    Performance: [
      { Period: { Begin_Date: '2021-01-01' }, Instance: [{ Metric_Type: 'Total_Item_Requests', Count: 3 }] },
    ],
  }
  const cases: [number, string][] = [
    [1011, 'queued'],
    [1020, 'rateLimited'],
    [2000, 'broken'],
    [2010, 'broken'],
    [2020, 'broken'],
    [3031, 'notReady'],
    [3030, 'noUsage'],
    [1000, 'failed'],
  ]
  for (const [code, state] of cases) {
    it(`${code} → ${state} (naked, in a list, in the header, as text)`, () => {
      for (const body of [exception(code), [exception(code)], report([code]), { Code: String(code), Message: 'x' }]) {
        expect(classifyAnswer({ status: 200, body: JSON.stringify(body), reportId: 'TR' }).state).toBe(state)
      }
    })
  }
  it('3040 keeps the rows and flags them partial', () => {
    const result = classifyAnswer({ status: 200, body: JSON.stringify(report([3040], [item])), reportId: 'TR' })
    expect(result.state).toBe('partial')
    expect(result.rows).toHaveLength(1)
  })
  it('an HTTP 401/429 without a SUSHI body', () => {
    expect(classifyAnswer({ status: 401, body: 'Unauthorized' }).state).toBe('broken')
    expect(classifyAnswer({ status: 429, body: '' }).state).toBe('rateLimited')
    expect(classifyAnswer({ status: 500, body: '<html>' }).state).toBe('failed')
  })
})

describe('retry policy', () => {
  const now = new Date('2024-05-10T10:00:00Z')
  const at = (state: string, code: number | null, attempts: number, retryAfter?: number) =>
    nextAttemptAt({
      state: state as never,
      code,
      attempts,
      month: '2024-04',
      now,
      retryAfterMs: retryAfter,
    })?.toISOString() ?? null
  it('1011 queued: an hour later, longer each time, at most a day', () => {
    expect(at('queued', 1011, 1)).toBe('2024-05-10T11:00:00.000Z')
    expect(at('queued', 1011, 3)).toBe('2024-05-10T13:00:00.000Z')
    expect(at('queued', 1011, 7)).toBe('2024-05-10T17:00:00.000Z')
  })
  it("1020 rate limited: exponential back-off from 15 minutes, or the vendor's Retry-After", () => {
    expect(at('rateLimited', 1020, 1)).toBe('2024-05-10T10:15:00.000Z')
    expect(at('rateLimited', 1020, 2)).toBe('2024-05-10T10:30:00.000Z')
    expect(at('rateLimited', 1020, 3)).toBe('2024-05-10T11:00:00.000Z')
    expect(at('rateLimited', 1020, 1, 3_600_000)).toBe('2024-05-10T11:00:00.000Z')
  })
  it('3031 not ready and 3040 partial: the next day', () => {
    expect(at('notReady', 3031, 1)).toBe('2024-05-11T02:00:00.000Z')
    expect(at('partial', 3040, 2)).toBe('2024-05-11T02:00:00.000Z')
    expect(nextDay(new Date('2024-12-31T23:00:00Z')).toISOString()).toBe('2025-01-01T02:00:00.000Z')
  })
  it('no retry: done, no usage, broken credentials, refused reports, too many attempts', () => {
    expect(at('done', null, 1)).toBeNull()
    expect(at('noUsage', 3030, 1)).toBeNull()
    expect(at('broken', 2020, 1)).toBeNull()
    expect(at('failed', 3000, 1)).toBeNull()
    expect(at('queued', 1011, RETRY_CAPS.queued)).toBeNull()
  })
  it('other failures back off from an hour', () => {
    expect(at('failed', null, 1)).toBe('2024-05-10T11:00:00.000Z')
    expect(at('failed', 1010, 2)).toBe('2024-05-10T12:00:00.000Z')
  })
  it('is due when pending or its time has come', () => {
    expect(isDue({ state: 'pending' }, now)).toBe(true)
    expect(isDue({ state: 'queued', nextAttemptAt: '2024-05-10T09:59:00Z' }, now)).toBe(true)
    expect(isDue({ state: 'queued', nextAttemptAt: '2024-05-10T10:01:00Z' }, now)).toBe(false)
    expect(isDue({ state: 'done', nextAttemptAt: '2024-05-01T00:00:00Z' }, now)).toBe(false)
    expect(isDue({ state: 'broken', nextAttemptAt: null }, now)).toBe(false)
  })
  it('reads Retry-After', () => {
    expect(retryAfterMs('120', now)).toBe(120_000)
    expect(retryAfterMs('Fri, 10 May 2024 10:05:00 GMT', now)).toBe(300_000)
    expect(retryAfterMs(undefined, now)).toBeNull()
  })
})

describe('issue 26, defect 7: R5.1 2030 and vendor codes', () => {
  const naked = (code: number) => JSON.stringify({ Code: code, Severity: 'Error', Message: `m${code}` })
  it("R5.1's 2030 (IP address not authorised) is a credentials failure: broken, not retried", () => {
    const result = classifyAnswer({ status: 401, body: naked(2030), reportId: 'TR' })
    expect(result.state).toBe('broken')
    expect(result.code).toBe(2030)
    expect(result.message).toContain('IP')
    expect(
      classifyAnswer({
        status: 200,
        body: JSON.stringify({
          Report_Header: {
            Report_ID: 'TR',
            Release: '5.1',
            Exceptions: [{ Code: 2030, Message: 'IP Address Not Authorized' }],
          },
          Report_Items: [],
        }),
        reportId: 'TR',
      }).state,
    ).toBe('broken')
  })
  it("a vendor's own code is failed and not retried", () => {
    for (const code of [4001, 2090, 999]) {
      const result = classifyAnswer({ status: 500, body: naked(code), reportId: 'TR' })
      expect(result.state, String(code)).toBe('failed')
      expect(
        nextAttemptAt({
          state: result.state,
          code: result.code,
          attempts: 1,
          month: '2024-04',
          now: new Date('2024-05-10T10:00:00Z'),
        }),
        String(code),
      ).toBeNull()
    }
  })
  it('the words of a code promise no retry (the policy adds them when one is scheduled)', () => {
    for (const code of [1011, 1020, 3031, 3040]) {
      const result = classifyAnswer({ status: 200, body: naked(code), reportId: 'TR' })
      expect(result.message, String(code)).not.toMatch(/明日再試|稍後再試|將再次收割/)
    }
  })
})
