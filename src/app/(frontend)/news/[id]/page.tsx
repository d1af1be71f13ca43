import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import React from 'react'

import { BlockRenderer } from '@/components/blocks/BlockRenderer'
import { formatDay } from '@/lib/dates'
import { Breadcrumbs } from '@/components/public/Breadcrumbs'
import { readNewsItem, today } from '@/modules/news/pages'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ id: string }> }

const load = (id: string) => readNewsItem(today(), id)

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
      <Breadcrumbs items={[{ label: '最新消息', href: '/news' }, { label: item.title ?? '' }]} />
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
