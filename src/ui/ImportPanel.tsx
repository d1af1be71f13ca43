'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import React, { useEffect, useId, useRef, useState } from 'react'

type RowError = { row: number; field: string; reason: string }

type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; imported: number }
  | { kind: 'failed'; message: string; errors: RowError[] }

export type ImportPanelProps = {
  /** The import call, under /api (e.g. /api/shennong/import-catalog-items). */
  endpoint: string
  title: string
  /** The columns the file must have, shown to the user. */
  columns: string
  /** Send the current document's id as `?_id=` (the catalog an import belongs to). */
  withDocumentId?: boolean
}

const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv'

/**
 * Import rows from an .xlsx or .csv file. All or nothing: a file
 * with a bad row saves nothing, and every bad row is listed with its row number, column and
 * reason, as the server reports them.
 */
export const ImportPanel: React.FC<ImportPanelProps> = ({ endpoint, title, columns, withDocumentId }) => {
  const { id } = useDocumentInfo()
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  // Interactive once the screen has loaded (marked for tests and assistive checks as data-ready).
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])

  if (withDocumentId && !id) {
    return <p className="field-description">儲存後即可匯入書目檔案。</p>
  }

  const send = async () => {
    // The input itself is the truth (a file chosen before the screen finished loading has no change event).
    const chosen = input.current?.files?.[0] ?? file
    if (!chosen) {
      setOutcome({ kind: 'failed', message: '請先選擇要匯入的檔案', errors: [] })
      return
    }
    setOutcome({ kind: 'sending' })
    const form = new FormData()
    form.append('file', chosen)
    const url = withDocumentId ? `${endpoint}?_id=${encodeURIComponent(String(id))}` : endpoint
    try {
      const response = await fetch(url, { method: 'POST', body: form, credentials: 'include' })
      const body = (await response.json().catch(() => ({}))) as {
        result?: { imported?: number }
        message?: string
        errors?: RowError[]
      }
      if (!response.ok) {
        setOutcome({
          kind: 'failed',
          message: body.message ?? `匯入失敗（HTTP ${response.status}）`,
          errors: body.errors ?? [],
        })
        return
      }
      setOutcome({ kind: 'done', imported: body.result?.imported ?? 0 })
      setFile(null)
      if (input.current) input.current.value = ''
    } catch {
      setOutcome({ kind: 'failed', message: '無法連線到伺服器，請稍後再試', errors: [] })
    }
  }

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="shennong-import"
      data-ready={ready ? 'true' : 'false'}
      style={{ margin: '1rem 0', padding: '1rem', border: '1px solid var(--theme-elevation-150)', borderRadius: 4 }}
    >
      <h3 id={`${inputId}-title`} style={{ marginTop: 0 }}>
        {title}
      </h3>
      <p className="field-description">
        接受 .xlsx 或 .csv 檔案，第一列為欄位名稱：{columns}。檔案中只要有一列錯誤，整份檔案都不會匯入。
      </p>
      <label htmlFor={inputId}>選擇檔案</label>{' '}
      <input
        accept={ACCEPT}
        id={inputId}
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null)
          setOutcome({ kind: 'idle' })
        }}
        ref={input}
        type="file"
      />{' '}
      <button
        className="btn btn--style-secondary btn--size-small"
        disabled={outcome.kind === 'sending'}
        onClick={send}
        type="button"
      >
        {outcome.kind === 'sending' ? '匯入中…' : '匯入'}
      </button>
      <div aria-live="polite" role="status">
        {outcome.kind === 'done' ? (
          <p style={{ color: 'var(--theme-success-750)' }}>
            匯入成功，共 {outcome.imported} 筆。請重新整理頁面以檢視資料。
          </p>
        ) : null}
        {outcome.kind === 'failed' ? (
          <div role="alert">
            <p style={{ color: '#b3261e', fontWeight: 600 }}>{outcome.message}</p>
            {outcome.errors.length > 0 ? (
              <table className="shennong-import-errors">
                <caption style={{ textAlign: 'left' }}>錯誤明細</caption>
                <thead>
                  <tr>
                    <th scope="col">列</th>
                    <th scope="col">欄位</th>
                    <th scope="col">原因</th>
                  </tr>
                </thead>
                <tbody>
                  {outcome.errors.map((error, index) => (
                    <tr key={index}>
                      <td>第 {error.row} 列</td>
                      <td>{error.field}</td>
                      <td>{error.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  )
}

/** The catalog edit screen's import of its books (POST /api/shennong/import-catalog-items). */
export const CatalogItemsImport: React.FC = () => (
  <ImportPanel
    columns="資源編號、條碼、書名、作者（必填），ISBN、館藏網址、簡介網址、封面圖片（選填）"
    endpoint="/api/shennong/import-catalog-items"
    title="匯入書目"
    withDocumentId
  />
)

/** The opening-dates list's import of open/closed days (POST /api/shennong/import-opening-dates). */
export const OpeningDatesImport: React.FC = () => (
  <ImportPanel
    columns="日期、狀態（開館／閉館）必填，公告、連結、圖片選填"
    endpoint="/api/shennong/import-opening-dates"
    title="匯入開館日期"
  />
)
