'use client'

import React, { useEffect, useId, useState } from 'react'

import type { PublicFeedbackCategory } from '@/modules/feedbacks'
import { EMAIL_PATTERN as EMAIL } from '@/validation/formChecks'

/**
 * The feedback form: category, title, description and the respondent (name and
 * a valid email required; phone, department, job title and job category optional from the
 * public lookups). The server checks everything again; its zh-TW message is shown on refusal.
 */

type Lookup = { _id: string; name: string }

const LOOKUPS = [
  { key: 'primaryDepartment', label: '單位', path: 'departments' },
  { key: 'secondaryDepartment', label: '次要單位', path: 'departments' },
  { key: 'jobTitle', label: '職稱', path: 'job-titles' },
  { key: 'jobCategory', label: '職類', path: 'job-categories' },
] as const

type FieldKey =
  'categoryId' | 'title' | 'description' | 'name' | 'email' | 'phoneNumber' | (typeof LOOKUPS)[number]['key']

const Required = () => (
  <span aria-hidden="true" className="feedback-required">
    *{' '}
  </span>
)

export const FeedbackForm: React.FC<{ categories: PublicFeedbackCategory[] }> = ({ categories }) => {
  const base = useId()
  const idOf = (name: string) => `${base}-${name}`
  const [values, setValues] = useState<Record<FieldKey, string>>({
    // No category is chosen for the visitor: the select starts on 請選擇分類 (and requires one).
    categoryId: '',
    title: '',
    description: '',
    name: '',
    email: '',
    phoneNumber: '',
    primaryDepartment: '',
    secondaryDepartment: '',
    jobTitle: '',
    jobCategory: '',
  })
  const [honeypot, setHoneypot] = useState('')
  const [errors, setErrors] = useState<Partial<Record<FieldKey, string>>>({})
  const [lookups, setLookups] = useState<Record<string, Lookup[] | null>>({
    primaryDepartment: null,
    secondaryDepartment: null,
    jobTitle: null,
    jobCategory: null,
  })
  const [state, setState] = useState<
    { kind: 'idle' | 'sending' } | { kind: 'failed'; message: string } | { kind: 'done'; link: string }
  >({ kind: 'idle' })

  useEffect(() => {
    let live = true
    // One read per list (the two department fields share theirs).
    for (const path of new Set(LOOKUPS.map((lookup) => lookup.path))) {
      const keys = LOOKUPS.filter((lookup) => lookup.path === path).map((lookup) => lookup.key)
      fetch(`/api/public/${path}`, { headers: { Accept: 'application/json' } })
        .then(async (res) => (res.ok ? ((await res.json()) as { result: Lookup[] }).result : []))
        .catch(() => [])
        .then(
          (list) =>
            live && setLookups((current) => ({ ...current, ...Object.fromEntries(keys.map((key) => [key, list])) })),
        )
    }
    return () => {
      live = false
    }
  }, [])

  const set =
    (key: FieldKey) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [key]: event.target.value }))

  const validate = (): Partial<Record<FieldKey, string>> => {
    const found: Partial<Record<FieldKey, string>> = {}
    if (!values.categoryId) found.categoryId = '分類為必填欄位'
    if (!values.title.trim()) found.title = '標題為必填欄位'
    if (!values.name.trim()) found.name = '姓名為必填欄位'
    if (!values.email.trim()) found.email = '電子郵件為必填欄位'
    else if (!EMAIL.test(values.email.trim())) found.email = '不是電子郵件格式'
    return found
  }

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validate()
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first) {
      document.getElementById(idOf(first))?.focus()
      return
    }
    setState({ kind: 'sending' })
    try {
      const response = await fetch('/api/public/feedbacks', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          categoryId: values.categoryId,
          title: values.title,
          description: values.description,
          respondent: {
            name: values.name,
            email: values.email.trim(),
            phoneNumber: values.phoneNumber,
            primaryDepartment: values.primaryDepartment,
            secondaryDepartment: values.secondaryDepartment,
            jobTitle: values.jobTitle,
            jobCategory: values.jobCategory,
          },
          website: honeypot,
        }),
      })
      const data = (await response.json().catch(() => ({}))) as { result?: { link: string }; message?: string }
      if (!response.ok || !data.result) throw new Error(data.message || `HTTP ${response.status}`)
      const url = new URL(data.result.link, window.location.origin)
      setState({ kind: 'done', link: `${url.pathname}${url.search}` })
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) })
    }
  }

  if (state.kind === 'done') {
    return (
      <div aria-live="polite" className="feedback-success" role="status">
        <h2>已收到您的意見回饋</h2>
        <p>我們已寄一封信到 {values.email.trim()}，信中的連結可隨時查看館員回覆、補充說明或結案。</p>
        <p>
          <a href={state.link}>查看回饋單</a>
        </p>
      </div>
    )
  }

  const field = (key: FieldKey, label: string, input: React.ReactNode, required = false) => (
    <div className="feedback-field">
      <label htmlFor={idOf(key)}>
        {required ? <Required /> : null}
        {label}
      </label>
      {input}
      {errors[key] ? (
        <p className="feedback-error" id={`${idOf(key)}-error`}>
          {errors[key]}
        </p>
      ) : null}
    </div>
  )
  const described = (key: FieldKey) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${idOf(key)}-error` } : {}

  if (categories.length === 0) return <p className="empty">目前暫無資料</p>

  return (
    <form className="feedback-form" noValidate onSubmit={submit}>
      <fieldset>
        <legend>回饋內容</legend>
        {field(
          'categoryId',
          '分類',
          <select
            id={idOf('categoryId')}
            onChange={set('categoryId')}
            required
            value={values.categoryId}
            {...described('categoryId')}
          >
            <option value="">請選擇分類</option>
            {categories.map((category) => (
              <option key={category._id} value={category._id}>
                {category.name}
              </option>
            ))}
          </select>,
          true,
        )}
        {field(
          'title',
          '標題',
          <input
            id={idOf('title')}
            maxLength={200}
            onChange={set('title')}
            required
            type="text"
            value={values.title}
            {...described('title')}
          />,
          true,
        )}
        {field(
          'description',
          '內容',
          <textarea
            id={idOf('description')}
            maxLength={5000}
            onChange={set('description')}
            value={values.description}
          />,
        )}
      </fieldset>
      <fieldset>
        <legend>填寫人資料</legend>
        {field(
          'name',
          '姓名',
          <input
            autoComplete="name"
            id={idOf('name')}
            maxLength={100}
            onChange={set('name')}
            required
            type="text"
            value={values.name}
            {...described('name')}
          />,
          true,
        )}
        {field(
          'email',
          '電子郵件',
          <input
            autoComplete="email"
            id={idOf('email')}
            onChange={set('email')}
            required
            type="email"
            value={values.email}
            {...described('email')}
          />,
          true,
        )}
        {field(
          'phoneNumber',
          '電話',
          <input
            autoComplete="tel"
            id={idOf('phoneNumber')}
            maxLength={50}
            onChange={set('phoneNumber')}
            type="tel"
            value={values.phoneNumber}
          />,
        )}
        {LOOKUPS.map((lookup) =>
          field(
            lookup.key,
            lookup.label,
            <select
              disabled={lookups[lookup.key] === null}
              id={idOf(lookup.key)}
              onChange={set(lookup.key)}
              value={values[lookup.key]}
            >
              <option value="">
                {lookups[lookup.key] === null
                  ? '載入中…'
                  : (lookups[lookup.key]?.length ?? 0) === 0
                    ? '目前沒有選項'
                    : '請選擇'}
              </option>
              {(lookups[lookup.key] ?? []).map((item) => (
                <option key={item._id} value={item.name}>
                  {item.name}
                </option>
              ))}
            </select>,
          ),
        )}
      </fieldset>
      <div aria-hidden="true" className="feedback-honeypot">
        <label htmlFor={idOf('website')}>網站</label>
        <input
          autoComplete="off"
          id={idOf('website')}
          name="website"
          onChange={(e) => setHoneypot(e.target.value)}
          tabIndex={-1}
          type="text"
          value={honeypot}
        />
      </div>
      {state.kind === 'failed' ? (
        <p className="feedback-error" role="alert">
          送出失敗：{state.message}
        </p>
      ) : null}
      <div className="feedback-actions">
        <button className="button" disabled={state.kind === 'sending'} type="submit">
          {state.kind === 'sending' ? '送出中…' : '送出'}
        </button>
      </div>
    </form>
  )
}
