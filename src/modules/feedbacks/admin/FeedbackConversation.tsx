'use client'

import { useDocumentInfo, useField } from '@payloadcms/ui'
import { useRouter } from 'next/navigation.js'
import React, { useCallback, useEffect, useId, useState } from 'react'

import { useOperation } from '@/ui/ResultDialog'

/**
 * The conversation of one ticket in 意見回饋管理: every message (sender, date,
 * text, photo), and the reply box. The optional photo comes from the archive picker (the
 * virtual `replyPhotoUrl` field beside it); 送出回覆 calls PUT /api/shennong/feedbacks/reply,
 * which needs feedbacks edit; the result dialog 回覆意見回饋 says 成功 or 失敗 with the server's message.
 */

type Message = {
  sender: 'client' | 'staff'
  senderName?: string | null
  message?: string | null
  photoUrl?: string | null
  date?: string | null
}
type Ticket = {
  _id: string
  title: string
  description?: string | null
  status: string
  createdAt: string
  respondent?: { name?: string | null }
  messages?: Message[]
}

const formatDate = (value?: string | null): string =>
  value ? new Date(value).toLocaleString('zh-TW', { hour12: false }) : ''

export const FeedbackConversation: React.FC = () => {
  const { id } = useDocumentInfo()
  const router = useRouter()
  const textId = useId()
  const photo = useField<string | null>({ path: 'replyPhotoUrl' })
  const [ticket, setTicket] = useState<Ticket | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [text, setText] = useState('')
  const [missing, setMissing] = useState<string | null>(null)
  const { busy, run, dialog } = useOperation()

  const load = useCallback(async () => {
    if (!id) return
    try {
      const response = await fetch(`/api/shennong/feedbacks/${id}`, { credentials: 'include', cache: 'no-store' })
      const body = (await response.json()) as { result?: Ticket; message?: string }
      if (!response.ok || !body.result) throw new Error(body.message ?? String(response.status))
      setTicket(body.result)
      setLoadError(null)
    } catch (error) {
      setLoadError((error as Error).message)
    }
  }, [id])

  useEffect(() => {
    void load()
  }, [load])

  if (!id) return null

  const reply = async () => {
    const photoUrl = photo.value ?? ''
    if (!text.trim() && !photoUrl) {
      setMissing('訊息為必填欄位')
      return
    }
    setMissing(null)
    const updated = await run(
      '回覆意見回饋',
      async () => {
        const response = await fetch('/api/shennong/feedbacks/reply', {
          method: 'PUT',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ _id: id, message: text, photoUrl }),
        })
        const body = (await response.json().catch(() => ({}))) as { result?: Ticket; message?: string }
        if (!response.ok || !body.result) throw new Error(body.message ?? `HTTP ${response.status}`)
        return body.result
      },
      () => ({ message: '已寄信通知讀者' }),
    )
    if (!updated) return
    setTicket(updated)
    setText('')
    photo.setValue(null)
    router.refresh()
  }

  const thread: Message[] = ticket
    ? [
        { sender: 'client', senderName: ticket.respondent?.name, message: ticket.description, date: ticket.createdAt },
        ...(ticket.messages ?? []),
      ]
    : []

  return (
    <div className="field-type shennong-feedback">
      <h3>對話紀錄</h3>
      {loadError ? (
        <p className="shennong-auth__error" role="alert">
          載入失敗：{loadError}
        </p>
      ) : !ticket ? (
        <p role="status">載入中…</p>
      ) : (
        <ol
          className="shennong-feedback__thread"
          style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '.75rem' }}
        >
          {thread.map((entry, index) => (
            <li
              key={index}
              style={{
                border: '1px solid var(--theme-elevation-150)',
                borderLeft: entry.sender === 'staff' ? '4px solid var(--theme-success-500)' : undefined,
                borderRadius: 4,
                padding: '.75rem',
              }}
            >
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: '1rem', opacity: 0.8 }}>
                <strong>
                  {entry.sender === 'staff' ? `館員 ${entry.senderName ?? ''}` : entry.senderName || '您'}
                </strong>
                <span>{formatDate(entry.date)}</span>
              </div>
              {entry.message ? <p style={{ whiteSpace: 'pre-wrap', margin: '.5rem 0 0' }}>{entry.message}</p> : null}
              {entry.photoUrl ? (
                <img alt="附加照片" src={entry.photoUrl} style={{ maxHeight: 200, marginTop: '.5rem' }} />
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {ticket && ticket.status === 'Closed' ? (
        <p>此意見回饋已由讀者結案，無法再回覆。</p>
      ) : (
        <div style={{ display: 'grid', gap: '.5rem', marginTop: '1rem' }}>
          <label htmlFor={textId}>回覆內容</label>
          <textarea id={textId} onChange={(event) => setText(event.target.value)} rows={5} value={text} />
          <p style={{ margin: 0, opacity: 0.8 }}>可在下方「回覆照片」從檔案庫選擇一張照片一併送出。</p>
          <div>
            <button className="btn btn--style-primary btn--size-medium" disabled={busy} onClick={reply} type="button">
              {busy ? '送出中…' : '送出回覆'}
            </button>
          </div>
        </div>
      )}
      {missing ? (
        <p className="shennong-auth__error" role="alert">
          {missing}
        </p>
      ) : null}
      {dialog}
    </div>
  )
}
