import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import React from 'react'

import { BlockRenderer } from '../../../../components/blocks/BlockRenderer'
import { formatDay } from '../../../../lib/dates'
import { publicPayload } from '../../../../lib/publicPayload'
import { type PublicNews, publicNewsItem } from '../../../../services/publicContent'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ id: string }> }

const load = async (id: string): Promise<PublicNews | null> => {
  try {
    return await publicNewsItem(await publicPayload(), id)
  } catch {
    return null
  }
}

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => {
  const item = await load((await params).id)
  return { title: item?.title ?? '最新消息' }
}

/** /news/{id}: one published news item with its page-builder content. */
export default async function NewsItemPage({ params }: Props) {
  const item = await load((await params).id)
  if (!item) notFound()
  return (
    <article aria-labelledby="news-item-title">
      <nav aria-label="麵包屑" className="breadcrumbs">
        <a href="/">首頁</a> / <a href="/news">最新消息</a>
      </nav>
      <h1 id="news-item-title">{item.title}</h1>
      <p className="meta">{formatDay(item.startDate ?? item.createdAt)}</p>
      <BlockRenderer blocks={item.blocks} />
      {item.link ? (
        <p>
          <a href={item.link}>相關連結</a>
        </p>
      ) : null}
      <p>
        <a href="/news">回最新消息列表</a>
      </p>
    </article>
  )
}
