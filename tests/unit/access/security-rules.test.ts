import { describe, expect, it } from 'vitest'

import { ALL_FLAGS } from '@/access/catalog'
import { defaultRoleFlags, effectiveFlags, onlyFlags, unionPermissions } from '@/access/permissions'
import { downloadName } from '@/modules/archives/files'
import { isAccepted } from '@/modules/archives/fileTypes'

/** Pure rules behind issue 10 items 10 (module switch-off) and 14 (archive input bounds). */

describe('effective flags (module switch-off)', () => {
  it('a module node off switches off every flag below it, the stored map is untouched', () => {
    const stored = defaultRoleFlags()
    stored.news__auth = false
    const effective = effectiveFlags(stored)
    expect(stored.news__read).toBe(true)
    expect(effective.news__read).toBe(false)
    expect(effective.news__edit).toBe(false)
    expect(effective.faq__read).toBe(true)
  })

  it('a group node off switches off its own leaves only; the top node off switches off the groups', () => {
    const group = effectiveFlags({ ...defaultRoleFlags(), cms__routes__auth: false })
    expect(group.cms__routes__edit).toBe(false)
    expect(group.cms__pages__edit).toBe(true)
    const top = effectiveFlags({ ...defaultRoleFlags(), cms__auth: false })
    expect(top.cms__pages__auth).toBe(false)
    expect(top.cms__pages__edit).toBe(false)
  })

  it('archive leaves count only under archives__auth', () => {
    const flags = effectiveFlags({ ...onlyFlags(['archives__upload__auth', 'archives__delete__auth']) })
    expect(flags.archives__upload__auth).toBe(false)
    expect(effectiveFlags(onlyFlags(['archives__auth', 'archives__upload__auth'])).archives__upload__auth).toBe(true)
  })

  it("the union is over each role's effective flags; the super-admin keeps everything", () => {
    const off = { enabled: true, flags: { ...defaultRoleFlags(), news__auth: false } }
    expect(unionPermissions([off]).news__edit).toBe(false)
    expect(unionPermissions([off, { enabled: true, flags: onlyFlags(['news__auth', 'news__edit']) }]).news__edit).toBe(
      true,
    )
    const superAdmin = unionPermissions([{ enabled: true, isSuperAdmin: true, flags: {} }])
    expect(ALL_FLAGS.filter((f) => !f.endsWith('review__required')).every((f) => superAdmin[f])).toBe(true)
  })
})

describe('archive input bounds', () => {
  it('object keys are not accepted extensions', () => {
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])
      expect(isAccepted(key)).toBe(false)
    expect(isAccepted('png')).toBe(true)
  })

  it('the download name always ends in the stored extension', () => {
    expect(downloadName(undefined, '報表.csv', 'csv')).toBe('報表.csv')
    expect(downloadName('  ', '報表.csv', 'csv')).toBe('報表.csv')
    expect(downloadName('x.html', '報表.csv', 'csv')).toBe('x.html.csv')
    expect(downloadName('x', '報表.csv', 'csv')).toBe('x.csv')
    expect(downloadName('X.CSV', '報表.csv', 'csv')).toBe('X.CSV')
    expect(downloadName('../../etc/passwd', 'a.txt', 'txt')).toBe('_.._etc_passwd.txt')
  })
})
