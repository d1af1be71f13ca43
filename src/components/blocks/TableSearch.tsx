'use client'

import React, { useId, useMemo, useState } from 'react'

import { filterTableRows } from './table'
import { TableView } from './TableView'
import { TABLE_NO_MATCH } from './types'

type Props = { headers: string[]; rows: string[][]; caption?: string }

/**
 * A table with a search box over it (element `hasSearchBar`): rows are filtered as the visitor
 * types, case-insensitively on the row's text; with no match it says 您所搜尋的關鍵字暫無相關內容.
 * The server renders every row, so the table is complete without JavaScript.
 */
export const TableSearch: React.FC<Props> = ({ headers, rows, caption }) => {
  const id = useId()
  const [keyword, setKeyword] = useState('')
  const shown = useMemo(() => filterTableRows(rows, keyword), [rows, keyword])
  const searching = keyword.trim() !== ''
  return (
    <div className="sn-table-search">
      <div className="sn-table-search__bar" role="search">
        <label htmlFor={`${id}-q`}>搜尋{caption ? `「${caption}」` : '表格'}</label>
        <input
          aria-controls={`${id}-table`}
          id={`${id}-q`}
          onChange={(event) => setKeyword(event.target.value)}
          onKeyDown={(event) => {
            // Filtering is live; Enter must not submit a surrounding form.
            if (event.key === 'Enter') event.preventDefault()
          }}
          placeholder="請輸入關鍵字"
          type="search"
          value={keyword}
        />
      </div>
      <p aria-live="polite" className="sn-visually-hidden">
        {searching ? (shown.length > 0 ? `找到 ${shown.length} 筆` : TABLE_NO_MATCH) : ''}
      </p>
      {searching && shown.length === 0 ? (
        <p className="sn-table-search__empty">{TABLE_NO_MATCH}</p>
      ) : (
        <TableView caption={caption} headers={headers} id={`${id}-table`} rows={shown} />
      )}
    </div>
  )
}
