'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import React, { useCallback, useEffect, useState } from 'react'

import { useOperation } from '@/ui/ResultDialog'

/**
 * The staff panel of one recommendation (recommendation-management/{id}): the visitor and their
 * answers as question -> answer, approve / reject with a required reply, close, and modify
 * (name, isbn, barcode, note). Each action asks for confirmation and ends in the result dialog
 * (核准推薦 / 退回推薦 / 結案 / 儲存資源資料: 成功 or 失敗 with the server's message); every
 * call goes through /api/shennong/recommendations (the flags are checked there).
 */

type Readable = { group: string; question: string; answer: string }
type Detail = {
  _id: string
  status: 'Pending' | 'Approved' | 'Rejected' | 'Closed'
  statusLabel: string
  respondent: { name: string; email: string; username: string; phoneNumber: string }
  readable: Readable[]
  repliedContent: string
  name: string
  isbn: string
  barcode: string
  note: string
}

const call = async (path: string, body?: unknown): Promise<Detail> => {
  const response = await fetch(`/api/shennong/recommendations/${path}`, {
    method: body ? 'POST' : 'GET',
    credentials: 'include',
    headers: body ? { 'Content-Type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
  })
  const json = (await response.json().catch(() => ({}))) as { result?: Detail; message?: string }
  if (!response.ok || !json.result) throw new Error(json.message ?? `HTTP ${response.status}`)
  return json.result
}

export const RecommendationPanel: React.FC = () => {
  const { id } = useDocumentInfo()
  const [detail, setDetail] = useState<Detail | null>(null)
  const [loadError, setLoadError] = useState('')
  const [reply, setReply] = useState('')
  const [edit, setEdit] = useState({ name: '', isbn: '', barcode: '', note: '' })
  const [missing, setMissing] = useState<string | null>(null)
  const { busy, run, dialog } = useOperation()

  const load = useCallback(async () => {
    if (!id) return
    try {
      const found = await call(`answers/${id}`)
      setDetail(found)
      setEdit({ name: found.name, isbn: found.isbn, barcode: found.barcode, note: found.note })
      setLoadError('')
    } catch (error) {
      setLoadError((error as Error).message)
    }
  }, [id])

  useEffect(() => {
    void load()
  }, [load])

  if (!id) return null
  if (loadError)
    return (
      <p role="alert" className="shennong-auth__error">
        無法載入推薦內容：{loadError}
      </p>
    )
  if (!detail) return <p role="status">載入中…</p>

  /** Confirm, call, and report in the result dialog titled `title`; `done` is what 成功 adds. */
  const act = async (question: string, title: string, path: string, body: unknown, done: string) => {
    if (!window.confirm(question)) return
    setMissing(null)
    const updated = await run(
      title,
      () => call(path, body),
      () => ({ message: done }),
    )
    if (!updated) return
    setDetail(updated)
    setEdit({ name: updated.name, isbn: updated.isbn, barcode: updated.barcode, note: updated.note })
    if (path !== 'modify') setReply('')
  }

  const saveResource = () =>
    act('確定儲存資源資料？', '儲存資源資料', 'modify', { _id: detail?._id, ...edit }, '已儲存資料')

  const decide = (action: 'approve' | 'reject') => {
    if (!reply.trim()) {
      setMissing('回覆內容為必填欄位')
      return
    }
    const label = action === 'approve' ? '核准' : '退回'
    void act(
      `確定${label}此推薦？系統會寄信通知讀者。`,
      `${label}推薦`,
      action,
      { _id: detail._id, repliedContent: reply },
      `已${label}此推薦，並寄信通知讀者`,
    )
  }

  return (
    <section
      aria-labelledby="rec-panel-title"
      className="rec-panel"
      style={{ display: 'grid', gap: '1rem', marginBottom: '1.5rem' }}
    >
      <h2 id="rec-panel-title">推薦處理</h2>
      <p>
        狀態：<strong>{detail.statusLabel}</strong>
        {'\u3000推薦人：'}
        {detail.respondent.name}（{detail.respondent.email}，帳號 {detail.respondent.username}
        {detail.respondent.phoneNumber ? `，電話 ${detail.respondent.phoneNumber}` : ''}）
      </p>
      <h3>填答內容</h3>
      {detail.readable.length === 0 ? (
        <p>目前暫無資料</p>
      ) : (
        <table className="rec-answers">
          <thead>
            <tr>
              <th scope="col">題目</th>
              <th scope="col">回答</th>
            </tr>
          </thead>
          <tbody>
            {detail.readable.map((entry, index) => (
              <tr key={index}>
                <th scope="row">{entry.question}</th>
                <td style={{ whiteSpace: 'pre-line' }}>{entry.answer || '（未填寫）'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {detail.repliedContent ? (
        <p>
          已回覆：<span style={{ whiteSpace: 'pre-line' }}>{detail.repliedContent}</span>
        </p>
      ) : null}

      {missing ? (
        <p className="shennong-auth__error" role="alert">
          {missing}
        </p>
      ) : null}
      {dialog}

      {detail.status === 'Pending' ? (
        <div style={{ display: 'grid', gap: '.5rem' }}>
          <label htmlFor="rec-reply">回覆內容（必填）</label>
          <textarea id="rec-reply" onChange={(e) => setReply(e.target.value)} rows={4} value={reply} />
          <div style={{ display: 'flex', gap: '.5rem' }}>
            <button className="btn btn--style-primary" disabled={busy} onClick={() => decide('approve')} type="button">
              核准
            </button>
            <button className="btn btn--style-secondary" disabled={busy} onClick={() => decide('reject')} type="button">
              退回
            </button>
          </div>
        </div>
      ) : null}
      {detail.status === 'Approved' || detail.status === 'Rejected' ? (
        <div>
          <button
            className="btn btn--style-secondary"
            disabled={busy}
            onClick={() =>
              void act('確定結案？系統會寄信通知讀者。', '結案', 'close', { _id: detail._id }, '已結案，並寄信通知讀者')
            }
            type="button"
          >
            結案
          </button>
        </div>
      ) : null}

      {/* Not a <form>: the panel sits inside Payload's document form, and a nested form's submit
          would submit (reload) the document form instead. Enter in a field saves, as a form would. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- stands in for a nested form (not allowed inside Payload's form): Enter in a field saves */}
      <div
        aria-labelledby="rec-resource-title"
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return
          event.preventDefault()
          void saveResource()
        }}
        role="group"
        style={{ display: 'grid', gap: '.5rem', maxWidth: '40rem' }}
      >
        <h3 id="rec-resource-title">資源資料</h3>
        {(
          [
            ['name', '資源名稱'],
            ['isbn', 'ISBN'],
            ['barcode', '條碼'],
          ] as const
        ).map(([field, label]) => (
          <React.Fragment key={field}>
            <label htmlFor={`rec-${field}`}>{label}</label>
            <input
              id={`rec-${field}`}
              onChange={(e) => setEdit((current) => ({ ...current, [field]: e.target.value }))}
              type="text"
              value={edit[field]}
            />
          </React.Fragment>
        ))}
        <label htmlFor="rec-note">備註</label>
        <textarea
          id="rec-note"
          onChange={(e) => setEdit((current) => ({ ...current, note: e.target.value }))}
          rows={3}
          value={edit.note}
        />
        <div>
          <button className="btn btn--style-primary" disabled={busy} onClick={() => void saveResource()} type="button">
            儲存資源資料
          </button>
        </div>
      </div>
    </section>
  )
}
