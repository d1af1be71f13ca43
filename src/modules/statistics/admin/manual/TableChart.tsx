'use client'

import React from 'react'

import type { ReportTable } from '../../shared/table'
import { ReportBarChart, formatReportValue } from '../../shared/ReportBarChart'

/**
 * A report table as a chart (months on the axis, one bar per row) with the same numbers in an
 * accessible table beside it; the chart is a picture for sighted readers and hidden from
 * assistive technology, the table is its text.
 */
export const TableChart: React.FC<{ table: ReportTable; testId?: string }> = ({ table, testId }) => {
  return (
    <section className="shennong-stats__report" data-testid={testId}>
      {table.rows.length > 0 ? (
        <ReportBarChart className="shennong-stats__chart" decimals height={260} table={table} testId="statistics-chart" />
      ) : null}
      <div className="shennong-stats__scroll">
        <table className="shennong-stats__table">
          <caption>
            {table.title}
            {table.caption ? `（${table.caption}）` : ''}
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
            </tr>
          </thead>
          <tbody>
            {table.rows.length === 0 ? (
              <tr>
                <td colSpan={table.columns.length + 2}>目前暫無資料</td>
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
                  <td className="is-number" data-testid={`total-${row.key}`}>
                    {formatReportValue(row.total)}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  )
}
