import type { Payload } from 'payload'

import type { OrganisationListSlug } from './lists'

/** Demo organisation lists of a teaching hospital; `sort` is the order the public forms show. */
export const DEMO_ORGANISATION: Record<OrganisationListSlug, readonly string[]> = {
  departments: [
    '內科部',
    '外科部',
    '護理部',
    '藥劑部',
    '醫學研究部',
    '小兒部',
    '婦產部',
    '急診醫學部',
    '教學部',
    '資訊室',
  ],
  'job-titles': ['主治醫師', '住院醫師', '專科護理師', '護理師', '藥師', '醫事檢驗師', '研究助理', '行政專員'],
  'job-categories': ['醫師', '護理', '醫事', '行政', '研究', '學生'],
}

/**
 * Seed the departments, job titles and job categories. A list that already has entries is
 * left alone, so calling this twice adds nothing.
 */
export const seedOrganisation = async (payload: Payload): Promise<void> => {
  const context = { seed: true }
  for (const [slug, names] of Object.entries(DEMO_ORGANISATION) as [OrganisationListSlug, readonly string[]][]) {
    const existing = await payload.count({ collection: slug, overrideAccess: true })
    if (existing.totalDocs > 0) continue
    for (const [index, name] of names.entries()) {
      await payload.create({
        collection: slug,
        data: { name, sort: (index + 1) * 10, enabled: true },
        context,
        overrideAccess: true,
      })
    }
  }
}
