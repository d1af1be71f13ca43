'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import React, { useState } from 'react'

import { adminRequest } from '@/ui/apiClient'
import { ConfirmDialog, LoadState } from '@/ui/kit'
import { useLoad } from '@/ui/manager'

const ADMIN = '/shennong/questionnaire-management'

/**
 * The answers of the questionnaire being edited, in its sidebar: how many there are, the way to
 * them and to their statistics, and 刪除問卷與填答. Payload's own delete refuses a questionnaire
 * with answers (docs/questionnaires.md "Deleting"); this button deletes it with its answers
 * after a confirmation that names how many, and the server checks that count again.
 */
export const QuestionnaireAnswers: React.FC = () => {
  const { id, title, docPermissions } = useDocumentInfo()
  const [confirming, setConfirming] = useState(false)
  const { data, loading, error } = useLoad(
    (signal) =>
      id
        ? adminRequest<{ answers: number }>('GET', `/api/shennong/questionnaires/${id}/answer-count`, undefined, signal)
        : Promise.resolve({ answers: 0 }),
    [id],
  )
  if (!id) return null
  const answers = data?.answers ?? 0
  const query = `?questionnaireId=${encodeURIComponent(String(id))}`
  return (
    <section aria-label="填答" className="shennong-questionnaire-actions">
      <h3>填答</h3>
      <LoadState empty={false} error={error} loading={loading} />
      {data ? (
        <>
          <p>共 {answers} 份填答</p>
          <p>
            <a href={`${ADMIN}/answer${query}`}>檢視填答</a>
            {'\u3000'}
            <a href={`${ADMIN}/statistics${query}`}>填答統計</a>
          </p>
          {answers > 0 && docPermissions && 'delete' in docPermissions && docPermissions.delete ? (
            <button className="shennong-header-button" onClick={() => setConfirming(true)} type="button">
              刪除問卷與填答
            </button>
          ) : null}
        </>
      ) : null}
      <ConfirmDialog
        confirmLabel="刪除問卷與填答"
        message={`確定要刪除問卷「${title || ''}」與它的 ${answers} 份填答嗎？刪除後無法復原，建議先匯出填答。`}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          await adminRequest('DELETE', `/api/shennong/questionnaires/${id}?withAnswers=${answers}`)
          window.location.assign(ADMIN)
        }}
        open={confirming}
        title="刪除問卷與填答"
      />
    </section>
  )
}
