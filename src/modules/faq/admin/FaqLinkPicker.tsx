'use client'

import { useDocumentInfo, useField } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import React, { useEffect, useId, useState } from 'react'

import { adminRequest, messageOf } from '@/ui/apiClient'
import { MSG } from '@/i18n/messages'
import type { FaqMapEntry } from '../map'
import { categoryKey, categoryOfFaq, faqChoices, faqIdOfLink, linkToFaq } from './faqLink'

/** A field of the same array row as the picker (`links.0.faqPicker` → `links.0.linkUrl`). */
const siblingPath = (path: string, name: string): string => `${path.slice(0, path.lastIndexOf('.') + 1)}${name}`

/**
 * The FAQ picker in an FAQ's related links: choose a category, then one of its
 * questions (GET /api/shennong/faq-map); the row's link becomes that question's page `/faq/{id}`
 * (internal) with its category. A UI field: it stores nothing itself, only the row's fields.
 */
export const FaqLinkPicker: UIFieldClientComponent = ({ path, readOnly }) => {
  const id = useId()
  const { id: editedId } = useDocumentInfo()
  const linkUrl = useField<string>({ path: siblingPath(path, 'linkUrl') })
  const title = useField<string>({ path: siblingPath(path, 'title') })
  const isExternal = useField<boolean>({ path: siblingPath(path, 'isExternal') })
  const categoryId = useField<string | null>({ path: siblingPath(path, 'categoryId') })
  const [map, setMap] = useState<FaqMapEntry[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [category, setCategory] = useState('')

  useEffect(() => {
    const controller = new AbortController()
    adminRequest<FaqMapEntry[]>('GET', '/api/shennong/faq-map', undefined, controller.signal)
      .then(setMap)
      .catch((failure: unknown) => {
        if ((failure as Error).name !== 'AbortError') setError(messageOf(failure))
      })
    return () => controller.abort()
  }, [])

  const linkedFaqId = faqIdOfLink(linkUrl.value)
  // A row that already points at an FAQ opens on that FAQ's category.
  useEffect(() => {
    if (!map || category !== '') return
    const holder = categoryOfFaq(map, linkedFaqId)
    if (holder) setCategory(categoryKey(holder))
  }, [map, linkedFaqId, category])

  const entry = map?.find((candidate) => categoryKey(candidate) === category)
  const choices = faqChoices(entry, editedId)
  const chosen = choices.some((faq) => faq._id === linkedFaqId) ? (linkedFaqId ?? '') : ''

  const choose = (faqId: string) => {
    const faq = choices.find((candidate) => candidate._id === faqId)
    if (!entry || !faq) return
    const row = linkToFaq(entry, faq, title.value)
    linkUrl.setValue(row.linkUrl)
    isExternal.setValue(row.isExternal)
    categoryId.setValue(row.categoryId)
    if (row.title !== title.value) title.setValue(row.title)
  }

  return (
    <fieldset className="field-type shennong-faq-picker">
      <legend className="shennong-faq-picker__legend">連結到常見問題</legend>
      {error ? (
        <p className="shennong-auth__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="shennong-faq-picker__row">
        <label className="shennong-faq-picker__field" htmlFor={`${id}-category`}>
          <span>類別</span>
          <select
            disabled={readOnly || !map}
            id={`${id}-category`}
            onChange={(event) => setCategory(event.target.value)}
            value={category}
          >
            <option value="">{map ? '請選擇類別' : '載入中…'}</option>
            {(map ?? []).map((candidate) => (
              <option key={categoryKey(candidate)} value={categoryKey(candidate)}>
                {candidate.name}
              </option>
            ))}
          </select>
        </label>
        {entry && choices.length === 0 ? (
          <p className="shennong-faq-picker__empty" role="status">
            {MSG.noOptions}
          </p>
        ) : (
          <label className="shennong-faq-picker__field" htmlFor={`${id}-faq`}>
            <span>常見問題</span>
            <select
              disabled={readOnly || !entry}
              id={`${id}-faq`}
              onChange={(event) => choose(event.target.value)}
              value={chosen}
            >
              <option value="">請選擇常見問題</option>
              {choices.map((faq) => (
                <option key={faq._id} value={faq._id}>
                  {faq.question}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <p className="shennong-faq-picker__hint">選擇常見問題後，連結網址會設為該問題的頁面（/faq/…），並記錄其類別。</p>
    </fieldset>
  )
}
