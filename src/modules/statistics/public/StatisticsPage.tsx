import type { Metadata } from 'next'
import React from 'react'

import type { PublicStatisticsDetail, ReportTable } from '..'
import { readPublishedStatistics } from './data'
import { ReportDataTable } from '../shared/ReportDataTable'
import { StatisticsChart } from './StatisticsChart'
import './statistics.css'

export const statisticsPageMetadata: Metadata = { title: '統計資料' }

const KIND_LABEL: Record<PublicStatisticsDetail['kind'], string> = {
  merge: '合併統計',
  mixin: '混合統計',
  front: '前台報表',
}

/** One table of a report: the chart and, under it, the same numbers as an accessible table that scrolls on a narrow screen. */
const TableBlock: React.FC<{ table: ReportTable; id: string }> = ({ table, id }) => (
  <section aria-labelledby={`${id}-title`} className="statistics-block">
    <h3 id={`${id}-title`}>{table.title}</h3>
    {table.rows.length === 0 ? (
      <p>此報表沒有項目。</p>
    ) : (
      <div className="statistics-pair">
        <StatisticsChart table={table} />
        <ReportDataTable
          caption={`${table.title}數據表${table.caption ? `（${table.caption}）` : ''}`}
          captionId={`${id}-caption`}
          className="statistics-table"
          scrollHint="左右滑動可看全年"
          table={table}
        />
      </div>
    )}
  </section>
)

/** /statistics: every report staff published (toggled-on merge and mix versions), each as charts with their data tables. */
export async function StatisticsPage() {
  const reports = await readPublishedStatistics()
  return (
    <div className="statistics-page">
      <nav aria-label="麵包屑" className="breadcrumbs">
        <a href="/">首頁</a> / <span aria-current="page">統計資料</span>
      </nav>
      <h1>統計資料</h1>
      <p className="statistics-intro">本館公開的館藏與服務使用統計。每張圖表下方附有相同數據的表格。</p>
      {reports.length === 0 ? (
        <p className="empty">目前暫無公開的統計資料</p>
      ) : (
        <>
          <nav aria-label="統計報表目錄">
            <ul className="statistics-toc">
              {reports.map((report) => (
                <li key={report._id}>
                  <a href={`#report-${report._id}`}>
                    {report.title}
                    {report.year ? `（${report.year} 年）` : ''}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {reports.map((report) => (
            <article
              aria-labelledby={`report-${report._id}-title`}
              className="statistics-report"
              id={`report-${report._id}`}
              key={report._id}
            >
              <h2 id={`report-${report._id}-title`}>{report.title}</h2>
              <p className="statistics-meta">
                {KIND_LABEL[report.kind]}
                {report.reportName ? `：${report.reportName}` : ''}
                {report.year ? `．${report.year} 年` : ''}
                {report.updatedAt ? `．更新於 ${report.updatedAt.slice(0, 10)}` : ''}
              </p>
              {report.tables.map((table, index) => (
                <TableBlock id={`report-${report._id}-${index}`} key={`${report._id}-${index}`} table={table} />
              ))}
            </article>
          ))}
        </>
      )}
    </div>
  )
}
