'use client'

import React, { useEffect, useId, useRef, useState } from 'react'

import { forgetStoredToken } from '@/ui/session/session'

const ITEMS = [
  { label: '回到網站', href: '/' },
  { label: '變更密碼', href: '/shennong/user/modify-password' },
  { label: '操作手冊', href: '/api/shennong/manual', download: true },
  { label: '登出', href: '/shennong/logout', logout: true },
] as const

/** The user's name with a dropdown: back to the site, change password, operation manual, log out. */
export const UserMenu: React.FC<{ name: string }> = ({ name }) => {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const wrapper = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onPointer = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        button.current?.focus()
      }
    }
    document.addEventListener('mousedown', onPointer)
    document.addEventListener('keydown', onKey)
    wrapper.current?.querySelector<HTMLAnchorElement>('[role="menuitem"]')?.focus()
    return () => {
      document.removeEventListener('mousedown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  const onMenuKey = (event: React.KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLAnchorElement>('[role="menuitem"]'))
    const index = items.indexOf(document.activeElement as HTMLAnchorElement)
    const next = event.key === 'ArrowDown' ? (index + 1) % items.length : (index - 1 + items.length) % items.length
    items[next]?.focus()
  }

  return (
    <div className="shennong-user-menu" ref={wrapper}>
      <button
        aria-controls={menuId}
        aria-expanded={open}
        aria-haspopup="menu"
        className="shennong-user-menu__button"
        onClick={() => setOpen((value) => !value)}
        ref={button}
        type="button"
      >
        {name} <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <ul className="shennong-user-menu__list" id={menuId} onKeyDown={onMenuKey} role="menu">
          {ITEMS.map((item) => (
            <li key={item.href} role="none">
              <a
                download={'download' in item ? true : undefined}
                href={item.href}
                onClick={'logout' in item ? forgetStoredToken : undefined}
                role="menuitem"
                tabIndex={-1}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
