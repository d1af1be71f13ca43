'use client'

import { useAuth } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import React, { useEffect } from 'react'

import type { User } from '@/payload-types'

/** Until a forced password change is done, every back-office screen leads to the change form. */
export const PasswordChangeGuard: React.FC<{ children?: React.ReactNode }> = ({ children }) => {
  const { user } = useAuth<User>()
  const pathname = usePathname()
  const mustChange = Boolean(user?.mustChangePassword)
  const onAllowedScreen =
    pathname.startsWith('/shennong/user/modify-password') || pathname.startsWith('/shennong/logout')
  useEffect(() => {
    if (mustChange && !onAllowedScreen) {
      window.location.replace(`/shennong/user/modify-password?nextUrl=${encodeURIComponent(pathname)}`)
    }
  }, [mustChange, onAllowedScreen, pathname])
  return <>{children}</>
}
