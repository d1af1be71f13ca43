'use client'

import React, { useState } from 'react'

import { MSG } from '@/i18n/messages'
import { firstIssueMessage, forgotPasswordResetSchema, forgotPasswordSendSchema, loginSchema } from '@/validation'
import { type ApiFailure, forgetStoredToken, postJson, safeNextUrl } from '@/ui/session/session'

type Mode = 'login' | 'forgot' | 'reset'

type Props = { libraryName: string; nextUrl: string | null; resetUserId: string | null }

type LoginResult = { token: string; mustChangePassword: boolean }

const field = (id: string, label: string, input: React.ReactNode) => (
  <div className="shennong-auth__field">
    <label htmlFor={id}>
      <span aria-hidden="true" className="shennong-auth__star">
        *
      </span>
      {label}
    </label>
    {input}
  </div>
)

/** The back-office sign-in, with the forgot-password code flow. */
export const LoginForm: React.FC<Props> = ({ libraryName, nextUrl, resetUserId }) => {
  const [mode, setMode] = useState<Mode>(resetUserId ? 'reset' : 'login')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [values, setValues] = useState({
    username: '',
    password: '',
    email: '',
    code: '',
    newPassword: '',
    rePassword: '',
  })
  const set = (key: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [key]: event.target.value }))

  const run = async (action: () => Promise<void>) => {
    setBusy(true)
    setError(null)
    setNotice(null)
    try {
      await action()
    } catch (failure) {
      setError((failure as ApiFailure).message ?? MSG.serverError)
    } finally {
      setBusy(false)
    }
  }

  const onLogin = (event: React.FormEvent) => {
    event.preventDefault()
    const parsed = loginSchema.safeParse({ username: values.username, password: values.password })
    if (!parsed.success) return setError(firstIssueMessage(parsed.error))
    void run(async () => {
      const result = await postJson<LoginResult>('/api/auth/login', parsed.data)
      forgetStoredToken()
      const next = safeNextUrl(nextUrl)
      window.location.assign(
        result.mustChangePassword ? `/shennong/user/modify-password?nextUrl=${encodeURIComponent(next)}` : next,
      )
    })
  }

  const onSend = (event: React.FormEvent) => {
    event.preventDefault()
    const parsed = forgotPasswordSendSchema.safeParse({ email: values.email })
    if (!parsed.success) return setError(firstIssueMessage(parsed.error))
    void run(async () => {
      const result = await postJson<{ message: string }>('/api/auth/forgot-password/send', parsed.data)
      setNotice(result.message)
    })
  }

  const onReset = (event: React.FormEvent) => {
    event.preventDefault()
    const parsed = forgotPasswordResetSchema.safeParse({
      userId: resetUserId ?? '',
      code: values.code,
      newPassword: values.newPassword,
      rePassword: values.rePassword,
    })
    if (!parsed.success) return setError(firstIssueMessage(parsed.error))
    void run(async () => {
      const result = await postJson<{ message: string }>('/api/auth/forgot-password/reset', parsed.data)
      setMode('login')
      setNotice(`${result.message}，請以新密碼登入`)
    })
  }

  const titles: Record<Mode, string> = { login: '後台登入', forgot: '忘記密碼', reset: '重設密碼' }

  return (
    <main className="shennong-auth">
      <div className="shennong-auth__card">
        <p className="shennong-auth__brand">{libraryName}</p>
        <h1>{titles[mode]}</h1>
        {error ? (
          <p className="shennong-auth__error" role="alert">
            {error}
          </p>
        ) : null}
        {notice ? (
          <p className="shennong-auth__notice" role="status">
            {notice}
          </p>
        ) : null}

        {mode === 'login' ? (
          <form onSubmit={onLogin} noValidate>
            {field(
              'username',
              '帳號',
              <input
                id="username"
                name="username"
                autoComplete="username"
                value={values.username}
                onChange={set('username')}
                required
              />,
            )}
            {field(
              'password',
              '密碼',
              <input
                id="password"
                name="password"
                type="password"
                autoComplete="current-password"
                value={values.password}
                onChange={set('password')}
                required
              />,
            )}
            <button className="shennong-auth__submit" type="submit" disabled={busy}>
              {busy ? '登入中…' : '登入'}
            </button>
            <button
              className="shennong-auth__link"
              type="button"
              onClick={() => {
                setMode('forgot')
                setError(null)
                setNotice(null)
              }}
            >
              忘記密碼？
            </button>
          </form>
        ) : null}

        {mode === 'forgot' ? (
          <form onSubmit={onSend} noValidate>
            <p>請輸入帳號的電子郵件，我們會寄送一次性驗證碼與重設連結。</p>
            {field(
              'email',
              '電子郵件',
              <input
                id="email"
                name="email"
                type="email"
                autoComplete="email"
                value={values.email}
                onChange={set('email')}
                required
              />,
            )}
            <button className="shennong-auth__submit" type="submit" disabled={busy}>
              {busy ? '寄送中…' : '寄送驗證碼'}
            </button>
            <button
              className="shennong-auth__link"
              type="button"
              onClick={() => {
                setMode('login')
                setError(null)
              }}
            >
              返回登入
            </button>
          </form>
        ) : null}

        {mode === 'reset' ? (
          <form onSubmit={onReset} noValidate>
            {field(
              'code',
              '驗證碼',
              <input
                id="code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={values.code}
                onChange={set('code')}
                required
              />,
            )}
            {field(
              'newPassword',
              '新密碼',
              <input
                id="newPassword"
                name="newPassword"
                type="password"
                autoComplete="new-password"
                value={values.newPassword}
                onChange={set('newPassword')}
                required
              />,
            )}
            {field(
              'rePassword',
              '確認密碼',
              <input
                id="rePassword"
                name="rePassword"
                type="password"
                autoComplete="new-password"
                value={values.rePassword}
                onChange={set('rePassword')}
                required
              />,
            )}
            <p className="shennong-auth__hint">{MSG.passwordRule}</p>
            <button className="shennong-auth__submit" type="submit" disabled={busy}>
              {busy ? '處理中…' : '重設密碼'}
            </button>
          </form>
        ) : null}
        <p className="shennong-auth__footer">
          <a href="/">回到網站首頁</a>
        </p>
      </div>
    </main>
  )
}
