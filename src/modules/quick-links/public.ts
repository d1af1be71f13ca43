import { type Payload, createLocalReq } from 'payload'

import type { ContractRecord } from '@/crud/contentCrud'
import { listQuickLinks } from './service'

/** What an anonymous visitor may see of the quick links: all of them. */

/** GET /public/quick-links: every quick link in display order. */
export const publicQuickLinks = async (payload: Payload): Promise<ContractRecord[]> =>
  listQuickLinks(await createLocalReq({}, payload), { overrideAccess: true })
