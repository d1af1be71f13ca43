import React from 'react'

/**
 * The ways back of a public page that could not be shown (NotFoundPage, ErrorPage): the list the
 * missing record belonged to when there is one, the home page and the site map.
 */
export function WaysBack({ back }: { back?: { href: string; label: string } }) {
  return (
    <ul className="not-found-ways">
      {back ? (
        <li>
          <a href={back.href}>{back.label}</a>
        </li>
      ) : null}
      <li>
        <a href="/">回首頁</a>
      </li>
      <li>
        <a href="/sitemap">網站導覽</a>：列出本站所有頁面
      </li>
    </ul>
  )
}
