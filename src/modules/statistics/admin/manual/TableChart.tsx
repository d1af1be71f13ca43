'use client'

import React from 'react'

import type { ReportTable } from '../../shared/table'
import { ReportBarChart } from '../../shared/ReportBarChart'
import { ReportDataTable } from '../../shared/ReportDataTable'

/**
 * A report table as a chart (months on the axis, one bar per row) with the same numbers in an
 * accessible table beside it; the chart is a picture for sighted readers and hidden from
 * assistive technology, the table is its text.
 */
export const TableChart: React.FC<{ table: ReportTable; testId?: string }> = ({ table, testId }) => {
  return (
    <section className="shennong-stats__report" data-testid={testId}>
      {table.rows.length > 0 ? (
        <ReportBarChart
          className="shennong-stats__chart"
          decimals
          height={260}
          table={table}
          testId="statistics-chart"
        />
      ) : null}
      <ReportDataTable emptyText="目前暫無資料" table={table} totalTestIds />
    </section>
  )
}
