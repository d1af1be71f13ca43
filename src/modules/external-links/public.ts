import { type Payload, createLocalReq } from 'payload'

import type { ContractRecord } from '@/crud/contentCrud'
import { listExternalLinks } from './service'

/** What an anonymous visitor may see of the external links: the enabled ones. */

/** GET /public/external-links: enabled links in display order. */
export const publicExternalLinks = async (payload: Payload): Promise<ContractRecord[]> => {
  const links = await listExternalLinks(await createLocalReq({}, payload), { overrideAccess: true })
  return links.filter((link) => link.enabled === true)
}
