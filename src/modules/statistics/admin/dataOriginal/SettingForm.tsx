'use client'

import React, { useEffect, useId, useMemo, useState } from 'react'

import { Dialog } from '@/ui/Dialog'
import { adminRequest, messageOf } from '@/ui/apiClient'
import { BASE, Setting } from './types'

export const Field: React.FC<{
  label: string
  required?: boolean
  children: (id: string) => React.ReactNode
  hint?: string
}> = ({ label, required, children, hint }) => {
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

export type FormState = {
  _id?: string
  name: string
  url: string
  customerId: string
  requestorId: string
  apiKey: string
  platform: string
  release: '5' | '5.1'
  reportTypes: string[]
  status: 'Enabled' | 'Disabled'
  costs?: CostDraft[]
}

/** One yearly cost as typed (cost per use, docs/statistics.md §3): a year and an amount in TWD. */
export type CostDraft = { year: string; amount: string }

/** The costs to send, or the words of what is wrong with them. */
const costsToSend = (drafts: readonly CostDraft[]): { year: number; amount: number }[] | string => {
  const costs: { year: number; amount: number }[] = []
  for (const [index, draft] of drafts.entries()) {
    if (!draft.year.trim() && !draft.amount.trim()) continue
    const year = Number(draft.year)
    const amount = Number(draft.amount)
    if (!draft.year.trim() || !Number.isInteger(year)) return `第 ${index + 1} 筆年度費用：年度須為 2000 到 2100 的整數`
    if (!draft.amount.trim() || !Number.isFinite(amount) || amount < 0)
      return `第 ${index + 1} 筆年度費用：金額須為 0 以上的數字`
    costs.push({ year, amount })
  }
  return costs
}

/** 年度費用: a source's yearly costs, a row per year (optional; used for cost per use in formula reports). */
const CostFields: React.FC<{ costs: CostDraft[] | null; onChange: (costs: CostDraft[]) => void }> = ({
  costs,
  onChange,
}) => {
  const id = useId()
  return (
    <fieldset className="shennong-dataorig__costs">
      <legend>年度費用（新臺幣）</legend>
      <small>選填：填寫後，公式報表可顯示每次使用成本（年度費用 ÷ 全年使用量）。</small>
      {costs === null ? (
        <p>讀取年度費用中…</p>
      ) : (
        <>
          {costs.map((cost, index) => (
            <div className="shennong-stats__toolbar" key={index}>
              <label htmlFor={`${id}-year-${index}`}>
                年度 {index + 1}
                <input
                  id={`${id}-year-${index}`}
                  inputMode="numeric"
                  max={2100}
                  min={2000}
                  onChange={(e) =>
                    onChange(costs.map((entry, at) => (at === index ? { ...entry, year: e.target.value } : entry)))
                  }
                  type="number"
                  value={cost.year}
                />
              </label>
              <label htmlFor={`${id}-amount-${index}`}>
                金額 {index + 1}（新臺幣）
                <input
                  id={`${id}-amount-${index}`}
                  inputMode="decimal"
                  min={0}
                  onChange={(e) =>
                    onChange(costs.map((entry, at) => (at === index ? { ...entry, amount: e.target.value } : entry)))
                  }
                  step="any"
                  type="number"
                  value={cost.amount}
                />
              </label>
              <button onClick={() => onChange(costs.filter((_, at) => at !== index))} type="button">
                移除年度費用 {index + 1}
              </button>
            </div>
          ))}
          <button
            onClick={() => onChange([...costs, { year: String(new Date().getFullYear()), amount: '' }])}
            type="button"
          >
            新增年度費用
          </button>
        </>
      )}
    </fieldset>
  )
}

export const emptyForm = (): FormState => ({
  name: '',
  url: '',
  customerId: '',
  requestorId: '',
  apiKey: '',
  platform: '',
  release: '5',
  reportTypes: [],
  status: 'Enabled',
})

/** The create/edit form: the api key is write-only (blank keeps the stored one); "列出報表類型" asks the vendor. */
export const SettingForm: React.FC<{
  initial: FormState | null
  hasApiKey: boolean
  onClose: () => void
  onSaved: (setting: Setting) => void
}> = ({ initial, hasApiKey, onClose, onSaved }) => {
  const [form, setForm] = useState<FormState>(initial ?? emptyForm())
  const [offered, setOffered] = useState<{ id: string; name: string }[] | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  // The yearly costs: given, or read from the source being edited (null while reading: not sent).
  const [costs, setCosts] = useState<CostDraft[] | null>(initial?.costs ?? (initial?._id ? null : []))
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((old) => ({ ...old, [key]: value }))

  useEffect(() => {
    const sourceId = initial?._id
    if (!sourceId || initial?.costs) return
    const controller = new AbortController()
    adminRequest<{ costs?: { year: number; amount: number }[] | null }>(
      'GET',
      `${BASE}/data-original-settings/detail/${sourceId}`,
      undefined,
      controller.signal,
    )
      .then((source) =>
        setCosts((source.costs ?? []).map((cost) => ({ year: String(cost.year), amount: String(cost.amount) }))),
      )
      .catch((failure) => {
        if ((failure as Error).name !== 'AbortError') setError(`年度費用讀取失敗：${messageOf(failure)}`)
      })
    return () => controller.abort()
  }, [initial?._id, initial?.costs])

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
      const answer = await adminRequest<{ release: string; reportTypes: { id: string; name: string }[] }>(
        'POST',
        `${BASE}/check-url-and-list-report-types`,
        connection(),
      )
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
    const costsBody = costs === null ? undefined : costsToSend(costs)
    if (typeof costsBody === 'string') return setError(costsBody)
    setBusy(true)
    setError(null)
    try {
      const saved = await adminRequest<Setting>('PUT', `${BASE}/data-original-settings`, {
        ...connection(),
        apiKey: form.apiKey.trim() || undefined,
        name: form.name.trim(),
        reportTypes: form.reportTypes,
        status: form.status,
        ...(costsBody ? { costs: costsBody } : {}),
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
    for (const report of offered ?? []) ids.set(report.id, `${report.id}\u3000${report.name}`)
    return [...ids.entries()]
  }, [offered, form.reportTypes])

  return (
    <Dialog onClose={onClose} open title={form._id ? '編輯來源' : '新增來源'}>
      <form className="shennong-dataorig__form" noValidate onSubmit={submit}>
        <Field label="名稱" required>
          {(id) => <input id={id} onChange={(e) => set('name', e.target.value)} required value={form.name} />}
        </Field>
        <Field hint="例如 https://sushi.vendor.example/counter/r5；以 /r51 結尾時使用 R5.1。" label="服務網址" required>
          {(id) => (
            <input
              id={id}
              inputMode="url"
              onChange={(e) => set('url', e.target.value)}
              required
              type="url"
              value={form.url}
            />
          )}
        </Field>
        <Field label="COUNTER 版本">
          {(id) => (
            <select id={id} onChange={(e) => set('release', e.target.value as '5' | '5.1')} value={form.release}>
              <option value="5">R5</option>
              <option value="5.1">R5.1</option>
            </select>
          )}
        </Field>
        <Field label="客戶編號（Customer ID）">
          {(id) => <input id={id} onChange={(e) => set('customerId', e.target.value)} value={form.customerId} />}
        </Field>
        <Field label="申請者編號（Requestor ID）">
          {(id) => <input id={id} onChange={(e) => set('requestorId', e.target.value)} value={form.requestorId} />}
        </Field>
        <Field hint={hasApiKey ? '已設定；留白則保留原值。' : '僅能寫入：儲存後不再顯示。'} label="API 金鑰">
          {(id) => (
            <input
              autoComplete="off"
              id={id}
              onChange={(e) => set('apiKey', e.target.value)}
              type="password"
              value={form.apiKey}
            />
          )}
        </Field>
        <Field label="平台">
          {(id) => <input id={id} onChange={(e) => set('platform', e.target.value)} value={form.platform} />}
        </Field>
        <Field label="狀態">
          {(id) => (
            <select
              id={id}
              onChange={(e) => set('status', e.target.value as 'Enabled' | 'Disabled')}
              value={form.status}
            >
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
                onChange={(e) =>
                  set(
                    'reportTypes',
                    e.target.checked ? [...form.reportTypes, id] : form.reportTypes.filter((type) => type !== id),
                  )
                }
                type="checkbox"
              />{' '}
              {label}
            </label>
          ))}
        </fieldset>
        <CostFields costs={costs} onChange={setCosts} />
        {notice ? (
          <p className="shennong-stats__success" role="status">
            {notice}
          </p>
        ) : null}
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
