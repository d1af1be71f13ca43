'use client'

import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'
import React, { useEffect, useState } from 'react'

const show = (value: unknown): string => (value === undefined || value === null ? '' : JSON.stringify(value, null, 2))

/**
 * JSON fields edited as text. Payload's default JSON editor loads Monaco from a public CDN, which
 * hospital networks often block; this one needs nothing from outside and says where the JSON is
 * wrong, keeping the last valid value until the text parses again.
 */
export const JsonTextareaField: JSONFieldClientComponent = ({ field, path, readOnly }) => {
  const { value, setValue, showError, errorMessage } = useField<unknown>({ path })
  const [text, setText] = useState(() => show(value))
  const [parseError, setParseError] = useState<string | null>(null)
  const id = `field-${path.replace(/\./g, '__')}`

  useEffect(() => {
    setText((current) => {
      try {
        return JSON.stringify(JSON.parse(current || 'null')) === JSON.stringify(value ?? null) ? current : show(value)
      } catch {
        return current
      }
    })
  }, [value])

  const onChange = (event: React.ChangeEvent<HTMLTextAreaElement>) => {
    const next = event.target.value
    setText(next)
    if (next.trim() === '') {
      setParseError(null)
      setValue(null)
      return
    }
    try {
      setValue(JSON.parse(next))
      setParseError(null)
    } catch (error) {
      setParseError(`JSON 格式錯誤：${(error as Error).message}`)
    }
  }

  const label = typeof field.label === 'string' ? field.label : field.name
  const description = typeof field.admin?.description === 'string' ? field.admin.description : undefined
  return (
    <div className="field-type json shennong-json-field">
      <FieldLabel htmlFor={id} label={label} path={path} required={field.required} />
      <textarea
        aria-describedby={parseError ? `${id}-error` : undefined}
        aria-invalid={Boolean(parseError)}
        className="shennong-json-field__input"
        id={id}
        onChange={onChange}
        readOnly={readOnly}
        rows={Math.min(24, Math.max(4, text.split('\n').length + 1))}
        spellCheck={false}
        value={text}
      />
      {parseError ? (
        <p className="shennong-auth__error" id={`${id}-error`} role="alert">
          {parseError}
        </p>
      ) : null}
      {showError ? <FieldError message={errorMessage} path={path} showError /> : null}
      {description ? <FieldDescription description={description} path={path} /> : null}
    </div>
  )
}
