'use client'

import React, { useEffect, useId, useRef } from 'react'

type Props = {
  open: boolean
  title: string
  onClose: () => void
  className?: string
  children: React.ReactNode
  /** Where focus goes when the dialog opens (otherwise the browser's first focusable element). */
  initialFocus?: React.RefObject<HTMLElement | null>
  /** Put focus somewhere when the dialog closes (otherwise it returns to where it was). */
  returnFocus?: () => void
}

/**
 * A modal `<dialog>` in the back office's dialog style: opened and closed by `open`, Escape closes
 * it (the browser's cancel), focus returns to where it was.
 */
export const Dialog: React.FC<Props> = ({
  open,
  title,
  onClose,
  className,
  children,
  initialFocus,
  returnFocus: focusOnClose,
}) => {
  const dialog = useRef<HTMLDialogElement>(null)
  const returnFocus = useRef<HTMLElement | null>(null)
  const titleId = useId()
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose
  const focusOnCloseRef = useRef(focusOnClose)
  focusOnCloseRef.current = focusOnClose

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      element.showModal()
      const first =
        initialFocus?.current ??
        element.querySelector<HTMLElement>('input:not([disabled]), select, textarea, button:not([disabled])')
      first?.focus()
    }
    if (!open && element.open) element.close()
  }, [open, initialFocus])

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    const onDialogClose = () => {
      onCloseRef.current()
      const target = returnFocus.current
      returnFocus.current = null
      if (focusOnCloseRef.current) focusOnCloseRef.current()
      else if (target && target.isConnected) target.focus()
    }
    // Escape closes this dialog only: Payload's modal provider closes its latest modal or drawer
    // on any Escape that reaches the document.
    const keepEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') event.stopPropagation()
    }
    element.addEventListener('close', onDialogClose)
    element.addEventListener('keydown', keepEscape)
    return () => {
      element.removeEventListener('close', onDialogClose)
      element.removeEventListener('keydown', keepEscape)
    }
  }, [])

  return (
    <dialog
      aria-labelledby={titleId}
      aria-modal="true"
      className={`shennong-dialog${className ? ` ${className}` : ''}`}
      ref={dialog}
    >
      <h2 id={titleId}>{title}</h2>
      {open ? children : null}
    </dialog>
  )
}
