import { describe, expect, it } from 'vitest'

import { MAX_JSON_DEPTH, nestsDeeperThan, restBodyRefusal } from '@/endpoints/bodyLimit'
import { MSG } from '@/i18n/messages'

const nested = (levels: number, open = '[', close = ']') => `${open.repeat(levels)}1${close.repeat(levels)}`

describe('nestsDeeperThan (read from the text, before any parse)', () => {
  it('counts objects and arrays up to the limit, and past it', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false)
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true)
    expect(nestsDeeperThan(`${'{"a":'.repeat(MAX_JSON_DEPTH + 1)}1${'}'.repeat(MAX_JSON_DEPTH + 1)}`)).toBe(true)
  })

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ text: '['.repeat(500), quote: '\\"['.repeat(200) }))).toBe(false)
  })

  it('answers 20,000 levels without overflowing the stack', () => {
    expect(restBodyRefusal(nested(20_000))).toBe(MSG.tooDeep(MAX_JSON_DEPTH))
    expect(restBodyRefusal('{"name":"a\\u0000b"}')).toBe(MSG.nulCharacter)
    expect(restBodyRefusal('{"name":"ok"}')).toBeNull()
  })
})
