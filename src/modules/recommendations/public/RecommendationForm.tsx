'use client'

import React, { useRef, useState } from 'react'

import { pathOf } from '@/forms/jumps'
import type { QuestionGroup } from '@/forms/types'
import { ERROR_CODES } from '@/lib/errors'
import { ADMIN_BASE, AUTH_ROUTES } from '@/ui/paths'
import { checkFields } from '@/validation/formChecks'
import { HONEYPOT_FIELD } from '@/validation/honeypot'
import { InternalAccountCheck, type VerifiedPatron } from '@/components/public/forms/InternalAccountCheck'
import { QuestionField } from '@/components/public/forms/QuestionField'
import { type DraftAnswer, answerGroupOf, checkDraft } from '@/components/public/forms/answerInputs'
import '@/components/public/forms/forms.css'

/**
 * The recommendation form: the respondent (name, email, library username and password, checked
 * by the server and never stored) and every group of the questionnaire on one page (the
 * recommendation questionnaire is filled as one form), each question drawn by the shared
 * QuestionField and checked with the engine before sending. The jumps apply live: only the
 * groups on the path the answers so far take (src/forms/jumps.ts `pathOf`) are shown, checked
 * and sent, so a group a jump skips is neither asked nor refused by the server. The server checks it all
 * again; its zh-TW message is shown in an alert that takes the focus. The respondent's fields
 * are checked first, each message beside its field. An account that must change its password is
 * told so with a link to 變更密碼 (in a new tab, so nothing typed here is lost). On success the
 * visitor is told the mail with the private link was sent, and the link is shown once.
 */

/** The respondent; the server requires name, email, username and password. */
const RESPONDENT_FIELDS = [
  { name: 'name', label: '姓名', type: 'text', autoComplete: 'name', maxLength: 100, required: true },
  {
    name: 'email',
    label: '電子郵件',
    type: 'email',
    autoComplete: 'email',
    maxLength: 200,
    required: true,
    email: true,
  },
  { name: 'phoneNumber', label: '電話', type: 'tel', autoComplete: 'tel', maxLength: 50, required: false },
  { name: 'username', label: '帳號', type: 'text', autoComplete: 'username', maxLength: 100, required: true },
  {
    name: 'password',
    label: '密碼',
    type: 'password',
    autoComplete: 'current-password',
    maxLength: 100,
    required: true,
  },
] as const

const idBaseOf = (questionId: string) => `rec-q-${questionId}`

/** Where an account that must change its password does so, and comes back to this form. */
const passwordChangeHref = (username: string) =>
  `${ADMIN_BASE}/${AUTH_ROUTES.modifyPassword}?${new URLSearchParams({ username, returnTo: '/recommendation' }).toString()}`

/** The respondent inputs are the form's own (uncontrolled): read and filled in place. */
const respondentInput = (name: (typeof RESPONDENT_FIELDS)[number]['name']) =>
  document.getElementById(`rec-${name}`) as HTMLInputElement | null
const accountTyped = () => ({
  username: respondentInput('username')?.value ?? '',
  password: respondentInput('password')?.value ?? '',
})
/** A verified account fills name, e-mail and phone where they are still empty (nothing typed is replaced). */
const fillRespondent = (patron: VerifiedPatron) => {
  const given = { name: patron.name, email: patron.email, phoneNumber: patron.phoneNumber } as const
  for (const [name, value] of Object.entries(given) as [keyof typeof given, string | null][]) {
    const input = respondentInput(name)
    if (input && !input.value.trim() && value) input.value = value
  }
}

type SendState =
  | { kind: 'idle' | 'sending' }
  | { kind: 'error'; message: string; changePasswordFor?: string }
  | { kind: 'done'; link: string }

export const RecommendationForm: React.FC<{ groups: QuestionGroup[] }> = ({ groups }) => {
  const [drafts, setDrafts] = useState<Record<string, DraftAnswer>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [state, setState] = useState<SendState>({ kind: 'idle' })
  const [respondentErrors, setRespondentErrors] = useState<Record<string, string>>({})
  const alertRef = useRef<HTMLDivElement>(null)
  const doneRef = useRef<HTMLDivElement>(null)
  const onPath = pathOf(
    groups,
    groups.map((group) => answerGroupOf(group, drafts)),
  ).map((index) => groups[index]!)

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: string) => String(form.get(name) ?? '')
    // The respondent first, then the engine's check per question: each message beside its field, focus on the first.
    const respondentFound = checkFields(
      RESPONDENT_FIELDS,
      Object.fromEntries(RESPONDENT_FIELDS.map((field) => [field.name, text(field.name)])),
    )
    setRespondentErrors(respondentFound)
    const found: Record<string, string> = {}
    for (const question of onPath.flatMap((group) => group.questions)) {
      const checked = checkDraft(question, drafts[question._id])
      if (!checked.ok) found[question._id] = checked.message
    }
    setErrors(found)
    const firstRespondentProblem = Object.keys(respondentFound)[0]
    if (firstRespondentProblem) {
      requestAnimationFrame(() => document.getElementById(`rec-${firstRespondentProblem}`)?.focus())
      return
    }
    const firstProblem = Object.keys(found)[0]
    if (firstProblem) {
      requestAnimationFrame(() => document.getElementById(`${idBaseOf(firstProblem)}-input`)?.focus())
      return
    }
    const body = {
      respondent: Object.fromEntries(RESPONDENT_FIELDS.map((field) => [field.name, text(field.name)])),
      answers: onPath.map((group) => answerGroupOf(group, drafts)),
      [HONEYPOT_FIELD]: text(HONEYPOT_FIELD),
    }
    setState({ kind: 'sending' })
    try {
      const response = await fetch('/api/public/recommendations/answer', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      const json = (await response.json().catch(() => ({}))) as {
        result?: { _id: string; key: string }
        message?: string
        code?: string
      }
      if (!response.ok || !json.result) {
        setState({
          kind: 'error',
          message: json.message || '送出失敗，請稍後再試',
          changePasswordFor: json.code === ERROR_CODES.passwordChangeRequired ? text('username') : undefined,
        })
        requestAnimationFrame(() => alertRef.current?.focus())
        return
      }
      setState({ kind: 'done', link: `/recommendation/${json.result._id}?key=${encodeURIComponent(json.result.key)}` })
      requestAnimationFrame(() => doneRef.current?.focus())
    } catch {
      setState({ kind: 'error', message: '網路連線失敗，請稍後再試' })
      requestAnimationFrame(() => alertRef.current?.focus())
    }
  }

  if (state.kind === 'done') {
    return (
      <div className="recommendation-done" ref={doneRef} role="status" tabIndex={-1}>
        <p>感謝您的推薦！我們已將確認信寄至您的電子郵件信箱，信中附有查看處理進度的專屬連結。</p>
        <p>
          您也可以現在開啟：<a href={state.link}>查看推薦進度</a>（請勿分享此連結）
        </p>
      </div>
    )
  }

  return (
    <form className="recommendation-form" noValidate onSubmit={onSubmit}>
      {state.kind === 'error' ? (
        <div className="recommendation-alert" ref={alertRef} role="alert" tabIndex={-1}>
          {state.message}
          {state.changePasswordFor !== undefined ? (
            <>
              {' '}
              <a href={passwordChangeHref(state.changePasswordFor)} rel="noopener" target="_blank">
                前往變更密碼（另開新分頁）
              </a>
              ，完成後請回到此頁以新密碼送出。
            </>
          ) : null}
        </div>
      ) : null}
      <fieldset>
        <legend>推薦人資料</legend>
        <p className="hint">
          請以您的圖書館帳號或醫院帳號與密碼確認身分；密碼僅用於確認，不會被儲存。按「驗證帳號並帶入資料」可帶入您的姓名、信箱與電話。
        </p>
        {RESPONDENT_FIELDS.map((field) => {
          const problem = respondentErrors[field.name]
          return (
            <div className="form-row" key={field.name}>
              <label htmlFor={`rec-${field.name}`}>
                {field.label}
                {field.required ? <span className="required">（必填）</span> : null}
              </label>
              <input
                aria-describedby={problem ? `rec-${field.name}-error` : undefined}
                aria-invalid={problem ? true : undefined}
                autoComplete={field.autoComplete}
                id={`rec-${field.name}`}
                maxLength={field.maxLength}
                name={field.name}
                required={field.required}
                type={field.type}
              />
              {problem ? (
                <p className="qf-error" id={`rec-${field.name}-error`}>
                  {problem}
                </p>
              ) : null}
            </div>
          )
        })}
        <InternalAccountCheck credentials={accountTyped} onVerified={fillRespondent} />
        <div aria-hidden="true" className="honeypot">
          <label htmlFor="rec-website">網站（請勿填寫）</label>
          <input autoComplete="off" id="rec-website" name={HONEYPOT_FIELD} tabIndex={-1} type="text" />
        </div>
      </fieldset>
      {onPath.map((group) => (
        <fieldset key={group._id}>
          <legend>{group.title || '推薦內容'}</legend>
          {group.description ? <p className="hint">{group.description}</p> : null}
          {group.questions.map((question, index) => (
            <QuestionField
              error={errors[question._id]}
              idBase={idBaseOf(question._id)}
              key={question._id}
              number={index + 1}
              onChange={(value) => setDrafts((current) => ({ ...current, [question._id]: value }))}
              question={question}
              value={drafts[question._id]}
            />
          ))}
        </fieldset>
      ))}
      <div className="form-actions">
        <button className="button" disabled={state.kind === 'sending'} type="submit">
          {state.kind === 'sending' ? '送出中…' : '送出推薦'}
        </button>
      </div>
    </form>
  )
}
