'use client'

import { File, FileImage, FileSpreadsheet, FileText, Folder, FolderClock, FolderCog, Trash2 } from 'lucide-react'
import React, { useEffect, useRef, useState } from 'react'

import { MSG } from '@/i18n/messages'
import { formatSize } from '@/lib/format'
import { GRID_COLUMNS, type LayoutType, formatDateTime, moveIndex } from './state'
import type { ArchiveItem } from './types'

export type Pickable = { multiple: boolean; picked: readonly string[]; onToggle: (item: ArchiveItem) => void }

type Props = {
  items: ArchiveItem[]
  layout: LayoutType
  selectedId: string | null
  preview: boolean
  /** Picker in multi-select mode: a checkbox on each file. */
  pickable?: Pickable | null
  onSelect: (item: ArchiveItem) => void
  onOpen: (item: ArchiveItem) => void
  /** Double-click on a file (the picker chooses it). */
  onActivateFile?: (item: ArchiveItem) => void
  onContextMenu: (item: ArchiveItem | null, x: number, y: number) => void
}

const SPREADSHEETS = new Set(['xls', 'xlsx', 'ods', 'csv'])
const DOCUMENTS = new Set(['pdf', 'doc', 'docx', 'odt', 'txt', 'ppt', 'pptx', 'odp'])

/** The icon of an item: module folders and the system folders look different from plain folders. */
export const ItemIcon: React.FC<{ item: ArchiveItem; size?: number }> = ({ item, size = 28 }) => {
  const props = { 'aria-hidden': true, size } as const
  if (item.type === 'Folder') {
    if (item.systemKey === 'recycle-bin') return <Trash2 {...props} />
    if (item.systemKey === 'temp') return <FolderClock {...props} />
    if (item.isModuleFolder) return <FolderCog {...props} />
    return <Folder {...props} />
  }
  if (item.isImage) return <FileImage {...props} />
  const extension = (item.extension ?? '').toLowerCase()
  if (SPREADSHEETS.has(extension)) return <FileSpreadsheet {...props} />
  if (DOCUMENTS.has(extension)) return <FileText {...props} />
  return <File {...props} />
}

const Thumbnail: React.FC<{ item: ArchiveItem; preview: boolean; iconSize?: number }> = ({
  item,
  preview,
  iconSize,
}) =>
  preview && item.thumbnailUrl ? (
    <img
      alt=""
      className="shennong-archive__thumb"
      decoding="async"
      height={50}
      loading="lazy"
      src={item.thumbnailUrl}
      width={50}
    />
  ) : (
    <ItemIcon item={item} size={iconSize} />
  )

const describe = (item: ArchiveItem): string =>
  item.type === 'Folder' ? (item.isModuleFolder ? '模組資料夾' : '資料夾') : `檔案，${formatSize(item.size)}`

/**
 * The listing in three layouts: a 4-column grid, a list, and a table (name, file
 * size, uploader, upload date, with a 50×50 thumbnail). Every item is focusable (roving tab stop):
 * arrows move, Enter opens a folder or selects a file, Space selects, Shift+F10 / ContextMenu opens
 * the context menu.
 */
export const ArchiveItems: React.FC<Props> = ({
  items,
  layout,
  selectedId,
  preview,
  pickable,
  onSelect,
  onOpen,
  onActivateFile,
  onContextMenu,
}) => {
  const container = useRef<HTMLElement | null>(null)
  const [active, setActive] = useState(0)

  useEffect(() => {
    const selected = selectedId ? items.findIndex((item) => item._id === selectedId) : -1
    setActive((current) => (selected >= 0 ? selected : Math.min(current, Math.max(items.length - 1, 0))))
  }, [items, selectedId])

  const focusIndex = (index: number) => {
    setActive(index)
    container.current?.querySelector<HTMLElement>(`[data-index="${index}"]`)?.focus()
  }

  const onItemKey = (event: React.KeyboardEvent, item: ArchiveItem, index: number) => {
    if (event.target !== event.currentTarget) return
    if (event.key === 'Enter') {
      event.preventDefault()
      if (item.type === 'Folder') onOpen(item)
      else onSelect(item)
      return
    }
    if (event.key === ' ') {
      event.preventDefault()
      onSelect(item)
      if (pickable?.multiple && item.type === 'File') pickable.onToggle(item)
      return
    }
    if ((event.key === 'F10' && event.shiftKey) || event.key === 'ContextMenu') {
      event.preventDefault()
      onSelect(item)
      const rect = (event.currentTarget as HTMLElement).getBoundingClientRect()
      onContextMenu(item, rect.left + Math.min(24, rect.width / 2), rect.top + Math.min(rect.height, 40))
      return
    }
    const next = moveIndex(index, event.key, items.length, layout === 'grid' ? GRID_COLUMNS : 1)
    if (next !== null) {
      event.preventDefault()
      focusIndex(next)
    }
  }

  const itemHandlers = (item: ArchiveItem, index: number) => ({
    'data-index': index,
    tabIndex: index === active ? 0 : -1,
    onFocus: () => setActive(index),
    onClick: () => onSelect(item),
    onDoubleClick: () => (item.type === 'Folder' ? onOpen(item) : onActivateFile?.(item)),
    onKeyDown: (event: React.KeyboardEvent) => onItemKey(event, item, index),
    onContextMenu: (event: React.MouseEvent) => {
      event.preventDefault()
      event.stopPropagation()
      onSelect(item)
      onContextMenu(item, event.clientX, event.clientY)
    },
  })

  const onBackgroundMenu = (event: React.MouseEvent) => {
    event.preventDefault()
    onContextMenu(null, event.clientX, event.clientY)
  }

  const checkbox = (item: ArchiveItem) =>
    pickable?.multiple && item.type === 'File' ? (
      <input
        aria-label={`選取 ${item.name}`}
        checked={pickable.picked.includes(item._id)}
        className="shennong-archive__check"
        onChange={() => pickable.onToggle(item)}
        onClick={(event) => event.stopPropagation()}
        onDoubleClick={(event) => event.stopPropagation()}
        tabIndex={-1}
        type="checkbox"
      />
    ) : null

  if (items.length === 0) {
    return (
      <div className="shennong-archive__empty" onContextMenu={onBackgroundMenu}>
        <p role="status">{MSG.emptyList}</p>
      </div>
    )
  }

  if (layout === 'table') {
    return (
      <div className="shennong-archive__table-wrap" onContextMenu={onBackgroundMenu}>
        <table
          aria-label="檔案與資料夾"
          className="shennong-archive__table"
          ref={(el) => void (container.current = el)}
        >
          <thead>
            <tr>
              {pickable?.multiple ? (
                <th scope="col">
                  <span className="shennong-visually-hidden">選取</span>
                </th>
              ) : null}
              <th scope="col">名稱</th>
              <th scope="col">檔案大小</th>
              <th scope="col">上傳者</th>
              <th scope="col">上傳日期</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => {
              const selected = item._id === selectedId
              return (
                <tr
                  className={`shennong-archive__row${selected ? ' is-selected' : ''}${item.isModuleFolder ? ' is-module' : ''}`}
                  data-id={item._id}
                  key={item._id}
                  {...itemHandlers(item, index)}
                >
                  {pickable?.multiple ? <td>{checkbox(item)}</td> : null}
                  <td>
                    <span className="shennong-archive__name-cell">
                      <span className="shennong-archive__thumb-box">
                        <Thumbnail iconSize={24} item={item} preview={preview} />
                      </span>
                      <span className="shennong-archive__name">{item.name}</span>
                      {selected ? <span className="shennong-visually-hidden">（已選取）</span> : null}
                    </span>
                  </td>
                  <td>{item.type === 'File' ? formatSize(item.size) : '-'}</td>
                  <td>{item.createdUser?.name || '-'}</td>
                  <td>{formatDateTime(item.createdAt)}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    )
  }

  return (
    <ul
      aria-label="檔案與資料夾"
      aria-orientation={layout === 'grid' ? undefined : 'vertical'}
      className={layout === 'grid' ? 'shennong-archive__grid' : 'shennong-archive__list'}
      onContextMenu={onBackgroundMenu}
      ref={(el) => void (container.current = el)}
      role="listbox"
    >
      {items.map((item, index) => {
        const selected = item._id === selectedId
        return (
          <li
            aria-label={`${item.name}，${describe(item)}`}
            aria-selected={selected}
            className={`shennong-archive__item${selected ? ' is-selected' : ''}${item.isModuleFolder ? ' is-module' : ''}${item.type === 'Folder' ? ' is-folder' : ''}`}
            data-id={item._id}
            key={item._id}
            role="option"
            {...itemHandlers(item, index)}
          >
            {checkbox(item)}
            <span className="shennong-archive__icon">
              <Thumbnail iconSize={layout === 'grid' ? 40 : 24} item={item} preview={preview} />
            </span>
            <span className="shennong-archive__name" title={item.name}>
              {item.name}
            </span>
            {item.isModuleFolder ? <span className="shennong-archive__badge">模組</span> : null}
            {layout === 'list' ? (
              <>
                <span className="shennong-archive__meta">{item.type === 'File' ? formatSize(item.size) : ''}</span>
                <span className="shennong-archive__meta">{formatDateTime(item.createdAt)}</span>
              </>
            ) : item.type === 'File' ? (
              <span className="shennong-archive__meta">{formatSize(item.size)}</span>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
