import type { Payload } from 'payload'

import { isEmpty } from '@/lib/demoData'

/** Demo external links. */
const context = { seed: true }

export const seedExternalLinks = async (payload: Payload): Promise<void> => {
  if (await isEmpty(payload, 'external-links')) {
    const externalLinks = [
      { title: 'PubMed', linkUrl: 'https://pubmed.ncbi.nlm.nih.gov/' },
      { title: '衛生福利部', linkUrl: 'https://www.mohw.gov.tw/' },
      { title: '國家圖書館', linkUrl: 'https://www.ncl.edu.tw/' },
    ]
    for (const [index, link] of externalLinks.entries()) {
      await payload.create({
        collection: 'external-links',
        data: { ...link, enabled: true, sort: index + 1 },
        context,
        overrideAccess: true,
      })
    }
  }
}
