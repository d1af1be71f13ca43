'use client'

import dynamic from 'next/dynamic'
import React from 'react'

import type { ReportTable } from '@/modules/statistics'

/** The public site's palette: darker bars, for contrast on the site's light background. */
const COLORS = [
  '#14578e',
  '#b4540a',
  '#2e7d32',
  '#a4244b',
  '#5b3f8c',
  '#6b6b12',
  '#1f5fbf',
  '#8a4513',
  '#006d6d',
  '#5f5f5f',
]

/** The chart's height in CSS px; its box is reserved at that height before the chart loads. */
const HEIGHT = 300

/**
 * The chart code (Recharts, the bulk of the page's script) loads only where a chart is shown and
 * only in the browser: /statistics without a published report loads none of
 * it. Until it has loaded, an empty box of the chart's size holds its place, so nothing below
 * moves (CLS). The data table beside it is rendered on the server and carries the same numbers.
 */
const ReportBarChart = dynamic(() => import('../shared/ReportBarChart').then((module) => module.ReportBarChart), {
  ssr: false,
  loading: () => (
    <div aria-hidden="true" className="statistics-chart statistics-chart--loading" style={{ height: HEIGHT }} />
  ),
})

/**
 * A report table as a bar chart (months along the axis, one bar per row). It is a picture for
 * sighted readers: the table beside it carries the same numbers for everyone else, so the chart
 * is hidden from assistive technology, and kept out of the tab order (no Recharts accessibility layer:
 * a focusable chart inside aria-hidden would trap keyboard users on nothing).
 */
export const StatisticsChart: React.FC<{ table: ReportTable }> = ({ table }) => (
  <ReportBarChart
    className="statistics-chart"
    colors={COLORS}
    height={HEIGHT}
    table={table}
    testId="statistics-chart"
  />
)
