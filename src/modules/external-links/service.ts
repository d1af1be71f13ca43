import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { requiredText } from '@/validation'
import type { ContractRecord } from '@/crud/contentCrud'
import { optionalBoolean, optionalId, requiredUrl } from '@/crud/inputs'
import { listOrdered, parseListBody, saveOrderedList } from '@/crud/orderedList'

/**
 * The external links page and menu: saved as a whole list whose order is
 * the display order (src/crud/orderedList.ts).
 */

export const EXTERNAL_LINK_LABEL = {
  externalLinks: '外部連結',
  title: '標題',
  linkUrl: '連結網址',
} as const

/** An external link: title and linkUrl required, linkUrl a URL. */
export const externalLinkSchema = z.object({
  _id: optionalId,
  title: requiredText(EXTERNAL_LINK_LABEL.title),
  linkUrl: requiredUrl(EXTERNAL_LINK_LABEL.linkUrl),
  enabled: optionalBoolean,
})

/** GET /shennong/external-links: every external link in display order. */
export const listExternalLinks = (
  req: PayloadRequest,
  options: { overrideAccess?: boolean } = {},
): Promise<ContractRecord[]> => listOrdered(req, 'external-links', options)

/** POST /shennong/external-links: `{ externalLinks: [...] }` or a bare array. */
export const saveExternalLinks = async (req: PayloadRequest, body: unknown): Promise<ContractRecord[]> => {
  const items = parseListBody(body, 'externalLinks', EXTERNAL_LINK_LABEL.externalLinks, externalLinkSchema)
  return saveOrderedList(req, 'external-links', items)
}
