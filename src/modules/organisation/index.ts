import { defineModule } from '@/modules/define'
import { Departments } from './collections/departments'
import { JobCategories } from './collections/job-categories'
import { JobTitles } from './collections/job-titles'
import { listEndpoints } from './endpoints'
import { organisationManifest } from './manifest'
import { publicListEndpoints } from './publicEndpoints'

/**
 * 部門、職稱、職類: the three organisation lists, built from one definition each (lists.ts), with
 * their back-office CRUD calls and public lookups.
 */
export const organisationModule = defineModule(organisationManifest, {
  collections: [Departments, JobTitles, JobCategories],
  endpoints: [...listEndpoints, ...publicListEndpoints],
  // Its demo data (seed.ts), loaded only when the demo seed runs.
  seed: async (payload) => (await import('./seed')).seedOrganisation(payload),
})

export {
  ORGANISATION_LISTS,
  ORGANISATION_LIST_SLUGS,
  type OrganisationListDefinition,
  type OrganisationListSlug,
} from './lists'
export { type OrganisationItemInput, organisationItemSchema } from './schemas'
export { type OrganisationItem, type PublicOrganisationItem, toOrganisationItem } from './service'
