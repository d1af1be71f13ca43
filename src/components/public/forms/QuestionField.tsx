'use client'

import React from 'react'

import { OTHER_LABEL, YES_NO_LABEL } from '@/forms/labels'
import type { Question } from '@/forms/types'
import { type DraftAnswer, OTHER_CHOICE } from './answerInputs'

type Props = {
  question: Question
  /** Unique prefix for element ids (the first control gets `${idBase}-input` for focusing). */
  idBase: string
  number: number
  value: DraftAnswer | undefined
  error: string | undefined
  onChange: (value: DraftAnswer) => void
}

const Required: React.FC<{ on: boolean }> = ({ on }) =>
  on ? (
    <span className="qf-required">
      <span aria-hidden="true">*</span>
      <span className="sr-only">（必填）</span>
    </span>
  ) : null

/** One question of the filling page, typed inputs per question type, its message beside it. */
export const QuestionField: React.FC<Props> = ({ question, idBase, number, value, error, onChange }) => {
  const v = value ?? {}
  const errorId = `${idBase}-error`
  const invalid = error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {}
  const first = `${idBase}-input`
  const title = (
    <>
      <Required on={question.isRequired} />
      {number}. {question.question}
    </>
  )
  const image = question.imageUrl ? <img alt="" className="qf-image" src={question.imageUrl} /> : null
  const message = error ? (
    <p className="qf-error" id={errorId}>
      {error}
    </p>
  ) : null

  const otherInput = (checked: boolean) =>
    question.hasOtherOption ? (
      <input
        aria-label={`${question.question}：${OTHER_LABEL}內容`}
        className="qf-other"
        disabled={!checked}
        id={`${idBase}-other`}
        onChange={(event) => onChange({ ...v, other: event.target.value })}
        type="text"
        value={v.other ?? ''}
      />
    ) : null

  /** A question with one labelled control (text-like inputs and the text area). */
  const labelled = (control: React.ReactNode) => (
    <div className="qf-question">
      <label className="qf-title" htmlFor={first}>
        {title}
      </label>
      {image}
      {control}
      {message}
    </div>
  )

  const textProps = {
    id: first,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange({ ...v, text: event.target.value }),
    required: question.isRequired,
    value: v.text ?? '',
    ...invalid,
  }

  const simple = (
    type: 'text' | 'number' | 'date' | 'time' | 'datetime-local',
    extra: React.InputHTMLAttributes<HTMLInputElement> = {},
  ) => labelled(<input type={type} {...textProps} {...extra} />)

  switch (question.type) {
    case 'TextBox':
      return simple('text', { maxLength: 5000 })
    case 'Number':
      return simple('number', { step: 'any', inputMode: 'decimal' })
    case 'Date':
      return simple('date')
    case 'Time':
      return simple('time')
    case 'DateTime':
      return simple('datetime-local')
    case 'TextArea':
      return labelled(<textarea maxLength={5000} rows={4} {...textProps} />)
    case 'DropDownList':
      return (
        <div className="qf-question">
          <label className="qf-title" htmlFor={first}>
            {title}
          </label>
          {image}
          <select
            id={first}
            onChange={(event) => onChange({ ...v, choice: event.target.value })}
            required={question.isRequired}
            value={v.choice ?? ''}
            {...invalid}
          >
            <option value="">請選擇</option>
            {question.options.map((option) => (
              <option key={option._id} value={option._id}>
                {option.text}
              </option>
            ))}
            {question.hasOtherOption ? <option value={OTHER_CHOICE}>{OTHER_LABEL}</option> : null}
          </select>
          {otherInput(v.choice === OTHER_CHOICE)}
          {message}
        </div>
      )
    case 'YesNo':
    case 'MultipleChoices':
    case 'MultipleAnswers': {
      const many = question.type === 'MultipleAnswers'
      const entries =
        question.type === 'YesNo'
          ? [
              { id: 'yes', text: YES_NO_LABEL.yes, imageUrl: null },
              { id: 'no', text: YES_NO_LABEL.no, imageUrl: null },
            ]
          : [
              ...question.options.map((option) => ({
                id: option._id,
                text: option.text,
                imageUrl: option.imageUrl ?? null,
              })),
              ...(question.hasOtherOption ? [{ id: OTHER_CHOICE, text: OTHER_LABEL, imageUrl: null }] : []),
            ]
      const isChecked = (id: string) => (many ? (v.choices ?? []).includes(id) : v.choice === id)
      return (
        <fieldset className="qf-question" {...(error ? { 'aria-describedby': errorId } : {})}>
          <legend className="qf-title">{title}</legend>
          {image}
          {many ? <p className="qf-hint">可複選</p> : null}
          <ul className="qf-options">
            {entries.map((entry, i) => (
              <li key={entry.id}>
                <label>
                  <input
                    checked={isChecked(entry.id)}
                    id={i === 0 ? first : `${idBase}-option-${i}`}
                    name={idBase}
                    onChange={(event) =>
                      onChange(
                        many
                          ? {
                              ...v,
                              choices: event.target.checked
                                ? [...(v.choices ?? []), entry.id]
                                : (v.choices ?? []).filter((c) => c !== entry.id),
                            }
                          : { ...v, choice: entry.id },
                      )
                    }
                    type={many ? 'checkbox' : 'radio'}
                    value={entry.id}
                  />{' '}
                  {entry.text}
                </label>
                {entry.imageUrl ? <img alt="" className="qf-option-image" src={entry.imageUrl} /> : null}
                {entry.id === OTHER_CHOICE ? otherInput(isChecked(OTHER_CHOICE)) : null}
              </li>
            ))}
          </ul>
          {message}
        </fieldset>
      )
    }
    case 'LikertScale': {
      const rows = question.likertRows ?? []
      const columns = question.likertColumns ?? []
      return (
        <fieldset className="qf-question qf-likert" {...(error ? { 'aria-describedby': errorId } : {})}>
          <legend className="qf-title">{title}</legend>
          {image}
          {rows.map((row, r) => (
            <fieldset className="qf-likert-row" key={r}>
              <legend>{row}</legend>
              <ul className="qf-options qf-options--inline">
                {columns.map((column, c) => (
                  <li key={c}>
                    <label>
                      <input
                        checked={v.likert?.[r] === c}
                        id={r === 0 && c === 0 ? first : `${idBase}-r${r}-c${c}`}
                        name={`${idBase}-r${r}`}
                        onChange={() => {
                          const likert = rows.map((_, i) => v.likert?.[i] ?? null)
                          likert[r] = c
                          onChange({ ...v, likert })
                        }}
                        type="radio"
                        value={c}
                      />{' '}
                      {column}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ))}
          {message}
        </fieldset>
      )
    }
  }
}
