'use client'

import React, { useState } from 'react'

import type { InternalPatron } from '@/modules/accounts/session'
import './forms.css'

/**
 * 「驗證帳號並帶入資料」 beside an internal patron's account and password (booking and
 * recommendation forms): asks /api/auth/validate-internal, which checks the
 * platform's own accounts and the hospital directory, and hands who the patron is to the form,
 * which fills what is still empty. The server checks the password again when the form is sent.
 */

/** Who the server says the patron is (validate-internal's `user`). */
export type VerifiedPatron = InternalPatron

type State = { kind: 'idle' | 'checking' } | { kind: 'verified'; text: string } | { kind: 'failed'; text: string }

type Props = {
  /** The account and password as typed now. */
  credentials: () => { username: string; password: string }
  onVerified: (patron: VerifiedPatron) => void
  className?: string
}

export const InternalAccountCheck: React.FC<Props> = ({ credentials, onVerified, className }) => {
  const [state, setState] = useState<State>({ kind: 'idle' })

  const check = async () => {
    const { username, password } = credentials()
    if (!username.trim() || !password) {
      setState({ kind: 'failed', text: '請先輸入帳號與密碼' })
      return
    }
    setState({ kind: 'checking' })
    try {
      const response = await fetch('/api/auth/validate-internal', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ username: username.trim(), password }),
        cache: 'no-store',
      })
      const body = (await response.json().catch(() => ({}))) as {
        result?: { valid: boolean; user?: VerifiedPatron; mustChangePassword?: boolean }
        message?: string
      }
      if (!response.ok || !body.result) {
        setState({ kind: 'failed', text: body.message || `驗證失敗（HTTP ${response.status}），請稍後再試` })
        return
      }
      if (!body.result.valid || !body.result.user) {
        setState({
          kind: 'failed',
          text: body.result.mustChangePassword ? '此帳號須先變更密碼才能使用' : '帳號或密碼錯誤',
        })
        return
      }
      const patron = body.result.user
      onVerified(patron)
      const about = [patron.department, patron.jobTitle].filter(Boolean).join('・')
      setState({ kind: 'verified', text: `已驗證：${patron.name}${about ? `（${about}）` : ''}，已帶入您的資料` })
    } catch {
      setState({ kind: 'failed', text: '網路連線失敗，請稍後再試' })
    }
  }

  return (
    <div className={className ?? 'account-check'}>
      <button disabled={state.kind === 'checking'} onClick={() => void check()} type="button">
        {state.kind === 'checking' ? '驗證中…' : '驗證帳號並帶入資料'}
      </button>
      <p
        aria-live="polite"
        className={state.kind === 'failed' ? 'account-check__failed' : 'account-check__status'}
        role="status"
      >
        {state.kind === 'verified' || state.kind === 'failed' ? state.text : ''}
      </p>
    </div>
  )
}
