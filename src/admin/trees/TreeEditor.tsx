'use client'

import React, { useCallback, useEffect, useId, useRef, useState } from 'react'

import { TREE_UI } from '@/trees/messages'
import { MAX_TREE_DEPTH } from '@/trees/trees'
import {
  type DropPosition,
  type EditorNode,
  type ServerTreeNode,
  addNode,
  countNodes,
  depthOf,
  findNode,
  fromServer,
  heightOf,
  indent,
  isWithin,
  locate,
  moveDown,
  moveNode,
  moveUp,
  outdent,
  removeNode,
  toSubmission,
} from './treeState'

export type TreeEditorProps = {
  /** Heading of the panel. */
  title: string
  /** GET: the nested tree (`{ result: [...] }`). */
  treeUrl: string
  /** POST: the whole tree (`{ routes: [...] }`), answers the saved tree. */
  saveUrl: string
  /** The edit screen of a node: `${editPath}/${id}`. */
  editPath: string
  /** A short description of a node beside its name. */
  describe?: (node: ServerTreeNode) => string | undefined
}

type Status = { kind: 'loading' } | { kind: 'ready' } | { kind: 'error'; message: string }
type Notice = { kind: 'success' | 'error'; message: string } | null
type Drag = { key: string; target?: string; position?: DropPosition }

/** A failed call says the server's message when it sent one, otherwise the HTTP status. */
const call = async (url: string, init?: RequestInit): Promise<ServerTreeNode[]> => {
  const response = await fetch(url, { credentials: 'include', ...init })
  const body = (await response.json().catch(() => ({}))) as { result?: ServerTreeNode[]; message?: string }
  if (!response.ok) throw new Error(body.message ?? String(response.status))
  return body.result ?? []
}

const styles = {
  panel: { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '1rem', marginBottom: '1.5rem' },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '.5rem', marginBottom: '.75rem' },
  list: { listStyle: 'none', margin: 0, paddingLeft: 0 },
  childList: {
    listStyle: 'none',
    margin: 0,
    paddingLeft: '1.75rem',
    borderLeft: '1px dashed var(--theme-elevation-200)',
  },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '.35rem',
    padding: '.3rem .5rem',
    margin: '.15rem 0',
    borderRadius: 4,
    background: 'var(--theme-elevation-50)',
    cursor: 'grab',
    borderTop: '2px solid transparent',
    borderBottom: '2px solid transparent',
  },
  name: { fontWeight: 600, marginRight: '.5rem' },
  detail: { color: 'var(--theme-elevation-600)', fontSize: '.85em', marginRight: 'auto' },
  badge: { fontSize: '.75em', padding: '0 .4rem', borderRadius: 8, background: '#fff4ce', color: '#6b4e00' },
  small: { fontSize: '.8em', padding: '.15rem .45rem' },
  hint: { color: 'var(--theme-elevation-600)', fontSize: '.85em', margin: '0 0 .75rem' },
  unsaved: { color: '#8a5a00', fontWeight: 600 },
} satisfies Record<string, React.CSSProperties>

const dropStyle = (position: DropPosition | undefined): React.CSSProperties =>
  position === 'before'
    ? { borderTop: '2px solid var(--theme-success-500, #2f7d32)' }
    : position === 'after'
      ? { borderBottom: '2px solid var(--theme-success-500, #2f7d32)' }
      : position === 'inside'
        ? { outline: '2px dashed var(--theme-success-500, #2f7d32)' }
        : {}

/** An inline name input (新增節點 / 新增子節點). */
const NameForm: React.FC<{ onAdd: (name: string) => void; onCancel: () => void }> = ({ onAdd, onCancel }) => {
  const [name, setName] = useState('')
  const [error, setError] = useState('')
  const id = useId()
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (!name.trim()) return setError(`${TREE_UI.newName}為必填欄位`)
    onAdd(name.trim())
  }
  return (
    <form
      onSubmit={submit}
      style={{ display: 'flex', flexWrap: 'wrap', gap: '.35rem', alignItems: 'center', margin: '.35rem 0' }}
      noValidate
    >
      <label htmlFor={id}>{TREE_UI.newName}</label>
      <input
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the inline name form opens on 新增節點 and its only field takes focus, as the user asked for it
        autoFocus
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setName(event.target.value)
          setError('')
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel()
        }}
        value={name}
      />
      <button className="shennong-header-button" type="submit">
        {TREE_UI.confirmAdd}
      </button>
      <button className="shennong-header-button" onClick={onCancel} type="button">
        {TREE_UI.cancel}
      </button>
      {error ? (
        <span className="shennong-auth__error" id={`${id}-error`} role="alert">
          {error}
        </span>
      ) : null}
    </form>
  )
}

/**
 * A drag-sortable editor of a stored tree (the navigation tree, the FAQ tree): drag a node
 * before, after or into another, or use each node's buttons (上移, 下移, 升一層, 降一層) from
 * the keyboard; add nodes; 儲存排序 saves the whole tree in one call.
 */
export const TreeEditor: React.FC<TreeEditorProps> = ({ title, treeUrl, saveUrl, editPath, describe }) => {
  const [tree, setTree] = useState<EditorNode[]>([])
  const [status, setStatus] = useState<Status>({ kind: 'loading' })
  const [dirty, setDirty] = useState(false)
  const [saving, setSaving] = useState(false)
  const [notice, setNotice] = useState<Notice>(null)
  const [adding, setAdding] = useState<{ parentKey: string | null } | null>(null)
  const [drag, setDrag] = useState<Drag | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const focusAfter = useRef<{ key: string; action: string } | null>(null)
  const fresh = useRef(0)
  const rootRef = useRef<HTMLElement>(null)
  const titleId = useId()

  const load = useCallback(async () => {
    setStatus({ kind: 'loading' })
    try {
      setTree(fromServer(await call(treeUrl), describe))
      setDirty(false)
      setStatus({ kind: 'ready' })
    } catch (error) {
      setStatus({ kind: 'error', message: `${TREE_UI.loadFailed}：${(error as Error).message}` })
    }
  }, [treeUrl, describe])

  useEffect(() => {
    void load()
  }, [load])

  // Leaving the page with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  // After a keyboard move, the focus stays on the same button of the moved node.
  useEffect(() => {
    const target = focusAfter.current
    if (!target) return
    focusAfter.current = null
    const row = rootRef.current?.querySelector<HTMLElement>(`[data-node-key="${target.key}"]`)
    const button = row?.querySelector<HTMLButtonElement>(`[data-action="${target.action}"]:not(:disabled)`)
    ;(button ?? row?.querySelector<HTMLButtonElement>('button:not(:disabled)'))?.focus()
  }, [tree])

  const change = (next: EditorNode[], message?: string) => {
    if (next === tree) return
    setTree(next)
    setDirty(true)
    setNotice(null)
    if (message) setAnnouncement(message)
  }

  /** Would the node still fit the depth limit at that place? */
  const fits = (key: string, targetKey: string, position: DropPosition): boolean => {
    const node = findNode(tree, key)
    if (!node) return false
    const depth = depthOf(tree, targetKey) + (position === 'inside' ? 1 : 0)
    return depth + heightOf(node) - 1 <= MAX_TREE_DEPTH
  }

  const act = (key: string, action: string, move: (t: EditorNode[], k: string) => EditorNode[], label: string) => {
    const node = findNode(tree, key)
    const next = move(tree, key)
    if (next === tree || !node) return
    const at = locate(next, key)
    if (at && at.path.length - 1 + heightOf(node) > MAX_TREE_DEPTH) {
      setNotice({ kind: 'error', message: `樹狀結構最多只能有 ${MAX_TREE_DEPTH} 層` })
      return
    }
    focusAfter.current = { key, action }
    change(next, `「${node.name}」已${label}`)
  }

  const add = (name: string) => {
    const parentKey = adding?.parentKey ?? null
    if (parentKey && depthOf(tree, parentKey) + 1 > MAX_TREE_DEPTH) {
      setNotice({ kind: 'error', message: `樹狀結構最多只能有 ${MAX_TREE_DEPTH} 層` })
      return
    }
    fresh.current += 1
    change(addNode(tree, { key: `new-${fresh.current}`, name, children: [] }, parentKey), `已新增「${name}」`)
    setAdding(null)
  }

  const save = async () => {
    setSaving(true)
    setNotice(null)
    try {
      const saved = await call(saveUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ routes: toSubmission(tree) }),
      })
      setTree(fromServer(saved, describe))
      setDirty(false)
      setNotice({ kind: 'success', message: TREE_UI.saved })
    } catch (error) {
      setNotice({ kind: 'error', message: `${TREE_UI.saveFailed}：${(error as Error).message}` })
    } finally {
      setSaving(false)
    }
  }

  const reload = () => {
    if (dirty && !window.confirm(TREE_UI.discardConfirm)) return
    setNotice(null)
    void load()
  }

  // --- drag and drop -------------------------------------------------------------------------

  const positionOf = (event: React.DragEvent<HTMLElement>): DropPosition => {
    const box = event.currentTarget.getBoundingClientRect()
    const y = (event.clientY - box.top) / Math.max(box.height, 1)
    return y < 0.3 ? 'before' : y > 0.7 ? 'after' : 'inside'
  }

  const onDragOver = (event: React.DragEvent<HTMLElement>, targetKey: string) => {
    if (!drag || drag.key === targetKey || isWithin(tree, drag.key, targetKey)) return
    const position = positionOf(event)
    if (!fits(drag.key, targetKey, position)) return
    event.preventDefault()
    event.dataTransfer.dropEffect = 'move'
    if (drag.target !== targetKey || drag.position !== position) setDrag({ ...drag, target: targetKey, position })
  }

  const onDrop = (event: React.DragEvent<HTMLElement>, targetKey: string) => {
    event.preventDefault()
    if (!drag) return
    const position = positionOf(event)
    const node = findNode(tree, drag.key)
    const target = findNode(tree, targetKey)
    setDrag(null)
    if (!node || !target || !fits(drag.key, targetKey, position)) return
    const where = position === 'before' ? '之前' : position === 'after' ? '之後' : '之下'
    change(moveNode(tree, drag.key, targetKey, position), `「${node.name}」已移至「${target.name}」${where}`)
  }

  // --- rendering -----------------------------------------------------------------------------

  const renderNodes = (nodes: EditorNode[], depth: number): React.ReactNode => (
    <ul aria-label={depth === 1 ? title : undefined} style={depth === 1 ? styles.list : styles.childList}>
      {nodes.map((node, index) => {
        const isDropTarget = drag?.target === node.key
        const button = (action: string, label: string, disabled: boolean, onClick: () => void) => (
          <button
            aria-label={`${label}「${node.name}」`}
            className="shennong-header-button"
            data-action={action}
            disabled={disabled || saving}
            onClick={onClick}
            style={styles.small}
            type="button"
          >
            {label}
          </button>
        )
        return (
          <li key={node.key}>
            <div
              data-node-key={node.key}
              draggable={!saving}
              onDragEnd={() => setDrag(null)}
              onDragLeave={() => {
                if (drag?.target === node.key) setDrag({ key: drag.key })
              }}
              onDragOver={(event) => onDragOver(event, node.key)}
              onDragStart={(event) => {
                event.stopPropagation()
                event.dataTransfer.effectAllowed = 'move'
                event.dataTransfer.setData('text/plain', node.name)
                setDrag({ key: node.key })
              }}
              onDrop={(event) => onDrop(event, node.key)}
              style={{
                ...styles.row,
                ...(isDropTarget ? dropStyle(drag?.position) : {}),
                opacity: drag?.key === node.key ? 0.5 : 1,
              }}
            >
              <span aria-hidden="true" style={{ color: 'var(--theme-elevation-500)' }}>
                ⠿
              </span>
              <span style={styles.name}>{node.name}</span>
              {node._id ? null : <span style={styles.badge}>{TREE_UI.newBadge}</span>}
              <span style={styles.detail}>{node.detail}</span>
              {button('up', TREE_UI.moveUp, index === 0, () => act(node.key, 'up', moveUp, TREE_UI.moveUp))}
              {button('down', TREE_UI.moveDown, index === nodes.length - 1, () =>
                act(node.key, 'down', moveDown, TREE_UI.moveDown),
              )}
              {button('outdent', TREE_UI.outdent, depth === 1, () =>
                act(node.key, 'outdent', outdent, TREE_UI.outdent),
              )}
              {button('indent', TREE_UI.indent, index === 0, () => act(node.key, 'indent', indent, TREE_UI.indent))}
              {button('add', TREE_UI.addChild, depth >= MAX_TREE_DEPTH, () => setAdding({ parentKey: node.key }))}
              {node._id ? (
                <a
                  aria-label={`${TREE_UI.edit}「${node.name}」`}
                  className="shennong-header-button"
                  href={`${editPath}/${node._id}`}
                  style={styles.small}
                >
                  {TREE_UI.edit}
                </a>
              ) : (
                button('remove', TREE_UI.remove, false, () =>
                  change(removeNode(tree, node.key), `已移除「${node.name}」`),
                )
              )}
            </div>
            {adding?.parentKey === node.key ? <NameForm onAdd={add} onCancel={() => setAdding(null)} /> : null}
            {node.children.length > 0 ? renderNodes(node.children, depth + 1) : null}
          </li>
        )
      })}
    </ul>
  )

  return (
    <section aria-labelledby={titleId} ref={rootRef} style={styles.panel}>
      <div style={styles.header}>
        <h2 id={titleId} style={{ margin: 0, marginRight: 'auto', fontSize: '1.15rem' }}>
          {title}
          {status.kind === 'ready' ? (
            <span style={{ fontWeight: 400, fontSize: '.85em' }}>（{countNodes(tree)}）</span>
          ) : null}
        </h2>
        {dirty ? <span style={styles.unsaved}>{TREE_UI.unsaved}</span> : null}
        <button
          className="shennong-header-button"
          disabled={status.kind !== 'ready' || saving}
          onClick={() => setAdding({ parentKey: null })}
          type="button"
        >
          {TREE_UI.addNode}
        </button>
        <button
          className="shennong-header-button"
          disabled={saving || status.kind === 'loading'}
          onClick={reload}
          type="button"
        >
          {TREE_UI.reload}
        </button>
        <button
          className="shennong-header-button"
          disabled={!dirty || saving || status.kind !== 'ready'}
          onClick={() => void save()}
          style={dirty ? { fontWeight: 700 } : undefined}
          type="button"
        >
          {saving ? TREE_UI.saving : TREE_UI.save}
        </button>
      </div>
      <p style={styles.hint}>{TREE_UI.dragHint}</p>
      {notice ? (
        <p
          className={notice.kind === 'success' ? 'shennong-auth__notice' : 'shennong-auth__error'}
          role={notice.kind === 'success' ? 'status' : 'alert'}
        >
          {notice.message}
        </p>
      ) : null}
      <p
        aria-live="polite"
        className="sr-only"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {announcement}
      </p>
      {adding?.parentKey === null ? <NameForm onAdd={add} onCancel={() => setAdding(null)} /> : null}
      {status.kind === 'loading' ? <p role="status">{TREE_UI.loading}</p> : null}
      {status.kind === 'error' ? (
        <p className="shennong-auth__error" role="alert">
          {status.message}
        </p>
      ) : null}
      {status.kind === 'ready' && tree.length === 0 ? <p>{TREE_UI.empty}</p> : null}
      {status.kind === 'ready' && tree.length > 0 ? renderNodes(tree, 1) : null}
    </section>
  )
}
