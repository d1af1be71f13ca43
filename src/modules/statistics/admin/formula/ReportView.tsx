'use client'

import React from 'react'

import type { ReportTable } from '../../shared/table'
import { ReportBarChart } from '../../shared/ReportBarChart'
import { ReportDataTable } from '../../shared/ReportDataTable'

/**
 * A report table as a chart with its data table beside it. The chart is a picture
 * for sighted readers; the table is its text alternative, so the chart is hidden from assistive
 * technology. Columns are periods on the x axis, one bar per row.
 */
export const ReportChart: React.FC<{ table: ReportTable }> = ({ table }) => {
  return <ReportBarChart className="shennong-stats__chart" table={table} testId="report-chart" />
}

/** The chart and, under it, its table (a year and its totals fit 1280 px; issue 43 item 9). */
export const ReportView: React.FC<{ table: ReportTable }> = ({ table }) =>
  table.rows.length === 0 ? (
    <p>此報表沒有項目</p>
  ) : (
    <div className="shennong-stats__report">
      <ReportChart table={table} />
      <ReportDataTable table={table} />
    </div>
  )
