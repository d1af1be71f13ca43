'use client'

import React from 'react'

import type { ReportTable } from '../../shared/table'
import { ReportBarChart } from '../../shared/ReportBarChart'
import { ReportDataTable } from '../../shared/ReportDataTable'

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
          <ReportDataTable table={table} />
        </div>
      )}
    </section>
  )
}
