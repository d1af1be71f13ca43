'use client'

import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'
import React, { useEffect, useId, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

import { BlockRenderer } from '@/components/blocks/BlockRenderer'
import { blockProblems, normalizeBlocks } from '@/components/blocks/normalize'
import {
  type Block,
  type BlockElement,
  type TagName,
  BLOCK_LIBRARY,
  COLOR_PAIRS,
  colorPairOf,
  createBlock,
  definitionOf,
  withColorPair,
} from '@/components/blocks/types'
import { ArchivePicker, fileUrlOf } from '@/modules/archives/client'
import { Dialog } from '@/ui/Dialog'
import { IconPicker } from '@/ui/fields/IconPicker'
import './BlocksEditorField.css'
import { ElementForm, kindLabel, summaryOf } from './forms'

const KIND_TYPE = 'application/x-shennong-block-kind'
const INDEX_TYPE = 'application/x-shennong-block-index'

/** Move the item at `from` so that it lands before the item now at `to` (`to` may be list.length). */
export const moveTo = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to > from ? to - 1 : to, 0, item as T)
  return next
}

const insertAt = <T,>(list: readonly T[], at: number, item: T): T[] => [...list.slice(0, at), item, ...list.slice(at)]

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b)

const blockTitle = (block: Block): string => block.elements.map(kindLabel).join(' + ')

type Confirm = { kind: 'delete'; index: number } | { kind: 'leave' }

/**
 * The page builder as the Field of a `blocks` json field.
 *
 * - The block library (side panel): drag an entry into the block list, or press it (click,
 *   Enter, Space) to add that block at the end.
 * - The block list: drag a block's handle to reorder, or use 上移/下移; 刪除 asks first.
 * - 編輯模式: every block shows its form. Edits go to a draft; 套用 writes the draft to the
 *   field (the document is then saved with Payload's 儲存); 離開編輯模式 without 套用 restores
 *   the blocks as they were (the snapshot taken on entering edit mode or at the last 套用).
 *   Outside edit mode, adding, moving and deleting blocks change the field directly.
 * - 預覽: the blocks as the public site draws them (BlockRenderer).
 */
export const BlocksEditorField: JSONFieldClientComponent = ({ field, path, readOnly }) => {
  const { value, setValue, showError, errorMessage } = useField<unknown>({ path })
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const saved = useMemo(() => normalizeBlocks(value), [value])
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState<Block[]>([])
  const [snapshot, setSnapshot] = useState<Block[]>([])
  const [problems, setProblems] = useState<string[]>([])
  const [announcement, setAnnouncement] = useState('')
  const [dropAt, setDropAt] = useState<number | null>(null)
  const [confirm, setConfirm] = useState<Confirm | null>(null)
  const [imageTarget, setImageTarget] = useState<{ set: (url: string) => void } | null>(null)
  const [iconTarget, setIconTarget] = useState<{ current: string; set: (name: string) => void } | null>(null)
  const [portal, setPortal] = useState<HTMLElement | null>(null)
  const focusNext = useRef<{ index: number; selector: string } | null>(null)
  const dragFrom = useRef<number | null>(null)
  useEffect(() => setPortal(document.body), [])

  const disabled = Boolean(readOnly || field.admin?.readOnly)
  const blocks = editing ? draft : saved
  const dirty = editing && !same(draft, snapshot)
  const label = typeof field.label === 'string' ? field.label : field.name
  const description = typeof field.admin?.description === 'string' ? field.admin.description : undefined

  useEffect(() => {
    const target = focusNext.current
    if (!target) return
    focusNext.current = null
    root.current?.querySelector<HTMLElement>(`[data-block-index="${target.index}"] ${target.selector}`)?.focus()
  })

  const update = (next: Block[]) => {
    if (editing) setDraft(next)
    else setValue(next)
  }

  const add = (tagName: TagName, at = blocks.length) => {
    update(insertAt(blocks, at, createBlock(tagName)))
    focusNext.current = { index: at, selector: '.sn-be__block-title' }
    setAnnouncement(`已新增「${definitionOf(tagName).label}」區塊，位於第 ${at + 1} 個。`)
  }

  const move = (from: number, to: number) => {
    if (to === from || to === from + 1) return
    const next = moveTo(blocks, from, to)
    const landed = to > from ? to - 1 : to
    update(next)
    setAnnouncement(`已將「${blockTitle(blocks[from]!)}」移到第 ${landed + 1} 個。`)
    return landed
  }

  const moveBy = (index: number, delta: -1 | 1) => {
    const landed = move(index, delta < 0 ? index - 1 : index + 2)
    if (landed === undefined) return
    const control =
      delta < 0
        ? landed === 0
          ? '.sn-be__down'
          : '.sn-be__up'
        : landed === blocks.length - 1
          ? '.sn-be__up'
          : '.sn-be__down'
    focusNext.current = { index: landed, selector: control }
  }

  const remove = (index: number) => {
    const title = blockTitle(blocks[index]!)
    update(blocks.filter((_, i) => i !== index))
    setAnnouncement(`已刪除「${title}」區塊。`)
    focusNext.current =
      blocks.length > 1 ? { index: Math.min(index, blocks.length - 2), selector: '.sn-be__block-title' } : null
  }

  const setElement = (b: number, e: number, element: BlockElement) =>
    update(
      blocks.map((block, i) =>
        i === b ? { ...block, elements: block.elements.map((current, j) => (j === e ? element : current)) } : block,
      ),
    )

  /** Replace one element by several (a paragraph element split at pasted headings). */
  const splitElement = (b: number, e: number, elements: BlockElement[]) =>
    update(
      blocks.map((block, i) =>
        i === b
          ? { ...block, elements: [...block.elements.slice(0, e), ...elements, ...block.elements.slice(e + 1)] }
          : block,
      ),
    )

  const setPair = (b: number, pairId: number | null) =>
    update(
      blocks.map((block, i) => (i === b ? { ...block, className: withColorPair(block.className, pairId) } : block)),
    )

  const removeElement = (b: number, e: number) =>
    update(
      blocks.map((block, i) => (i === b ? { ...block, elements: block.elements.filter((_, j) => j !== e) } : block)),
    )

  const enterEditMode = () => {
    setDraft(saved)
    setSnapshot(saved)
    setProblems([])
    setEditing(true)
    setAnnouncement('已進入編輯模式。')
  }

  const leaveEditMode = () => {
    setEditing(false)
    setDraft([])
    setProblems([])
    // The field still holds the snapshot: nothing was applied since.
    if (!same(saved, snapshot)) setValue(snapshot)
    setAnnouncement('已離開編輯模式。')
  }

  const apply = () => {
    const found = blockProblems(draft).map((problem) => `第 ${problem.block + 1} 個區塊：${problem.message}`)
    setProblems(found)
    if (found.length > 0) {
      setAnnouncement('尚有必填欄位未填寫，無法套用。')
      return
    }
    setValue(draft)
    setSnapshot(draft)
    setAnnouncement('已套用變更，請按「儲存」儲存此文件。')
  }

  // Drag and drop (HTML5): library entries carry a kind, blocks their index.
  const isOurs = (event: React.DragEvent) =>
    event.dataTransfer.types.includes(KIND_TYPE) || event.dataTransfer.types.includes(INDEX_TYPE)

  const onBlockDragOver = (event: React.DragEvent<HTMLLIElement>, index: number) => {
    if (!isOurs(event)) return
    event.preventDefault()
    event.stopPropagation()
    event.dataTransfer.dropEffect = event.dataTransfer.types.includes(KIND_TYPE) ? 'copy' : 'move'
    const rect = event.currentTarget.getBoundingClientRect()
    setDropAt(event.clientY < rect.top + rect.height / 2 ? index : index + 1)
  }

  const onListDragOver = (event: React.DragEvent) => {
    if (!isOurs(event)) return
    event.preventDefault()
    event.dataTransfer.dropEffect = event.dataTransfer.types.includes(KIND_TYPE) ? 'copy' : 'move'
    if (event.target === event.currentTarget) setDropAt(blocks.length)
  }

  const onDrop = (event: React.DragEvent) => {
    if (!isOurs(event)) return
    event.preventDefault()
    const at = dropAt ?? blocks.length
    setDropAt(null)
    const kind = event.dataTransfer.getData(KIND_TYPE)
    if (kind && BLOCK_LIBRARY.some((entry) => entry.tagName === kind)) {
      add(kind as TagName, at)
      return
    }
    const from = Number(event.dataTransfer.getData(INDEX_TYPE) || dragFrom.current)
    dragFrom.current = null
    if (Number.isInteger(from) && from >= 0 && from < blocks.length) {
      const landed = move(from, at)
      if (landed !== undefined) focusNext.current = { index: landed, selector: '.sn-be__block-title' }
    }
  }

  // Enter in a text box of the builder must not submit (save) the document form.
  const onKeyDown = (event: React.KeyboardEvent) => {
    const target = event.target as HTMLElement
    if (event.key === 'Enter' && target instanceof HTMLInputElement && root.current?.contains(target))
      event.preventDefault()
  }

  const pickers = {
    pickImage: (set: (url: string) => void) => setImageTarget({ set }),
    pickIcon: (current: string, set: (name: string) => void) => setIconTarget({ current, set }),
  }

  if (disabled)
    return (
      <div className="field-type json sn-be">
        <FieldLabel label={label} path={path} />
        <div className="sn-be__preview-body">
          {saved.length > 0 ? <BlockRenderer blocks={saved} preview /> : <p className="sn-be__hint">目前暫無資料</p>}
        </div>
      </div>
    )

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- delegated keydown: Enter in the editor's inputs must not submit Payload's document form; the wrapper is no control
    <div className={`field-type json sn-be${editing ? ' is-editing' : ''}`} onKeyDown={onKeyDown} ref={root}>
      <FieldLabel label={label} path={path} required={field.required} />
      {description ? <FieldDescription description={description} path={path} /> : null}
      <div className="sn-be__toolbar" role="group" aria-label="頁面編輯器">
        {editing ? (
          <>
            <button className="sn-be__primary" onClick={apply} type="button">
              套用
            </button>
            <button onClick={() => (dirty ? setConfirm({ kind: 'leave' }) : leaveEditMode())} type="button">
              離開編輯模式
            </button>
            <span className="sn-be__status">{dirty ? '有尚未套用的變更' : '沒有尚未套用的變更'}</span>
          </>
        ) : (
          <button aria-pressed={false} className="sn-be__primary" onClick={enterEditMode} type="button">
            編輯模式
          </button>
        )}
      </div>
      <p aria-live="polite" className="sn-be__live" role="status">
        {announcement}
      </p>
      {problems.length > 0 ? (
        <div className="sn-be__problems" role="alert">
          <p>請先完成下列欄位再套用：</p>
          <ul>
            {problems.map((problem, index) => (
              <li key={index}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="sn-be__layout">
        <aside aria-labelledby={`${id}-library`} className="sn-be__library">
          <h3 id={`${id}-library`}>區塊庫</h3>
          <p className="sn-be__hint">拖曳到右側的區塊清單，或按下按鈕加到最後。</p>
          <ul>
            {BLOCK_LIBRARY.map((entry) => (
              <li key={entry.tagName}>
                <button
                  aria-label={`新增「${entry.label}」區塊：${entry.description}`}
                  className="sn-be__library-item"
                  draggable
                  onClick={() => add(entry.tagName)}
                  onDragEnd={() => setDropAt(null)}
                  onDragStart={(event) => {
                    event.dataTransfer.setData(KIND_TYPE, entry.tagName)
                    event.dataTransfer.setData('text/plain', entry.label)
                    event.dataTransfer.effectAllowed = 'copy'
                  }}
                  title={entry.description}
                  type="button"
                >
                  <span aria-hidden="true" className="sn-be__grip">
                    ⠿
                  </span>
                  {entry.label}
                </button>
              </li>
            ))}
          </ul>
        </aside>
        <section aria-labelledby={`${id}-list`} className="sn-be__main">
          <h3 id={`${id}-list`}>區塊清單（{blocks.length}）</h3>
          <ol
            className="sn-be__list"
            onDragLeave={(event) => !event.currentTarget.contains(event.relatedTarget as Node) && setDropAt(null)}
            onDragOver={onListDragOver}
            onDrop={onDrop}
          >
            {blocks.length === 0 ? <li className="sn-be__empty">目前暫無資料。請從區塊庫拖曳或加入區塊。</li> : null}
            {blocks.map((block, index) => {
              const pair = colorPairOf(block.className)
              const title = blockTitle(block)
              return (
                <li
                  className={`sn-be__block${dropAt === index ? ' is-drop-before' : ''}${dropAt === index + 1 && index === blocks.length - 1 ? ' is-drop-after' : ''}`}
                  data-block-index={index}
                  key={index}
                  onDragOver={(event) => onBlockDragOver(event, index)}
                >
                  <div
                    className="sn-be__block-head"
                    draggable
                    onDragEnd={() => {
                      setDropAt(null)
                      dragFrom.current = null
                    }}
                    onDragStart={(event) => {
                      dragFrom.current = index
                      event.dataTransfer.setData(INDEX_TYPE, String(index))
                      event.dataTransfer.setData('text/plain', title)
                      event.dataTransfer.effectAllowed = 'move'
                      const item = event.currentTarget.parentElement
                      if (item) event.dataTransfer.setDragImage(item, 16, 16)
                    }}
                  >
                    <span aria-hidden="true" className="sn-be__grip" title="拖曳以調整順序">
                      ⠿
                    </span>
                    <span className="sn-be__block-title" tabIndex={-1}>
                      {index + 1}. {title}
                    </span>
                    {pair ? (
                      <span
                        className="sn-be__pair-badge"
                        style={{ background: pair.backgroundColor, color: pair.textColor }}
                      >
                        {pair.label}
                      </span>
                    ) : null}
                    <span className="sn-be__block-actions">
                      <button
                        aria-label={`上移第 ${index + 1} 個區塊（${title}）`}
                        className="sn-be__up"
                        disabled={index === 0}
                        onClick={() => moveBy(index, -1)}
                        type="button"
                      >
                        上移
                      </button>
                      <button
                        aria-label={`下移第 ${index + 1} 個區塊（${title}）`}
                        className="sn-be__down"
                        disabled={index === blocks.length - 1}
                        onClick={() => moveBy(index, 1)}
                        type="button"
                      >
                        下移
                      </button>
                      <button
                        aria-label={`刪除第 ${index + 1} 個區塊（${title}）`}
                        className="sn-be__danger"
                        onClick={() => setConfirm({ kind: 'delete', index })}
                        type="button"
                      >
                        刪除
                      </button>
                    </span>
                  </div>
                  {editing ? (
                    <div className="sn-be__block-body">
                      <fieldset className="sn-be__pairs">
                        <legend>區塊配色</legend>
                        <label className="sn-be__swatch sn-be__swatch--none" title="不設定配色">
                          <input
                            checked={!pair}
                            name={`${id}-pair-${index}`}
                            onChange={() => setPair(index, null)}
                            type="radio"
                          />
                          <span>無</span>
                        </label>
                        {COLOR_PAIRS.map((option) => (
                          <label
                            className="sn-be__swatch"
                            key={option.id}
                            style={{ background: option.backgroundColor, color: option.textColor }}
                            title={option.label}
                          >
                            <input
                              checked={pair?.id === option.id}
                              name={`${id}-pair-${index}`}
                              onChange={() => setPair(index, option.id)}
                              type="radio"
                            />
                            <span aria-hidden="true">文</span>
                            <span className="sn-visually-hidden">{option.label}</span>
                          </label>
                        ))}
                      </fieldset>
                      {block.elements.map((element, e) => (
                        <div className="sn-be__element" key={e}>
                          {block.elements.length > 1 ? (
                            <div className="sn-be__element-head">
                              <strong>
                                元素 {e + 1}：{kindLabel(element)}
                              </strong>
                              <button
                                aria-label={`移除元素 ${e + 1}（${kindLabel(element)}）`}
                                onClick={() => removeElement(index, e)}
                                type="button"
                              >
                                移除元素
                              </button>
                            </div>
                          ) : null}
                          <ElementForm
                            {...pickers}
                            element={element}
                            label={`第 ${index + 1} 個區塊`}
                            onChange={(next) => setElement(index, e, next)}
                            onSplit={(elements) => splitElement(index, e, elements)}
                          />
                        </div>
                      ))}
                    </div>
                  ) : (
                    <p className="sn-be__summary">{block.elements.map(summaryOf).join('｜')}</p>
                  )}
                </li>
              )
            })}
            {dropAt === blocks.length && blocks.length === 0 ? (
              <li aria-hidden="true" className="sn-be__drop-line" />
            ) : null}
          </ol>
        </section>
      </div>
      <details className="sn-be__preview" open>
        <summary>預覽{editing ? '（編輯中的內容）' : ''}</summary>
        <div
          className="sn-be__preview-body"
          onClickCapture={(event) => {
            // The preview shows links; following one would leave the unsaved document.
            if ((event.target as HTMLElement).closest('a')) event.preventDefault()
          }}
        >
          {blocks.length > 0 ? <BlockRenderer blocks={blocks} preview /> : <p className="sn-be__hint">目前暫無資料</p>}
        </div>
      </details>
      {showError ? <FieldError message={errorMessage} path={path} showError /> : null}

      <Dialog
        onClose={() => setConfirm(null)}
        open={confirm !== null}
        title={confirm?.kind === 'leave' ? '離開編輯模式' : '刪除區塊'}
      >
        {confirm?.kind === 'delete' ? (
          <>
            <p>
              確定刪除第 {confirm.index + 1} 個區塊（{blocks[confirm.index] ? blockTitle(blocks[confirm.index]!) : ''}
              ）？
            </p>
            <div className="shennong-dialog__actions">
              <button
                className="sn-be__danger"
                onClick={() => {
                  remove(confirm.index)
                  setConfirm(null)
                }}
                type="button"
              >
                刪除
              </button>
              <button onClick={() => setConfirm(null)} type="button">
                取消
              </button>
            </div>
          </>
        ) : confirm?.kind === 'leave' ? (
          <>
            <p>尚未套用的變更將會捨棄，區塊會恢復為套用前的內容。確定離開編輯模式？</p>
            <div className="shennong-dialog__actions">
              <button
                className="sn-be__danger"
                onClick={() => {
                  setConfirm(null)
                  leaveEditMode()
                }}
                type="button"
              >
                捨棄變更並離開
              </button>
              <button onClick={() => setConfirm(null)} type="button">
                繼續編輯
              </button>
            </div>
          </>
        ) : null}
      </Dialog>
      <IconPicker
        onClose={() => setIconTarget(null)}
        onSelect={(name) => {
          iconTarget?.set(name)
          setIconTarget(null)
        }}
        open={iconTarget !== null}
        value={iconTarget?.current ?? null}
      />
      {portal
        ? createPortal(
            <ArchivePicker
              fileType="image"
              onChoose={(items) => {
                const url = items[0] ? fileUrlOf(items[0]) : null
                if (url) imageTarget?.set(url)
                setImageTarget(null)
              }}
              onClose={() => setImageTarget(null)}
              open={imageTarget !== null}
              title="選擇圖片"
            />,
            portal,
          )
        : null}
    </div>
  )
}
