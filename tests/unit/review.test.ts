import { describe, expect, it } from 'vitest'

import { lineDiff } from '@/modules/review/admin/lineDiff'

describe('lineDiff (review screen)', () => {
  it('marks removed and added lines and keeps the common ones', () => {
    const { before, after } = lineDiff('第一行\n第二行\n第三行', '第一行\n第二行（改）\n第三行\n第四行')
    expect(before).toEqual([
      { text: '第一行', kind: 'same' },
      { text: '第二行', kind: 'removed' },
      { text: '第三行', kind: 'same' },
    ])
    expect(after).toEqual([
      { text: '第一行', kind: 'same' },
      { text: '第二行（改）', kind: 'added' },
      { text: '第三行', kind: 'same' },
      { text: '第四行', kind: 'added' },
    ])
  })

  it('an empty side is all added or all removed', () => {
    expect(lineDiff('', 'a\nb').after.map((l) => l.kind)).toEqual(['added', 'added'])
    expect(lineDiff('a', '').before.map((l) => l.kind)).toEqual(['removed'])
  })
})
