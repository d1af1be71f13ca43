'use client'

import React from 'react'
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

import type { QuestionStatistic } from '../../answers/stats'

type Choice = Extract<QuestionStatistic, { kind: 'choice' }>
type Likert = Extract<QuestionStatistic, { kind: 'likert' }>

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
 * The charts are pictures for sighted readers; the table beside each one is its text
 * alternative, so the chart itself is hidden from assistive technology.
 */
export const ChoiceChart: React.FC<{ stat: Choice }> = ({ stat }) => {
  const data = [
    ...stat.options.map((o) => ({ name: o.text, count: o.count })),
    ...(stat.other ? [{ name: '其他', count: stat.other.count }] : []),
  ]
  return (
    <div aria-hidden="true" className="shennong-answers__chart" data-testid="statistics-chart">
      <ResponsiveContainer height={Math.max(160, data.length * 40)} width="100%">
        <BarChart data={data} layout="vertical" margin={{ left: 16, right: 24 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis allowDecimals={false} type="number" />
          <YAxis dataKey="name" type="category" width={120} />
          <Tooltip />
          <Bar dataKey="count" fill={COLORS[0]} isAnimationActive={false} name="人數" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}

export const LikertChart: React.FC<{ stat: Likert }> = ({ stat }) => {
  const data = stat.rows.map((row) => ({
    name: row.row,
    ...Object.fromEntries(stat.columns.map((column, index) => [column, row.counts[index] ?? 0])),
  }))
  return (
    <div aria-hidden="true" className="shennong-answers__chart" data-testid="statistics-chart">
      <ResponsiveContainer height={Math.max(180, data.length * 44 + 60)} width="100%">
        <BarChart data={data} layout="vertical" margin={{ left: 16, right: 24 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis allowDecimals={false} type="number" />
          <YAxis dataKey="name" type="category" width={120} />
          <Tooltip />
          {/* In the scale's order (recharts sorts legend items by name unless told). */}
          <Legend itemSorter={(item) => stat.columns.indexOf(String(item.dataKey))} />
          {stat.columns.map((column, index) => (
            <Bar
              dataKey={column}
              fill={COLORS[index % COLORS.length]}
              isAnimationActive={false}
              key={column}
              stackId="likert"
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
