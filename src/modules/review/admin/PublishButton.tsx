import { PublishButton } from '@payloadcms/ui'
import type { PublishButtonServerProps } from 'payload'
import React from 'react'

import { type Flag, can } from '@/access'
import { withRoles } from '@/admin/moduleViews'

/**
 * The edit screen's publish button of a reviewed collection: for a user whose publishing needs a
 * reviewer it reads 送出審核 (the save becomes a review request: src/modules/review/workflow.ts),
 * for everyone else Payload's own 發佈.
 */
export const ReviewAwarePublishButton = async ({
  payload,
  user,
  reviewFlag,
}: PublishButtonServerProps & { reviewFlag: Flag }) => {
  const sessionUser = await withRoles(payload, user)
  return can(sessionUser, reviewFlag) ? <PublishButton label="送出審核" /> : <PublishButton />
}
