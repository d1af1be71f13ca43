import { APIError, ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'

import { publicErrorBody } from '@/lib/publicErrors'

const UNKNOWN = { errors: [{ message: 'An unknown error occurred.' }] }

/** An error as the production bundle has it: its class name minified away. */
const minified = <T extends Error>(error: T, name = ''): T => {
  error.name = name
  return error
}
const apiError = (message: string, status: number, isPublic?: boolean) =>
  minified(new APIError(message, status, undefined, isPublic))

describe('publicErrorBody', () => {
  it('gives back the message of a public refusal that Payload answered as unknown', () => {
    expect(publicErrorBody(apiError('超級管理員角色不可刪除', 403, true), UNKNOWN)).toEqual({
      errors: [{ message: '超級管理員角色不可刪除' }],
    })
    expect(publicErrorBody(apiError('請求格式錯誤', 400), UNKNOWN)).toEqual({ errors: [{ message: '請求格式錯誤' }] })
  })

  it('gives back the per-field errors of a validation error whose data Payload dropped', () => {
    const error = minified(
      new ValidationError({ collection: 'quick-links', errors: [{ message: '名稱為必填欄位', path: 'label' }] }),
      'e',
    )
    const dropped = { errors: [{ message: error.message }] }
    const body = publicErrorBody(error, dropped)
    expect(body?.errors).toHaveLength(1)
    expect(body?.errors[0]).toMatchObject({
      message: error.message,
      data: { collection: 'quick-links', errors: [{ message: '名稱為必填欄位', path: 'label' }] },
    })
  })

  it("keeps Payload's answer for private errors and for answers that kept their details", () => {
    expect(publicErrorBody(apiError('connection string leaked', 500), UNKNOWN)).toBeUndefined()
    expect(publicErrorBody(apiError('hidden', 403, false), UNKNOWN)).toBeUndefined()
    expect(
      publicErrorBody(apiError('超級管理員角色不可刪除', 403, true), {
        errors: [{ message: '超級管理員角色不可刪除' }],
      }),
    ).toBeUndefined()
    const error = new ValidationError({
      collection: 'quick-links',
      errors: [{ message: '名稱為必填欄位', path: 'label' }],
    })
    expect(publicErrorBody(error, { errors: [{ message: error.message, data: error.data }] })).toBeUndefined()
    expect(publicErrorBody(apiError('  ', 400, true), UNKNOWN)).toBeUndefined()
    expect(publicErrorBody('not an error', UNKNOWN)).toBeUndefined()
    expect(publicErrorBody(apiError('x', 400, true), undefined)).toBeUndefined()
  })
})
