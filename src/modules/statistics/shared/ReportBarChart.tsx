'use client'

import React from 'react'
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

import type { ReportTable } from './table'

const COLORS = [
  '#1f6f8b',
  '#e07a1f',
  '#3a9d5d',
  '#b83b5e',
  '#6a4c93',
  '#8c8c1f',
  '#2b59c3',
  '#a0522d',
  '#008080',
  '#7f7f7f',
]

/**
 * The one bar chart of statistics, on the back-office screens and the public /statistics page: a report table's columns (periods) on the x axis,
 * one bar per row. It is a picture for sighted readers, hidden from assistive technology (and
 * without recharts' focusable accessibility layer); the data table beside it is its text.
 */
export const ReportBarChart: React.FC<{
  table: ReportTable
  className: string
  testId: string
  height?: number
  decimals?: boolean
  /** Bar colours in row order (the public site uses darker ones). */
  colors?: readonly string[]
}> = ({ table, className, testId, height = 280, decimals = false, colors = COLORS }) => {
  // No data (null) is left out, not drawn as 0: a 0 is a figure (e.g. a month with no usage), null is not.
  const data = table.columns.map((column, index) => ({
    name: column.label,
    ...Object.fromEntries(table.rows.map((row) => [row.label, row.values[index] ?? null])),
  }))
  return (
    <div aria-hidden="true" className={className} data-testid={testId}>
      <ResponsiveContainer height={height} width="100%">
        <BarChart accessibilityLayer={false} data={data} margin={{ left: 8, right: 16, top: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="name" />
          <YAxis allowDecimals={decimals} />
          <Tooltip />
          <Legend />
          {table.rows.map((row, index) => (
            <Bar dataKey={row.label} fill={colors[index % colors.length]} isAnimationActive={false} key={row.key} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
