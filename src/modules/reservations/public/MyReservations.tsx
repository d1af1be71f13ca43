'use client'

import React, { useCallback, useEffect, useId, useState } from 'react'

import { EMAIL, type PublicReservation, STATUS_LABEL, bookingTime, callApi, resourceOf } from './types'
import { CancelForm, SelfCheckIn, type SelfCheckInMode } from './PatronActions'
import { ACCOUNT_SOURCE_LABEL, type AccountSource } from '../labels'

/**
 * /space/my-reservations, 我的預約: an internal patron signs in with
 * the account; anyone asks for a one-time link by e-mail and opens it here (`?key=`). Either way
 * the server hands back a proof valid 30 minutes as an HttpOnly cookie (no script sees it), with
 * which the page lists the bookings the patron still holds, the latest past and cancelled ones,
 * cancels and checks in.
 */

type Holder = { by: 'email'; value: string } | { by: 'account'; value: string; source: AccountSource }
type Mine = {
  holder: Holder | null
  upcoming: PublicReservation[]
  past: PublicReservation[]
  cancelled: PublicReservation[]
  selfCheckIn: Record<PublicReservation['kind'], SelfCheckInMode>
}
type Proof = { expiresAt: string }
type View =
  | { state: 'loading' }
  | { state: 'signed-out'; notice?: string }
  | { state: 'failed'; message: string }
  | { state: 'ready'; mine: Mine }

export const MyReservations: React.FC<{ timeZone: string }> = ({ timeZone }) => {
  const [view, setView] = useState<View>({ state: 'loading' })
  const [done, setDone] = useState('')

  /** The list, with the proof the browser holds (an HttpOnly cookie the server set); signed out without one. */
  const list = useCallback(async (notice?: string) => {
    const response = await callApi<Mine>('my-reservations')
    if (response.ok)
      setView(response.result.holder ? { state: 'ready', mine: response.result } : { state: 'signed-out', notice })
    else if (response.status === 401) setView({ state: 'signed-out', notice: notice ?? response.message })
    else setView({ state: 'failed', message: response.message })
  }, [])

  useEffect(() => {
    const key = new URLSearchParams(window.location.search).get('key')
    if (!key) {
      void list()
      return
    }
    // The mailed link: used once, then taken out of the address bar and the history.
    window.history.replaceState(null, '', window.location.pathname)
    void (async () => {
      const response = await callApi<Proof>('my-reservations/open', { method: 'POST', body: JSON.stringify({ key }) })
      if (!response.ok) {
        setView({ state: 'signed-out', notice: response.message })
        return
      }
      await list()
    })()
  }, [list])

  const signOut = async () => {
    setDone('')
    await callApi('my-reservations/sign-out', { method: 'POST' })
    setView({ state: 'signed-out', notice: '已登出我的預約。' })
  }

  if (view.state === 'loading')
    return (
      <p className="resv-loading resv-loading--mine" role="status">
        載入中…
      </p>
    )
  if (view.state === 'failed')
    return (
      <div className="resv-load-error" role="alert">
        <p>無法載入我的預約：{view.message}</p>
        <button className="button" onClick={() => void list()} type="button">
          重試
        </button>
      </div>
    )
  if (view.state === 'signed-out') return <SignIn notice={view.notice} onSignedIn={() => void list()} />

  const { mine } = view
  const holder = mine.holder!
  const act = async (path: string, body: Record<string, unknown>, message: string): Promise<string | null> => {
    setDone('')
    const response = await callApi<PublicReservation>(path, { method: 'PUT', body: JSON.stringify(body) })
    if (!response.ok) {
      // The proof has expired meanwhile (404 for a booking no longer provably theirs): ask again.
      if (response.status === 401 || response.status === 404) {
        await list('查詢已逾時或尚未登入，請重新登入或申請查詢連結。')
        return response.status === 404 ? response.message : null
      }
      return response.message
    }
    await list()
    setDone(message)
    return null
  }

  return (
    <div className="resv-mine">
      <div className="resv-mine__who">
        <p>
          {holder.by === 'email'
            ? `以 ${holder.value} 預約的紀錄`
            : `${ACCOUNT_SOURCE_LABEL[holder.source]} ${holder.value} 的預約`}
        </p>
        <button className="button button--plain" onClick={() => void signOut()} type="button">
          登出
        </button>
      </div>
      <div aria-live="polite" role="status">
        {done ? <p className="resv-done">{done}</p> : null}
      </div>
      <BookingList
        empty="目前暫無資料"
        items={mine.upcoming}
        render={(item) => (
          <>
            <SelfCheckIn
              mode={mine.selfCheckIn[item.kind]}
              onCheckIn={(code) =>
                act(
                  `check-in/${encodeURIComponent(item.id)}`,
                  code ? { code } : {},
                  `已完成報到：${resourceOf(item)}。`,
                )
              }
              reservation={item}
            />
            {item.status === 'Reserved' || item.status === 'CheckedIn' ? (
              <details className="resv-mine__cancel">
                <summary>取消這筆預約</summary>
                <CancelForm
                  choices={[
                    {
                      id: 'one',
                      label: '取消預約',
                      confirm: `確定要取消 ${bookingTime(item.startDate, item.endDate, timeZone)} 的${resourceOf(item)}預約嗎？取消後無法復原。`,
                    },
                  ]}
                  onConfirm={(_, reason) =>
                    act(
                      `cancel-reservation/${encodeURIComponent(item.id)}`,
                      { reason },
                      `已取消 ${bookingTime(item.startDate, item.endDate, timeZone)} 的預約。`,
                    )
                  }
                />
              </details>
            ) : null}
          </>
        )}
        timeZone={timeZone}
        title="即將到來的預約"
      />
      <BookingList empty="目前暫無資料" items={mine.past} timeZone={timeZone} title="過去的預約（最近 20 筆）" />
      <BookingList
        empty="目前暫無資料"
        items={mine.cancelled ?? []}
        timeZone={timeZone}
        title="已取消的預約（最近 20 筆）"
      />
      <p>
        <a href="/space/seat-reservation">座位預約</a>
        {'\u3000'}
        <a href="/space/room-reservation">空間預約</a>
      </p>
    </div>
  )
}

const BookingList: React.FC<{
  title: string
  empty: string
  items: PublicReservation[]
  timeZone: string
  render?: (item: PublicReservation) => React.ReactNode
}> = ({ title, empty, items, timeZone, render }) => {
  const heading = useId()
  return (
    <section aria-labelledby={heading} className="resv-panel">
      <h2 id={heading}>{title}</h2>
      {items.length === 0 ? (
        <p className="empty">{empty}</p>
      ) : (
        <ul className="resv-mine__list">
          {items.map((item) => (
            <li className="resv-mine__item" key={item.id}>
              <p className="resv-mine__what">
                <strong>
                  {item.kind === 'Seat' ? '座位預約' : '空間預約'}：{resourceOf(item)}
                </strong>
                {item.recurrenceId ? '（週期預約）' : ''}
              </p>
              <p>
                {bookingTime(item.startDate, item.endDate, timeZone)}
                {'\u3000'}
                <span className={`resv-status resv-status--${item.status}`}>{STATUS_LABEL[item.status]}</span>
              </p>
              {item.cancelReason ? <p>取消原因：{item.cancelReason}</p> : null}
              {render?.(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The two ways in: the account, or a link by e-mail. */
const SignIn: React.FC<{ notice?: string; onSignedIn: () => void }> = ({ notice, onSignedIn }) => {
  const base = useId()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [email, setEmail] = useState('')
  const [website, setWebsite] = useState('')
  const [accountError, setAccountError] = useState('')
  const [emailError, setEmailError] = useState('')
  const [sent, setSent] = useState('')
  const [busy, setBusy] = useState<'' | 'account' | 'email'>('')

  const signIn = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!username.trim() || !password) {
      setAccountError(!username.trim() ? '帳號為必填欄位' : '密碼為必填欄位')
      return
    }
    setBusy('account')
    const response = await callApi<Proof>('my-reservations/sign-in', {
      method: 'POST',
      body: JSON.stringify({ username: username.trim(), password }),
    })
    setBusy('')
    if (!response.ok) {
      setAccountError(response.message)
      return
    }
    setPassword('')
    onSignedIn()
  }

  const askLink = async (event: React.FormEvent) => {
    event.preventDefault()
    setSent('')
    if (!EMAIL.test(email.trim())) {
      setEmailError(email.trim() ? '電子郵件格式不正確' : '電子郵件為必填欄位')
      return
    }
    setEmailError('')
    setBusy('email')
    const response = await callApi<{ message: string }>('my-reservations/link', {
      method: 'POST',
      body: JSON.stringify({ email: email.trim(), ...(website ? { website } : {}) }),
    })
    setBusy('')
    if (!response.ok) setEmailError(response.message)
    else setSent(response.result.message)
  }

  return (
    <div className="resv-mine">
      {notice ? (
        <p className="resv-notice" role="status">
          {notice}
        </p>
      ) : null}
      <p>
        查看、取消您的座位與空間預約。院內同仁請以院內帳號登入；其他讀者請輸入預約時填寫的電子郵件，我們會寄送一次性的查詢連結。
      </p>
      <div className="resv-field-row">
        <form
          aria-labelledby={`${base}-account`}
          className="resv-panel resv-form"
          noValidate
          onSubmit={(event) => void signIn(event)}
        >
          <h2 id={`${base}-account`}>院內帳號登入</h2>
          <div className="resv-field">
            <label htmlFor={`${base}-username`}>帳號</label>
            <input
              autoComplete="username"
              type="text"
              id={`${base}-username`}
              onChange={(event) => setUsername(event.target.value)}
              value={username}
            />
          </div>
          <div className="resv-field">
            <label htmlFor={`${base}-password`}>密碼</label>
            <input
              autoComplete="current-password"
              id={`${base}-password`}
              onChange={(event) => setPassword(event.target.value)}
              type="password"
              value={password}
            />
          </div>
          {accountError ? (
            <p className="resv-error" role="alert">
              {accountError}
            </p>
          ) : null}
          <div className="resv-actions">
            <button className="button" disabled={busy !== ''} type="submit">
              {busy === 'account' ? '處理中…' : '登入'}
            </button>
          </div>
        </form>
        <form
          aria-labelledby={`${base}-link`}
          className="resv-panel resv-form"
          noValidate
          onSubmit={(event) => void askLink(event)}
        >
          <h2 id={`${base}-link`}>以電子郵件取得查詢連結</h2>
          <div className="resv-field">
            <label htmlFor={`${base}-email`}>電子郵件</label>
            <input
              aria-describedby={emailError ? `${base}-email-error` : undefined}
              aria-invalid={emailError ? true : undefined}
              autoComplete="email"
              id={`${base}-email`}
              inputMode="email"
              onChange={(event) => setEmail(event.target.value)}
              type="email"
              value={email}
            />
            {emailError ? (
              <p className="resv-error" id={`${base}-email-error`} role="alert">
                {emailError}
              </p>
            ) : null}
          </div>
          <div aria-hidden="true" className="resv-honeypot">
            <label htmlFor={`${base}-website`}>網站</label>
            <input
              autoComplete="off"
              type="text"
              id={`${base}-website`}
              onChange={(event) => setWebsite(event.target.value)}
              tabIndex={-1}
              value={website}
            />
          </div>
          <div aria-live="polite" role="status">
            {sent ? <p className="resv-done">{sent}</p> : null}
          </div>
          <div className="resv-actions">
            <button className="button" disabled={busy !== ''} type="submit">
              {busy === 'email' ? '處理中…' : '寄送查詢連結'}
            </button>
          </div>
        </form>
      </div>
    </div>
  )
}
