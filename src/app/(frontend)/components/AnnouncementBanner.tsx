'use client'

import React, { useEffect, useState } from 'react'

import { linkTarget } from '@/components/public/links'

/** sessionStorage key of the dismissed announcement (its content, so a new one shows again). */
export const DISMISS_KEY = 'shennong:announcement-dismissed'

/** A short fingerprint of the announcement's content. */
export const announcementKey = (parts: readonly (string | null | undefined)[]): string => {
  const text = parts.map((part) => part ?? '').join('\u0001')
  let hash = 0
  for (let i = 0; i < text.length; i += 1) hash = (hash * 31 + text.charCodeAt(i)) | 0
  return `${text.length}:${hash >>> 0}`
}

type Props = {
  text: string | null
  linkUrl: string | null
  imageUrl: string | null
  textColor: string | null
  backgroundColor: string | null
}

const readDismissed = (): string | null => {
  try {
    return window.sessionStorage.getItem(DISMISS_KEY)
  } catch {
    return null
  }
}

/**
 * The temporary announcement banner of the home page: text, an
 * optional link and image, in the settings' colours. The visitor closes it with the button (or
 * Escape inside it); the dismissal lasts for the browser session (sessionStorage). Focus then
 * moves to the main content so keyboard users do not lose their place.
 */
export const AnnouncementBanner: React.FC<Props> = ({ text, linkUrl, imageUrl, textColor, backgroundColor }) => {
  const key = announcementKey([text, linkUrl, imageUrl])
  const [dismissed, setDismissed] = useState(false)

  useEffect(() => {
    if (readDismissed() === key) setDismissed(true)
  }, [key])

  if (dismissed || (!text && !imageUrl)) return null

  const dismiss = () => {
    try {
      window.sessionStorage.setItem(DISMISS_KEY, key)
    } catch {
      /* storage unavailable: closed for this page view only */
    }
    setDismissed(true)
    document.getElementById('main-content')?.focus()
  }

  const style: React.CSSProperties = {
    ...(backgroundColor ? { backgroundColor } : {}),
    ...(textColor ? { color: textColor } : {}),
  }
  const label = text || '臨時公告'
  const target = linkUrl ? linkTarget(linkUrl) : {}
  const body = (
    <>
      {imageUrl ? <img src={imageUrl} alt={text ? '' : '臨時公告'} className="announcement-image" /> : null}
      {text ? <span className="announcement-text">{text}</span> : null}
      {target.target ? <span className="sr-only">（另開新視窗）</span> : null}
    </>
  )

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from the banner's link or close button dismisses it (delegated); the close button is the control
    <section
      className="announcement"
      aria-label="臨時公告"
      style={style}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismiss()
      }}
    >
      <div className="container announcement-inner">
        <span className="announcement-tag" aria-hidden="true">
          公告
        </span>
        {linkUrl ? (
          <a href={linkUrl} className="announcement-body" {...target}>
            {body}
          </a>
        ) : (
          <p className="announcement-body">{body}</p>
        )}
        <button type="button" className="announcement-close" onClick={dismiss} aria-label={`關閉臨時公告：${label}`}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </section>
  )
}
