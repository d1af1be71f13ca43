'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import React from 'react'

import { useOperation } from '@/ui/ResultDialog'

/**
 * 複製 on a questionnaire's edit screen: asks 確定複製?, then POST
 * /api/shennong/questionnaires/{id} makes a Drafting copy without answers; the result dialog
 * 複製問卷 says 成功 with 複製成功 and a link to the copy, or 失敗 with the server's message.
 */
export const DuplicateQuestionnaire: React.FC = () => {
  const { id } = useDocumentInfo()
  const { busy, run, dialog } = useOperation()
  if (!id) return null
  const duplicate = async () => {
    if (!window.confirm('確定複製?')) return
    await run(
      '複製問卷',
      async () => {
        const response = await fetch(`/api/shennong/questionnaires/${id}`, { method: 'POST', credentials: 'include' })
        const body = (await response.json().catch(() => ({}))) as { result?: { _id: string }; message?: string }
        if (!response.ok || !body.result) throw new Error(body.message ?? `HTTP ${response.status}`)
        return body.result._id
      },
      (copyId) => ({
        message: '複製成功',
        link: { href: `/shennong/questionnaire-management/${copyId}`, text: '開啟複本' },
      }),
    )
  }
  return (
    <div className="shennong-questionnaire-actions">
      <button className="shennong-header-button" disabled={busy} onClick={duplicate} type="button">
        {busy ? '複製中…' : '複製'}
      </button>
      {dialog}
    </div>
  )
}
