import React from 'react'

import { type ReportTable, formatReportValue } from './table'

/**
 * The one data table of a statistics report, on every back-office screen and on the public
 * /statistics page: a row per item, a column per period, the row's total and any extra columns
 * (e.g. a formula report's 每次使用成本). It is the text of the bar chart beside it
 * (ReportBarChart), which is hidden from assistive technology.
 */
export const ReportDataTable: React.FC<{
  table: ReportTable
  className?: string
  /** The caption; by default the table's title and, in brackets, its caption. */
  caption?: React.ReactNode
  captionId?: string
  /** Shown in one row when the table has no rows; without it an empty table has an empty body. */
  emptyText?: string
  /** Gives each row's total cell `data-testid="total-{row key}"`. */
  totalTestIds?: boolean
}> = ({ table, className = 'shennong-stats__table', caption, captionId, emptyText, totalTestIds }) => (
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
        <th scope="col">項目</th>
        {table.columns.map((column) => (
          <th className="is-number" key={column.key} scope="col">
            {column.label}
          </th>
        ))}
        <th className="is-number" scope="col">
          合計
        </th>
        {(table.extraColumns ?? []).map((column) => (
          <th className="is-number" key={`extra-${column.key}`} scope="col">
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
    <tbody>
      {table.rows.length === 0 && emptyText ? (
        <tr>
          <td colSpan={table.columns.length + 2 + (table.extraColumns?.length ?? 0)}>{emptyText}</td>
        </tr>
      ) : (
        table.rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            {row.values.map((value, index) => (
              <td className="is-number" key={table.columns[index]?.key ?? index}>
                {formatReportValue(value)}
              </td>
            ))}
            <td className="is-number" data-testid={totalTestIds ? `total-${row.key}` : undefined}>
              {formatReportValue(row.total)}
            </td>
            {(table.extraColumns ?? []).map((column, index) => (
              <td className="is-number" key={`extra-${column.key}`}>
                {formatReportValue(row.extras?.[index] ?? null, column.decimals)}
              </td>
            ))}
          </tr>
        ))
      )}
    </tbody>
  </table>
)
