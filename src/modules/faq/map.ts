import type { PayloadRequest } from 'payload'

/** One FAQ category with its questions, for the FAQ picker (categoryId plus an FAQ id). */
export type FaqMapEntry = { _id: string | null; name: string; faqs: { _id: string; question: string }[] }

const UNCATEGORISED = '未分類'

/**
 * GET /shennong/faq-map: every FAQ category (by sort) with its FAQ entries (latest versions, by
 * sort), and the entries without a category last.
 */
export const faqMap = async (req: PayloadRequest): Promise<FaqMapEntry[]> => {
  const [categories, faqs] = await Promise.all([
    req.payload.find({
      collection: 'faq-categories',
      pagination: false,
      sort: ['sort', 'name'],
      depth: 0,
      overrideAccess: false,
      req,
    }),
    req.payload.find({
      collection: 'faq',
      pagination: false,
      sort: ['sort', 'question'],
      depth: 0,
      draft: true,
      overrideAccess: false,
      req,
    }),
  ])
  const byCategory = new Map<string | null, FaqMapEntry['faqs']>()
  for (const faq of faqs.docs) {
    const key = typeof faq.categoryId === 'string' ? faq.categoryId : (faq.categoryId?.id ?? null)
    const list = byCategory.get(key) ?? []
    list.push({ _id: String(faq.id), question: faq.question })
    byCategory.set(key, list)
  }
  const entries: FaqMapEntry[] = categories.docs.map((category) => ({
    _id: String(category.id),
    name: category.name,
    faqs: byCategory.get(String(category.id)) ?? [],
  }))
  const known = new Set(categories.docs.map((category) => String(category.id)))
  const orphans = [...byCategory.entries()]
    .filter(([key]) => key === null || !known.has(key))
    .flatMap(([, list]) => list)
  if (orphans.length > 0) entries.push({ _id: null, name: UNCATEGORISED, faqs: orphans })
  return entries
}
