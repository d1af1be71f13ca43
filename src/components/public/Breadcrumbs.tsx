import React from 'react'

/** One breadcrumb: its name and, except for the current page, where it leads. */
export type Crumb = { label: string; href?: string | null }

/** Breadcrumb names longer than this use a smaller font. */
export const LONG_CRUMB = 30

/** The trail with 首頁 first (added when the items do not start at `/`). */
const trailOf = (items: readonly Crumb[]): Crumb[] =>
  items[0]?.href === '/' ? [...items] : [{ label: '首頁', href: '/' }, ...items]

/**
 * The breadcrumb list of a public page: 首頁 › … › the current page (not a link, marked
 * aria-current). `hidden` leaves it out (single-page paths).
 */
export const Breadcrumbs: React.FC<{ items: readonly Crumb[]; hidden?: boolean }> = ({ items, hidden }) => {
  if (hidden) return null
  const trail = trailOf(items)
  return (
    <nav aria-label="麵包屑" className="breadcrumbs">
      <ol>
        {trail.map((item, index) => {
          const last = index === trail.length - 1
          const className = item.label.length > LONG_CRUMB ? 'crumb crumb--long' : 'crumb'
          return (
            <li key={`${index}-${item.label}`} className={className}>
              {last || !item.href ? (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              ) : (
                <a href={item.href}>{item.label}</a>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
