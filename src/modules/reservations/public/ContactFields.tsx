'use client'

import React, { useEffect, useState } from 'react'

import { InternalAccountCheck, type VerifiedPatron } from '@/components/public/forms/InternalAccountCheck'
import { EMAIL } from './types'

/**
 * The patron part of a booking form (name, phoneNumber, email,
 * primaryDepartment, secondaryDepartment, jobTitle, purpose, userCount, note) and the patron's
 * identity: 院內人員 (account and password, checked by the server) or 外部人士 (isExternal).
 * The checks here mirror the server's; the server checks everything again.
 */

export type Identity = 'internal' | 'external'

export type Contact = {
  name: string
  phoneNumber: string
  email: string
  primaryDepartment: string
  secondaryDepartment: string
  jobTitle: string
  purpose: string
  userCount: string
  note: string
  identity: Identity
  username: string
  password: string
  /** The honeypot: people leave it empty. */
  website: string
}

export type ContactKey = Exclude<keyof Contact, 'identity' | 'website'>

export const emptyContact = (): Contact => ({
  name: '',
  phoneNumber: '',
  email: '',
  primaryDepartment: '',
  secondaryDepartment: '',
  jobTitle: '',
  purpose: '',
  userCount: '1',
  note: '',
  identity: 'external',
  username: '',
  password: '',
  website: '',
})

/** Field errors in zh-TW, in the order the fields are shown. */
export const validateContact = (contact: Contact): Partial<Record<ContactKey, string>> => {
  const found: Partial<Record<ContactKey, string>> = {}
  if (!contact.name.trim()) found.name = '姓名為必填欄位'
  if (!contact.email.trim()) found.email = '電子郵件為必填欄位'
  else if (!EMAIL.test(contact.email.trim())) found.email = '不是電子郵件格式'
  const count = contact.userCount.trim()
  if (count !== '' && !(/^\d+$/.test(count) && Number(count) > 0)) found.userCount = '使用人數必須是大於 0 的整數'
  if (contact.identity === 'internal') {
    if (!contact.username.trim()) found.username = '帳號為必填欄位'
    if (!contact.password) found.password = '密碼為必填欄位'
  }
  return found
}

/** The contact fields of a booking request body. */
export const contactBody = (contact: Contact) => ({
  name: contact.name.trim(),
  phoneNumber: contact.phoneNumber.trim() || undefined,
  email: contact.email.trim(),
  primaryDepartment: contact.primaryDepartment || undefined,
  secondaryDepartment: contact.secondaryDepartment || undefined,
  jobTitle: contact.jobTitle || undefined,
  purpose: contact.purpose.trim() || undefined,
  userCount: contact.userCount.trim() === '' ? undefined : Number(contact.userCount.trim()),
  note: contact.note.trim() || undefined,
  isExternal: contact.identity === 'external',
  ...(contact.identity === 'internal' ? { username: contact.username.trim(), password: contact.password } : {}),
  website: contact.website,
})

/** What a verified internal patron's account says about them, in the fields still empty (nothing typed is replaced). */
export const filledFrom = (contact: Contact, patron: VerifiedPatron): Contact => {
  const keep = (current: string, given: string | null) => (current.trim() ? current : (given ?? ''))
  return {
    ...contact,
    name: keep(contact.name, patron.name),
    email: keep(contact.email, patron.email),
    phoneNumber: keep(contact.phoneNumber, patron.phoneNumber),
    primaryDepartment: keep(contact.primaryDepartment, patron.department),
    jobTitle: keep(contact.jobTitle, patron.jobTitle),
  }
}

type Lookup = { _id: string; name: string }

/** The public department and job-title lists (GET /api/public/departments, /api/public/job-titles); null while loading. */
export const useLookups = () => {
  const [lookups, setLookups] = useState<{ departments: Lookup[] | null; jobTitles: Lookup[] | null }>({
    departments: null,
    jobTitles: null,
  })
  useEffect(() => {
    let live = true
    const load = (path: string) =>
      fetch(`/api/public/${path}`, { headers: { Accept: 'application/json' } })
        .then(async (res) => (res.ok ? (((await res.json()) as { result?: Lookup[] }).result ?? []) : []))
        .catch((): Lookup[] => [])
    void Promise.all([load('departments'), load('job-titles')]).then(([departments, jobTitles]) => {
      if (live) setLookups({ departments, jobTitles })
    })
    return () => {
      live = false
    }
  }, [])
  return lookups
}

export type ExternalQuota =
  | { state: 'idle' | 'loading' }
  | { state: 'ready'; allowed: number | null; remaining: number | null }
  | { state: 'failed'; message: string }

const Required = () => (
  <span aria-hidden="true" className="resv-required">
    *{' '}
  </span>
)

type Props = {
  idPrefix: string
  contact: Contact
  onChange: (next: Contact) => void
  errors: Partial<Record<ContactKey, string>>
  quota: ExternalQuota
  /** The day the external quota is about ('YYYY-MM-DD'), for the text. */
  quotaDay: string | null
}

export const ContactFields: React.FC<Props> = ({ idPrefix, contact, onChange, errors, quota, quotaDay }) => {
  const lookups = useLookups()
  const idOf = (key: string) => `${idPrefix}-${key}`
  const set =
    (key: keyof Contact) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onChange({ ...contact, [key]: event.target.value })
  const described = (key: ContactKey) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${idOf(key)}-error` } : {}

  const field = (key: ContactKey, label: string, input: React.ReactNode, required = false, hint?: string) => (
    <div className="resv-field">
      <label htmlFor={idOf(key)}>
        {required ? <Required /> : null}
        {label}
      </label>
      {input}
      {hint ? <p className="resv-hint">{hint}</p> : null}
      {errors[key] ? (
        <p className="resv-error" id={`${idOf(key)}-error`}>
          {errors[key]}
        </p>
      ) : null}
    </div>
  )
  const text = (
    key: ContactKey,
    type: 'text' | 'email' | 'tel' | 'password',
    autoComplete: string,
    maxLength = 100,
  ) => (
    <input
      autoComplete={autoComplete}
      id={idOf(key)}
      maxLength={maxLength}
      onChange={set(key)}
      type={type}
      value={contact[key]}
      {...described(key)}
    />
  )
  const lookup = (key: ContactKey, list: Lookup[] | null) =>
    list && list.length > 0 ? (
      <select id={idOf(key)} onChange={set(key)} value={contact[key]}>
        <option value="">請選擇</option>
        {/* A value from the hospital directory that the list does not hold is still shown and sent. */}
        {contact[key] && !list.some((item) => item.name === contact[key]) ? (
          <option value={contact[key]}>{contact[key]}</option>
        ) : null}
        {list.map((item) => (
          <option key={item._id} value={item.name}>
            {item.name}
          </option>
        ))}
      </select>
    ) : (
      <input
        disabled={list === null}
        id={idOf(key)}
        maxLength={100}
        onChange={set(key)}
        placeholder={list === null ? '載入中…' : undefined}
        type="text"
        value={contact[key]}
      />
    )

  return (
    <>
      <fieldset className="resv-fieldset">
        <legend>身分</legend>
        <div className="resv-radios">
          <label>
            <input
              checked={contact.identity === 'internal'}
              name={idOf('identity')}
              onChange={() => onChange({ ...contact, identity: 'internal' })}
              type="radio"
              value="internal"
            />
            院內人員
          </label>
          <label>
            <input
              checked={contact.identity === 'external'}
              name={idOf('identity')}
              onChange={() => onChange({ ...contact, identity: 'external' })}
              type="radio"
              value="external"
            />
            外部人士
          </label>
        </div>
        {contact.identity === 'internal' ? (
          <>
            <p className="resv-hint">
              請輸入院內帳號與密碼（圖書館帳號或醫院帳號皆可），系統會向伺服器驗證您的身分；按「驗證帳號並帶入資料」可帶入您的姓名、信箱、單位與職稱。
            </p>
            {field('username', '帳號', text('username', 'text', 'username'), true)}
            {field('password', '密碼', text('password', 'password', 'current-password', 200), true)}
            <InternalAccountCheck
              credentials={() => ({ username: contact.username, password: contact.password })}
              onVerified={(patron) => onChange(filledFrom(contact, patron))}
            />
          </>
        ) : (
          <p aria-live="polite" className="resv-quota">
            {quota.state === 'ready'
              ? quota.remaining === null
                ? `${quotaDay ?? ''} 外部人士預約不限名額。`
                : `${quotaDay ?? ''} 外部人士剩餘可預約數：${quota.remaining}${quota.allowed !== null ? `（上限 ${quota.allowed}）` : ''}`
              : quota.state === 'failed'
                ? `無法取得外部人士可預約數：${quota.message}`
                : quota.state === 'loading'
                  ? '正在查詢外部人士可預約數…'
                  : ''}
          </p>
        )}
      </fieldset>
      <fieldset className="resv-fieldset">
        <legend>預約人資料</legend>
        {field('name', '姓名', text('name', 'text', 'name'), true)}
        {field('email', '電子郵件', text('email', 'email', 'email', 200), true, '確認信與取消連結會寄到這個信箱。')}
        {field('phoneNumber', '電話', text('phoneNumber', 'tel', 'tel', 50))}
        {field('primaryDepartment', '單位', lookup('primaryDepartment', lookups.departments))}
        {field('secondaryDepartment', '次單位', lookup('secondaryDepartment', lookups.departments))}
        {field('jobTitle', '職稱', lookup('jobTitle', lookups.jobTitles))}
        {field(
          'purpose',
          '用途',
          <textarea id={idOf('purpose')} maxLength={1000} onChange={set('purpose')} value={contact.purpose} />,
        )}
        {field(
          'userCount',
          '使用人數',
          <input
            id={idOf('userCount')}
            inputMode="numeric"
            min={1}
            onChange={set('userCount')}
            step={1}
            type="number"
            value={contact.userCount}
            {...described('userCount')}
          />,
        )}
        {field(
          'note',
          '備註',
          <textarea id={idOf('note')} maxLength={1000} onChange={set('note')} value={contact.note} />,
        )}
      </fieldset>
      <div aria-hidden="true" className="resv-honeypot">
        <label htmlFor={idOf('website')}>網站</label>
        <input
          autoComplete="off"
          id={idOf('website')}
          name="website"
          onChange={set('website')}
          tabIndex={-1}
          type="text"
          value={contact.website}
        />
      </div>
    </>
  )
}
