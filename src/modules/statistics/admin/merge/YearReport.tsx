'use client'

import React, { useCallback, useId, useState } from 'react'

import { LoadState } from '@/ui/kit'
import { useLoad } from '@/ui/manager'
import type { ReportTable } from '../../shared/table'
import { type Exported, api, thisYear } from './api'
import { ReportView } from './ReportView'
import { ExportButton } from './ui'
import { VersionsPanel } from './VersionsPanel'

/** A year's report of one merged or mixed statistics, with its export. */
export const YearReport: React.FC<{
  title: string
  load: (year: number, signal: AbortSignal) => Promise<ReportTable[]>
  exportRun: (year: number) => Promise<Exported>
  year: number
  setYear: (year: number) => void
}> = ({ title, load, exportRun, year, setYear }) => {
  const id = useId()
  const { data, loading, error } = useLoad((signal) => load(year, signal), [load, year])
  const tables = data ?? []
  return (
    <section aria-label={`${title}報表`} className="shennong-merge__panel">
      <div className="shennong-stats__toolbar">
        <label className="shennong-stats__field" htmlFor={`${id}-year`}>
          年度
          <input
            id={`${id}-year`}
            max={2999}
            min={1900}
            onChange={(event) => event.target.value && setYear(Number(event.target.value))}
            type="number"
            value={year}
          />
        </label>
        <ExportButton disabled={loading || Boolean(error)} run={() => exportRun(year)} />
      </div>
      <LoadState empty={!loading && !error && tables.length === 0} error={error} loading={loading} />
      {!loading && !error
        ? tables.map((table, index) => (
            <ReportView key={`${table.title}-${index}`} table={table} testId="merge-report" />
          ))
        : null}
    </section>
  )
}

/** The selected merged or mixed statistics: its report for a year (chosen here) and its versions of that year. */
export const ReportAndVersions: React.FC<{
  kind: 'merge' | 'mixin'
  parent: { _id: string; name: string; status?: 'Enabled' | 'Disabled' }
  rights: { edit: boolean; delete: boolean }
}> = ({ kind, parent, rights }) => {
  const [year, setYear] = useState(thisYear())
  const load = useCallback(
    async (forYear: number, signal: AbortSignal) => {
      const report = await api.get<ReportTable | ReportTable[]>(
        `${kind}-statistics/reports/${parent._id}`,
        { year: forYear },
        signal,
      )
      return Array.isArray(report) ? report : [report]
    },
    [kind, parent._id],
  )
  return (
    <>
      <h2>「{parent.name}」報表</h2>
      <YearReport
        exportRun={(forYear) => api.get<Exported>(`export-${kind}-statistics/${parent._id}`, { year: forYear })}
        load={load}
        setYear={setYear}
        title={parent.name}
        year={year}
      />
      <VersionsPanel kind={kind} parent={parent} rights={rights} year={year} />
    </>
  )
}
