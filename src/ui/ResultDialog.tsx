'use client'

import React, { useState } from 'react'

import { messageOf } from './apiClient'

import { Dialog } from './Dialog'

export const SUCCESS_TEXT = '成功'
export const FAILED_TEXT = '失敗'

/** The outcome of one operation. */
export type OperationOutcome = {
  /** The operation, e.g. 儲存最新消息, 刪除檔案. */
  title: string
  success: boolean
  /** Why it failed: shown in red under 失敗. */
  error?: string | null
  /** An optional detail shown under 成功 (what was done). */
  message?: string | null
  /** An optional way on after success (the new copy, the record made). */
  link?: { href: string; text: string } | null
}

/**
 * The back office's result dialog: titled by the operation, 成功 or 失敗 with the server's message
 * in red, and a close button. Open while `result` is set; closing (button or Escape) calls
 * `onClose`, which resets the caller's status. Focus moves to the close button and back.
 */
export const ResultDialog: React.FC<{ result: OperationOutcome | null; onClose: () => void }> = ({
  result,
  onClose,
}) => (
  <Dialog className="shennong-result" onClose={onClose} open={result !== null} title={result?.title ?? ''}>
    {result ? (
      <>
        <p
          className={`shennong-result__status ${result.success ? 'shennong-result__status--success' : 'shennong-result__status--failed'}`}
          role="status"
        >
          {result.success ? SUCCESS_TEXT : FAILED_TEXT}
        </p>
        {result.success && result.message ? <p className="shennong-result__message">{result.message}</p> : null}
        {result.success && result.link ? (
          <p className="shennong-result__message">
            <a href={result.link.href}>{result.link.text}</a>
          </p>
        ) : null}
        {!result.success && result.error ? (
          <p className="shennong-result__error" role="alert">
            {result.error}
          </p>
        ) : null}
      </>
    ) : null}
    <div className="shennong-dialog__actions">
      <button className="shennong-result__close" onClick={onClose} type="button">
        關閉
      </button>
    </div>
  </Dialog>
)

/**
 * One operation of a custom screen that ends in the result dialog: `run(title, call, onSuccess)`
 * is busy while the call runs, then opens the dialog with 成功 (and what `onSuccess` adds) or 失敗
 * with the server's message. Render `dialog` once. Checks made before calling (a required field)
 * stay next to the field: nothing was sent, so there is no result to report.
 */
export const useOperation = () => {
  const [result, setResult] = useState<OperationOutcome | null>(null)
  const [busy, setBusy] = useState(false)
  const run = async <T,>(
    title: string,
    call: () => Promise<T>,
    onSuccess?: (value: T) => Pick<OperationOutcome, 'message' | 'link'>,
  ): Promise<T | undefined> => {
    setBusy(true)
    try {
      const value = await call()
      setResult({ title, success: true, ...onSuccess?.(value) })
      return value
    } catch (failure) {
      setResult({ title, success: false, error: messageOf(failure) })
      return undefined
    } finally {
      setBusy(false)
    }
  }
  const dialog = <ResultDialog onClose={() => setResult(null)} result={result} />
  return { busy, run, dialog }
}
