'use client'

import React, { useCallback, useEffect, useRef, useState } from 'react'

import { MSG } from '@/i18n/messages'
import type { NotifierModule } from '@/access/notifiers'
import { NOTIFIER_LABELS } from '@/access/notifiers'
import { EMAIL_PATTERN as EMAIL } from '@/validation/formChecks'

type Entry = { moduleName: NotifierModule; email: string }
type Status = { kind: 'idle' | 'loading' | 'saving' } | { kind: 'error' | 'saved'; message: string }

/** Header button and dialog that set who is mailed for the space, recommendation, feedback and review modules. */
export const NotifierButton: React.FC<{ modules: NotifierModule[] }> = ({ modules }) => {
  const dialog = useRef<HTMLDialogElement>(null)
  const [entries, setEntries] = useState<Entry[]>([])
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  /** The lists are shown, and can be saved, only once read: a save of an unread list would remove every recipient. */
  const [loaded, setLoaded] = useState(false)

  const load = useCallback(async () => {
    setStatus({ kind: 'loading' })
    setLoaded(false)
    try {
      const response = await fetch('/api/shennong/module-notifiers', { credentials: 'include' })
      const body = (await response.json()) as { result?: { moduleNotifiers: Entry[] }; message?: string }
      if (!response.ok) throw new Error(body.message ?? String(response.status))
      setEntries(body.result?.moduleNotifiers ?? [])
      setLoaded(true)
      setStatus({ kind: 'idle' })
    } catch (error) {
      setStatus({ kind: 'error', message: (error as Error).message })
    }
  }, [])

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    const onClose = () => setStatus({ kind: 'idle' })
    element.addEventListener('close', onClose)
    return () => element.removeEventListener('close', onClose)
  }, [])

  const open = () => {
    dialog.current?.showModal()
    void load()
  }

  const update = (index: number, email: string) =>
    setEntries((current) => current.map((entry, i) => (i === index ? { ...entry, email } : entry)))
  const add = (moduleName: NotifierModule) => setEntries((current) => [...current, { moduleName, email: '' }])
  const remove = (index: number) => setEntries((current) => current.filter((_, i) => i !== index))

  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    const invalid = entries.find((entry) => entry.email.trim() && !EMAIL.test(entry.email.trim()))
    if (invalid) return setStatus({ kind: 'error', message: `${invalid.email}：${MSG.notEmail}` })
    setStatus({ kind: 'saving' })
    try {
      const response = await fetch('/api/shennong/module-notifiers', {
        method: 'PUT',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ moduleNotifiers: entries.map((entry) => ({ ...entry, email: entry.email.trim() })) }),
      })
      const body = (await response.json()) as { result?: { moduleNotifiers: Entry[] }; message?: string }
      if (!response.ok) throw new Error(body.message ?? String(response.status))
      setEntries(body.result?.moduleNotifiers ?? [])
      setStatus({ kind: 'saved', message: '通知信箱已儲存' })
    } catch (error) {
      setStatus({ kind: 'error', message: (error as Error).message })
    }
  }

  return (
    <>
      <button className="shennong-header-button" onClick={open} type="button">
        通知信箱設定
      </button>
      <dialog aria-labelledby="notifier-title" className="shennong-dialog" ref={dialog}>
        <form noValidate onSubmit={save}>
          <h2 id="notifier-title">通知信箱設定</h2>
          <p>以下模組有新案件時，會寄信通知這些信箱。清空信箱即移除該收件人。</p>
          {status.kind === 'loading' ? <p role="status">載入中…</p> : null}
          {loaded
            ? modules
                .map((moduleName) => ({ moduleName, label: NOTIFIER_LABELS[moduleName] }))
                .map((module) => (
                  <fieldset className="shennong-notifier__module" key={module.moduleName}>
                    <legend>{module.label}</legend>
                    {entries.map((entry, index) =>
                      entry.moduleName === module.moduleName ? (
                        <div className="shennong-notifier__row" key={index}>
                          <label className="shennong-visually-hidden" htmlFor={`notifier-${index}`}>
                            {module.label}收件信箱
                          </label>
                          <input
                            id={`notifier-${index}`}
                            onChange={(event) => update(index, event.target.value)}
                            placeholder="name@hospital.example"
                            type="email"
                            value={entry.email}
                          />
                          <button onClick={() => remove(index)} type="button">
                            移除
                          </button>
                        </div>
                      ) : null,
                    )}
                    <button className="shennong-notifier__add" onClick={() => add(module.moduleName)} type="button">
                      新增收件人
                    </button>
                  </fieldset>
                ))
            : null}
          {status.kind === 'error' ? (
            <p className="shennong-auth__error" role="alert">
              {status.message}
            </p>
          ) : null}
          {!loaded && status.kind === 'error' ? (
            <button onClick={() => void load()} type="button">
              重新載入
            </button>
          ) : null}
          {status.kind === 'saved' ? (
            <p className="shennong-auth__notice" role="status">
              {status.message}
            </p>
          ) : null}
          <div className="shennong-dialog__actions">
            <button disabled={!loaded || status.kind === 'saving'} type="submit">
              {status.kind === 'saving' ? '儲存中…' : '儲存'}
            </button>
            <button onClick={() => dialog.current?.close()} type="button">
              關閉
            </button>
          </div>
        </form>
      </dialog>
    </>
  )
}
