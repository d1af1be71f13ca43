'use client'

import React, { useEffect, useReducer, useRef } from 'react'

import { formatSize } from '@/lib/format'
import { type UploadEntry, type UploadEvent, applyUploadEvent, newEntry, precheckFile } from './uploads'

type Props<T> = {
  open: boolean
  title?: string
  /** Where each file is POSTed as multipart field `file`. */
  uploadUrl: string
  /** Accepted extensions (lower case, no dot); empty accepts all the server accepts. */
  accept?: readonly string[]
  maxBytes?: number
  multiple?: boolean
  onUploaded: (result: T) => void
  onClose: () => void
}

type State = { entries: UploadEntry[]; next: number }
type Action = { type: 'add'; entries: UploadEntry[] } | { type: 'event'; event: UploadEvent } | { type: 'clear' }

const reducer = (state: State, action: Action): State => {
  if (action.type === 'add')
    return { entries: [...state.entries, ...action.entries], next: state.next + action.entries.length }
  if (action.type === 'clear')
    return {
      entries: state.entries.filter((e) => !e.done && !e.isCancel && !e.error && e.progress < 100),
      next: state.next,
    }
  return { ...state, entries: applyUploadEvent(state.entries, action.event) }
}

/**
 * Upload from the local computer: several files at once, each with its own
 * progress bar (capped at 100), a cancel button and its own error message.
 */
export function UploadModal<T>({
  open,
  title = '上傳檔案',
  uploadUrl,
  accept,
  maxBytes,
  multiple = true,
  onUploaded,
  onClose,
}: Props<T>) {
  const dialog = useRef<HTMLDialogElement>(null)
  const requests = useRef(new Map<number, XMLHttpRequest>())
  const [state, dispatch] = useReducer(reducer, { entries: [], next: 0 })

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])

  useEffect(() => () => requests.current.forEach((xhr) => xhr.abort()), [])

  const send = (index: number, file: File) => {
    const xhr = new XMLHttpRequest()
    requests.current.set(index, xhr)
    xhr.open('POST', uploadUrl)
    xhr.withCredentials = true
    xhr.upload.onprogress = (event) =>
      dispatch({
        type: 'event',
        event: { type: 'progress', index, loaded: event.loaded, total: event.total || file.size },
      })
    xhr.onload = () => {
      requests.current.delete(index)
      let body: { result?: T; message?: string } = {}
      try {
        body = JSON.parse(xhr.responseText) as typeof body
      } catch {
        /* not JSON */
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.result !== undefined) {
        dispatch({ type: 'event', event: { type: 'done', index } })
        onUploaded(body.result)
      } else {
        dispatch({ type: 'event', event: { type: 'error', index, message: body.message ?? String(xhr.status) } })
      }
    }
    xhr.onerror = () => {
      requests.current.delete(index)
      dispatch({ type: 'event', event: { type: 'error', index, message: '網路連線失敗' } })
    }
    xhr.onabort = () => {
      requests.current.delete(index)
      dispatch({ type: 'event', event: { type: 'cancel', index } })
    }
    const form = new FormData()
    form.append('file', file)
    xhr.send(form)
  }

  const onFiles = (files: FileList | null) => {
    if (!files || files.length === 0) return
    const list = Array.from(files)
    const entries = list.map((file, offset) => newEntry(state.next + offset, file))
    dispatch({ type: 'add', entries })
    list.forEach((file, offset) => {
      const index = state.next + offset
      const refused = precheckFile(file, accept, maxBytes)
      if (refused) dispatch({ type: 'event', event: { type: 'error', index, message: refused } })
      else send(index, file)
    })
  }

  const cancel = (index: number) => requests.current.get(index)?.abort()
  const busy = state.entries.some((e) => !e.done && !e.isCancel && !e.error)

  return (
    <dialog aria-labelledby="upload-title" className="shennong-dialog shennong-upload" onClose={onClose} ref={dialog}>
      <h2 id="upload-title">{title}</h2>
      <label className="shennong-upload__pick">
        選擇檔案（可多選）
        <input
          accept={accept?.map((ext) => `.${ext}`).join(',')}
          multiple={multiple}
          onChange={(event) => {
            onFiles(event.target.files)
            event.target.value = ''
          }}
          type="file"
        />
      </label>
      {state.entries.length > 0 ? (
        <ul aria-label="上傳進度" className="shennong-upload__list">
          {state.entries.map((entry) => (
            <li className="shennong-upload__item" key={entry.index}>
              <div className="shennong-upload__row">
                <span className="shennong-upload__name">{entry.name}</span>
                <span className="shennong-upload__size">{formatSize(entry.size)}</span>
                {!entry.done && !entry.isCancel && !entry.error ? (
                  <button aria-label={`取消上傳 ${entry.name}`} onClick={() => cancel(entry.index)} type="button">
                    取消
                  </button>
                ) : null}
              </div>
              <progress aria-label={`${entry.name} 上傳進度`} max={100} value={entry.progress} />
              <span className="shennong-upload__status" role={entry.error ? 'alert' : undefined}>
                {entry.error ? (
                  <span className="shennong-upload__error">失敗：{entry.error}</span>
                ) : entry.isCancel ? (
                  '已取消'
                ) : entry.done ? (
                  '完成'
                ) : (
                  `${entry.progress}%`
                )}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>尚未選擇檔案</p>
      )}
      <div className="shennong-dialog__actions">
        <button disabled={state.entries.length === 0 || busy} onClick={() => dispatch({ type: 'clear' })} type="button">
          清除已完成
        </button>
        <button onClick={onClose} type="button">
          關閉
        </button>
      </div>
    </dialog>
  )
}
