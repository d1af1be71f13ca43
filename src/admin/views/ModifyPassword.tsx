import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { safeReturnPath } from '@/ui/session/safeNextUrl'
import { ModifyPasswordForm } from './ModifyPasswordForm'

const first = (value: string | string[] | undefined): string | null =>
  Array.isArray(value) ? (value[0] ?? null) : (value ?? null)

export const ModifyPasswordView = ({ initPageResult, searchParams }: AdminViewServerProps) => {
  const user = initPageResult.req.user
  return (
    <ModifyPasswordForm
      username={user?.username ?? null}
      suggestedUsername={first(searchParams?.username)}
      forced={Boolean(user?.mustChangePassword)}
      nextUrl={first(searchParams?.nextUrl)}
      returnTo={safeReturnPath(first(searchParams?.returnTo))}
    />
  )
}
