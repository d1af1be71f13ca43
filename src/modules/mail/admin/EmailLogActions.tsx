'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import React, { useState } from 'react'

type State =
  { kind: 'idle' | 'busy' } | { kind: 'done'; id: string; status: string } | { kind: 'error'; message: string }

/** The resend button of one mail-log entry (email-management). */
export const EmailLogActions: React.FC = () => {
  const { id } = useDocumentInfo()
  const [state, setState] = useState<State>({ kind: 'idle' })
  if (!id) return null
  const resend = async () => {
    if (!window.confirm('確定要重寄這封郵件嗎？')) return
    setState({ kind: 'busy' })
    try {
      const response = await fetch(`/api/shennong/email-logs/${id}/resend`, { method: 'POST', credentials: 'include' })
      const body = (await response.json()) as { result?: { _id: string; status: string }; message?: string }
      if (!response.ok || !body.result) throw new Error(body.message ?? String(response.status))
      setState({ kind: 'done', id: body.result._id, status: body.result.status })
    } catch (error) {
      setState({ kind: 'error', message: (error as Error).message })
    }
  }
  return (
    <div className="shennong-mail-actions">
      <button className="shennong-header-button" disabled={state.kind === 'busy'} onClick={resend} type="button">
        {state.kind === 'busy' ? '重寄中…' : '重寄'}
      </button>
      {state.kind === 'done' ? (
        <p className="shennong-auth__notice" role="status">
          重寄成功，<a href={`/shennong/email-management/${state.id}`}>檢視新的紀錄</a>
        </p>
      ) : null}
      {state.kind === 'error' ? (
        <p className="shennong-auth__error" role="alert">
          重寄失敗：{state.message}
        </p>
      ) : null}
    </div>
  )
}
