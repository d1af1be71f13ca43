import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { MODULES } from '@/modules'
import { folderUrl, listUrl, uploadUrl } from '@/modules/archives/admin/state'
import { PICKER_MODULES, PICKER_MODULE_KEYS, isPickerModule, pickerModuleOf } from '@/modules/archives/pickerModules'
import {
  type RuleItem,
  SYSTEM_FOLDERS,
  pickerFolderActions,
  pickerGrant,
  pickerItemActions,
} from '@/modules/archives/rules'

const ID = '0123456789abcdef01234567'

const folder = (over: Partial<RuleItem> = {}): RuleItem => ({
  id: ID,
  type: 'Folder',
  parentId: null,
  systemKey: null,
  isModuleFolder: false,
  createdUserId: null,
  inRecycleBin: false,
  systemAncestor: null,
  ...over,
})

describe('picker rules (issue 16 §3)', () => {
  it('module editors pick and upload into the module folder; archive users need the upload flag', () => {
    expect(pickerGrant({ moduleEdit: true, archives: false, archivesUpload: false }, 'news')).toEqual({
      pick: true,
      upload: true,
    })
    expect(pickerGrant({ moduleEdit: true, archives: false, archivesUpload: false }, null)).toEqual({
      pick: true,
      upload: false,
    })
    expect(pickerGrant({ moduleEdit: false, archives: true, archivesUpload: false }, 'news')).toEqual({
      pick: true,
      upload: false,
    })
    expect(pickerGrant({ moduleEdit: false, archives: true, archivesUpload: true }, 'news')).toEqual({
      pick: true,
      upload: true,
    })
    expect(pickerGrant({ moduleEdit: false, archives: false, archivesUpload: true }, 'news')).toEqual({
      pick: false,
      upload: false,
    })
  })

  it('items are read-only; uploads only in the module folder', () => {
    expect(pickerItemActions({ type: 'File', inRecycleBin: false })).toEqual(['download'])
    expect(pickerItemActions({ type: 'File', inRecycleBin: true })).toEqual([])
    expect(pickerItemActions({ type: 'Folder', inRecycleBin: false })).toEqual([])
    const may = { pick: true, upload: true }
    expect(pickerFolderActions(folder({ systemKey: 'news', isModuleFolder: true }), 'news', may)).toEqual([
      'uploadFile',
    ])
    expect(pickerFolderActions(folder({ systemKey: 'faq', isModuleFolder: true }), 'news', may)).toEqual([])
    expect(pickerFolderActions(folder(), 'news', may)).toEqual([])
    expect(pickerFolderActions(null, 'news', may)).toEqual([])
    expect(pickerFolderActions(folder({ systemKey: 'news' }), 'news', { pick: true, upload: false })).toEqual([])
    expect(pickerFolderActions(folder({ systemKey: 'news' }), null, may)).toEqual([])
  })

  it('module names are an enumeration (no inherited keys)', () => {
    expect(isPickerModule('news')).toBe(true)
    expect(isPickerModule('toString')).toBe(false)
    expect(isPickerModule('archives')).toBe(false)
    for (const key of PICKER_MODULE_KEYS) {
      const target = PICKER_MODULES[key].folder
      if (target !== null) expect(SYSTEM_FOLDERS).toContain(target)
      expect(target).not.toBe('recycle-bin')
      expect(target).not.toBe('temp')
    }
  })
})

const PICKER_COMPONENTS = ['ArchiveFileField', 'BlocksEditorField', 'QuestionGroupsField']

const usesPicker = (fields: readonly Field[]): boolean =>
  fields.some((field) => {
    const component = (field as { admin?: { components?: { Field?: unknown } } }).admin?.components?.Field
    if (typeof component === 'string' && PICKER_COMPONENTS.some((name) => component.includes(name))) return true
    if ('fields' in field && Array.isArray(field.fields)) return usesPicker(field.fields)
    if ('tabs' in field) return field.tabs.some((tab) => usesPicker(tab.fields))
    if ('blocks' in field) return field.blocks.some((block) => usesPicker(block.fields))
    return false
  })

describe('every screen with an archive picker has a picker module', () => {
  const screens = MODULES.flatMap((module) => {
    const topKeys = (module.flags ?? []).map((node) => node.key)
    return [
      ...(module.collections ?? [])
        .filter((c) => usesPicker(c.fields))
        .map((c) => ({ topKeys, screen: { collectionSlug: c.slug }, slug: c.slug })),
      ...(module.globals ?? [])
        .filter((g) => usesPicker(g.fields))
        .map((g) => ({ topKeys, screen: { globalSlug: g.slug }, slug: g.slug })),
    ]
  })

  it('finds the screens', () => {
    expect(screens.map((s) => s.slug)).toEqual(expect.arrayContaining(['news', 'carousels', 'pages', 'faq']))
  })

  it.each(screens.map((s) => [s.slug, s] as const))(
    '%s names a picker module whose flag is its own module’s edit flag',
    (_slug, { topKeys, screen }) => {
      const module = pickerModuleOf(screen)
      expect(module).not.toBeNull()
      const flag = PICKER_MODULES[module!].flag
      expect(flag.endsWith('__edit')).toBe(true)
      expect(topKeys.some((key) => flag.startsWith(`${key}__`))).toBe(true)
    },
  )
})

describe('picker calls', () => {
  it('use the picker path with the module', () => {
    const list = new URL(listUrl('root', { view: 'picker', module: 'news', fileType: 'image' }), 'http://x')
    expect(list.pathname).toBe('/api/shennong/archives/picker/list/root')
    expect(list.searchParams.get('module')).toBe('news')
    expect(list.searchParams.get('view')).toBeNull()
    expect(list.searchParams.get('fileType')).toBe('image')
    expect(uploadUrl(ID, 'news')).toBe(`/api/shennong/archives/picker/upload?module=news&folderId=${ID}`)
    expect(folderUrl(ID, 'news')).toBe(`/api/shennong/archives/picker/folders/${ID}?module=news`)
  })

  it('without a module, the manager calls', () => {
    expect(new URL(listUrl('root', { view: 'picker' }), 'http://x').pathname).toBe('/api/shennong/archives/list/root')
    expect(uploadUrl(ID)).toBe(`/api/shennong/archives/upload?module=archives&folderId=${ID}`)
    expect(folderUrl(ID)).toBe(`/api/shennong/archives/folders/${ID}`)
  })
})
