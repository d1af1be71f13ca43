'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import React, { useState } from 'react'

type State = { kind: 'idle' | 'busy' } | { kind: 'done'; id: string } | { kind: 'error'; message: string }

/**
 * 複製 on a questionnaire's edit screen (spec doc 2 §4): asks 確定複製?, then POST
 * /api/shennong/questionnaires/{id} makes a Drafting copy without answers and 複製成功 links to it.
 */
export const DuplicateQuestionnaire: React.FC = () => {
  const { id } = useDocumentInfo()
  const [state, setState] = useState<State>({ kind: 'idle' })
  if (!id) return null
  const duplicate = async () => {
    if (!window.confirm('確定複製?')) return
    setState({ kind: 'busy' })
    try {
      const response = await fetch(`/api/shennong/questionnaires/${id}`, { method: 'POST', credentials: 'include' })
      const body = (await response.json()) as { result?: { _id: string }; message?: string }
      if (!response.ok || !body.result) throw new Error(body.message ?? String(response.status))
      setState({ kind: 'done', id: body.result._id })
    } catch (error) {
      setState({ kind: 'error', message: (error as Error).message })
    }
  }
  return (
    <div className="shennong-questionnaire-actions">
      <button className="shennong-header-button" disabled={state.kind === 'busy'} onClick={duplicate} type="button">
        {state.kind === 'busy' ? '複製中…' : '複製'}
      </button>
      {state.kind === 'done' ? (
        <p className="shennong-auth__notice" role="status">
          複製成功，<a href={`/shennong/questionnaire-management/${state.id}`}>開啟複本</a>
        </p>
      ) : null}
      {state.kind === 'error' ? (
        <p className="shennong-auth__error" role="alert">
          複製失敗：{state.message}
        </p>
      ) : null}
    </div>
  )
}
