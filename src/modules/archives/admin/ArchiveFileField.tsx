'use client'

import { FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import React, { useEffect, useId, useState } from 'react'
import { createPortal } from 'react-dom'

import { ArchivePicker } from './ArchivePicker'
import { fileUrlOf, looksLikeImageUrl, parseFileType } from './state'
import type { ArchiveItem } from './types'

const Preview: React.FC<{ url: string; label: string }> = ({ url, label }) =>
  looksLikeImageUrl(url) ? (
    <img alt={`${label}預覽`} className="shennong-file-field__image" src={url} />
  ) : (
    <a className="shennong-file-field__link" href={url} rel="noreferrer" target="_blank">
      {url}
    </a>
  )

/**
 * A text field that stores the URL of a file chosen from the archive (the preview URL of an image,
 * the download URL otherwise; a list for `hasMany`), with a preview. `admin.custom.fileType`
 * (image | documents | any) filters what the picker offers.
 */
export const ArchiveFileField: TextFieldClientComponent = ({ field, path, readOnly }) => {
  const id = useId()
  const { value, setValue, showError, errorMessage } = useField<string | string[] | null>({ path })
  const [open, setOpen] = useState(false)
  // The picker has forms of its own: it lives outside the document form (portal), and its
  // submit events stop before they reach the document form.
  const [portalTarget, setPortalTarget] = useState<HTMLElement | null>(null)
  useEffect(() => setPortalTarget(document.body), [])
  const hasMany = Boolean(field.hasMany)
  const custom = (field.admin?.custom ?? {}) as { fileType?: unknown }
  const fileType = parseFileType(custom.fileType)
  const label = typeof field.label === 'string' ? field.label : '檔案'
  const disabled = Boolean(readOnly || field.admin?.readOnly)
  const urls = Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : []

  const choose = (items: ArchiveItem[]) => {
    const chosen = items.map(fileUrlOf).filter((url): url is string => Boolean(url))
    if (hasMany) setValue([...urls, ...chosen.filter((url) => !urls.includes(url))])
    else setValue(chosen[0] ?? null)
    setOpen(false)
  }

  return (
    <div className={`field-type shennong-file-field${showError ? ' error' : ''}`}>
      <FieldLabel htmlFor={hasMany ? undefined : `${id}-url`} label={label} path={path} required={field.required} />
      {hasMany ? (
        urls.length > 0 ? (
          <ul className="shennong-file-field__list">
            {urls.map((url) => (
              <li key={url}>
                <Preview label={label} url={url} />
                {!disabled ? (
                  <button
                    aria-label={`移除 ${url}`}
                    onClick={() => setValue(urls.filter((u) => u !== url))}
                    type="button"
                  >
                    移除
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="shennong-file-field__empty">尚未選擇檔案</p>
        )
      ) : (
        <>
          <input
            className="shennong-file-field__input"
            disabled={disabled}
            id={`${id}-url`}
            onChange={(event) => setValue(event.target.value || null)}
            placeholder="從檔案庫選擇，或輸入網址"
            type="text"
            value={urls[0] ?? ''}
          />
          {urls[0] ? (
            <div aria-live="polite" className="shennong-file-field__preview">
              <Preview label={label} url={urls[0]} />
            </div>
          ) : null}
        </>
      )}
      <div className="shennong-file-field__buttons">
        <button disabled={disabled} onClick={() => setOpen(true)} type="button">
          選擇檔案
        </button>
        {urls.length > 0 && !disabled ? (
          <button onClick={() => setValue(hasMany ? [] : null)} type="button">
            清除
          </button>
        ) : null}
      </div>
      {showError ? <FieldError message={errorMessage} path={path} showError /> : null}
      {portalTarget
        ? createPortal(
            <ArchivePicker
              fileType={fileType}
              multiple={hasMany}
              onChoose={choose}
              onClose={() => setOpen(false)}
              open={open}
              title={`選擇${label}`}
            />,
            portalTarget,
          )
        : null}
    </div>
  )
}
