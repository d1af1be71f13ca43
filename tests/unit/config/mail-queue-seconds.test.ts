import { describe, expect, it } from 'vitest'

import { DEFAULT_MAIL_QUEUE_SECONDS, mailQueueSeconds } from '@/config/env'

describe('MAIL_QUEUE_SECONDS (how often the mail queue sends)', () => {
  it('is ten seconds unless set, and takes a whole number from 1 to 59', () => {
    expect(mailQueueSeconds(undefined)).toBe(DEFAULT_MAIL_QUEUE_SECONDS)
    expect(mailQueueSeconds('')).toBe(10)
    expect(mailQueueSeconds(' 2 ')).toBe(2)
    expect(mailQueueSeconds('59')).toBe(59)
  })

  it('stops the start on anything else, naming the variable', () => {
    for (const value of ['0', '60', '-1', '1.5', 'ten', '1e1'])
      expect(() => mailQueueSeconds(value), value).toThrow(/MAIL_QUEUE_SECONDS/)
  })
})
