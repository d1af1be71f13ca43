'use client'

import React, { useEffect, useLayoutEffect, useRef, useState } from 'react'

import { EMPTY_MENU_MESSAGE } from './state'

export type MenuEntry = { key: string; label: string; onSelect: () => void }

type Props = {
  /** Viewport coordinates of the pointer, or of the item opened by keyboard. */
  x: number
  y: number
  label: string
  entries: MenuEntry[]
  onClose: () => void
}

/**
 * The right-click menu (also Shift+F10 or the ContextMenu key): the selected item's actions, or
 * 目前沒有可執行的操作 when there are none. Arrow keys move, Enter picks, Escape or a click outside closes.
 */
export const ContextMenu: React.FC<Props> = ({ x, y, label, entries, onClose }) => {
  const menu = useRef<HTMLDivElement>(null)
  const [position, setPosition] = useState({ left: x, top: y })

  useLayoutEffect(() => {
    const element = menu.current
    if (!element) return
    const rect = element.getBoundingClientRect()
    setPosition({
      left: Math.max(4, Math.min(x, window.innerWidth - rect.width - 4)),
      top: Math.max(4, Math.min(y, window.innerHeight - rect.height - 4)),
    })
    element.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
  }, [x, y])

  useEffect(() => {
    const onPointer = (event: MouseEvent) => {
      if (menu.current && !menu.current.contains(event.target as Node)) onClose()
    }
    const onResize = () => onClose()
    document.addEventListener('mousedown', onPointer, true)
    window.addEventListener('resize', onResize)
    return () => {
      document.removeEventListener('mousedown', onPointer, true)
      window.removeEventListener('resize', onResize)
    }
  }, [onClose])

  const onKeyDown = (event: React.KeyboardEvent) => {
    const items = Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])
    const index = items.indexOf(document.activeElement as HTMLElement)
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault()
      event.stopPropagation()
      onClose()
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (items.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      items[(index + step + items.length) % items.length]?.focus()
    } else if (event.key === 'Home') {
      event.preventDefault()
      items[0]?.focus()
    } else if (event.key === 'End') {
      event.preventDefault()
      items[items.length - 1]?.focus()
    }
  }

  return (
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- ARIA menu pattern: focus moves among the menu items (roving focus), the menu container itself takes none
    <div
      aria-label={label}
      className="shennong-archive__menu"
      onContextMenu={(event) => event.preventDefault()}
      onKeyDown={onKeyDown}
      ref={menu}
      role="menu"
      style={{ left: position.left, top: position.top }}
    >
      {entries.length === 0 ? (
        <div aria-disabled="true" className="shennong-archive__menu-empty" role="menuitem" tabIndex={-1}>
          {EMPTY_MENU_MESSAGE}
        </div>
      ) : (
        entries.map((entry) => (
          <button
            className="shennong-archive__menu-item"
            key={entry.key}
            onClick={() => {
              onClose()
              entry.onSelect()
            }}
            role="menuitem"
            tabIndex={-1}
            type="button"
          >
            {entry.label}
          </button>
        ))
      )}
    </div>
  )
}
