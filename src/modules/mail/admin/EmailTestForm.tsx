'use client'

import { useRouter } from 'next/navigation'
import React, { useState } from 'react'

import { MSG } from '@/i18n/messages'

type State = { kind: 'idle' | 'busy' } | { kind: 'done' | 'error'; message: string }

/**
 * Above the mail log: send a test mail to check the SMTP settings. The address is read from the
 * field when the form is sent, not kept in React's state: what was typed before the screen had
 * hydrated is sent too (it was refused as empty).
 */
export const EmailTestForm: React.FC = () => {
  const router = useRouter()
  const [state, setState] = useState<State>({ kind: 'idle' })
  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const to = String(new FormData(event.currentTarget).get('to') ?? '')
    if (!to.trim()) return setState({ kind: 'error', message: MSG.required('電子郵件') })
    setState({ kind: 'busy' })
    try {
      const response = await fetch('/api/shennong/email-test', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ to: to.trim() }),
      })
      const body = (await response.json()) as { message?: string }
      if (!response.ok) throw new Error(body.message ?? String(response.status))
      setState({ kind: 'done', message: `測試郵件已寄至 ${to.trim()}` })
      router.refresh()
    } catch (error) {
      setState({ kind: 'error', message: (error as Error).message })
    }
  }
  return (
    <form className="shennong-mail-test" onSubmit={submit} noValidate>
      <label htmlFor="mail-test-to">寄送測試郵件以檢查郵件設定</label>
      <div className="shennong-mail-test__row">
        <input id="mail-test-to" name="to" placeholder="name@hospital.example" type="email" />
        <button className="shennong-header-button" disabled={state.kind === 'busy'} type="submit">
          {state.kind === 'busy' ? '寄送中…' : '寄送測試郵件'}
        </button>
      </div>
      {state.kind === 'done' ? (
        <p className="shennong-auth__notice" role="status">
          {state.message}
        </p>
      ) : null}
      {state.kind === 'error' ? (
        <p className="shennong-auth__error" role="alert">
          {state.message}
        </p>
      ) : null}
    </form>
  )
}
