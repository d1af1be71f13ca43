import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import React from 'react'

import { BlockRenderer } from '@/components/blocks/BlockRenderer'
import { safeUrl } from '@/components/blocks/sanitize'
import { FaqRobot } from './FaqRobot'
import { readFaq, readFaqInfra } from './faqData'
import './faq.css'

type Props = { params: Promise<{ id: string }> }

export const faqItemPageMetadata = async ({ params }: Props): Promise<Metadata> => {
  const faq = await readFaq((await params).id)
  return { title: faq?.question ?? '常見問題' }
}

/** /faq/{id}: one published question with its answer, related links and category, and the helper robot. */
export async function FaqItemPage({ params }: Props) {
  const faq = await readFaq((await params).id)
  if (!faq) notFound()
  const { categories } = await readFaqInfra()
  const category = categories.find((c) => c._id === faq.categoryId)
  const links = faq.links.map((link) => ({ ...link, linkUrl: safeUrl(link.linkUrl) })).filter((link) => link.linkUrl)
  return (
    <div className="faq-page">
      <nav aria-label="麵包屑" className="breadcrumbs">
        <a href="/">首頁</a> / <a href="/faq">常見問題</a> / <span aria-current="page">{faq.question}</span>
      </nav>
      <div className="faq-layout">
        <article aria-labelledby="faq-question" className="faq-main faq-answer">
          <h1 id="faq-question">{faq.question}</h1>
          {category ? (
            <p className="meta">
              分類：<a href={`/faq?categoryId=${category._id}`}>{category.name}</a>
            </p>
          ) : null}
          <section aria-label="回答" className="faq-answer__body">
            <BlockRenderer blocks={faq.blocks} />
          </section>
          {links.length > 0 ? (
            <section aria-labelledby="faq-links-title" className="faq-links">
              <h2 id="faq-links-title">相關連結</h2>
              <ul>
                {links.map((link, index) => (
                  <li key={`${link.linkUrl}-${index}`}>
                    {link.isExternal ? (
                      <a href={link.linkUrl} rel="noopener noreferrer" target="_blank">
                        {link.title || link.linkUrl}
                        <span className="faq-sr-only">（另開新視窗）</span>
                      </a>
                    ) : (
                      <a href={link.linkUrl}>{link.title || link.linkUrl}</a>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <p className="faq-back">
            <a href="/faq">回常見問題列表</a>
          </p>
        </article>
        <aside aria-label="常見問題小幫手" className="faq-aside">
          <FaqRobot />
        </aside>
      </div>
    </div>
  )
}
