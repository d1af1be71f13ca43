import { describe, expect, it } from 'vitest'

import { addTag, removeTagAt, tagsOf } from '@/ui/fields/tags'

describe('tags input rules (spec doc 2 §5)', () => {
  it('adds the trimmed text at the end', () => {
    expect(addTag(['續借'], '  借期 ')).toEqual({ tags: ['續借', '借期'], outcome: 'added' })
    expect(addTag([], 'VPN')).toEqual({ tags: ['VPN'], outcome: 'added' })
  })

  it('ignores blank text and a tag already in the list', () => {
    expect(addTag(['續借'], '   ')).toEqual({ tags: ['續借'], outcome: 'empty' })
    expect(addTag(['續借', '借期'], ' 續借 ')).toEqual({ tags: ['續借', '借期'], outcome: 'duplicate' })
  })

  it('does not change the list it was given', () => {
    const tags = ['續借']
    addTag(tags, '借期')
    removeTagAt(tags, 0)
    expect(tags).toEqual(['續借'])
  })

  it('removes the tag at a position', () => {
    expect(removeTagAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c'])
    expect(removeTagAt(['a'], 5)).toEqual(['a'])
  })

  it('reads an empty hasMany value as no tags', () => {
    expect(tagsOf(null)).toEqual([])
    expect(tagsOf(undefined)).toEqual([])
    expect(tagsOf(['a', 2, 'b'])).toEqual(['a', 'b'])
  })
})
