import type { FaqMapEntry } from '../map'

/**
 * The FAQ picker's rules (spec: "FAQ picker: categoryId plus an FAQ id"): an FAQ link
 * points at the public answer page `/faq/{id}` and carries the FAQ's category. Pure, so the
 * picker component and the unit tests share them.
 */

/** The select value of the FAQ entries without a category (faq-map's 未分類, `_id: null`). */
export const NO_CATEGORY = 'none'

const FAQ_LINK = /^\/faq\/([0-9a-f]{24})$/i

/** The public page of one FAQ entry. */
export const faqLinkUrl = (faqId: string): string => `/faq/${faqId}`

/** The FAQ id a link points at, or null when the link is not an FAQ page. */
export const faqIdOfLink = (linkUrl: string | null | undefined): string | null => {
  const match = typeof linkUrl === 'string' ? FAQ_LINK.exec(linkUrl.trim()) : null
  return match?.[1]?.toLowerCase() ?? null
}

/** A category's select value (its id, or NO_CATEGORY for the uncategorised group). */
export const categoryKey = (entry: Pick<FaqMapEntry, '_id'>): string => entry._id ?? NO_CATEGORY

/** The category holding this FAQ entry, if the map lists it. */
export const categoryOfFaq = (map: readonly FaqMapEntry[], faqId: string | null): FaqMapEntry | undefined =>
  faqId ? map.find((entry) => entry.faqs.some((faq) => faq._id === faqId)) : undefined

/** The entries a link may point at in one category: every one but the FAQ being edited. */
export const faqChoices = (
  entry: FaqMapEntry | undefined,
  editedId: string | number | null | undefined,
): FaqMapEntry['faqs'] =>
  (entry?.faqs ?? []).filter((faq) => editedId === null || editedId === undefined || faq._id !== String(editedId))

/** What choosing an FAQ writes into the link row: its page, internal, its category; the question as title when none was typed. */
export const linkToFaq = (
  entry: FaqMapEntry,
  faq: FaqMapEntry['faqs'][number],
  currentTitle: string | null | undefined,
): { linkUrl: string; isExternal: false; categoryId: string | null; title: string } => ({
  linkUrl: faqLinkUrl(faq._id),
  isExternal: false,
  categoryId: entry._id,
  title: currentTitle && currentTitle.trim() !== '' ? currentTitle : faq.question,
})
