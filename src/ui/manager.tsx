'use client'

import React, { type DependencyList, useEffect, useState } from 'react'

import { messageOf } from './apiClient'
import { ConfirmDialog, type NoticeState, RowActions, useKitClass } from './kit'

/**
 * The pieces every manager screen of the back office is built from: its list read, the notice of
 * its last change, the delete confirmation of a row, and the table of its records.
 */

/**
 * Reads a screen's data: again when `deps` change or `reload()` is called; the read it replaces
 * is aborted, so a slow answer never overwrites a newer one. `error` is the server's message.
 * With `load` null (nothing chosen yet) nothing is read: no data, not loading, no error.
 */
export const useLoad = <T,>(load: ((signal: AbortSignal) => Promise<T>) | null, deps: DependencyList) => {
  const [data, setData] = useState<T | null>(null)
  const [loading, setLoading] = useState(load !== null)
  const [error, setError] = useState<string | null>(null)
  const [round, setRound] = useState(0)
  useEffect(() => {
    if (!load) {
      setData(null)
      setLoading(false)
      setError(null)
      return
    }
    const controller = new AbortController()
    setLoading(true)
    setError(null)
    load(controller.signal)
      .then((value) => {
        if (!controller.signal.aborted) setData(value)
      })
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) setError(messageOf(failure))
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false)
      })
    return () => controller.abort()
    // The caller names what the read depends on, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps stand for `load`, a new closure every render: adding it would read again on every render
  }, [...deps, round])
  return { data, setData, loading, error, reload: () => setRound((value) => value + 1) }
}

/** A row waiting for its delete to be confirmed: what the dialog says, and the delete itself. */
export type DeleteTarget = {
  name: string
  remove: () => Promise<unknown>
  message?: string
  title?: string
  afterwards?: () => void
}

/**
 * A manager screen's change state: `notice` says what the last change did; `askDelete` opens the
 * confirmation of a row's delete, which on 刪除 removes it, runs `afterwards`, says 已刪除 and
 * calls `changed` (the screen's reload). Render `deleteDialog` once on the screen.
 */
export const useChanges = (changed: () => void) => {
  const [notice, setNotice] = useState<NoticeState>(null)
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null)
  const saved = (name: string) => {
    setNotice({ ok: true, text: `已儲存「${name}」` })
    changed()
  }
  const deleteDialog = (
    <ConfirmDialog
      confirmLabel="刪除"
      message={deleting ? (deleting.message ?? `確定要刪除「${deleting.name}」嗎？此動作無法復原。`) : ''}
      onClose={() => setDeleting(null)}
      onConfirm={async () => {
        if (!deleting) return
        await deleting.remove()
        deleting.afterwards?.()
        setNotice({ ok: true, text: `已刪除「${deleting.name}」` })
        changed()
      }}
      open={deleting !== null}
      title={deleting?.title ?? '確認刪除'}
    />
  )
  return { notice, setNotice, saved, askDelete: setDeleting, deleteDialog }
}

/** One column of a record table: its heading and what a row shows in it. */
export type Column<T> = { header: string; cell: (row: T) => React.ReactNode; numeric?: boolean; testId?: string }

/**
 * The table of a manager screen: a caption, the columns, then 操作 with the row's own buttons
 * (`view`, e.g. 檢視) followed by 編輯 and 刪除, each only when its handler is given. The first
 * column heads its row when `rowHeader` is set.
 */
export const RecordTable = <T,>({
  caption,
  captionHidden,
  columns,
  rows,
  rowKey,
  rowName,
  rowHeader,
  view,
  onEdit,
  onDelete,
  isSelected,
}: {
  caption: React.ReactNode
  captionHidden?: boolean
  columns: Column<T>[]
  rows: T[]
  rowKey: (row: T) => string | number
  rowName: (row: T) => string
  rowHeader?: boolean
  view?: (row: T) => React.ReactNode
  onEdit?: (row: T) => void
  onDelete?: (row: T) => void
  isSelected?: (row: T) => boolean
}) => {
  const cls = useKitClass()
  const withActions = Boolean(view || onEdit || onDelete)
  return (
    <table className={cls('table')}>
      <caption className={captionHidden ? 'shennong-visually-hidden' : undefined}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th className={column.numeric ? 'is-number' : undefined} key={column.header} scope="col">
              {column.header}
            </th>
          ))}
          {withActions ? <th scope="col">操作</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr className={isSelected?.(row) ? 'is-selected' : undefined} key={rowKey(row)}>
            {columns.map((column, index) =>
              rowHeader && index === 0 ? (
                <th key={column.header} scope="row">
                  {column.cell(row)}
                </th>
              ) : (
                <td
                  className={column.numeric ? 'is-number' : undefined}
                  data-testid={column.testId}
                  key={column.header}
                >
                  {column.cell(row)}
                </td>
              ),
            )}
            {withActions ? (
              <td className={cls('actions')}>
                {view?.(row)}
                <RowActions
                  name={rowName(row)}
                  onDelete={onDelete ? () => onDelete(row) : undefined}
                  onEdit={onEdit ? () => onEdit(row) : undefined}
                />
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The 啟用/停用 choice of a record's status. */
export const StatusSelect: React.FC<{
  id?: string
  value: 'Enabled' | 'Disabled'
  onChange: (value: 'Enabled' | 'Disabled') => void
  label?: string
}> = ({ id, value, onChange, label }) => (
  <select
    aria-label={label}
    id={id}
    onChange={(event) => onChange(event.target.value === 'Disabled' ? 'Disabled' : 'Enabled')}
    value={value}
  >
    <option value="Enabled">啟用</option>
    <option value="Disabled">停用</option>
  </select>
)

/** A label that holds its control, laid out inline in a toolbar row. */
export const InlineField: React.FC<{ id: string; label: string; children: React.ReactNode }> = ({
  id,
  label,
  children,
}) => {
  const cls = useKitClass()
  return (
    <label className={cls('field')} htmlFor={id}>
      {label}
      {children}
    </label>
  )
}

/** The name and status every configured record has, side by side at the top of its form. */
export const NameStatusFields: React.FC<{
  id: string
  nameLabel: string
  name: string
  status: 'Enabled' | 'Disabled'
  onChange: (patch: { name?: string; status?: 'Enabled' | 'Disabled' }) => void
}> = ({ id, nameLabel, name, status, onChange }) => (
  <>
    <InlineField id={`${id}-name`} label={nameLabel}>
      <input id={`${id}-name`} onChange={(event) => onChange({ name: event.target.value })} required value={name} />
    </InlineField>
    <InlineField id={`${id}-status`} label="狀態">
      <StatusSelect id={`${id}-status`} onChange={(value) => onChange({ status: value })} value={status} />
    </InlineField>
  </>
)
