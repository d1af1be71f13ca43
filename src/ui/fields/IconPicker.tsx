'use client'

import React, { useEffect, useMemo, useRef, useState } from 'react'

import { MSG } from '@/i18n/messages'
import { iconByName, searchIcons } from '@/lib/icons'

const COLUMNS = 8

type Props = { open: boolean; value: string | null; onSelect: (name: string) => void; onClose: () => void }

/**
 * The icon picker: a searchable grid of the product's icons.
 * Keyboard: type to search, Tab into the grid, arrow keys move, Enter or Space picks, Escape closes.
 */
export const IconPicker: React.FC<Props> = ({ open, value, onSelect, onClose }) => {
  const dialog = useRef<HTMLDialogElement>(null)
  const grid = useRef<HTMLDivElement>(null)
  const [query, setQuery] = useState('')
  const results = useMemo(() => searchIcons(query), [query])
  const [active, setActive] = useState(0)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      element.showModal()
      setQuery('')
      const selected = searchIcons('').findIndex((entry) => entry.name === value)
      setActive(selected >= 0 ? selected : 0)
    }
    if (!open && element.open) element.close()
  }, [open, value])

  useEffect(() => setActive((current) => Math.min(current, Math.max(results.length - 1, 0))), [results.length])

  const focusCell = (index: number) => {
    setActive(index)
    grid.current?.querySelector<HTMLButtonElement>(`[data-index="${index}"]`)?.focus()
  }

  const onGridKey = (event: React.KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: COLUMNS, ArrowUp: -COLUMNS }
    if (event.key in moves) {
      event.preventDefault()
      const next = active + moves[event.key]!
      if (next >= 0 && next < results.length) focusCell(next)
    } else if (event.key === 'Home') {
      event.preventDefault()
      focusCell(0)
    } else if (event.key === 'End') {
      event.preventDefault()
      focusCell(results.length - 1)
    }
  }

  return (
    <dialog
      aria-labelledby="icon-picker-title"
      className="shennong-dialog shennong-icon-picker"
      onClose={onClose}
      ref={dialog}
    >
      <h2 id="icon-picker-title">選擇圖示</h2>
      <label className="shennong-icon-picker__search">
        搜尋圖示
        <input
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the icon dialog opens on the user's request with focus on its first field, the search
          autoFocus
          onChange={(event) => setQuery(event.target.value)}
          placeholder="例如：書、日曆、mail"
          type="search"
          value={query}
        />
      </label>
      <p aria-live="polite" className="shennong-icon-picker__count">
        {results.length > 0 ? `共 ${results.length} 個圖示` : MSG.emptyList}
      </p>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- delegated arrow/Home/End keys move the roving focus among the grid's icon buttons */}
      <div aria-label="圖示" className="shennong-icon-picker__grid" onKeyDown={onGridKey} ref={grid} role="group">
        {results.map((entry, index) => {
          const Icon = entry.Icon
          const selected = entry.name === value
          return (
            <button
              aria-label={entry.label}
              aria-pressed={selected}
              className={`shennong-icon-picker__cell${selected ? ' is-selected' : ''}`}
              data-index={index}
              key={entry.name}
              onClick={() => onSelect(entry.name)}
              onFocus={() => setActive(index)}
              tabIndex={index === active ? 0 : -1}
              title={`${entry.label}（${entry.name}）`}
              type="button"
            >
              <Icon aria-hidden="true" size={22} />
              <span>{entry.label}</span>
            </button>
          )
        })}
      </div>
      <div className="shennong-dialog__actions">
        <span className="shennong-icon-picker__current">目前：{iconByName(value)?.label ?? '未選擇'}</span>
        <button onClick={onClose} type="button">
          取消
        </button>
      </div>
    </dialog>
  )
}
