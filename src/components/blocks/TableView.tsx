import React from 'react'

import { safeUrl } from './urls'

/** A table cell: a web address becomes a link, anything else is text. */
export const Cell: React.FC<{ value: string }> = ({ value }) => {
  const url = /^https?:\/\/\S+$/i.test(value.trim()) ? safeUrl(value) : ''
  if (!url) return <>{value}</>
  return (
    <a href={url} rel="noopener noreferrer" target="_blank">
      {value}
      <span className="sn-visually-hidden">（另開新視窗）</span>
    </a>
  )
}

type Props = { headers: string[]; rows: string[][]; caption?: string; id?: string }

/** The table of a table block: the header row as column headers, content rows below. */
export const TableView: React.FC<Props> = ({ headers, rows, caption, id }) => (
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a horizontally scrollable region must be focusable so keyboard users can scroll it (axe scrollable-region-focusable)
  <div aria-label={caption || '表格'} className="sn-table__scroll" role="region" tabIndex={0}>
    <table className="sn-table" id={id}>
      {caption ? <caption>{caption}</caption> : null}
      {headers.length > 0 ? (
        <thead>
          <tr>
            {headers.map((header, index) => (
              <th key={index} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
      ) : null}
      <tbody>
        {rows.map((row, r) => (
          <tr key={r}>
            {row.map((cell, c) => (
              <td key={c}>
                <Cell value={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
)
