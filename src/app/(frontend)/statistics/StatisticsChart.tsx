'use client'

import React from 'react'
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

import type { ReportTable } from '../../../modules/statistics'

const COLORS = ['#14578e', '#b4540a', '#2e7d32', '#a4244b', '#5b3f8c', '#6b6b12', '#1f5fbf', '#8a4513', '#006d6d', '#5f5f5f']

/**
 * A report table as a bar chart (months along the axis, one bar per row). It is a picture for
 * sighted readers: the table beside it carries the same numbers for everyone else, so the chart
 * is hidden from assistive technology, and kept out of the tab order (no Recharts accessibility layer:
 * a focusable chart inside aria-hidden would trap keyboard users on nothing).
 */
export const StatisticsChart: React.FC<{ table: ReportTable }> = ({ table }) => {
  const data = table.columns.map((column, index) => ({ name: column.label, ...Object.fromEntries(table.rows.map((row) => [row.label, row.values[index] ?? 0])) }))
  return (
    <div aria-hidden="true" className="statistics-chart" data-testid="statistics-chart">
      <ResponsiveContainer height={300} width="100%">
        <BarChart accessibilityLayer={false} data={data} margin={{ left: 8, right: 16, top: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="name" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Legend />
          {table.rows.map((row, index) => (
            <Bar dataKey={row.label} fill={COLORS[index % COLORS.length]} isAnimationActive={false} key={row.key} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
