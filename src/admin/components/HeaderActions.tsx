import type { ServerProps } from 'payload'
import React from 'react'

import { managedNotifierModules } from '@/access'
import { withRoles } from '../sessionUser'
import { NotifierButton } from '@/modules/notifiers/client'
import { UserMenu } from './UserMenu'

/** Header: the module-notifier button (for those who run a notifying module) and the user menu. */
export const HeaderActions = async ({ payload, user }: ServerProps) => {
  const sessionUser = await withRoles(payload, user)
  if (!sessionUser) return null
  const managed = managedNotifierModules(sessionUser)
  return (
    <div className="shennong-header-actions">
      {managed.length > 0 ? <NotifierButton modules={managed} /> : null}
      <UserMenu name={sessionUser.name || sessionUser.username || ''} />
    </div>
  )
}
