import type { Metadata } from 'next'
import React from 'react'

import { type RouteTree, linkOf } from '@/modules/cms'
import { visibleRoutes } from '@/modules/cms/pages'
import { MODULE_PAGES } from './modulePages'
import './sitemap.css'

export const sitemapMetadata: Metadata = { title: '網站導覽' }

const NodeLink: React.FC<{ node: RouteTree }> = ({ node }) => {
  const { href, newWindow } = linkOf(node)
  if (!href) return <span className="sitemap__label">{node.name}</span>
  return (
    <a href={href} {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {node.name}
      {newWindow ? <span className="sitemap-sr-only">（另開新視窗）</span> : null}
    </a>
  )
}

const Branch: React.FC<{ nodes: RouteTree[]; level: number }> = ({ nodes, level }) => (
  <ul className={level === 0 ? 'sitemap__tree' : 'sitemap__sub'}>
    {nodes.map((node) => (
      <li key={node._id}>
        <NodeLink node={node} />
        {node.children.length > 0 ? <Branch level={level + 1} nodes={node.children} /> : null}
      </li>
    ))}
  </ul>
)

/** /sitemap: every navigation node the visitor may see, nested, and the module pages. */
export async function SitemapPage() {
  const tree = await visibleRoutes()
  return (
    <div className="sitemap">
      <nav aria-label="麵包屑" className="breadcrumbs">
        <a href="/">首頁</a> / <span aria-current="page">網站導覽</span>
      </nav>
      <h1>網站導覽</h1>
      <p className="sitemap__intro">
        本網站依無障礙網頁設計原則建置，主要內容區的快速鍵為 Alt+C，上方選單區為 Alt+U；以下列出本站所有頁面。
      </p>
      <section aria-labelledby="sitemap-nav-title">
        <h2 id="sitemap-nav-title">網站選單</h2>
        {tree.length === 0 ? <p className="empty">目前暫無資料</p> : <Branch level={0} nodes={tree} />}
      </section>
      <section aria-labelledby="sitemap-modules-title">
        <h2 id="sitemap-modules-title">服務功能</h2>
        <ul className="sitemap__modules">
          <li>
            <a href="/">首頁</a>
          </li>
          {MODULE_PAGES.map((page) => (
            <li key={page.path}>
              <a href={page.path}>{page.name}</a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
