import type { AdminViewServerProps } from 'payload'
import { redirect } from 'next/navigation'
import React from 'react'

import { safeNextUrlServer } from '@/ui/session/safeNextUrl'
import { LoginForm } from './LoginForm'

const first = (value: string | string[] | undefined): string | null =>
  Array.isArray(value) ? (value[0] ?? null) : (value ?? null)

/** /shennong/auth/login?nextUrl=… — the sign-in screen; a signed-in visitor goes straight on. */
export const LoginView = async ({ initPageResult, searchParams }: AdminViewServerProps) => {
  const nextUrl = first(searchParams?.nextUrl)
  const user = initPageResult.req.user
  if (user && !user.mustChangePassword) redirect(safeNextUrlServer(nextUrl))
  const settings = await initPageResult.req.payload.findGlobal({ slug: 'site-settings', depth: 0 })
  return <LoginForm libraryName={settings.libraryName} nextUrl={nextUrl} resetUserId={first(searchParams?.userId)} />
}
