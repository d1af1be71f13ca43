'use client'

import React, { useEffect } from 'react'

/**
 * The last fallback, when a root layout itself failed (the site frame could not read the site
 * settings, the database is down): a whole document in zh-TW with its own small styles (the
 * site's stylesheet and frame are what failed), a retry and the ways back. The status is 500.
 */

const STYLE = `
body { margin: 0; font-family: 'Noto Sans TC', 'PingFang TC', 'Microsoft JhengHei', sans-serif; color: #1d2525; background: #f8f8f4; line-height: 1.6; }
header { background: #197879; color: #fff; padding: .75rem 1rem; font-size: 1.35rem; font-weight: 700; }
main { max-width: 1200px; margin: 0 auto; padding: 1rem; }
a { color: #14578e; }
button { background: #197879; color: #fff; padding: .5rem 1.25rem; border: 0; border-radius: 4px; font: inherit; cursor: pointer; }
button:hover { background: #125a5b; }
a:focus-visible, button:focus-visible { outline: 3px solid #14578e; outline-offset: 2px; }
`

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <html lang="zh-Hant-TW">
      <head>
        <title>系統發生錯誤</title>
        <style>{STYLE}</style>
      </head>
      <body>
        <header>
          <a href="/" style={{ color: '#fff', textDecoration: 'none' }}>
            回首頁
          </a>
        </header>
        <main id="main-content">
          <h1>很抱歉，網站暫時無法使用</h1>
          <p>系統處理您的要求時發生錯誤，請稍後再試。若問題持續發生，請與本館聯絡。</p>
          <p>
            <button onClick={() => retry()} type="button">
              重新載入
            </button>
          </p>
          <ul>
            <li>
              <a href="/">回首頁</a>
            </li>
            <li>
              <a href="/sitemap">網站導覽</a>
            </li>
          </ul>
        </main>
      </body>
    </html>
  )
}
