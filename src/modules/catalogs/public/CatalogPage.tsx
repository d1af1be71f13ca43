import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import React from 'react'

import { Breadcrumbs } from '@/components/public/Breadcrumbs'

import { formatDay } from '@/lib/dates'
import { type SearchParamValue, firstParam, pageParam } from '@/validation/searchParams'
import type { CatalogInfra, CatalogSummary } from '..'
import { readCatalogInfra, readCatalogItems } from './data'
import './catalog.css'

const PAGE_SIZE = 12
const KEYWORD_MAX = 100

type Params = { catalogId?: SearchParamValue; keyword?: SearchParamValue; page?: SearchParamValue }
type Props = { searchParams: Promise<Params> }

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

const isExternal = (url: string) => /^https?:\/\//i.test(url)

/** The catalog a visit shows: the one asked for, else the newest; undefined when the asked one is unknown. */
const chosenCatalog = (infra: CatalogInfra, catalogId: string): CatalogSummary | undefined => {
  const id = catalogId.toLowerCase() || infra.newestCatalogId
  return infra.catalogs.find((catalog) => catalog._id === id)
}

export const catalogPageMetadata = async ({ searchParams }: Props): Promise<Metadata> => {
  const catalogId = firstParam((await searchParams).catalogId)
  if (!catalogId) return { title: '新書通報' }
  const catalog = chosenCatalog(await readCatalogInfra(), catalogId)
  return { title: catalog ? `${catalog.title} - 新書通報` : '新書通報' }
}

const href = (params: { catalogId?: string; keyword?: string; page?: number }): string => {
  const query = new URLSearchParams()
  if (params.catalogId) query.set('catalogId', params.catalogId)
  if (params.keyword) query.set('keyword', params.keyword)
  if (params.page && params.page > 1) query.set('page', String(params.page))
  const search = query.toString()
  return search ? `/catalog?${search}` : '/catalog'
}

const ItemLink: React.FC<{ url: string; label: string; bookName: string }> = ({ url, label, bookName }) => (
  <a href={url} {...(isExternal(url) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
    {label}
    <span className="sr-only">
      （{bookName}）{isExternal(url) ? '（另開新視窗）' : ''}
    </span>
  </a>
)

/**
 * /catalog: the new-acquisition lists, newest first (highlighted ones marked); the chosen list
 * (?catalogId=, default the newest) shows its books with a keyword search and paging.
 */
export async function CatalogPage({ searchParams }: Props) {
  const query = await searchParams
  const catalogId = firstParam(query.catalogId)
  const infra = await readCatalogInfra()
  const keyword = firstParam(query.keyword).slice(0, KEYWORD_MAX)
  const page = pageParam(query.page)
  const selected = chosenCatalog(infra, catalogId)
  // A list asked for by id that is unknown or no longer shown is the site's 404 page.
  if (catalogId && !selected) notFound()
  const items = selected ? await readCatalogItems(selected._id, keyword, page, PAGE_SIZE) : undefined
  const pages = items ? Math.max(1, Math.ceil(items.total / PAGE_SIZE)) : 1
  const selectedId = selected && catalogId ? selected._id : undefined

  return (
    <section className="catalog-page" aria-labelledby="catalog-title">
      <Breadcrumbs items={[{ label: '新書通報' }]} />
      <h1 id="catalog-title">新書通報</h1>
      {infra.catalogs.length === 0 ? (
        <p className="empty">目前暫無資料</p>
      ) : (
        <div className="catalog-layout">
          <nav className="catalog-lists" aria-labelledby="catalog-lists-title">
            <h2 id="catalog-lists-title">通報清單</h2>
            <ul>
              {infra.catalogs.map((catalog) => (
                <li key={catalog._id} className={catalog.highlighted ? 'is-highlighted' : undefined}>
                  <a
                    href={href({ catalogId: catalog._id })}
                    aria-current={selected?._id === catalog._id ? 'page' : undefined}
                  >
                    <span className="catalog-list-title">
                      {catalog.title}
                      {catalog.highlighted ? <span className="catalog-badge">精選</span> : null}
                    </span>
                    <span className="catalog-list-meta">
                      {formatDay(catalog.date)}．共 {catalog.count} 本
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>

          <section className="catalog-detail" aria-labelledby="catalog-detail-title">
            {!selected || !items ? (
              <>
                <h2 id="catalog-detail-title">找不到此新書通報</h2>
                <p className="empty">
                  目前暫無資料，請由通報清單選擇，或<a href="/catalog">查看最新一期</a>。
                </p>
              </>
            ) : (
              <>
                <h2 id="catalog-detail-title">
                  {selected.title}
                  {selected.highlighted ? <span className="catalog-badge">精選</span> : null}
                </h2>
                <p className="meta">
                  通報日期 {formatDay(selected.date)}．共 {selected.count} 本
                </p>
                <form className="catalog-search" role="search" method="get" action="/catalog" aria-label="搜尋本期新書">
                  <input type="hidden" name="catalogId" value={selected._id} />
                  <label htmlFor="catalog-keyword">關鍵字</label>
                  <input
                    id="catalog-keyword"
                    type="search"
                    name="keyword"
                    defaultValue={keyword}
                    maxLength={KEYWORD_MAX}
                    placeholder="書名、作者或 ISBN"
                  />
                  <button type="submit">搜尋</button>
                  {keyword ? <a href={href({ catalogId: selectedId })}>清除搜尋</a> : null}
                </form>
                {keyword ? (
                  <p className="catalog-result" role="status">
                    搜尋「{keyword}」共 {items.total} 筆
                  </p>
                ) : null}
                {items.data.length === 0 ? (
                  <p className="empty">{keyword ? '您所搜尋的關鍵字暫無相關內容' : '目前暫無資料'}</p>
                ) : (
                  <ul className="catalog-items">
                    {items.data.map((item) => {
                      const name = text(item.name)
                      const cover = text(item.coverImageUrl)
                      return (
                        <li key={item._id}>
                          <article className="catalog-item" aria-labelledby={`book-${item._id}`}>
                            <div className="catalog-cover">
                              {cover ? (
                                <img src={cover} alt={`《${name}》封面`} loading="lazy" />
                              ) : (
                                <span className="catalog-cover-empty" aria-hidden="true">
                                  無封面
                                </span>
                              )}
                            </div>
                            <div className="catalog-item-body">
                              <h3 id={`book-${item._id}`}>{name}</h3>
                              <dl>
                                <div>
                                  <dt>作者</dt>
                                  <dd>{text(item.author)}</dd>
                                </div>
                                {text(item.isbn) ? (
                                  <div>
                                    <dt>ISBN</dt>
                                    <dd>{text(item.isbn)}</dd>
                                  </div>
                                ) : null}
                                {text(item.resourceNumber) ? (
                                  <div>
                                    <dt>資源編號</dt>
                                    <dd>{text(item.resourceNumber)}</dd>
                                  </div>
                                ) : null}
                              </dl>
                              {text(item.url) || text(item.introUrl) ? (
                                <p className="catalog-item-links">
                                  {text(item.url) ? (
                                    <ItemLink url={text(item.url)} label="館藏資料" bookName={name} />
                                  ) : null}
                                  {text(item.introUrl) ? (
                                    <ItemLink url={text(item.introUrl)} label="內容簡介" bookName={name} />
                                  ) : null}
                                </p>
                              ) : null}
                            </div>
                          </article>
                        </li>
                      )
                    })}
                  </ul>
                )}
                {pages > 1 ? (
                  <nav aria-label="分頁" className="catalog-pager">
                    {page > 1 ? <a href={href({ catalogId: selectedId, keyword, page: page - 1 })}>上一頁</a> : null}
                    <span>
                      第 {Math.min(page, pages)} / {pages} 頁
                    </span>
                    {page < pages ? (
                      <a href={href({ catalogId: selectedId, keyword, page: page + 1 })}>下一頁</a>
                    ) : null}
                  </nav>
                ) : null}
              </>
            )}
          </section>
        </div>
      )}
    </section>
  )
}
