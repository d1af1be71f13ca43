'use client'

import React, { useId, useState } from 'react'

import { Dialog } from '@/ui/Dialog'
import { messageOf } from '@/ui/apiClient'
import { DialogActions, FormError } from '@/ui/kit'

/** Asks for a required reason, then runs the action (cancellations). */
export const ReasonDialog: React.FC<{
  open: boolean
  title: string
  confirmLabel: string
  onConfirm: (reason: string) => Promise<void>
  onClose: () => void
}> = ({ open, title, confirmLabel, onConfirm, onClose }) => {
  const id = useId()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const close = () => {
    setReason('')
    setError(null)
    onClose()
  }
  return (
    <Dialog onClose={close} open={open} title={title}>
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault()
          if (!reason.trim()) {
            setError('取消原因為必填欄位')
            return
          }
          setBusy(true)
          setError(null)
          try {
            await onConfirm(reason.trim())
            close()
          } catch (failure) {
            setError(messageOf(failure))
          } finally {
            setBusy(false)
          }
        }}
      >
        <div className="shennong-space__field">
          <label htmlFor={`${id}-reason`}>
            取消原因<span aria-hidden="true"> *</span>
          </label>
          <textarea
            aria-required="true"
            id={`${id}-reason`}
            onChange={(event) => setReason(event.target.value)}
            rows={3}
            value={reason}
          />
        </div>
        <FormError error={error} />
        <DialogActions busy={busy} cancelLabel="返回" danger onCancel={close} submitLabel={confirmLabel} />
      </form>
    </Dialog>
  )
}
