'use client'

import React, { useId, useMemo, useState } from 'react'

import { Dialog } from '@/ui/Dialog'
import { adminRequest, messageOf } from '@/ui/apiClient'
import { BASE, Setting } from './types'

export const Field: React.FC<{ label: string; required?: boolean; children: (id: string) => React.ReactNode; hint?: string }> = ({ label, required, children, hint }) => {
  const id = useId()
  return (
    <div className="shennong-stats__field">
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children(id)}
      {hint ? <small>{hint}</small> : null}
    </div>
  )
}


export type FormState = { _id?: string; name: string; url: string; customerId: string; requestorId: string; apiKey: string; platform: string; release: '5' | '5.1'; reportTypes: string[]; status: 'Enabled' | 'Disabled' }

export const emptyForm = (): FormState => ({ name: '', url: '', customerId: '', requestorId: '', apiKey: '', platform: '', release: '5', reportTypes: [], status: 'Enabled' })

/** The create/edit form: the api key is write-only (blank keeps the stored one); "列出報表類型" asks the vendor. */
export const SettingForm: React.FC<{ initial: FormState | null; hasApiKey: boolean; onClose: () => void; onSaved: (setting: Setting) => void }> = ({ initial, hasApiKey, onClose, onSaved }) => {
  const [form, setForm] = useState<FormState>(initial ?? emptyForm())
  const [offered, setOffered] = useState<{ id: string; name: string }[] | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((old) => ({ ...old, [key]: value }))

  const connection = () => ({
    ...(form._id ? { _id: form._id } : {}),
    url: form.url.trim(),
    customerId: form.customerId.trim() || null,
    requestorId: form.requestorId.trim() || null,
    apiKey: form.apiKey.trim() || null,
    platform: form.platform.trim() || null,
    release: form.release,
  })

  const listTypes = async () => {
    setBusy(true)
    setError(null)
    setNotice(null)
    try {
      const answer = await adminRequest<{ release: string; reportTypes: { id: string; name: string }[] }>('POST', `${BASE}/check-url-and-list-report-types`, connection())
      setOffered(answer.reportTypes)
      setNotice(`廠商提供 ${answer.reportTypes.length} 種報表（COUNTER ${answer.release}）`)
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setBusy(false)
    }
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!form.name.trim()) return setError('名稱為必填欄位')
    if (!/^https?:\/\//i.test(form.url.trim())) return setError('服務網址必須是 http 或 https 網址')
    setBusy(true)
    setError(null)
    try {
      const saved = await adminRequest<Setting>('PUT', `${BASE}/data-original-settings`, {
        ...connection(),
        apiKey: form.apiKey.trim() || undefined,
        name: form.name.trim(),
        reportTypes: form.reportTypes,
        status: form.status,
      })
      onSaved(saved)
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setBusy(false)
    }
  }

  const choices = useMemo(() => {
    const ids = new Map<string, string>()
    for (const type of form.reportTypes) ids.set(type, type)
    for (const report of offered ?? []) ids.set(report.id, `${report.id}　${report.name}`)
    return [...ids.entries()]
  }, [offered, form.reportTypes])

  return (
    <Dialog onClose={onClose} open title={form._id ? '編輯來源' : '新增來源'}>
      <form className="shennong-dataorig__form" noValidate onSubmit={submit}>
        <Field label="名稱" required>
          {(id) => <input id={id} onChange={(e) => set('name', e.target.value)} required value={form.name} />}
        </Field>
        <Field hint="例如 https://sushi.vendor.example/counter/r5；以 /r51 結尾時使用 R5.1。" label="服務網址" required>
          {(id) => <input id={id} inputMode="url" onChange={(e) => set('url', e.target.value)} required type="url" value={form.url} />}
        </Field>
        <Field label="COUNTER 版本">
          {(id) => (
            <select id={id} onChange={(e) => set('release', e.target.value as '5' | '5.1')} value={form.release}>
              <option value="5">R5</option>
              <option value="5.1">R5.1</option>
            </select>
          )}
        </Field>
        <Field label="客戶編號（Customer ID）">{(id) => <input id={id} onChange={(e) => set('customerId', e.target.value)} value={form.customerId} />}</Field>
        <Field label="申請者編號（Requestor ID）">{(id) => <input id={id} onChange={(e) => set('requestorId', e.target.value)} value={form.requestorId} />}</Field>
        <Field hint={hasApiKey ? '已設定；留白則保留原值。' : '僅能寫入：儲存後不再顯示。'} label="API 金鑰">
          {(id) => <input autoComplete="off" id={id} onChange={(e) => set('apiKey', e.target.value)} type="password" value={form.apiKey} />}
        </Field>
        <Field label="平台">{(id) => <input id={id} onChange={(e) => set('platform', e.target.value)} value={form.platform} />}</Field>
        <Field label="狀態">
          {(id) => (
            <select id={id} onChange={(e) => set('status', e.target.value as 'Enabled' | 'Disabled')} value={form.status}>
              <option value="Enabled">啟用</option>
              <option value="Disabled">停用</option>
            </select>
          )}
        </Field>
        <fieldset className="shennong-dataorig__types">
          <legend>報表類型</legend>
          <button disabled={busy || !form.url.trim()} onClick={listTypes} type="button">
            列出報表類型
          </button>
          {choices.length === 0 ? <p>按「列出報表類型」向廠商查詢可收割的報表。</p> : null}
          {choices.map(([id, label]) => (
            <label key={id}>
              <input
                checked={form.reportTypes.includes(id)}
                onChange={(e) => set('reportTypes', e.target.checked ? [...form.reportTypes, id] : form.reportTypes.filter((type) => type !== id))}
                type="checkbox"
              />{' '}
              {label}
            </label>
          ))}
        </fieldset>
        {notice ? <p className="shennong-stats__success" role="status">{notice}</p> : null}
        {error ? (
          <p className="shennong-stats__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="shennong-dialog__actions">
          <button className="shennong-stats__primary" disabled={busy} type="submit">
            儲存
          </button>
          <button disabled={busy} onClick={onClose} type="button">
            取消
          </button>
        </div>
      </form>
    </Dialog>
  )
}

