'use client'

import React, { useEffect, useId, useRef, useState } from 'react'

import { nextGroup } from '@/forms/jumps'
import type { AnswerGroup, QuestionGroup } from '@/forms/types'
import { MSG } from '@/i18n/messages'
import { HONEYPOT_FIELD } from '@/validation/honeypot'
import { type DraftAnswer, answerGroupOf, checkDraft } from './answerInputs'
import { QuestionField } from './QuestionField'
import { EMAIL_PATTERN as EMAIL } from '@/validation/formChecks'
import './forms.css'

/**
 * The filling of a question-group form (questionnaires, the recommendation questionnaire): the
 * personal-data statement and the respondent first, then one group at a time following the
 * jumps (src/forms/jumps.ts), with 上一步 / 下一步. A group is not left while a question in it
 * is wrong or an empty required one: the message shows next to the field and focus moves
 * there. The last group sends `{ ...submitExtra, questionGroups, respondent, consent, website }`
 * to `submitUrl`; the server checks everything again and its message is shown on refusal.
 */

export type RespondentField =
  | 'name'
  | 'email'
  | 'phoneNumber'
  | 'username'
  | 'password'
  | 'primaryDepartment'
  | 'secondaryDepartment'
  | 'jobTitle'
  | 'jobCategory'

const RESPONDENT_LABEL: Record<RespondentField, string> = {
  name: '姓名',
  email: '電子郵件',
  phoneNumber: '電話',
  username: '帳號',
  password: '密碼',
  primaryDepartment: '主要部門',
  secondaryDepartment: '次要部門',
  jobTitle: '職稱',
  jobCategory: '職類',
}

/** Fields filled from a public lookup, and the lookup's URL. */
const LOOKUP: Partial<Record<RespondentField, string>> = {
  primaryDepartment: '/api/public/departments',
  secondaryDepartment: '/api/public/departments',
  jobTitle: '/api/public/job-titles',
  jobCategory: '/api/public/job-categories',
}

export type FormFillerProps = {
  structure: QuestionGroup[]
  submitUrl: string
  /** Added to the request body (e.g. `{ questionnaireId }`). */
  submitExtra?: Record<string, unknown>
  /** The statement to accept before filling; none when empty. */
  statement?: string
  /** The respondent fields shown, in order, and which of them are required. */
  respondentFields?: RespondentField[]
  requiredRespondentFields?: RespondentField[]
  /** Shown after a successful submission. */
  conclusion?: string
  submitLabel?: string
  /** Staff's live preview: the form works, jumps and checks included, but nothing is sent. */
  preview?: boolean
}

type Step = { kind: 'respondent' } | { kind: 'group'; index: number } | { kind: 'done' }

export const FormFiller: React.FC<FormFillerProps> = ({
  structure,
  submitUrl,
  submitExtra = {},
  statement = '',
  respondentFields = [
    'name',
    'email',
    'phoneNumber',
    'primaryDepartment',
    'secondaryDepartment',
    'jobTitle',
    'jobCategory',
  ],
  requiredRespondentFields = ['name', 'email'],
  conclusion = '',
  submitLabel = '送出',
  preview = false,
}) => {
  const base = useId().replace(/:/g, '')
  const [step, setStep] = useState<Step>({ kind: 'respondent' })
  const [history, setHistory] = useState<number[]>([])
  const [drafts, setDrafts] = useState<Record<string, DraftAnswer>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [respondent, setRespondent] = useState<Partial<Record<RespondentField, string>>>({})
  const [consent, setConsent] = useState(false)
  const [honeypot, setHoneypot] = useState('')
  const [lookups, setLookups] = useState<Record<string, { _id: string; name: string }[]>>({})
  const [sending, setSending] = useState(false)
  const [serverError, setServerError] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)
  const focusTarget = useRef<string | null>(null)
  const mounted = useRef(false)
  const lookupKey = respondentFields.join(',')

  useEffect(() => {
    const urls = [
      ...new Set(
        (lookupKey.split(',') as RespondentField[])
          .map((field) => LOOKUP[field])
          .filter((url): url is string => Boolean(url)),
      ),
    ]
    for (const url of urls)
      fetch(url)
        .then((response) => (response.ok ? response.json() : { result: [] }))
        .then((body: { result?: { _id: string; name: string }[] }) =>
          setLookups((current) => ({ ...current, [url]: body.result ?? [] })),
        )
        .catch(() => setLookups((current) => ({ ...current, [url]: [] })))
  }, [lookupKey])

  useEffect(() => {
    // Not on the first render: the page opens where the visitor is, focus moves only on their action.
    if (!mounted.current) {
      mounted.current = true
      return
    }
    const id = focusTarget.current
    focusTarget.current = null
    if (id) document.getElementById(id)?.focus()
    else heading.current?.focus()
  }, [step, errors])

  const fieldId = (name: string) => `${base}-${name}`

  const checkRespondent = (): Record<string, string> => {
    const found: Record<string, string> = {}
    if (statement && !consent) found.consent = '請先閱讀並同意個人資料聲明'
    for (const field of respondentFields) {
      const value = (respondent[field] ?? '').trim()
      if (requiredRespondentFields.includes(field) && !value) found[field] = MSG.required(RESPONDENT_LABEL[field])
      else if (field === 'email' && value && !EMAIL.test(value)) found[field] = MSG.notEmail
    }
    return found
  }

  const show = (found: Record<string, string>, order: string[], idOf: (key: string) => string) => {
    setErrors(found)
    const first = order.find((key) => found[key])
    focusTarget.current = first ? idOf(first) : null
  }

  const pathAnswers = (path: number[]): AnswerGroup[] => path.map((index) => answerGroupOf(structure[index]!, drafts))

  const submit = async (path: number[]) => {
    if (preview) {
      setStep({ kind: 'done' })
      return
    }
    setSending(true)
    setServerError('')
    try {
      const trimmed = Object.fromEntries(
        Object.entries(respondent)
          .map(([k, value]) => [k, (value ?? '').trim()])
          .filter(([, value]) => value !== ''),
      )
      const response = await fetch(submitUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          ...submitExtra,
          questionGroups: pathAnswers(path),
          respondent: trimmed,
          consent,
          [HONEYPOT_FIELD]: honeypot,
        }),
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      if (!response.ok) {
        setServerError(body.message ?? `送出失敗（${response.status}）`)
        return
      }
      setStep({ kind: 'done' })
    } catch {
      setServerError('送出失敗，請檢查網路連線後再試')
    } finally {
      setSending(false)
    }
  }

  const forward = async () => {
    setServerError('')
    if (step.kind === 'respondent') {
      const found = checkRespondent()
      show(found, ['consent', ...respondentFields], fieldId)
      if (Object.keys(found).length > 0) return
      if (structure.length === 0) return submit([])
      setHistory([0])
      setStep({ kind: 'group', index: 0 })
      return
    }
    if (step.kind !== 'group') return
    const group = structure[step.index]!
    const found: Record<string, string> = {}
    for (const question of group.questions) {
      const checked = checkDraft(question, drafts[question._id])
      if (!checked.ok) found[question._id] = checked.message
    }
    show(
      found,
      group.questions.map((question) => question._id),
      (id) => `${base}-q-${id}-input`,
    )
    if (Object.keys(found).length > 0) return
    const next = nextGroup(structure, step.index, answerGroupOf(group, drafts))
    if (next === 'end') return submit(history)
    setHistory([...history, next])
    setStep({ kind: 'group', index: next })
  }

  const back = () => {
    setServerError('')
    setErrors({})
    if (step.kind !== 'group') return
    if (history.length <= 1) {
      setHistory([])
      setStep({ kind: 'respondent' })
      return
    }
    const previous = history.slice(0, -1)
    setHistory(previous)
    setStep({ kind: 'group', index: previous[previous.length - 1]! })
  }

  if (step.kind === 'done')
    return (
      <section aria-labelledby={`${base}-done`} className="qf-done">
        <h2 id={`${base}-done`} ref={heading} tabIndex={-1}>
          感謝您的填寫
        </h2>
        {conclusion ? <p className="qf-conclusion">{conclusion}</p> : <p>您的回覆已送出。</p>}
        {preview ? (
          <p role="note">
            預覽：填答沒有送出。
            <button onClick={() => setStep({ kind: 'respondent' })} type="button">
              重新預覽
            </button>
          </p>
        ) : null}
      </section>
    )

  const isLast =
    step.kind === 'group' && nextGroup(structure, step.index, answerGroupOf(structure[step.index]!, drafts)) === 'end'
  const group = step.kind === 'group' ? structure[step.index]! : null

  return (
    <form
      className="qf"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void forward()
      }}
    >
      <div aria-hidden="true" className="qf-honeypot">
        <label htmlFor={fieldId(HONEYPOT_FIELD)}>網站</label>
        <input
          autoComplete="off"
          id={fieldId(HONEYPOT_FIELD)}
          name={HONEYPOT_FIELD}
          onChange={(event) => setHoneypot(event.target.value)}
          tabIndex={-1}
          type="text"
          value={honeypot}
        />
      </div>
      {step.kind === 'respondent' ? (
        <section aria-labelledby={`${base}-respondent`}>
          <h2 id={`${base}-respondent`} ref={heading} tabIndex={-1}>
            填寫人資料
          </h2>
          {statement ? (
            <div className="qf-statement">
              <h3>個人資料聲明</h3>
              <p>{statement}</p>
              <label>
                <input
                  checked={consent}
                  id={fieldId('consent')}
                  onChange={(event) => setConsent(event.target.checked)}
                  type="checkbox"
                  {...(errors.consent ? { 'aria-invalid': true, 'aria-describedby': fieldId('consent-error') } : {})}
                />{' '}
                我已閱讀並同意個人資料聲明
              </label>
              {errors.consent ? (
                <p className="qf-error" id={fieldId('consent-error')}>
                  {errors.consent}
                </p>
              ) : null}
            </div>
          ) : null}
          {respondentFields.map((field) => {
            const required = requiredRespondentFields.includes(field)
            const lookup = LOOKUP[field]
            const error = errors[field]
            const common = {
              id: fieldId(field),
              value: respondent[field] ?? '',
              ...(error ? { 'aria-invalid': true as const, 'aria-describedby': fieldId(`${field}-error`) } : {}),
            }
            return (
              <div className="qf-question" key={field}>
                <label className="qf-title" htmlFor={fieldId(field)}>
                  {required ? (
                    <span className="qf-required">
                      <span aria-hidden="true">*</span>
                      <span className="sr-only">（必填）</span>
                    </span>
                  ) : null}
                  {RESPONDENT_LABEL[field]}
                </label>
                {lookup ? (
                  <select
                    {...common}
                    onChange={(event) => setRespondent({ ...respondent, [field]: event.target.value })}
                  >
                    <option value="">{(lookups[lookup] ?? []).length === 0 ? '目前沒有選項' : '請選擇'}</option>
                    {(lookups[lookup] ?? []).map((item) => (
                      <option key={item._id} value={item.name}>
                        {item.name}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    {...common}
                    autoComplete={
                      field === 'email'
                        ? 'email'
                        : field === 'name'
                          ? 'name'
                          : field === 'phoneNumber'
                            ? 'tel'
                            : field === 'password'
                              ? 'current-password'
                              : 'off'
                    }
                    onChange={(event) => setRespondent({ ...respondent, [field]: event.target.value })}
                    required={required}
                    type={
                      field === 'email'
                        ? 'email'
                        : field === 'password'
                          ? 'password'
                          : field === 'phoneNumber'
                            ? 'tel'
                            : 'text'
                    }
                  />
                )}
                {error ? (
                  <p className="qf-error" id={fieldId(`${field}-error`)}>
                    {error}
                  </p>
                ) : null}
              </div>
            )
          })}
        </section>
      ) : group ? (
        <section aria-labelledby={`${base}-group`}>
          <p className="qf-progress">
            第 {step.kind === 'group' ? step.index + 1 : 0} 題組，共 {structure.length} 題組
          </p>
          <h2 id={`${base}-group`} ref={heading} tabIndex={-1}>
            {group.title || `第 ${(step.kind === 'group' ? step.index : 0) + 1} 題組`}
          </h2>
          {group.description ? <p className="qf-description">{group.description}</p> : null}
          {group.imageUrl ? <img alt="" className="qf-image" src={group.imageUrl} /> : null}
          {group.questions.map((question, q) => (
            <QuestionField
              error={errors[question._id]}
              idBase={`${base}-q-${question._id}`}
              key={question._id}
              number={q + 1}
              onChange={(value) => setDrafts({ ...drafts, [question._id]: value })}
              question={question}
              value={drafts[question._id]}
            />
          ))}
        </section>
      ) : null}
      {serverError ? (
        <p className="qf-error qf-server-error" role="alert">
          {serverError}
        </p>
      ) : null}
      <div className="form-actions">
        {step.kind === 'group' ? (
          <button className="button button--secondary" onClick={back} type="button">
            上一步
          </button>
        ) : null}
        <button className="button" disabled={sending} type="submit">
          {sending
            ? '送出中…'
            : isLast || (step.kind === 'respondent' && structure.length === 0)
              ? submitLabel
              : '下一步'}
        </button>
      </div>
    </form>
  )
}
