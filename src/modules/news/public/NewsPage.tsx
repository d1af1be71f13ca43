import type { Metadata } from 'next'
import React from 'react'

import { formatDay } from '@/lib/dates'
import { Breadcrumbs } from '@/components/public/Breadcrumbs'
import { type SearchParamValue, firstParam, pageParam } from '@/validation/searchParams'
import { readNewsCategories, readNewsPage, today } from './newsData'

export const newsPageMetadata: Metadata = { title: '最新消息' }

const PAGE_SIZE = 10

type Props = { searchParams: Promise<{ page?: SearchParamValue; categoryId?: SearchParamValue }> }

/** /news: published news in their display window, pinned first. */
export async function NewsPage({ searchParams }: Props) {
  const query = await searchParams
  const page = pageParam(query.page)
  const categoryId = firstParam(query.categoryId)
  const [news, categories] = await Promise.all([
    readNewsPage(today(), page, PAGE_SIZE, categoryId || undefined),
    readNewsCategories(),
  ])
  const categoryName = new Map(categories.map((c) => [c._id, String(c.name ?? '')]))
  const pages = Math.max(1, Math.ceil(news.total / PAGE_SIZE))
  const link = (p: number) => `/news?${new URLSearchParams({ ...(categoryId ? { categoryId } : {}), page: String(p) })}`
  return (
    <section aria-labelledby="news-title">
      <Breadcrumbs items={[{ label: '最新消息' }]} />
      <h1 id="news-title">最新消息</h1>
      {categories.length > 0 ? (
        <nav aria-label="消息分類" className="chips">
          <a href="/news" aria-current={!categoryId ? 'page' : undefined}>
            全部
          </a>
          {categories.map((c) => (
            <a key={c._id} href={`/news?categoryId=${c._id}`} aria-current={categoryId === c._id ? 'page' : undefined}>
              {String(c.name ?? '')}
            </a>
          ))}
        </nav>
      ) : null}
      {news.data.length === 0 ? (
        <p className="empty">目前暫無資料</p>
      ) : (
        <ul className="news-list">
          {news.data.map((item) => (
            <li key={item._id}>
              {item.isPined ? <span className="badge">置頂</span> : null}
              <a
                href={item.link || `/news/${item._id}`}
                {...(item.link && /^https?:/i.test(item.link) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {item.title}
              </a>
              <span className="meta">
                {item.categoryId && categoryName.get(item.categoryId) ? `${categoryName.get(item.categoryId)}．` : ''}
                {formatDay(item.startDate ?? item.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label="分頁" className="pager">
          {page > 1 ? <a href={link(page - 1)}>上一頁</a> : null}
          <span>
            第 {page} / {pages} 頁
          </span>
          {page < pages ? <a href={link(page + 1)}>下一頁</a> : null}
        </nav>
      ) : null}
    </section>
  )
}
