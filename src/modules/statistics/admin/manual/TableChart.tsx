'use client'

import React from 'react'
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

import type { ReportTable } from '../../shared/table'

const COLORS = ['#1f6f8b', '#e07a1f', '#3a9d5d', '#b83b5e', '#6a4c93', '#8c8c1f', '#2b59c3', '#a0522d', '#008080', '#7f7f7f']
const format = (value: number | null): string => (value === null ? '—' : value.toLocaleString('zh-TW'))

/**
 * A report table as a chart (months on the axis, one bar per row) with the same numbers in an
 * accessible table beside it; the chart is a picture for sighted readers and hidden from
 * assistive technology, the table is its text.
 */
export const TableChart: React.FC<{ table: ReportTable; testId?: string }> = ({ table, testId }) => {
  const data = table.columns.map((column, index) => ({ name: column.label, ...Object.fromEntries(table.rows.map((row) => [row.label, row.values[index] ?? 0])) }))
  return (
    <section className="shennong-stats__report" data-testid={testId}>
      {table.rows.length > 0 ? (
        <div aria-hidden="true" className="shennong-stats__chart" data-testid="statistics-chart">
          <ResponsiveContainer height={260} width="100%">
            <BarChart data={data} margin={{ left: 8, right: 16 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="name" />
              <YAxis allowDecimals />
              <Tooltip />
              <Legend />
              {table.rows.map((row, index) => (
                <Bar dataKey={row.label} fill={COLORS[index % COLORS.length]} isAnimationActive={false} key={row.key} />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </div>
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
                      {format(value)}
                    </td>
                  ))}
                  <td className="is-number" data-testid={`total-${row.key}`}>
                    {format(row.total)}
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
