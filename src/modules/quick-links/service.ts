import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { isIconName } from '@/lib/icons'
import { requiredText } from '@/validation'
import type { ContractRecord } from '@/crud/contentCrud'
import { optionalId, requiredUrl } from '@/crud/inputs'
import { listOrdered, parseListBody, saveOrderedList } from '@/crud/orderedList'

/**
 * The home header's quick links: saved as a whole list whose order is the
 * display order (src/crud/orderedList.ts).
 */

export const QUICK_LINK_LABEL = {
  quickLinks: '快速連結',
  label: '名稱',
  path: '連結路徑',
  icon: '圖示',
} as const

export const QUICK_LINK_MSG = { notIcon: '請從圖示清單中選擇' } as const

/** A quick link: icon, label and path required; the icon a name of the icon picker. */
export const quickLinkSchema = z.object({
  _id: optionalId,
  icon: requiredText(QUICK_LINK_LABEL.icon).refine(isIconName, { error: QUICK_LINK_MSG.notIcon }),
  label: requiredText(QUICK_LINK_LABEL.label),
  path: requiredUrl(QUICK_LINK_LABEL.path),
})

/** GET /shennong/quick-links: every quick link in display order. */
export const listQuickLinks = (
  req: PayloadRequest,
  options: { overrideAccess?: boolean } = {},
): Promise<ContractRecord[]> => listOrdered(req, 'quick-links', options)

/** PUT /shennong/quick-links: `{ quickLinks: [...] }` or a bare array. */
export const saveQuickLinks = async (req: PayloadRequest, body: unknown): Promise<ContractRecord[]> => {
  const items = parseListBody(body, 'quickLinks', QUICK_LINK_LABEL.quickLinks, quickLinkSchema)
  return saveOrderedList(req, 'quick-links', items)
}
