import { describe, expect, it } from 'vitest'

import { ICONS, iconByName, isIconName, searchIcons } from '@/lib/icons'

describe('icon library', () => {
  it('offers about 130 icons, each with a unique name, a zh-TW label and a component', () => {
    expect(ICONS.length).toBeGreaterThanOrEqual(125)
    expect(new Set(ICONS.map((i) => i.name)).size).toBe(ICONS.length)
    for (const icon of ICONS) {
      expect(icon.label).toMatch(/[\u4e00-\u9fff]/)
      expect(['function', 'object']).toContain(typeof icon.Icon)
    }
  })
  it('searches by zh-TW label and by name, ignoring case and blanks', () => {
    expect(searchIcons('書').map((i) => i.name)).toContain('BookOpen')
    expect(searchIcons('  calendar ').map((i) => i.name)).toEqual(expect.arrayContaining(['Calendar', 'CalendarDays']))
    expect(searchIcons('')).toHaveLength(ICONS.length)
    expect(searchIcons('不存在的圖示')).toEqual([])
  })
  it('looks icons up by name', () => {
    expect(iconByName('Library')?.label).toBe('圖書館')
    expect(iconByName('Nope')).toBeUndefined()
    expect(isIconName('Mail')).toBe(true)
  })
})
