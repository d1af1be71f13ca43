'use client'

import { Link, NavGroup } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import React, { useEffect, useState } from 'react'

import type { MenuItem, MenuSection } from '../menu'

const isWithin = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`)

const NavLink: React.FC<{ item: MenuItem; pathname: string; exact?: boolean }> = ({ item, pathname, exact }) => {
  const active = exact ? pathname === item.href : isWithin(pathname, item.href)
  return (
    <Link
      aria-current={active ? 'page' : undefined}
      className={`nav__link${active ? ' active' : ''}`}
      href={item.href}
      id={`nav-${item.path.replace(/\//g, '-')}`}
      prefetch={false}
    >
      {active ? <div className="nav__link-indicator" /> : null}
      <span className="nav__link-label">{item.title}</span>
    </Link>
  )
}

/** A section with sub-pages (space, statistics, questionnaires): a collapsible side panel of its pages. */
const SectionPanel: React.FC<{ item: MenuItem; pathname: string }> = ({ item, pathname }) => {
  const inside = isWithin(pathname, item.href)
  const [open, setOpen] = useState(inside)
  useEffect(() => {
    if (inside) setOpen(true)
  }, [inside])
  const panelId = `panel-${item.path}`
  return (
    <div className="shennong-section">
      <div className="shennong-section__head">
        <NavLink exact item={item} pathname={pathname} />
        <button
          aria-controls={panelId}
          aria-expanded={open}
          aria-label={`${open ? '收合' : '展開'}${item.title}子選單`}
          className="shennong-section__toggle"
          onClick={() => setOpen((value) => !value)}
          type="button"
        >
          {open ? '▾' : '▸'}
        </button>
      </div>
      <div className="shennong-section__panel" hidden={!open} id={panelId}>
        {item.children?.map((child) => (
          <NavLink item={child} key={child.path} pathname={pathname} />
        ))}
      </div>
    </div>
  )
}

export const NavMenu: React.FC<{ sections: MenuSection[] }> = ({ sections }) => {
  const pathname = usePathname()
  return (
    <>
      {sections.map((section) => (
        <NavGroup isOpen key={section.label} label={section.label}>
          {section.items.map((item) =>
            item.children ? (
              <SectionPanel item={item} key={item.path} pathname={pathname} />
            ) : (
              <NavLink item={item} key={item.path} pathname={pathname} />
            ),
          )}
        </NavGroup>
      ))}
    </>
  )
}
