import React from 'react'

import { formatDay } from '@/lib/dates'
import { Carousel } from '@/modules/carousels/client'
import { readAlbumImages, readCarousel, readCatalogs, readInfra, readNews, readQuickLinks, today } from './frameData'
import { linkTarget } from '@/components/public/links'
import { PatronLogin } from './PatronLogin'
import { QuickLinks } from '@/modules/quick-links/pages'
import { SearchBox } from './SearchBox'

const EMPTY = <p className="empty">目前暫無資料</p>

const NewWindowNote: React.FC<{ href: string }> = ({ href }) =>
  linkTarget(href).target ? <span className="sr-only">（另開新視窗）</span> : null

const More: React.FC<{ href: string; children: React.ReactNode }> = ({ href, children }) => (
  <p className="more">
    <a href={href}>{children}</a>
  </p>
)

/**
 * The home page: the header above shows today's date and hours and the banner;
 * here the search box, quick links, carousel, news, highlighted album photos, new catalogs and
 * the patron login. An empty list says 目前暫無資料.
 */
export async function HomePage() {
  const day = today()
  const [infra, quickLinks, carousel, news, images, catalogs] = await Promise.all([
    readInfra(),
    readQuickLinks(),
    readCarousel(day),
    readNews(day),
    readAlbumImages(day),
    readCatalogs(),
  ])
  return (
    <div className="home">
      <h1 className="sr-only">{infra.libraryName}首頁</h1>

      <div className="home-top">
        <section className="home-section home-search" aria-label="資源查詢">
          <SearchBox targets={infra.searchTargets} />
        </section>
        <section className="home-section" aria-labelledby="quick-links-title">
          <h2 id="quick-links-title">快速連結</h2>
          <QuickLinks links={quickLinks} />
        </section>
      </div>

      <section className="home-section" aria-labelledby="carousel-title">
        <h2 id="carousel-title" className="sr-only">
          焦點輪播
        </h2>
        {carousel.items.length > 0 ? <Carousel {...carousel} /> : EMPTY}
      </section>

      <div className="home-columns">
        <section className="home-section" aria-labelledby="home-news-title">
          <h2 id="home-news-title">最新消息</h2>
          {news.length === 0 ? (
            EMPTY
          ) : (
            <ul className="news-list">
              {news.map((item) => {
                const href = item.link || `/news/${item._id}`
                return (
                  <li key={item._id}>
                    {item.isPined ? <span className="badge">置頂</span> : null}
                    <a href={href} {...linkTarget(href)}>
                      {item.title}
                      <NewWindowNote href={href} />
                    </a>
                    {item.date ? <span className="meta">{formatDay(item.date)}</span> : null}
                  </li>
                )
              })}
            </ul>
          )}
          <More href="/news">更多最新消息</More>
        </section>

        <section className="home-section" aria-labelledby="home-catalogs-title">
          <h2 id="home-catalogs-title">新書通報</h2>
          {catalogs.length === 0 ? (
            EMPTY
          ) : (
            <ul className="news-list">
              {catalogs.map((catalog) => (
                <li key={catalog._id}>
                  <a href={`/catalog?catalogId=${catalog._id}`}>{catalog.title}</a>
                  <span className="meta">{formatDay(catalog.date)}</span>
                </li>
              ))}
            </ul>
          )}
          <More href="/catalog">更多新書通報</More>
        </section>
      </div>

      <section className="home-section" aria-labelledby="home-album-title">
        <h2 id="home-album-title">活動相簿</h2>
        {images.length === 0 ? (
          EMPTY
        ) : (
          <ul className="album-grid">
            {images.map((image) => (
              <li key={image._id}>
                <a href="/album">
                  <img
                    src={image.imageUrl}
                    alt={image.description || image.albumTitle || '相簿精選照片'}
                    loading="lazy"
                  />
                  <span className="album-caption">{image.albumTitle}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        <More href="/album">更多活動相簿</More>
      </section>

      <PatronLogin loginUrl={infra.patronLoginUrl} forgotPasswordUrl={infra.patronForgotPasswordUrl} />
    </div>
  )
}
