'use client'

import { FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import React, { useState } from 'react'

import { iconByName } from '@/lib/icons'
import { IconPicker } from './IconPicker'

/** A text field that stores an icon name, chosen with the icon picker. */
export const IconField: TextFieldClientComponent = ({ field, path, readOnly }) => {
  const { value, setValue, showError, errorMessage } = useField<string>({ path })
  const [open, setOpen] = useState(false)
  const entry = iconByName(value)
  const Icon = entry?.Icon
  const label = typeof field.label === 'string' ? field.label : '圖示'
  return (
    <div className="field-type shennong-icon-field">
      <FieldLabel label={label} path={path} required={field.required} />
      <div className="shennong-icon-field__row">
        <span aria-live="polite" className="shennong-icon-field__preview">
          {Icon ? <Icon aria-hidden="true" size={24} /> : null}
          {entry ? entry.label : '尚未選擇圖示'}
        </span>
        <button disabled={readOnly} onClick={() => setOpen(true)} type="button">
          選擇圖示
        </button>
        {value && !readOnly ? (
          <button onClick={() => setValue(null)} type="button">
            清除
          </button>
        ) : null}
      </div>
      {showError ? <FieldError message={errorMessage} path={path} showError /> : null}
      <IconPicker
        onClose={() => setOpen(false)}
        onSelect={(name) => {
          setValue(name)
          setOpen(false)
        }}
        open={open}
        value={value ?? null}
      />
    </div>
  )
}
