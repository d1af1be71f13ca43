'use client'

import React, { useId, useRef, useState } from 'react'

import type { SearchTarget } from '@/modules/site'
import { buildSearchUrl } from './searchUrl'

const BLANK_HINT = '請輸入查詢關鍵字'

/**
 * The integrated search box: four targets (integrated search,
 * holdings, PubMed, Google Scholar) as a radio group, the keyword, and a submit that opens the
 * chosen site in a new window with the trimmed keyword. Blank input opens nothing and says so
 * beside the field.
 */
export const SearchBox: React.FC<{ targets: readonly SearchTarget[] }> = ({ targets }) => {
  const id = useId()
  const [target, setTarget] = useState(targets[0]?.key ?? '')
  const [keyword, setKeyword] = useState('')
  const [hint, setHint] = useState('')
  const input = useRef<HTMLInputElement>(null)
  if (targets.length === 0) return null

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const chosen = targets.find((entry) => entry.key === target) ?? targets[0]!
    const url = buildSearchUrl(chosen.urlTemplate, keyword)
    if (!url) {
      setHint(BLANK_HINT)
      input.current?.focus()
      return
    }
    setHint('')
    window.open(url, '_blank', 'noopener,noreferrer')
  }

  return (
    <form className="search-box" role="search" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h2 id={`${id}-title`} className="search-title">
        資源查詢
      </h2>
      <fieldset className="search-targets">
        <legend>查詢目標</legend>
        {targets.map((entry) => (
          <label key={entry.key} className="search-target">
            <input
              type="radio"
              name="target"
              value={entry.key}
              checked={target === entry.key}
              onChange={() => setTarget(entry.key)}
            />
            {entry.label}
          </label>
        ))}
      </fieldset>
      <div className="search-row">
        <label htmlFor={`${id}-keyword`} className="search-label">
          關鍵字
        </label>
        <input
          ref={input}
          id={`${id}-keyword`}
          type="search"
          name="q"
          value={keyword}
          onChange={(event) => {
            setKeyword(event.target.value)
            if (hint) setHint('')
          }}
          aria-describedby={`${id}-hint`}
          aria-invalid={hint ? true : undefined}
          autoComplete="off"
        />
        <button type="submit" className="button">
          查詢<span className="sr-only">（另開新視窗）</span>
        </button>
      </div>
      <p id={`${id}-hint`} className="search-hint" role="status">
        {hint}
      </p>
    </form>
  )
}
