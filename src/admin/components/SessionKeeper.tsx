'use client'

import { useAuth } from '@payloadcms/ui'
import React, { useEffect, useRef, useState } from 'react'

import type { User } from '@/payload-types'
import {
  currentPage,
  leaveSession,
  onSessionRenewed,
  renewSession,
  renewalDelayMs,
  retryDelayMs,
} from '@/ui/session/sessionRenewal'

/**
 * Keeps a signed-in back-office session alive (src/admin/lib/sessionRenewal.ts): renews it
 * through /api/auth/refresh before the token runs out, hands each renewal's expiry to Payload's
 * auth state (so its stay-logged-in and inactivity timers follow), and when a renewal is refused
 * ends the session and goes to the login screen with the current page as nextUrl.
 */
export const SessionKeeper: React.FC<{ children?: React.ReactNode }> = ({ children }) => {
  const { user, tokenExpirationMs, setUser } = useAuth<User>()
  const userRef = useRef(user)
  userRef.current = user
  const [renewals, setRenewals] = useState(0)

  useEffect(
    () =>
      onSessionRenewed(({ exp, token }) => {
        const current = userRef.current
        if (current) setUser({ user: current, exp, token })
        setRenewals((count) => count + 1)
      }),
    [setUser],
  )

  const signedIn = Boolean(user?.id)
  useEffect(() => {
    if (!signedIn || !tokenExpirationMs) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const renew = async () => {
      const page = currentPage()
      const renewal = await renewSession()
      if (stopped || renewal.kind === 'renewed') return
      if (renewal.kind === 'refused' || Date.now() >= tokenExpirationMs) return leaveSession(page)
      timer = setTimeout(() => void renew(), retryDelayMs(tokenExpirationMs, Date.now()))
    }
    timer = setTimeout(() => void renew(), renewalDelayMs(tokenExpirationMs, Date.now()))
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [signedIn, tokenExpirationMs, renewals])

  return <>{children}</>
}
