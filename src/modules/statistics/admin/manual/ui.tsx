'use client'

import React, { useState } from 'react'

import { messageOf } from '@/ui/apiClient'
import { api, type Writer } from './api'

/** Pick writers: search accounts by name or account, add them, remove them. */
export const WriterPicker: React.FC<{ label: string; value: Writer[]; onChange: (value: Writer[]) => void }> = ({
  label,
  value,
  onChange,
}) => {
  const [keyword, setKeyword] = useState('')
  const [options, setOptions] = useState<{ id: string; name: string; username: string }[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const search = async () => {
    setError(null)
    try {
      setOptions(await api.writerOptions(keyword.trim()))
    } catch (failure) {
      setError(messageOf(failure))
    }
  }
  return (
    <fieldset className="shennong-stats__writers">
      <legend>{label}</legend>
      <ul className="shennong-stats__chips">
        {value.length === 0 ? <li>尚未指定</li> : null}
        {value.map((writer) => (
          <li key={writer.id}>
            {writer.name || writer.id}{' '}
            <button
              aria-label={`移除${label} ${writer.name}`}
              onClick={() => onChange(value.filter((other) => other.id !== writer.id))}
              type="button"
            >
              移除
            </button>
          </li>
        ))}
      </ul>
      <div className="shennong-stats__toolbar">
        <label className="shennong-stats__field">
          <span>搜尋{label}</span>
          <input
            onChange={(event) => setKeyword(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                void search()
              }
            }}
            value={keyword}
          />
        </label>
        <button onClick={() => void search()} type="button">
          搜尋
        </button>
      </div>
      {error ? (
        <p className="shennong-stats__error" role="alert">
          {error}
        </p>
      ) : null}
      {options ? (
        options.length === 0 ? (
          <p>找不到符合的使用者</p>
        ) : (
          <ul className="shennong-stats__options">
            {options
              .filter((option) => !value.some((writer) => writer.id === option.id))
              .map((option) => (
                <li key={option.id}>
                  <button
                    onClick={() => onChange([...value, { id: option.id, name: option.name || option.username }])}
                    type="button"
                  >
                    加入 {option.name || option.username}（{option.username}）
                  </button>
                </li>
              ))}
          </ul>
        )
      ) : null}
    </fieldset>
  )
}
