import { describe, expect, it } from 'vitest'

import { isUrl, validateDate } from '@/fields/validate'
import { moduleCollections } from '@/modules'

describe('link fields (isUrl)', () => {
  it('accepts site paths and absolute http(s) URLs', () => {
    for (const value of [
      '/faq',
      '/cms/abc',
      '/api/public/archives/download?id=1',
      'https://example.org/a',
      'http://example.org',
    ]) {
      expect(isUrl(value), value).toBe(true)
    }
  })

  it('refuses links a browser would send to another host', () => {
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '/a\\b',
      'javascript:alert(1)',
      'mailto:x@y',
      '/a b',
    ]) {
      expect(isUrl(value), value).toBe(false)
    }
  })
})

describe('date fields (validateDate)', () => {
  const options = (required = false) =>
    ({
      required,
      req: { t: (key: string) => (key === 'validation:required' ? '此欄位為必填' : key) },
    }) as unknown as Parameters<typeof validateDate>[1]

  it('accepts dates and ISO strings, and an empty value when not required', () => {
    for (const value of [
      '2026-11-24',
      '2026-11-24T08:00:00.000Z',
      '2026-11-24T08:00:00+08:00',
      new Date(),
      null,
      undefined,
      '',
    ]) {
      expect(validateDate(value, options()), String(value)).toBe(true)
    }
    expect(validateDate('', options(true))).toBe('此欄位為必填')
  })

  it('refuses what is no date, falsy values included (false once reached PostgreSQL as text)', () => {
    for (const value of [false, 0, true, 1, {}, [], 'false', '2026-02-30', 'tomorrow', new Date('x')]) {
      expect(validateDate(value, options()), JSON.stringify(value)).toBe('日期格式錯誤')
    }
  })
})

describe('ui fields (issue 24: "Conversation", "Recommendation Panel", "Duplicate" in the column picker)', () => {
  it('every ui field of every collection has a zh-TW label and stays out of the list columns unless it has a cell', () => {
    type AnyField = {
      name?: string
      type: string
      label?: unknown
      admin?: { disableListColumn?: boolean; components?: { Cell?: unknown } }
      fields?: AnyField[]
      tabs?: { fields: AnyField[] }[]
    }
    const walk = (fields: AnyField[]): AnyField[] =>
      fields.flatMap((field) => [
        field,
        ...walk(field.fields ?? []),
        ...(field.tabs ?? []).flatMap((tab) => walk(tab.fields)),
      ])
    const problems: string[] = []
    for (const collection of moduleCollections()) {
      for (const field of walk(collection.fields as AnyField[])) {
        if (field.type !== 'ui') continue
        if (typeof field.label !== 'string' || !/[\u4e00-\u9fff]/.test(field.label))
          problems.push(`${collection.slug}.${field.name}: no zh-TW label`)
        // A ui field is a list column only with a cell of its own (the reports' 下載).
        if (!field.admin?.disableListColumn && !field.admin?.components?.Cell)
          problems.push(`${collection.slug}.${field.name}: offered as a list column`)
      }
    }
    expect(problems).toEqual([])
  })
})
