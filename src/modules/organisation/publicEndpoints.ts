import type { Endpoint } from 'payload'

import { ORGANISATION_LIST_SLUGS } from './lists'
import { publicOrganisationList } from './service'
import { endpoint, ok } from '@/endpoints/http'

/** Public lookups: GET /public/departments, /public/job-titles, /public/job-categories. */
export const publicListEndpoints: Endpoint[] = ORGANISATION_LIST_SLUGS.map((slug) =>
  endpoint('get', `/public/${slug}`, 'public', async (req) => ok(await publicOrganisationList(req.payload, slug))),
)
