'use client'

import React, { useCallback, useEffect, useRef, useState } from 'react'

export type LightboxImage = { _id: string; src: string; alt: string; description: string }

type Props = { images: LightboxImage[]; albumTitle: string }

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])'

/**
 * An album's photos as a grid of buttons; a button (click or Enter/Space) opens the photo in a
 * modal viewer: a labelled `role="dialog"` with `aria-modal`, focus moved into it and kept there,
 * Esc closes, ←/→ step, visible 上一張/下一張/關閉 buttons, and focus back on the photo's
 * button when it closes.
 */
export const Lightbox: React.FC<Props> = ({ images, albumTitle }) => {
  const [open, setOpen] = useState<number | null>(null)
  const dialogRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const triggers = useRef<(HTMLButtonElement | null)[]>([])
  const returnTo = useRef<number | null>(null)
  const count = images.length

  // Focus goes back to the photo's button in the same event that closes the viewer: the button is
  // in the page all along, so nothing waits for a render or an effect.
  const close = useCallback(() => {
    const index = returnTo.current
    returnTo.current = null
    setOpen(null)
    if (index !== null) triggers.current[index]?.focus()
  }, [])
  const step = useCallback(
    (delta: number) => setOpen((index) => (index === null ? index : (index + delta + count) % count)),
    [count],
  )

  const show = (index: number) => {
    returnTo.current = index
    setOpen(index)
  }

  // Focus into the dialog when it opens (back to the photo's button is `close`'s).
  const isOpen = open !== null
  useEffect(() => {
    if (!isOpen) return undefined
    closeRef.current?.focus()
    const previous = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = previous
    }
  }, [isOpen])

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      close()
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      step(-1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      step(1)
    } else if (event.key === 'Tab') {
      // Keep Tab inside the dialog (aria-modal).
      const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])
      if (focusable.length === 0) return
      const first = focusable[0]!
      const last = focusable[focusable.length - 1]!
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }
  }

  const current = open === null ? undefined : images[open]

  return (
    <>
      <ul className="album-photos">
        {images.map((image, index) => (
          <li key={image._id}>
            <button
              type="button"
              className="album-photo"
              ref={(element) => {
                triggers.current[index] = element
              }}
              onClick={() => show(index)}
              aria-haspopup="dialog"
            >
              <img src={image.src} alt={image.alt} loading="lazy" />
              <span className="sr-only">，放大檢視</span>
            </button>
            {image.description ? <p className="album-photo-caption">{image.description}</p> : null}
          </li>
        ))}
      </ul>

      {current && open !== null ? (
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a click on the backdrop closes the dialog, which also closes on Escape and with its 關閉 button
        <div className="album-lightbox-backdrop" onClick={(event) => event.target === event.currentTarget && close()}>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the modal dialog's keydown handles Escape, arrow keys and the Tab trap for its controls */}
          <div
            ref={dialogRef}
            className="album-lightbox"
            role="dialog"
            aria-modal="true"
            aria-labelledby="album-lightbox-title"
            aria-describedby={current.description ? 'album-lightbox-description' : undefined}
            onKeyDown={onKeyDown}
          >
            <div className="album-lightbox-header">
              <h2 id="album-lightbox-title">
                {albumTitle}：第 {open + 1} / {count} 張
              </h2>
              <button type="button" ref={closeRef} className="album-lightbox-close" onClick={close}>
                關閉
              </button>
            </div>
            <figure className="album-lightbox-figure">
              <img src={current.src} alt={current.alt} />
              {current.description ? (
                <figcaption id="album-lightbox-description">{current.description}</figcaption>
              ) : null}
            </figure>
            <div className="album-lightbox-controls">
              <button type="button" onClick={() => step(-1)} disabled={count < 2}>
                <span aria-hidden="true">‹ </span>上一張
              </button>
              <p className="album-lightbox-hint">可使用鍵盤左右鍵切換相片，Esc 鍵關閉</p>
              <button type="button" onClick={() => step(1)} disabled={count < 2}>
                下一張<span aria-hidden="true"> ›</span>
              </button>
            </div>
            <p className="sr-only" aria-live="polite">
              第 {open + 1} / {count} 張：{current.alt}
            </p>
          </div>
        </div>
      ) : null}
    </>
  )
}
