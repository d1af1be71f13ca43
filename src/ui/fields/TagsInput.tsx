'use client'

import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import React, { useRef, useState } from 'react'

import { addTag, removeTagAt, tagsOf } from './tags'

type TagsInputProps = {
  /** The text input's id (its label points at it). */
  id: string
  label: string
  tags: string[]
  onChange: (tags: string[]) => void
  readOnly?: boolean
  invalid?: boolean
}

/**
 * A list of tags with an input and a 新增 button: Enter or the
 * button adds the trimmed text, a tag already in the list is ignored, and every tag has its own
 * remove button, so the whole field works from the keyboard.
 */
export const TagsInput: React.FC<TagsInputProps> = ({ id, label, tags, onChange, readOnly, invalid }) => {
  const [text, setText] = useState('')
  const [notice, setNotice] = useState('')
  const input = useRef<HTMLInputElement>(null)

  const add = () => {
    const { tags: next, outcome } = addTag(tags, text)
    if (outcome === 'added') onChange(next)
    setNotice(outcome === 'duplicate' ? `「${text.trim()}」已在清單中，不重複加入` : '')
    if (outcome !== 'empty') setText('')
    input.current?.focus()
  }

  const remove = (index: number) => {
    setNotice(`已移除「${tags[index]}」`)
    onChange(removeTagAt(tags, index))
    input.current?.focus()
  }

  return (
    <div className="shennong-tags">
      {tags.length > 0 ? (
        <ul aria-label={label} className="shennong-tags__list">
          {tags.map((tag, index) => (
            <li className="shennong-tags__tag" key={tag}>
              <span>{tag}</span>
              {readOnly ? null : (
                <button
                  aria-label={`移除「${tag}」`}
                  className="shennong-tags__remove"
                  onClick={() => remove(index)}
                  type="button"
                >
                  <span aria-hidden="true">×</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : readOnly ? (
        <p className="shennong-tags__none">（無）</p>
      ) : null}
      {readOnly ? null : (
        <div className="shennong-tags__entry">
          <input
            aria-invalid={invalid || undefined}
            id={id}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              // Enter that ends an IME composition (注音, 倉頡) picks characters, it does not add.
              if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
              event.preventDefault()
              add()
            }}
            ref={input}
            type="text"
            value={text}
          />
          <button className="shennong-tags__add" onClick={add} type="button">
            新增
          </button>
        </div>
      )}
      <p aria-live="polite" className="shennong-tags__notice">
        {notice}
      </p>
    </div>
  )
}

/** The tags input as the Payload field of a hasMany text field (FAQ keywords, report types). */
export const TagsField: TextFieldClientComponent = ({ field, path, readOnly }) => {
  const { value, setValue, showError, errorMessage } = useField<string[]>({ path })
  const id = `field-${path.replace(/\./g, '__')}`
  const label = typeof field.label === 'string' ? field.label : field.name
  const description = typeof field.admin?.description === 'string' ? field.admin.description : undefined
  return (
    <div className="field-type text shennong-tags-field">
      <FieldLabel htmlFor={id} label={label} path={path} required={field.required} />
      {showError ? <FieldError message={errorMessage} path={path} showError /> : null}
      <TagsInput
        id={id}
        invalid={showError}
        label={label}
        onChange={(tags) => setValue(tags)}
        readOnly={readOnly || field.admin?.readOnly}
        tags={tagsOf(value)}
      />
      {description ? <FieldDescription description={description} path={path} /> : null}
    </div>
  )
}
