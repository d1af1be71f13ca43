'use client'

import React, { useCallback, useEffect, useRef, useState } from 'react'

const PANEL_ID = 'site-nav-panel'

/**
 * The phone menu (a burger menu at 920 px and below; a plain bar above, where the
 * button is hidden and the panel always shown by CSS). The button says whether the panel is
 * open (aria-expanded) and which it controls; opening moves focus to the first link, Escape
 * closes and returns focus to the button, and so does tabbing out of the panel.
 */
export const MenuToggle: React.FC<{ children: React.ReactNode }> = ({ children }) => {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) button.current?.focus()
  }, [])

  useEffect(() => {
    if (!open) return
    panel.current?.querySelector<HTMLElement>('a[href], button')?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true)
    }
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node
      if (!panel.current?.contains(target) && !button.current?.contains(target)) close(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open, close])

  const onBlur = (event: React.FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null
    if (open && next && !panel.current?.contains(next) && next !== button.current) close(false)
  }

  return (
    <div className="menu">
      <button
        ref={button}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="menu-icon" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        {open ? '關閉選單' : '選單'}
      </button>
      <div ref={panel} id={PANEL_ID} className={open ? 'nav-panel is-open' : 'nav-panel'} onBlur={onBlur}>
        {children}
      </div>
    </div>
  )
}
