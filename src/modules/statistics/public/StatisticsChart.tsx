'use client'

import React from 'react'

import type { ReportTable } from '@/modules/statistics'
import { ReportBarChart } from '../shared/ReportBarChart'

/** The public site's palette: darker bars, for contrast on the site's light background. */
const COLORS = ['#14578e', '#b4540a', '#2e7d32', '#a4244b', '#5b3f8c', '#6b6b12', '#1f5fbf', '#8a4513', '#006d6d', '#5f5f5f']

/**
 * A report table as a bar chart (months along the axis, one bar per row). It is a picture for
 * sighted readers: the table beside it carries the same numbers for everyone else, so the chart
 * is hidden from assistive technology, and kept out of the tab order (no Recharts accessibility layer:
 * a focusable chart inside aria-hidden would trap keyboard users on nothing).
 */
export const StatisticsChart: React.FC<{ table: ReportTable }> = ({ table }) => (
  <ReportBarChart className="statistics-chart" colors={COLORS} height={300} table={table} testId="statistics-chart" />
)
