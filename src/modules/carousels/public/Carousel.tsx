'use client'

import React, { useCallback, useEffect, useState } from 'react'

import type { HomeCarousel } from '@/modules/site'
import { linkTarget } from '@/components/public/links'

/**
 * The home carousel: the slides advance
 * every `speed` seconds, at the height `size` gives. WCAG 2.2.2: a visible pause/play button,
 * and the rotation also waits while the pointer or focus is inside; it starts paused for
 * visitors who ask for reduced motion. Previous/next buttons, slide buttons, and the arrow keys
 * inside the carousel move by hand. Each slide's image has its title as alt text.
 */
export const Carousel: React.FC<HomeCarousel> = ({ items, speed, size }) => {
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(true)
  const [held, setHeld] = useState(false)
  const count = items.length

  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) setPlaying(false)
  }, [])

  const go = useCallback((step: number) => setIndex((current) => (current + step + count) % count), [count])

  useEffect(() => {
    if (!playing || held || count < 2) return
    const timer = window.setInterval(() => go(1), Math.max(1, speed) * 1000)
    return () => window.clearInterval(timer)
  }, [playing, held, count, speed, go])

  if (count === 0) return null

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      go(-1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      go(1)
    }
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- delegated handlers: arrow keys from the carousel's focused controls, pause on hover/focus; the wrapper is no control
    <div
      className={`carousel carousel--${size.toLowerCase()}`}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false)
      }}
    >
      <div className="carousel-viewport" aria-live={playing && !held ? 'off' : 'polite'}>
        {items.map((item, i) => {
          const style: React.CSSProperties = {
            ...(item.backgroundColor ? { backgroundColor: item.backgroundColor } : {}),
            ...(item.textColor ? { color: item.textColor } : {}),
          }
          const content = item.imageUrl ? (
            <img src={item.imageUrl} alt={item.title} />
          ) : (
            <span className="carousel-text">{item.title}</span>
          )
          const target = item.linkUrl ? linkTarget(item.linkUrl) : {}
          return (
            <div
              key={item._id}
              className="carousel-slide"
              role="group"
              aria-roledescription="投影片"
              aria-label={`第 ${i + 1} 張，共 ${count} 張`}
              hidden={i !== index}
              style={style}
            >
              {item.linkUrl ? (
                <a href={item.linkUrl} {...target}>
                  {content}
                  {target.target ? <span className="sr-only">（另開新視窗）</span> : null}
                </a>
              ) : (
                content
              )}
            </div>
          )
        })}
      </div>
      {count > 1 ? (
        <div className="carousel-controls">
          <button type="button" className="carousel-button" onClick={() => setPlaying((value) => !value)}>
            {playing ? '暫停輪播' : '播放輪播'}
          </button>
          <button type="button" className="carousel-button" onClick={() => go(-1)} aria-label="上一張">
            <span aria-hidden="true">‹</span>
          </button>
          <ul className="carousel-dots">
            {items.map((item, i) => (
              <li key={item._id}>
                <button
                  type="button"
                  className="carousel-dot"
                  aria-label={`第 ${i + 1} 張：${item.title || '未命名'}`}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => setIndex(i)}
                />
              </li>
            ))}
          </ul>
          <button type="button" className="carousel-button" onClick={() => go(1)} aria-label="下一張">
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </div>
  )
}
