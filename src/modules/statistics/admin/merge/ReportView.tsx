'use client'

import React from 'react'

import type { ReportTable } from '../../shared/table'
import { ReportBarChart, formatReportValue } from '../../shared/ReportBarChart'

/**
 * One report table as a chart with the same numbers in a table beside it. The chart is a
 * picture for sighted readers (hidden from assistive technology); the table is its text.
 */
export const ReportView: React.FC<{ table: ReportTable; testId?: string }> = ({ table, testId }) => {
  return (
    <section aria-label={table.title} className="shennong-merge__report" data-testid={testId}>
      <h3>{table.title}</h3>
      {table.rows.length === 0 ? (
        <p>此報表沒有項目。</p>
      ) : (
        <div className="shennong-merge__report-body">
          <ReportBarChart className="shennong-merge__chart" table={table} testId="statistics-chart" />
          <div className="shennong-merge__table-wrap">
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
                {table.rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">{row.label}</th>
                    {row.values.map((value, index) => (
                      <td className="is-number" key={table.columns[index]?.key ?? index}>
                        {formatReportValue(value)}
                      </td>
                    ))}
                    <td className="is-number">{formatReportValue(row.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  )
}
