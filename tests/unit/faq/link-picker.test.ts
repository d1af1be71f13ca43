import { describe, expect, it } from 'vitest'

import {
  NO_CATEGORY,
  categoryKey,
  categoryOfFaq,
  faqChoices,
  faqIdOfLink,
  faqLinkUrl,
  linkToFaq,
} from '@/modules/faq/admin/faqLink'
import type { FaqMapEntry } from '@/modules/faq/map'

const A = 'a'.repeat(24)
const B = 'b'.repeat(24)
const C = 'c'.repeat(24)
const CATEGORY = '1'.repeat(24)

const map: FaqMapEntry[] = [
  {
    _id: CATEGORY,
    name: '借閱服務',
    faqs: [
      { _id: A, question: '如何續借？' },
      { _id: B, question: '可借幾本？' },
    ],
  },
  { _id: '2'.repeat(24), name: '空類別', faqs: [] },
  { _id: null, name: '未分類', faqs: [{ _id: C, question: '其他' }] },
]

describe('FAQ picker rules (spec doc 2 §3)', () => {
  it('an FAQ link is /faq/{id}, and only such a link names an FAQ', () => {
    expect(faqLinkUrl(A)).toBe(`/faq/${A}`)
    expect(faqIdOfLink(`/faq/${A}`)).toBe(A)
    expect(faqIdOfLink(` /faq/${A.toUpperCase()} `)).toBe(A)
    expect(faqIdOfLink('/faq')).toBeNull()
    expect(faqIdOfLink(`/news/${A}`)).toBeNull()
    expect(faqIdOfLink(`https://example.org/faq/${A}`)).toBeNull()
    expect(faqIdOfLink(`/faq/${A}x`)).toBeNull()
    expect(faqIdOfLink(null)).toBeNull()
  })

  it('finds the category holding an FAQ; the uncategorised group has its own key', () => {
    expect(categoryOfFaq(map, B)?.name).toBe('借閱服務')
    expect(categoryOfFaq(map, C)?._id).toBeNull()
    expect(categoryOfFaq(map, 'f'.repeat(24))).toBeUndefined()
    expect(categoryOfFaq(map, null)).toBeUndefined()
    expect(categoryKey(map[2]!)).toBe(NO_CATEGORY)
    expect(categoryKey(map[0]!)).toBe(CATEGORY)
  })

  it('offers every FAQ of the category but the one being edited; an empty category offers none', () => {
    expect(faqChoices(map[0], undefined).map((faq) => faq._id)).toEqual([A, B])
    expect(faqChoices(map[0], A).map((faq) => faq._id)).toEqual([B])
    expect(faqChoices(map[1], undefined)).toEqual([])
    expect(faqChoices(undefined, undefined)).toEqual([])
  })

  it('choosing an FAQ makes an internal link to its page with its category, keeping a typed title', () => {
    expect(linkToFaq(map[0]!, map[0]!.faqs[1]!, '')).toEqual({
      linkUrl: `/faq/${B}`,
      isExternal: false,
      categoryId: CATEGORY,
      title: '可借幾本？',
    })
    expect(linkToFaq(map[0]!, map[0]!.faqs[1]!, '借閱規則').title).toBe('借閱規則')
    expect(linkToFaq(map[2]!, map[2]!.faqs[0]!, null)).toMatchObject({
      linkUrl: `/faq/${C}`,
      categoryId: null,
      title: '其他',
    })
  })
})
