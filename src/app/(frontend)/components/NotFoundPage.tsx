import React from 'react'

import { Breadcrumbs } from '@/components/public/Breadcrumbs'
import { readInfra } from './frameData'
import { SearchBox } from './SearchBox'
import { WaysBack } from './WaysBack'

type Props = {
  /** The heading (default 找不到這個網頁). */
  title?: string
  /** What happened, in one sentence. */
  message?: string
  /** The list the missing record belonged to (回常見問題列表), offered before the home page. */
  back?: { href: string; label: string }
}

/**
 * A public page that does not exist, is not published, or is not open to this visitor: said in
 * zh-TW inside the site frame (header, navigation, breadcrumbs, footer), with the ways back: the
 * record's list when there is one, the home page, the site map and the site's search box. The
 * status is 404, set by Next for notFound() and for addresses no route matches
 * (src/app/global-not-found.tsx); nothing tells whether the record exists unpublished, and no
 * page answers 410 (docs/decisions.md "Not-found and error pages").
 */
export async function NotFoundPage({
  title = '找不到這個網頁',
  message = '您要瀏覽的網頁不存在、已經移除，或目前不開放瀏覽。',
  back,
}: Props = {}) {
  const infra = await readInfra()
  return (
    <section aria-labelledby="not-found-title" className="not-found">
      <Breadcrumbs items={[{ label: '找不到網頁' }]} />
      <h1 id="not-found-title">{title}</h1>
      <p>{message}</p>
      <WaysBack back={back} />
      <SearchBox targets={infra.searchTargets} />
    </section>
  )
}
