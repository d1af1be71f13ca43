'use client'

import React, { useState } from 'react'

import { messageOf } from '@/ui/apiClient'
import { type Exported } from './api'

/** The export button: asks the server for the .xlsx (filed in report-management) and offers the download. */
export const ExportButton: React.FC<{ run: () => Promise<Exported>; disabled?: boolean }> = ({ run, disabled }) => {
  const [state, setState] = useState<{ busy: boolean; url?: string; error?: string }>({ busy: false })
  return (
    <span className="shennong-merge__export">
      <button
        disabled={disabled || state.busy}
        onClick={async () => {
          setState({ busy: true })
          try {
            const result = await run()
            setState({ busy: false, url: result.downloadUrl })
          } catch (failure) {
            setState({ busy: false, error: messageOf(failure) })
          }
        }}
        type="button"
      >
        {state.busy ? '匯出中…' : '匯出 Excel'}
      </button>
      {state.url ? (
        <a download href={state.url}>
          下載匯出檔
        </a>
      ) : null}
      {state.error ? (
        <span className="shennong-stats__error" role="alert">
          下載失敗：{state.error}
        </span>
      ) : null}
    </span>
  )
}
