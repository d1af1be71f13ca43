import React from 'react'

import { STICKY_START, ScrollTable, stickyEnd } from '@/ui/ScrollTable'
import { type ReportTable, formatReportValue } from './table'

/**
 * The one data table of a statistics report, on every back-office screen and on the public
 * /statistics page: a row per item, a column per period, the row's total and any extra columns
 * (e.g. a formula report's 每次使用成本). It is the text of the bar chart beside it
 * (ReportBarChart), which is hidden from assistive technology.
 *
 * It scrolls sideways in its own region (the UI kit's ScrollTable, issue 43 item 9): the label
 * column and the closing columns (合計 and the extra ones) stay in view, the months between
 * them are compact so a year fits a 1280 px screen, and on a narrow screen `scrollHint` says it
 * scrolls.
 */

/** A closing column's width: its widest figure (digits are 1ch in tabular figures), at least 4ch, plus the padding. */
const endWidth = (texts: readonly string[]): string =>
  `calc(${Math.max(4, ...texts.map((text) => text.length))}ch + 0.8rem + 1px)`

export const ReportDataTable: React.FC<{
  table: ReportTable
  className?: string
  /** The caption; by default the table's title and, in brackets, its caption. */
  caption?: React.ReactNode
  /** The caption's id: it names the scrolling region (else the table's title does). */
  captionId?: string
  /** Shown in one row when the table has no rows; without it an empty table has an empty body. */
  emptyText?: string
  /** Gives each row's total cell `data-testid="total-{row key}"`. */
  totalTestIds?: boolean
  /** A zh-TW line shown on a narrow screen that the table scrolls (e.g. 左右滑動可看全年); needs captionId. */
  scrollHint?: string
}> = ({ table, className = 'shennong-stats__table', caption, captionId, emptyText, totalTestIds, scrollHint }) => {
  const extras = table.extraColumns ?? []
  const ends = stickyEnd([
    endWidth(table.rows.map((row) => formatReportValue(row.total))),
    ...extras.map((column, index) =>
      endWidth(table.rows.map((row) => formatReportValue(row.extras?.[index] ?? null, column.decimals))),
    ),
  ])
  const end = (index: number) => ends[index]!
  return (
    <ScrollTable
      hint={scrollHint}
      hintId={captionId ? `${captionId}-hint` : undefined}
      label={captionId ? undefined : table.title}
      labelledBy={captionId}
    >
      <table className={className}>
        <caption id={captionId}>
          {caption ?? (
            <>
              {table.title}
              {table.caption ? `（${table.caption}）` : ''}
            </>
          )}
        </caption>
        <thead>
          <tr>
            <th className={STICKY_START} scope="col">
              項目
            </th>
            {table.columns.map((column) => (
              <th className="is-number" key={column.key} scope="col">
                {column.label}
              </th>
            ))}
            <th className={`is-number ${end(0).className}`} scope="col" style={end(0).style}>
              合計
            </th>
            {extras.map((column, index) => (
              <th
                className={`is-number ${end(index + 1).className}`}
                key={`extra-${column.key}`}
                scope="col"
                style={end(index + 1).style}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.length === 0 && emptyText ? (
            <tr>
              <td colSpan={table.columns.length + 2 + extras.length}>{emptyText}</td>
            </tr>
          ) : (
            table.rows.map((row) => (
              <tr key={row.key}>
                <th className={STICKY_START} scope="row">
                  {row.label}
                </th>
                {row.values.map((value, index) => (
                  <td className="is-number" key={table.columns[index]?.key ?? index}>
                    {formatReportValue(value)}
                  </td>
                ))}
                <td
                  className={`is-number ${end(0).className}`}
                  data-testid={totalTestIds ? `total-${row.key}` : undefined}
                  style={end(0).style}
                >
                  {formatReportValue(row.total)}
                </td>
                {extras.map((column, index) => (
                  <td
                    className={`is-number ${end(index + 1).className}`}
                    key={`extra-${column.key}`}
                    style={end(index + 1).style}
                  >
                    {formatReportValue(row.extras?.[index] ?? null, column.decimals)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </ScrollTable>
  )
}
