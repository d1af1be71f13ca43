import { APIError } from 'payload'
import { describe, expect, it } from 'vitest'

import { publicErrorBody } from '../../src/lib/publicErrors'

const UNKNOWN = { errors: [{ message: 'An unknown error occurred.' }] }

/** An APIError as the production bundle has it: its class name minified away. */
const minified = (message: string, status: number, isPublic?: boolean) => {
  const error = new APIError(message, status, undefined, isPublic)
  error.name = ''
  return error
}

describe('publicErrorBody', () => {
  it('gives back the message of a public refusal that Payload answered as unknown', () => {
    expect(publicErrorBody(minified('超級管理員角色不可刪除', 403, true), UNKNOWN)).toEqual({ errors: [{ message: '超級管理員角色不可刪除' }] })
    // No isPublic flag: a status other than 500 is public (Payload's own rule).
    expect(publicErrorBody(minified('請求格式錯誤', 400), UNKNOWN)).toEqual({ errors: [{ message: '請求格式錯誤' }] })
  })
  it('keeps Payload\'s answer for private errors and for answers that kept their message', () => {
    expect(publicErrorBody(minified('connection string leaked', 500), UNKNOWN)).toBeUndefined()
    expect(publicErrorBody(minified('hidden', 403, false), UNKNOWN)).toBeUndefined()
    expect(publicErrorBody(minified('超級管理員角色不可刪除', 403, true), { errors: [{ message: '超級管理員角色不可刪除' }] })).toBeUndefined()
    expect(publicErrorBody(minified('  ', 400, true), UNKNOWN)).toBeUndefined()
    expect(publicErrorBody('not an error', UNKNOWN)).toBeUndefined()
    expect(publicErrorBody(minified('x', 400, true), undefined)).toBeUndefined()
  })
})
