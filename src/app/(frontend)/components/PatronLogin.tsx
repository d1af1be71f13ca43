import React from 'react'

/**
 * The library patron login: username and password posted to the
 * library system in a new window, with its forgot-password link (also a new window). Not shown
 * until the login URL is set in the site settings.
 */
export const PatronLogin: React.FC<{ loginUrl: string | null; forgotPasswordUrl: string | null }> = ({
  loginUrl,
  forgotPasswordUrl,
}) => {
  if (!loginUrl) return null
  return (
    <section aria-labelledby="patron-login-title" className="home-section patron-login">
      <h2 id="patron-login-title">讀者登入</h2>
      <p className="meta">登入圖書館系統查詢借閱紀錄、續借與預約（另開新視窗）。</p>
      <form method="post" action={loginUrl} target="_blank" rel="noopener noreferrer" className="patron-form">
        <div className="form-row">
          <label htmlFor="patron-username">帳號</label>
          <input id="patron-username" name="username" type="text" autoComplete="username" required />
        </div>
        <div className="form-row">
          <label htmlFor="patron-password">密碼</label>
          <input id="patron-password" name="password" type="password" autoComplete="current-password" required />
        </div>
        <div className="form-actions">
          <button type="submit" className="button">
            登入<span className="sr-only">（另開新視窗）</span>
          </button>
          {forgotPasswordUrl ? (
            <a href={forgotPasswordUrl} target="_blank" rel="noopener noreferrer">
              忘記密碼<span className="sr-only">（另開新視窗）</span>
            </a>
          ) : null}
        </div>
      </form>
    </section>
  )
}
