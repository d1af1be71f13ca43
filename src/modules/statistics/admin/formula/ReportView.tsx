'use client'

import React from 'react'
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

import type { ReportTable } from '../../shared/table'

const COLORS = ['#1f6f8b', '#e07a1f', '#3a9d5d', '#b83b5e', '#6a4c93', '#8c8c1f', '#2b59c3', '#a0522d', '#008080', '#7f7f7f']

const format = (value: number | null): string => (value === null ? '—' : value.toLocaleString('zh-TW'))

/**
 * A report table as a chart with its data table beside it (issue 14 §3). The chart is a picture
 * for sighted readers; the table is its text alternative, so the chart is hidden from assistive
 * technology. Columns are periods on the x axis, one bar per row.
 */
export const ReportChart: React.FC<{ table: ReportTable }> = ({ table }) => {
  const data = table.columns.map((column, index) => ({
    name: column.label,
    ...Object.fromEntries(table.rows.map((row) => [row.label, row.values[index] ?? 0])),
  }))
  return (
    <div aria-hidden="true" className="shennong-stats__chart" data-testid="report-chart">
      <ResponsiveContainer height={280} width="100%">
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

export const ReportDataTable: React.FC<{ table: ReportTable }> = ({ table }) => (
  <div className="shennong-stats__table-wrap">
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
                {format(value)}
              </td>
            ))}
            <td className="is-number">{format(row.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
)

/** The chart and its table, side by side on a wide screen. */
export const ReportView: React.FC<{ table: ReportTable }> = ({ table }) =>
  table.rows.length === 0 ? (
    <p>此報表沒有項目</p>
  ) : (
    <div className="shennong-stats__report">
      <ReportChart table={table} />
      <ReportDataTable table={table} />
    </div>
  )
