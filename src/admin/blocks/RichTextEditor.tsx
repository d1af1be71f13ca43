'use client'

import { $insertGeneratedNodes } from '@lexical/clipboard'
import { $generateNodesFromDOM } from '@lexical/html'
import { $isLinkNode, $toggleLink } from '@lexical/link'
import {
  $isListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  REMOVE_LIST_COMMAND,
} from '@lexical/list'
import { LexicalComposer } from '@lexical/react/LexicalComposer'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { ContentEditable } from '@lexical/react/LexicalContentEditable'
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary'
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin'
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin'
import { ListPlugin } from '@lexical/react/LexicalListPlugin'
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin'
import { $getSelectionStyleValueForProperty, $patchStyleText } from '@lexical/selection'
import { $findMatchingParent } from '@lexical/utils'
import {
  $createTextNode,
  $getSelection,
  $isRangeSelection,
  $setSelection,
  type BaseSelection,
  COMMAND_PRIORITY_HIGH,
  FORMAT_TEXT_COMMAND,
  HISTORY_MERGE_TAG,
  INSERT_PARAGRAPH_COMMAND,
  KEY_DOWN_COMMAND,
  type LexicalEditor,
  PASTE_COMMAND,
  TextNode,
} from 'lexical'
import React, { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'

import {
  $getHtml,
  $getRawHtml,
  $setHtml,
  $topLevelHeadings,
  ALLOWED_FORMAT_MASK,
  type AllowedFormat,
  type TextPart,
  cleanPastedDocument,
  richTextConfig,
  splitAtHeadings,
} from '@/components/blocks/richText'
import { isExternalUrl, sanitizeHtml } from '@/components/blocks/sanitize'
import { type TextTag, TEXT_COLORS, TEXT_TAGS } from '@/components/blocks/types'
import { Dialog } from '@/ui/Dialog'

/**
 * The text blocks' WYSIWYG editor: a Lexical editor with the nodes and HTML conversion of
 * src/components/blocks/richText.ts. It reads and writes the element's stored shape, `tagName` (the
 * 樣式 select: paragraph or heading 2–4) and `context` (HTML, sanitised), so storage is as before.
 */

const LOAD_TAG = 'sn-load'
const TAG_LABEL: Record<TextTag, string> = { h2: '標題 2', h3: '標題 3', h4: '標題 4', p: '段落' }
const FORMATS: { format: AllowedFormat; label: string; keys: string; tag: 'b' | 'i' | 'u' }[] = [
  { format: 'bold', label: '粗體', keys: 'Ctrl+B', tag: 'b' },
  { format: 'italic', label: '斜體', keys: 'Ctrl+I', tag: 'i' },
  { format: 'underline', label: '底線', keys: 'Ctrl+U', tag: 'u' },
]

const parseHtml = (html: string): Document => new DOMParser().parseFromString(html, 'text/html')

/** A link address the dialog accepts: https:// (http:// too) or a path on this site. */
export const linkProblem = (url: string): string | null => {
  const value = url.trim()
  if (!value) return '請輸入連結網址。'
  if (/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value)) return null
  if (/^\/(?![\\/])\S*$/.test(value)) return null
  return '網址須以 https:// 開頭，或是本站路徑（以 / 開頭，例如 /faq）。'
}

type Selected = {
  formats: Record<AllowedFormat, boolean>
  link: { url: string; newWindow: boolean } | null
  list: 'bullet' | 'number' | null
  color: string
}
const NOTHING: Selected = {
  formats: { bold: false, italic: false, underline: false },
  link: null,
  list: null,
  color: '',
}

const $selected = (): Selected => {
  const selection = $getSelection()
  if (!$isRangeSelection(selection)) return NOTHING
  const anchor = selection.anchor.getNode()
  const link = $findMatchingParent(anchor, $isLinkNode)
  const list = $findMatchingParent(anchor, $isListNode)
  return {
    formats: {
      bold: selection.hasFormat('bold'),
      italic: selection.hasFormat('italic'),
      underline: selection.hasFormat('underline'),
    },
    link: $isLinkNode(link) ? { url: link.getURL(), newWindow: link.getTarget() === '_blank' } : null,
    list: $isListNode(list) ? (list.getListType() === 'number' ? 'number' : 'bullet') : null,
    color: $getSelectionStyleValueForProperty(selection, 'color', '').toLowerCase(),
  }
}

type Change = { tagName: TextTag; context: string }

type Props = {
  tagName: TextTag
  html: string
  /** What the element is called for screen readers (e.g. 第 2 個區塊). */
  label: string
  onChange: (next: Change) => void
  /** A paragraph element into several elements (pasted headings). */
  onSplit: (parts: TextPart[]) => void
}

/** Keeps the editor and the element's HTML in step, emits changes, cleans pastes and formats. */
const SyncPlugin: React.FC<{
  html: string
  inline: boolean
  onHtml: (html: string) => void
  onSplit: (parts: TextPart[]) => void
}> = ({ html, inline, onHtml, onSplit }) => {
  const [editor] = useLexicalComposerContext()
  const known = useRef<string | null>(null)
  const exported = useRef<string | null>(null)
  const latest = useRef({ inline, onHtml, onSplit })
  latest.current = { inline, onHtml, onSplit }

  // The element's HTML changed from outside (first load, moved blocks, the HTML view, a split): load it.
  useEffect(() => {
    if (html === known.current) return
    known.current = html
    editor.update(() => $setHtml(editor, inline ? `<p>${html}</p>` : html, parseHtml), {
      tag: [LOAD_TAG, HISTORY_MERGE_TAG],
    })
  }, [editor, html, inline])

  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves, tags }) => {
        if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return
        const { inline: isInline, onHtml: emit, onSplit: split } = latest.current
        if (!isInline && !tags.has(LOAD_TAG)) {
          const raw = editorState.read(() => ($topLevelHeadings().length > 0 ? $getRawHtml(editor) : null))
          if (raw !== null) {
            const parts = splitAtHeadings(raw, parseHtml)
            known.current = null
            split(parts)
            return
          }
        }
        const next = editorState.read(() => $getHtml(editor, isInline))
        if (tags.has(LOAD_TAG)) {
          exported.current = next
          return
        }
        if (next === exported.current) return
        exported.current = next
        known.current = next
        emit(next)
      }),
    [editor],
  )

  useEffect(() => {
    // Only the toolbar's formats: a pasted or typed strikethrough, code, sub/superscript … is dropped.
    const formats = editor.registerNodeTransform(TextNode, (node) => {
      const format = node.getFormat()
      if (format & ~ALLOWED_FORMAT_MASK) node.setFormat(format & ALLOWED_FORMAT_MASK)
    })
    // Paste: the clipboard's HTML cleaned (cleanPastedDocument), then read by Lexical's own importer.
    const paste = editor.registerCommand(
      PASTE_COMMAND,
      (event) => {
        const data = event instanceof ClipboardEvent ? event.clipboardData : null
        const html = data?.getData('text/html')
        if (!html) return false
        event.preventDefault()
        const doc = cleanPastedDocument(parseHtml(html))
        editor.update(() => {
          const selection = $getSelection()
          if (!selection) return
          $insertGeneratedNodes(editor, $generateNodesFromDOM(editor, doc), selection)
        })
        return true
      },
      COMMAND_PRIORITY_HIGH,
    )
    return () => {
      formats()
      paste()
    }
  }, [editor])

  // A heading is one line of inline text: Enter adds a line break rather than a paragraph.
  useEffect(
    () =>
      editor.registerCommand(
        INSERT_PARAGRAPH_COMMAND,
        () => {
          if (!latest.current.inline) return false
          const selection = $getSelection()
          if ($isRangeSelection(selection)) selection.insertLineBreak()
          return true
        },
        COMMAND_PRIORITY_HIGH,
      ),
    [editor],
  )
  return null
}

/** The toolbar's view of the selection. */
const useSelected = (editor: LexicalEditor): Selected => {
  const [selected, setSelected] = useState<Selected>(NOTHING)
  useEffect(
    () => editor.registerUpdateListener(({ editorState }) => setSelected(editorState.read($selected))),
    [editor],
  )
  return selected
}

type LinkDraft = { url: string; newWindow: boolean; text: string; needsText: boolean }

const Toolbar: React.FC<{
  id: string
  label: string
  tagName: TextTag
  onTag: (tag: TextTag) => void
  htmlView: boolean
  onHtmlView: () => void
}> = ({ id, label, tagName, onTag, htmlView, onHtmlView }) => {
  const [editor] = useLexicalComposerContext()
  const selected = useSelected(editor)
  const bar = useRef<HTMLDivElement>(null)
  const saved = useRef<BaseSelection | null>(null)
  const [link, setLink] = useState<LinkDraft | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const inline = tagName !== 'p'

  // Alt+F10 in the text moves to the toolbar (the usual editor shortcut).
  useEffect(
    () =>
      editor.registerCommand(
        KEY_DOWN_COMMAND,
        (event) => {
          if (event.altKey && event.key === 'F10') {
            event.preventDefault()
            bar.current?.querySelector<HTMLElement>('select, button')?.focus()
            return true
          }
          return false
        },
        COMMAND_PRIORITY_HIGH,
      ),
    [editor],
  )

  /** Arrow keys move along the toolbar (every control is in the tab order too). */
  const onBarKey = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
    if (event.target instanceof HTMLSelectElement) return
    const controls = Array.from(bar.current?.querySelectorAll<HTMLElement>('button:not([disabled]), select') ?? [])
    const at = controls.indexOf(event.target as HTMLElement)
    if (at < 0) return
    event.preventDefault()
    controls[(at + (event.key === 'ArrowRight' ? 1 : controls.length - 1)) % controls.length]?.focus()
  }

  const openLink = () => {
    const state = editor.getEditorState()
    const { collapsed, current } = state.read(() => {
      const selection = $getSelection()
      saved.current = selection ? selection.clone() : null
      return { collapsed: !$isRangeSelection(selection) || selection.isCollapsed(), current: $selected().link }
    })
    setProblem(null)
    setLink({
      url: current?.url ?? '',
      newWindow: current?.newWindow ?? false,
      text: '',
      needsText: collapsed && !current,
    })
  }

  const applyLink = () => {
    if (!link) return
    const url = link.url.trim()
    const found = linkProblem(url) ?? (link.needsText && !link.text.trim() ? '請輸入連結文字。' : null)
    setProblem(found)
    if (found) return
    const newWindow = link.newWindow || isExternalUrl(url)
    const attributes = { url, target: newWindow ? '_blank' : null, rel: newWindow ? 'noopener noreferrer' : null }
    editor.update(() => {
      if (saved.current) $setSelection(saved.current.clone())
      const selection = $getSelection()
      if (link.needsText && $isRangeSelection(selection)) {
        const text = $createTextNode(link.text.trim())
        selection.insertNodes([text])
        text.select(0, text.getTextContentSize())
      }
      $toggleLink(attributes)
    })
    setLink(null)
  }

  const removeLink = () => {
    editor.update(() => {
      if (saved.current) $setSelection(saved.current.clone())
      $toggleLink(null)
    })
    setLink(null)
  }

  const setColor = (color: string | null) =>
    editor.update(() => {
      const selection = $getSelection()
      if ($isRangeSelection(selection)) $patchStyleText(selection, { color })
    })

  /** Tab stays inside the link dialog (the native modal dialog already makes the page inert). */
  const trapTab = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type !== 'checkbox') {
      event.preventDefault()
      applyLink()
      return
    }
    if (event.key !== 'Tab') return
    const focusable = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>('input:not([disabled]), button:not([disabled])'),
    )
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  const external = link ? isExternalUrl(link.url.trim()) : false
  const disabled = htmlView

  return (
    <>
      <div
        aria-controls={`${id}-text`}
        aria-label={`${label}文字格式`}
        className="sn-rt__toolbar"
        onKeyDown={onBarKey}
        ref={bar}
        role="toolbar"
      >
        <label className="sn-rt__style">
          <span>樣式</span>
          <select disabled={disabled} onChange={(event) => onTag(event.target.value as TextTag)} value={tagName}>
            {TEXT_TAGS.map((tag) => (
              <option key={tag} value={tag}>
                {TAG_LABEL[tag]}
              </option>
            ))}
          </select>
        </label>
        {FORMATS.map(({ format, label: name, keys, tag: Tag }) => (
          <button
            aria-keyshortcuts={keys.replace('Ctrl', 'Control')}
            aria-pressed={selected.formats[format]}
            disabled={disabled}
            key={format}
            onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, format)}
            onMouseDown={(event) => event.preventDefault()}
            title={`${name}（${keys}）`}
            type="button"
          >
            <Tag>{name}</Tag>
          </button>
        ))}
        <button
          aria-haspopup="dialog"
          aria-pressed={selected.link !== null}
          disabled={disabled}
          onClick={openLink}
          type="button"
        >
          {selected.link ? '編輯連結' : '連結'}
        </button>
        {!inline
          ? LISTS.map(({ kind, label, insert }) => (
              <button
                aria-pressed={selected.list === kind}
                disabled={disabled}
                key={kind}
                onClick={() => editor.dispatchCommand(selected.list === kind ? REMOVE_LIST_COMMAND : insert, undefined)}
                type="button"
              >
                {label}
              </button>
            ))
          : null}
        <span className="sn-rt__label" id={`${id}-colors`}>
          文字顏色
        </span>
        <span aria-labelledby={`${id}-colors`} className="sn-rt__colors" role="group">
          {TEXT_COLORS.map((color) => (
            <button
              aria-label={`${color.label}（${color.value}）`}
              aria-pressed={selected.color === color.value}
              className="sn-rt__color"
              disabled={disabled}
              key={color.value}
              onClick={() => setColor(color.value)}
              onMouseDown={(event) => event.preventDefault()}
              style={{ background: color.value }}
              title={`${color.label} ${color.value}`}
              type="button"
            />
          ))}
          <button
            disabled={disabled}
            onClick={() => setColor(null)}
            onMouseDown={(event) => event.preventDefault()}
            type="button"
          >
            預設顏色
          </button>
        </span>
        <button aria-pressed={htmlView} className="sn-rt__html-toggle" onClick={onHtmlView} type="button">
          HTML 原始碼
        </button>
      </div>
      <Dialog
        onClose={() => setLink(null)}
        open={link !== null}
        returnFocus={() => editor.focus()}
        title={link && selected.link ? '編輯連結' : '插入連結'}
      >
        {link ? (
          // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- delegated keydown that keeps Tab inside the link dialog's form; the wrapper is no control
          <div className="sn-rt__link-form" onKeyDown={trapTab}>
            {link.needsText ? (
              <label className="sn-be__row-field">
                <span>連結文字</span>
                <input
                  onChange={(event) => setLink({ ...link, text: event.target.value })}
                  type="text"
                  value={link.text}
                />
              </label>
            ) : null}
            <label className="sn-be__row-field">
              <span>連結網址</span>
              <input
                aria-describedby={`${id}-link-hint${problem ? ` ${id}-link-error` : ''}`}
                aria-invalid={problem !== null}
                onChange={(event) => setLink({ ...link, url: event.target.value })}
                placeholder="https:// 或 /faq"
                type="text"
                value={link.url}
              />
            </label>
            <p className="sn-be__hint" id={`${id}-link-hint`}>
              以 https:// 開頭的網址，或本站路徑（以 / 開頭，例如 /faq）。
            </p>
            {problem ? (
              <p className="sn-be__error" id={`${id}-link-error`} role="alert">
                {problem}
              </p>
            ) : null}
            <label className="sn-be__check">
              <input
                aria-describedby={`${id}-link-window`}
                checked={link.newWindow || external}
                disabled={external}
                onChange={(event) => setLink({ ...link, newWindow: event.target.checked })}
                role="switch"
                type="checkbox"
              />
              以新視窗開啟
            </label>
            <p className="sn-be__hint" id={`${id}-link-window`}>
              {external
                ? '外部網站的連結一律以新視窗開啟。'
                : '以新視窗開啟的連結，網站會為螢幕閱讀器加上「（另開新視窗）」的提示。'}
            </p>
            <div className="shennong-dialog__actions">
              <button className="sn-be__primary" onClick={applyLink} type="button">
                確定
              </button>
              {selected.link ? (
                <button onClick={removeLink} type="button">
                  移除連結
                </button>
              ) : null}
              <button onClick={() => setLink(null)} type="button">
                取消
              </button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </>
  )
}

/** The HTML view (power users): the element's HTML, sanitised like every save before it is applied. */
const HtmlView: React.FC<{ id: string; html: string; inline: boolean; onApply: (html: string) => void }> = ({
  id,
  html,
  inline,
  onApply,
}) => {
  const [text, setText] = useState(html)
  const [note, setNote] = useState<string | null>(null)
  useEffect(() => setText(html), [html])
  const apply = () => {
    const clean = sanitizeHtml(text, { inline })
    setNote(
      clean.replace(/\s+/g, ' ').trim() === text.replace(/\s+/g, ' ').trim()
        ? '已套用。'
        : '已套用；不允許的標籤或屬性已移除。',
    )
    onApply(clean)
  }
  return (
    <div className="sn-rt__html">
      <label className="sn-be__stack-field" htmlFor={`${id}-html`}>
        HTML 原始碼
      </label>
      <textarea
        aria-describedby={`${id}-html-hint`}
        className="sn-be__html"
        id={`${id}-html`}
        onChange={(event) => setText(event.target.value)}
        rows={Math.min(14, Math.max(4, text.split('\n').length + 1))}
        spellCheck={false}
        value={text}
      />
      <p className="sn-be__hint" id={`${id}-html-hint`}>
        {inline
          ? '可使用：b、i、u、br、a、span（文字顏色）。'
          : '可使用：p、ul、ol、li、b、i、u、br、a、span（文字顏色）。'}
        其他標籤與屬性會在套用時移除。
      </p>
      <div className="sn-be__buttons">
        <button onClick={apply} type="button">
          套用 HTML
        </button>
        <span aria-live="polite" className="sn-be__hint">
          {note}
        </span>
      </div>
    </div>
  )
}

/** The list buttons: bulleted and numbered (paragraphs only). */
const LISTS = [
  { kind: 'bullet', label: '項目清單', insert: INSERT_UNORDERED_LIST_COMMAND },
  { kind: 'number', label: '編號清單', insert: INSERT_ORDERED_LIST_COMMAND },
] as const

/** Emits the current content for another tag (the 樣式 select), converted the way that tag stores it. */
const TagSwitch: React.FC<{ register: (switcher: (tag: TextTag) => string) => void }> = ({ register }) => {
  const [editor] = useLexicalComposerContext()
  useEffect(
    () => register((tag) => editor.getEditorState().read(() => $getHtml(editor, tag !== 'p'))),
    [editor, register],
  )
  return null
}

export const RichTextEditor: React.FC<Props> = ({ tagName, html, label, onChange, onSplit }) => {
  const id = useId()
  const inline = tagName !== 'p'
  const [htmlView, setHtmlView] = useState(false)
  const initial = useMemo(() => ({ ...richTextConfig('shennong-blocks'), editorState: null }), [])
  const switcher = useRef<((tag: TextTag) => string) | null>(null)
  const register = useCallback((next: (tag: TextTag) => string) => {
    switcher.current = next
  }, [])
  const onTag = (tag: TextTag) =>
    onChange({
      tagName: tag,
      context: switcher.current ? switcher.current(tag) : sanitizeHtml(html, { inline: tag !== 'p' }),
    })

  return (
    <LexicalComposer initialConfig={initial}>
      <div className={`sn-rt${htmlView ? ' is-html' : ''}`}>
        <Toolbar
          htmlView={htmlView}
          id={id}
          label={label}
          onHtmlView={() => setHtmlView(!htmlView)}
          onTag={onTag}
          tagName={tagName}
        />
        <div className={`sn-rt__surface sn-rt__surface--${tagName}`} hidden={htmlView}>
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                aria-label={`${label}內容（${TAG_LABEL[tagName]}）`}
                aria-multiline
                className="sn-rt__content"
                id={`${id}-text`}
                role="textbox"
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        {htmlView ? (
          <HtmlView html={html} id={id} inline={inline} onApply={(next) => onChange({ tagName, context: next })} />
        ) : null}
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin />
        <TagSwitch register={register} />
        <SyncPlugin
          html={html}
          inline={inline}
          onHtml={(next) => onChange({ tagName, context: next })}
          onSplit={onSplit}
        />
      </div>
    </LexicalComposer>
  )
}
