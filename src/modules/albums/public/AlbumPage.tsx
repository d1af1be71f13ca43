import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import React from 'react'

import { Breadcrumbs } from '@/components/public/Breadcrumbs'

import { formatDay } from '@/lib/dates'
import type { ContractRecord } from '@/crud/contentCrud'
import { type SearchParamValue, firstParam, pageParam } from '@/validation/searchParams'
import { type LightboxImage, Lightbox } from './Lightbox'
import { readAlbum, readAlbums } from './data'
import './album.css'

const PAGE_SIZE = 12

type Params = { albumId?: SearchParamValue; page?: SearchParamValue }
type Props = { searchParams: Promise<Params> }

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

const albumIdOf = (params: Params): string | undefined => firstParam(params.albumId).toLowerCase() || undefined

export const albumPageMetadata = async ({ searchParams }: Props): Promise<Metadata> => {
  const id = albumIdOf(await searchParams)
  if (!id) return { title: '活動相簿' }
  const album = await readAlbum(id)
  return { title: album ? `${text(album.title)} - 活動相簿` : '活動相簿' }
}

/** An image's alt text: its description, else the album's title and its number. */
const altOf = (image: ContractRecord, albumTitle: string, index: number): string =>
  text(image.description) || `${albumTitle} 第 ${index + 1} 張`

const AlbumDetail: React.FC<{ album: ContractRecord }> = ({ album }) => {
  const title = text(album.title)
  const images = (Array.isArray(album.albumImages) ? (album.albumImages as ContractRecord[]) : []).map(
    (image, index): LightboxImage => ({
      _id: image._id,
      src: text(image.imageUrl),
      alt: altOf(image, title, index),
      description: text(image.description),
    }),
  )
  return (
    <article className="album-detail" aria-labelledby="album-detail-title">
      <p className="album-back">
        <a href="/album">
          <span aria-hidden="true">‹ </span>回相簿列表
        </a>
      </p>
      <h2 id="album-detail-title">{title}</h2>
      <p className="meta">
        {formatDay(text(album.date))}．共 {images.length} 張
      </p>
      {text(album.description) ? <p className="album-description">{text(album.description)}</p> : null}
      {images.length === 0 ? <p className="empty">目前暫無資料</p> : <Lightbox images={images} albumTitle={title} />}
    </article>
  )
}

const AlbumList: React.FC<{ albums: ContractRecord[] }> = ({ albums }) => (
  <ul className="album-grid">
    {albums.map((album) => {
      const cover = text(album.coverImageUrl)
      return (
        <li key={album._id}>
          <a className="album-card" href={`/album?albumId=${album._id}`}>
            <span className="album-cover">
              {cover ? (
                <img src={cover} alt="" loading="lazy" />
              ) : (
                <span className="album-cover-empty" aria-hidden="true" />
              )}
            </span>
            <span className="album-card-title">{text(album.title)}</span>
            <span className="album-card-meta">
              {formatDay(text(album.date))}．共 {Number(album.count ?? 0)} 張
            </span>
          </a>
        </li>
      )
    })}
  </ul>
)

/**
 * /album: the visible albums (cover, title, date, photo count), newest first; ?albumId= shows one
 * album's photos in a grid with a keyboard-usable viewer.
 */
export async function AlbumPage({ searchParams }: Props) {
  const params = await searchParams
  const id = albumIdOf(params)

  if (id) {
    const album = await readAlbum(id)
    // An unknown, hidden or removed album is the site's 404 page (docs/decisions.md "Not-found and error pages").
    if (!album) notFound()
    return (
      <section className="album-page" aria-labelledby="album-title">
        <Breadcrumbs items={[{ label: '活動相簿', href: '/album' }, { label: String(album.title ?? '') }]} />
        <h1 id="album-title">活動相簿</h1>
        <AlbumDetail album={album} />
      </section>
    )
  }

  const page = pageParam(params.page)
  const albums = await readAlbums(page, PAGE_SIZE)
  const pages = Math.max(1, Math.ceil(albums.total / PAGE_SIZE))
  const link = (p: number) => (p > 1 ? `/album?page=${p}` : '/album')
  return (
    <section className="album-page" aria-labelledby="album-title">
      <Breadcrumbs items={[{ label: '活動相簿' }]} />
      <h1 id="album-title">活動相簿</h1>
      {albums.data.length === 0 ? <p className="empty">目前暫無資料</p> : <AlbumList albums={albums.data} />}
      {pages > 1 ? (
        <nav aria-label="分頁" className="album-pager">
          {page > 1 ? <a href={link(page - 1)}>上一頁</a> : null}
          <span>
            第 {Math.min(page, pages)} / {pages} 頁
          </span>
          {page < pages ? <a href={link(page + 1)}>下一頁</a> : null}
        </nav>
      ) : null}
    </section>
  )
}
