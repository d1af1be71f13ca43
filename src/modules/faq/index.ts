import { defineModule } from '@/modules/define'
import { Faq } from './collections/faq'
import { FaqCategories } from './collections/faq-categories'
import { FaqRoutes } from './collections/faq-routes'
import { faqEndpoints } from './endpoints'
import { faqManifest } from './manifest'
import { faqPublicEndpoints } from './publicEndpoints'

/** 常見問題: FAQ entries (reviewed), their categories and the FAQ tree; the back-office calls, the public reads and the FAQ robot. */
export const faqModule = defineModule(faqManifest, {
  collections: [FaqRoutes, Faq, FaqCategories],
  endpoints: [...faqEndpoints, ...faqPublicEndpoints],
  // Its demo data (seed.ts), loaded only when the demo seed runs.
  seed: async (payload) => (await import('./seed')).seedFaq(payload),
})

export {
  type FaqSearchEntry,
  type PublicFaq,
  type PublicFaqRoute,
  type PublicFaqSummary,
  filterFaqIndex,
  publicFaqInfra,
  publicFaqItem,
  publicFaqSearchIndex,
} from './public'
