'use client'

import React, { useCallback, useEffect, useId, useRef, useState } from 'react'

import type { PublicTicket } from '@/modules/feedbacks'

/**
 * The visitor's ticket: the whole conversation, an answer with text and a photo
 * (uploaded with XMLHttpRequest so the page shows its progress and can cancel it), and closing
 * with a rating 1–5 (default 5). The key comes from the mailed link's `?key=` and travels in
 * the X-Access-Key header.
 */

const STATUS_LABEL: Record<PublicTicket['status'], string> = {
  Pending: '未回覆',
  Replied: '已回覆',
  Responded: '待回覆',
  Closed: '已結案',
}
const IMAGE_TYPES = 'image/jpeg,image/png,image/gif,image/webp'

const formatDate = (value: string, timeZone: string): string => {
  if (!value) return ''
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString('zh-TW', { timeZone, hour12: false })
}

type Upload =
  | { kind: 'none' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'done'; photoUrl: string; name: string }
  | { kind: 'failed'; message: string }

const messageOf = async (response: Response): Promise<string> => {
  const data = (await response.json().catch(() => ({}))) as { message?: string }
  return data.message || `HTTP ${response.status}`
}

/** `maxPhotoMb` and `timeZone` come from the server (the upload limit it enforces, LIBRARY_TIME_ZONE). */
export const FeedbackTicket: React.FC<{ id: string; maxPhotoMb: number; timeZone: string }> = ({
  id,
  maxPhotoMb,
  timeZone,
}) => {
  const base = useId()
  const [key, setKey] = useState<string | null>(null)
  const [ticket, setTicket] = useState<PublicTicket | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [text, setText] = useState('')
  const [upload, setUpload] = useState<Upload>({ kind: 'none' })
  const [rating, setRating] = useState('5')
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const xhr = useRef<XMLHttpRequest | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)

  const headers = useCallback(
    (extra: Record<string, string> = {}) => ({ Accept: 'application/json', 'X-Access-Key': key ?? '', ...extra }),
    [key],
  )

  useEffect(() => {
    setKey(new URLSearchParams(window.location.search).get('key') ?? '')
  }, [])

  useEffect(() => {
    if (key === null) return
    let live = true
    fetch(`/api/public/feedbacks/${encodeURIComponent(id)}`, { headers: headers(), cache: 'no-store' })
      .then(async (response) => {
        if (!response.ok) throw new Error(await messageOf(response))
        const data = (await response.json()) as { result: PublicTicket }
        if (live) setTicket(data.result)
      })
      .catch((error: unknown) => live && setLoadError(error instanceof Error ? error.message : String(error)))
    return () => {
      live = false
    }
  }, [id, key, headers])

  const photoSrc = (url: string) =>
    url.startsWith('/api/public/feedbacks/') ? `${url}?key=${encodeURIComponent(key ?? '')}` : url

  const choose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (!file) return
    if (file.size > maxPhotoMb * 1024 * 1024) {
      setUpload({ kind: 'failed', message: `照片大小不可超過 ${maxPhotoMb} MB` })
      return
    }
    const request = new XMLHttpRequest()
    xhr.current = request
    const form = new FormData()
    form.append('file', file, file.name)
    setUpload({ kind: 'uploading', percent: 0 })
    request.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable) setUpload({ kind: 'uploading', percent: Math.round((e.loaded / e.total) * 100) })
    })
    request.addEventListener('load', () => {
      xhr.current = null
      let data: { result?: { photoUrl: string }; message?: string } = {}
      try {
        data = JSON.parse(request.responseText) as typeof data
      } catch {
        /* not JSON */
      }
      if (request.status === 200 && data.result)
        setUpload({ kind: 'done', photoUrl: data.result.photoUrl, name: file.name })
      else setUpload({ kind: 'failed', message: data.message || `HTTP ${request.status}` })
    })
    request.addEventListener('error', () => {
      xhr.current = null
      setUpload({ kind: 'failed', message: '上傳失敗，請稍後再試' })
    })
    request.addEventListener('abort', () => {
      xhr.current = null
      setUpload({ kind: 'none' })
      if (fileInput.current) fileInput.current.value = ''
    })
    request.open('POST', `/api/public/feedbacks/upload?feedbackId=${encodeURIComponent(id)}`)
    request.setRequestHeader('X-Access-Key', key ?? '')
    request.setRequestHeader('Accept', 'application/json')
    request.send(form)
  }

  const cancelUpload = () => {
    if (xhr.current) xhr.current.abort()
    else {
      setUpload({ kind: 'none' })
      if (fileInput.current) fileInput.current.value = ''
    }
  }

  const answer = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const photoUrl = upload.kind === 'done' ? upload.photoUrl : ''
    if (!text.trim() && !photoUrl) {
      setResult({ ok: false, message: '訊息為必填欄位' })
      return
    }
    setBusy(true)
    try {
      const response = await fetch('/api/public/feedbacks', {
        method: 'PUT',
        headers: headers({ 'Content-Type': 'application/json' }),
        body: JSON.stringify({ _id: id, message: text, photoUrl }),
      })
      if (!response.ok) throw new Error(await messageOf(response))
      setTicket(((await response.json()) as { result: PublicTicket }).result)
      setText('')
      setUpload({ kind: 'none' })
      if (fileInput.current) fileInput.current.value = ''
      setResult({ ok: true, message: '回覆成功' })
    } catch (error) {
      setResult({ ok: false, message: `回覆失敗：${error instanceof Error ? error.message : String(error)}` })
    } finally {
      setBusy(false)
    }
  }

  const close = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!window.confirm('確定結案？結案後將無法再回覆。')) return
    setBusy(true)
    try {
      const response = await fetch(`/api/public/feedbacks/close/${encodeURIComponent(id)}/${rating}`, {
        method: 'POST',
        headers: headers(),
      })
      if (!response.ok) throw new Error(await messageOf(response))
      setTicket(((await response.json()) as { result: PublicTicket }).result)
      setResult({ ok: true, message: '結案成功，感謝您的回饋' })
    } catch (error) {
      setResult({ ok: false, message: `結案失敗：${error instanceof Error ? error.message : String(error)}` })
    } finally {
      setBusy(false)
    }
  }

  if (loadError) {
    return (
      <>
        <h1>意見回饋單</h1>
        <p className="feedback-error" role="alert">
          {loadError}
        </p>
      </>
    )
  }
  if (!ticket) {
    return (
      <>
        <h1>意見回饋單</h1>
        <p aria-live="polite" role="status">
          載入中…
        </p>
      </>
    )
  }

  const thread = [
    {
      sender: 'client' as const,
      senderName: ticket.respondentName,
      message: ticket.description,
      photoUrl: '',
      date: ticket.createdAt,
    },
    ...ticket.messages,
  ]

  return (
    <>
      <h1>{ticket.title}</h1>
      <p>
        <span className="meta">{ticket.categoryName}</span>{' '}
        <span className="feedback-status" data-status={ticket.status}>
          {STATUS_LABEL[ticket.status]}
        </span>
        {ticket.isClosed && ticket.rating ? <span className="meta"> 滿意度：{ticket.rating} / 5</span> : null}
      </p>

      <h2>對話紀錄</h2>
      <ol className="feedback-thread">
        {thread.map((entry, index) => (
          <li className={`feedback-message feedback-message--${entry.sender}`} key={index}>
            <div className="feedback-message__head">
              <strong>{entry.sender === 'staff' ? `館員 ${entry.senderName}` : entry.senderName || '您'}</strong>
              <time dateTime={entry.date}>{formatDate(entry.date, timeZone)}</time>
            </div>
            {entry.message ? <p className="feedback-message__text">{entry.message}</p> : null}
            {entry.photoUrl ? (
              <img alt={`${entry.sender === 'staff' ? '館員' : '您'}附上的照片`} src={photoSrc(entry.photoUrl)} />
            ) : null}
          </li>
        ))}
      </ol>

      {result ? (
        <p
          aria-live="polite"
          className={result.ok ? 'feedback-success' : 'feedback-error'}
          role={result.ok ? 'status' : 'alert'}
        >
          {result.message}
        </p>
      ) : null}

      {ticket.isClosed ? (
        <p>此意見回饋已結案，感謝您的回饋。</p>
      ) : (
        <>
          <form className="feedback-form" onSubmit={answer}>
            <h2>回覆</h2>
            <div className="feedback-field">
              <label htmlFor={`${base}-message`}>訊息</label>
              <textarea
                id={`${base}-message`}
                maxLength={5000}
                onChange={(e) => setText(e.target.value)}
                value={text}
              />
            </div>
            {ticket.photosAllowed ? (
              <div className="feedback-field">
                <label htmlFor={`${base}-photo`}>附加照片（jpg、png、gif、webp，{maxPhotoMb} MB 以內）</label>
                <input
                  accept={IMAGE_TYPES}
                  disabled={upload.kind === 'uploading'}
                  id={`${base}-photo`}
                  onChange={choose}
                  ref={fileInput}
                  type="file"
                />
              </div>
            ) : null}
            {upload.kind === 'uploading' ? (
              <div className="feedback-progress">
                <progress aria-label="照片上傳進度" max={100} value={upload.percent} />
                <span aria-live="polite">上傳中 {upload.percent}%</span>
                <button className="button button--secondary" onClick={cancelUpload} type="button">
                  取消上傳
                </button>
              </div>
            ) : null}
            {upload.kind === 'done' ? (
              <div className="feedback-progress">
                <span role="status">已上傳：{upload.name}</span>
                <button className="button button--secondary" onClick={cancelUpload} type="button">
                  移除照片
                </button>
              </div>
            ) : null}
            {upload.kind === 'failed' ? (
              <p className="feedback-error" role="alert">
                {upload.message}
              </p>
            ) : null}
            <div className="feedback-actions">
              <button className="button" disabled={busy || upload.kind === 'uploading'} type="submit">
                送出回覆
              </button>
            </div>
          </form>

          <form className="feedback-form" onSubmit={close}>
            <h2>結案</h2>
            <fieldset className="feedback-rating">
              <legend>滿意度（1 到 5，5 為非常滿意）</legend>
              {['1', '2', '3', '4', '5'].map((value) => (
                <label key={value}>
                  <input
                    checked={rating === value}
                    name="rating"
                    onChange={() => setRating(value)}
                    type="radio"
                    value={value}
                  />{' '}
                  {value}
                </label>
              ))}
            </fieldset>
            <div className="feedback-actions">
              <button className="button button--secondary" disabled={busy} type="submit">
                結案
              </button>
            </div>
          </form>
        </>
      )}
    </>
  )
}
