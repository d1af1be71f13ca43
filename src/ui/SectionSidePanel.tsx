'use client'

import React, { useId, useState } from 'react'

type Props = {
  /** The panel's accessible name (`資訊面板`); the toggle reads 收合{label} / 展開{label}. */
  label: string
  /** Extra class of the <aside> (the section's own look); `is-collapsed` is added when closed. */
  className?: string
  toggleClassName?: string
  /** Starts open unless told otherwise. */
  defaultOpen?: boolean
  children: React.ReactNode
}

/**
 * The collapsible side panel shared by the space, archive and statistics sections:
 * a complementary landmark with a toggle button (aria-expanded) that hides its content.
 */
export const SectionSidePanel: React.FC<Props> = ({
  label,
  className,
  toggleClassName,
  defaultOpen = true,
  children,
}) => {
  const [open, setOpen] = useState(defaultOpen)
  const contentId = useId()
  return (
    <aside
      aria-label={label}
      className={['shennong-side-panel', className, open ? '' : 'is-collapsed'].filter(Boolean).join(' ')}
      data-side-panel=""
    >
      <button
        aria-controls={contentId}
        aria-expanded={open}
        className={['shennong-side-panel__toggle', toggleClassName].filter(Boolean).join(' ')}
        onClick={() => setOpen((value) => !value)}
        type="button"
      >
        {open ? `收合${label}` : `展開${label}`}
      </button>
      <div hidden={!open} id={contentId}>
        {children}
      </div>
    </aside>
  )
}
