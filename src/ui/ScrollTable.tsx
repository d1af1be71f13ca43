import React from 'react'

import './scrollTable.css'

/**
 * A wide data table (a year of months and its totals) in its own sideways-scrolling region, on
 * the back office and the public site alike: the first column (the row labels) and the last
 * columns (the totals) stay in view while the columns between them scroll (CSS position:
 * sticky, with a background so nothing shows through). The region is focusable so a keyboard
 * can scroll it (axe scrollable-region-focusable) and is named after the table. With `hint`, a
 * line above the table tells a reader on a narrow screen that it scrolls (shown below 960 px,
 * where a year no longer fits; scrollTable.css).
 *
 * The table's cells take their sticky part from `STICKY_START` (the label cells) and
 * `stickyEnd(widths)` (the closing columns: a fixed width each, so each knows its offset from
 * the right edge).
 */
export const ScrollTable: React.FC<{
  /** The id of the table's caption, naming the region; else `label` names it. */
  labelledBy?: string
  label?: string
  /** A zh-TW line shown above the table on a narrow screen, e.g. 左右滑動可看全年. */
  hint?: string
  /** The hint's id (describes the region); needed with `hint`. */
  hintId?: string
  children: React.ReactNode
}> = ({ labelledBy, label, hint, hintId, children }) => (
  <div className="scroll-table">
    {hint ? (
      <p className="scroll-table__hint" id={hintId}>
        <span aria-hidden="true">↔ </span>
        {hint}
      </p>
    ) : null}
    <div
      aria-describedby={hint ? hintId : undefined}
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      className="scroll-table__region"
      role="region"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a horizontally scrollable region must be focusable so keyboard users can scroll it (axe scrollable-region-focusable)
      tabIndex={0}
    >
      {children}
    </div>
  </div>
)

/** The class of a label cell (the first of its row) that stays at the left edge. */
export const STICKY_START = 'scroll-table__start'

/**
 * The closing cells of a row that stay at the right edge, given each one's width (CSS lengths,
 * left to right): a fixed width each, and the sum of those after it as its offset from the
 * right. The first of them is marked by a line on its left.
 */
export const stickyEnd = (widths: readonly string[]): { className: string; style: React.CSSProperties }[] =>
  widths.map((width, index) => {
    const after = widths.slice(index + 1)
    return {
      className: index === 0 ? 'scroll-table__end scroll-table__end--first' : 'scroll-table__end',
      style: {
        width,
        minWidth: width,
        maxWidth: width,
        right: after.length === 0 ? 0 : `calc(${after.join(' + ')})`,
      },
    }
  })
