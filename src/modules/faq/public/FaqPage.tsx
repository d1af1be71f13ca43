import type { Metadata } from 'next'
import React from 'react'

import { type PublicFaqRoute, type PublicFaqSummary, filterFaqIndex } from '..'
import { FaqRobot } from './FaqRobot'
import { readFaqInfra, readFaqSearchIndex } from './faqData'
import './faq.css'

export const faqPageMetadata: Metadata = { title: '常見問題' }

const PAGE_SIZE = 20

type Props = {
  searchParams: Promise<{ keyword?: string | string[]; categoryId?: string | string[]; page?: string | string[] }>
}

const one = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim()

/** The FAQ tree: each node with the questions answering it (published only) and its sub-nodes. */
const FaqTreeBranch: React.FC<{ nodes: PublicFaqRoute[]; questions: Map<string, PublicFaqSummary> }> = ({
  nodes,
  questions,
}) => (
  <ul className="faq-tree__list">
    {nodes.map((node) => {
      const answers = node.answers.map((id) => questions.get(id)).filter((faq): faq is PublicFaqSummary => Boolean(faq))
      return (
        <li className="faq-tree__node" key={node._id}>
          <span className="faq-tree__name">{node.name}</span>
          {answers.length > 0 ? (
            <ul className="faq-tree__answers">
              {answers.map((faq) => (
                <li key={faq._id}>
                  <a href={`/faq/${faq._id}`}>{faq.question}</a>
                </li>
              ))}
            </ul>
          ) : null}
          {node.children.length > 0 ? <FaqTreeBranch nodes={node.children} questions={questions} /> : null}
        </li>
      )
    })}
  </ul>
)

/** /faq: search and browse the published questions, by category and by the FAQ tree, and ask the helper robot. */
export async function FaqPage({ searchParams }: Props) {
  const params = await searchParams
  const keyword = one(params.keyword).slice(0, 100)
  const categoryId = one(params.categoryId).toLowerCase()
  const [infra, index] = await Promise.all([readFaqInfra(), readFaqSearchIndex()])
  const category = infra.categories.find((c) => c._id === categoryId)
  const found = filterFaqIndex(index, keyword, category?._id)
  const pages = Math.max(1, Math.ceil(found.length / PAGE_SIZE))
  const page = Math.min(pages, Math.max(1, Number.parseInt(one(params.page), 10) || 1))
  const shown = found.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
  const categoryName = new Map(infra.categories.map((c) => [c._id, c.name]))
  const questions = new Map(infra.faqs.map((faq) => [faq._id, faq]))
  const filtered = Boolean(keyword || category)
  const link = (query: { categoryId?: string; page?: number }) => {
    const search = new URLSearchParams()
    if (keyword) search.set('keyword', keyword)
    if (query.categoryId) search.set('categoryId', query.categoryId)
    if (query.page && query.page > 1) search.set('page', String(query.page))
    const text = search.toString()
    return text ? `/faq?${text}` : '/faq'
  }
  const hasTree = infra.tree.length > 0

  return (
    <div className="faq-page">
      <nav aria-label="麵包屑" className="breadcrumbs">
        <a href="/">首頁</a> / <span aria-current="page">常見問題</span>
      </nav>
      <h1 id="faq-title">常見問題</h1>

      <div className="faq-layout">
        <section aria-labelledby="faq-list-title" className="faq-main">
          <h2 className="faq-section-title" id="faq-list-title">
            問題列表
          </h2>
          <form action="/faq" className="faq-search" method="get" role="search">
            <div className="faq-search__field">
              <label htmlFor="faq-keyword">關鍵字</label>
              <input defaultValue={keyword} id="faq-keyword" maxLength={100} name="keyword" type="search" />
            </div>
            <div className="faq-search__field">
              <label htmlFor="faq-category">分類</label>
              <select defaultValue={category?._id ?? ''} id="faq-category" name="categoryId">
                <option value="">全部分類</option>
                {infra.categories.map((c) => (
                  <option key={c._id} value={c._id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
            <button className="faq-button" type="submit">
              搜尋
            </button>
            {filtered ? (
              <a className="faq-search__clear" href="/faq">
                清除條件
              </a>
            ) : null}
          </form>

          {infra.categories.length > 0 ? (
            <nav aria-label="常見問題分類" className="chips">
              <a aria-current={!category ? 'page' : undefined} href={link({})}>
                全部
              </a>
              {infra.categories.map((c) => (
                <a
                  aria-current={category?._id === c._id ? 'page' : undefined}
                  href={link({ categoryId: c._id })}
                  key={c._id}
                >
                  {c.name}
                </a>
              ))}
            </nav>
          ) : null}

          <p aria-live="polite" className="faq-count">
            {filtered ? `符合條件的問題共 ${found.length} 筆` : `共 ${found.length} 筆問題`}
          </p>
          {shown.length === 0 ? (
            <p className="empty">目前暫無資料</p>
          ) : (
            <ol className="faq-list" start={(page - 1) * PAGE_SIZE + 1}>
              {shown.map((faq) => (
                <li key={faq._id}>
                  <a href={`/faq/${faq._id}`}>{faq.question}</a>
                  {faq.categoryId && categoryName.get(faq.categoryId) ? (
                    <span className="meta">{categoryName.get(faq.categoryId)}</span>
                  ) : null}
                </li>
              ))}
            </ol>
          )}
          {pages > 1 ? (
            <nav aria-label="分頁" className="pager">
              {page > 1 ? <a href={link({ categoryId: category?._id, page: page - 1 })}>上一頁</a> : null}
              <span>
                第 {page} / {pages} 頁
              </span>
              {page < pages ? <a href={link({ categoryId: category?._id, page: page + 1 })}>下一頁</a> : null}
            </nav>
          ) : null}
        </section>

        <aside aria-label="常見問題小幫手與分類瀏覽" className="faq-aside">
          <FaqRobot />
          {hasTree ? (
            <section aria-labelledby="faq-tree-title" className="faq-tree">
              <h2 className="faq-section-title" id="faq-tree-title">
                依主題瀏覽
              </h2>
              <FaqTreeBranch nodes={infra.tree} questions={questions} />
            </section>
          ) : null}
        </aside>
      </div>
    </div>
  )
}
