'use client'

import React, { useState } from 'react'

import { MSG } from '@/i18n/messages'
import { firstIssueMessage, modifyPasswordSchema } from '@/validation'
import { type ApiFailure, forgetStoredToken, postJson, safeNextUrl } from '@/ui/session/session'

type Props = {
  username: string | null
  /** A username to start with when nobody is signed in (the public form that sent the patron here). */
  suggestedUsername?: string | null
  forced: boolean
  nextUrl: string | null
  /** A page of the public site to go back to (the patron came from its form): after the change, a link back instead of the back office. */
  returnTo?: string | null
}

/**
 * /shennong/user/modify-password — change the password; where a forced first-login change lands,
 * and where a patron whose account must change its password is sent from a public form.
 */
export const ModifyPasswordForm: React.FC<Props> = ({ username, suggestedUsername, forced, nextUrl, returnTo }) => {
  const [values, setValues] = useState({
    username: username ?? suggestedUsername ?? '',
    oldPassword: '',
    newPassword: '',
    rePassword: '',
  })
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const set = (key: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [key]: event.target.value }))

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    const parsed = modifyPasswordSchema.safeParse(values)
    if (!parsed.success) return setError(firstIssueMessage(parsed.error))
    setBusy(true)
    setError(null)
    try {
      await postJson<{ token: string }>('/api/auth/modify-password', parsed.data)
      forgetStoredToken()
      setDone(true)
      if (!returnTo) window.location.assign(safeNextUrl(nextUrl))
    } catch (failure) {
      setError((failure as ApiFailure).message ?? MSG.serverError)
    } finally {
      setBusy(false)
    }
  }

  const input = (key: keyof typeof values, label: string, type: string, autoComplete: string, readOnly = false) => (
    <div className="shennong-auth__field">
      <label htmlFor={key}>
        <span aria-hidden="true" className="shennong-auth__star">
          *
        </span>
        {label}
      </label>
      <input
        id={key}
        name={key}
        type={type}
        autoComplete={autoComplete}
        value={values[key]}
        onChange={set(key)}
        readOnly={readOnly}
        required
      />
    </div>
  )

  return (
    <main className="shennong-auth">
      <div className="shennong-auth__card">
        <h1>變更密碼</h1>
        {forced ? (
          <p className="shennong-auth__notice" role="status">
            {MSG.mustChangePassword}
          </p>
        ) : null}
        {error ? (
          <p className="shennong-auth__error" role="alert">
            {error}
          </p>
        ) : null}
        {done ? (
          <p className="shennong-auth__notice" role="status">
            {MSG.passwordChanged}
            {returnTo ? (
              <>
                {' '}
                <a href={returnTo}>返回原頁面</a>
              </>
            ) : null}
          </p>
        ) : null}
        <form onSubmit={onSubmit} noValidate>
          {input('username', '帳號', 'text', 'username', Boolean(username))}
          {input('oldPassword', '舊密碼', 'password', 'current-password')}
          {input('newPassword', '新密碼', 'password', 'new-password')}
          {input('rePassword', '確認密碼', 'password', 'new-password')}
          <p className="shennong-auth__hint">{MSG.passwordRule}</p>
          <button className="shennong-auth__submit" type="submit" disabled={busy}>
            {busy ? '處理中…' : '變更密碼'}
          </button>
        </form>
        <p className="shennong-auth__footer">
          {returnTo && !forced ? (
            <a href={returnTo}>返回原頁面</a>
          ) : (
            <a href={forced ? '/shennong/logout' : '/shennong'}>{forced ? '登出' : '返回後台'}</a>
          )}
        </p>
      </div>
    </main>
  )
}
