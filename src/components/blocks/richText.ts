import { $generateDOMFromNodes, $generateNodesFromDOM } from '@lexical/html'
import { $isLinkNode, LinkNode } from '@lexical/link'
import { $isListItemNode, $isListNode, ListItemNode, ListNode } from '@lexical/list'
import { $isHeadingNode, HeadingNode } from '@lexical/rich-text'
import { getCSSFromStyleObject, getStyleObjectFromCSS } from '@lexical/selection'
import {
  $createParagraphNode,
  $getRoot,
  $isElementNode,
  $isTextNode,
  type DOMConversionMap,
  type DOMExportOutput,
  type DOMExportOutputMap,
  type EditorThemeClasses,
  type HTMLConfig,
  type Klass,
  type LexicalEditor,
  type LexicalNode,
  ParagraphNode,
  TextNode,
} from 'lexical'

import { sanitizeHtml } from './sanitize'
import { TEXT_COLORS } from './types'

/**
 * The text blocks' Lexical setup, shared by the back-office editor (src/admin/blocks/RichTextEditor.tsx),
 * the Node conversion (richTextNode.ts: the round-trip test and blockText) and nothing else: the node
 * list, the theme, and the HTML import/export overrides that make Lexical's own converters
 * (`$generateNodesFromDOM` / `$generateHtmlFromNodes` from @lexical/html) read and write the markup a
 * block's `context` holds (the allow-list of sanitize.ts):
 *
 * - paragraphs `<p>`, lists `<ul>`/`<ol>` with `<li>`, line breaks `<br>`;
 * - bold `<b>`, italic `<i>`, underline `<u>` (Lexical's own tags for the formats; `<strong>` and `<em>`
 *   load as the same formats), text colour `<span style="color:…">` (also `background-color`);
 * - links `<a href>`; a link opening in a new window has `target="_blank" rel="noopener noreferrer"`.
 *
 * Everything is written without classes, `dir` or `white-space` styles, and the result goes through the
 * library sanitiser, so what the editor writes is what the server would keep anyway.
 */

/** The nodes the editor knows besides Lexical's paragraph, text and line break. */
export const RICH_TEXT_NODES: readonly Klass<LexicalNode>[] = [HeadingNode, ListNode, ListItemNode, LinkNode]

/** The formats the toolbar offers; any other (pasted strikethrough, code, sub/superscript …) is dropped. */
export const ALLOWED_FORMATS = ['bold', 'italic', 'underline'] as const
export type AllowedFormat = (typeof ALLOWED_FORMATS)[number]
/** Lexical's format bits: bold 1, italic 2, underline 8. */
export const ALLOWED_FORMAT_MASK = 1 | 2 | 8

/** Class names for the editor's own view (BlocksEditorField.css); never written to the stored HTML. */
export const RICH_TEXT_THEME: EditorThemeClasses = {
  paragraph: 'sn-rt__p',
  heading: { h1: 'sn-rt__h2', h2: 'sn-rt__h2', h3: 'sn-rt__h3', h4: 'sn-rt__h4', h5: 'sn-rt__h4', h6: 'sn-rt__h4' },
  link: 'sn-rt__link',
  list: { ul: 'sn-rt__ul', ol: 'sn-rt__ol', listitem: 'sn-rt__li', nested: { listitem: 'sn-rt__nested' } },
  text: { bold: 'sn-rt__bold', italic: 'sn-rt__italic', underline: 'sn-rt__underline' },
}

/** The five text colours, as lower-case hex. */
export const PALETTE: readonly string[] = TEXT_COLORS.map((color) => color.value.toLowerCase())

/** Style properties a text node may keep (what the sanitiser keeps on a span). */
const KEPT_STYLES = ['color', 'background-color'] as const

/** A text node's kept style declarations in the sanitiser's own form (`color:#197879`). */
const styleOf = (css: string): string => {
  const style = getStyleObjectFromCSS(css)
  return KEPT_STYLES.filter((property) => style[property])
    .map((property) => `${property}:${style[property]!.trim().toLowerCase()}`)
    .join(';')
}

/** `<span style><b><i><u>text</u></i></b></span>`: only the allowed formats and colours. */
const exportText = (_editor: LexicalEditor, node: LexicalNode): DOMExportOutput => {
  const text = node as TextNode
  let element: HTMLElement | Text = document.createTextNode(text.getTextContent())
  for (const [format, tag] of [
    ['underline', 'u'],
    ['italic', 'i'],
    ['bold', 'b'],
  ] as const) {
    if (!text.hasFormat(format)) continue
    const wrapper = document.createElement(tag)
    wrapper.append(element)
    element = wrapper
  }
  const style = styleOf(text.getStyle())
  if (style) {
    const span = document.createElement('span')
    span.setAttribute('style', style)
    span.append(element)
    element = span
  }
  return { element }
}

const exportParagraph = (): DOMExportOutput => ({ element: document.createElement('p') })

const exportList = (_editor: LexicalEditor, node: LexicalNode): DOMExportOutput => ({
  element: document.createElement($isListNode(node) ? node.getTag() : 'ul'),
})

const exportListItem = (): DOMExportOutput => ({ element: document.createElement('li') })

/** A heading is written as its tag; a paragraph element's HTML has none, so the editor splits them into elements first. */
const exportHeading = (_editor: LexicalEditor, node: LexicalNode): DOMExportOutput => ({
  element: document.createElement($isHeadingNode(node) ? node.getTag() : 'h2'),
})

const exportLink = (_editor: LexicalEditor, node: LexicalNode): DOMExportOutput => {
  const a = document.createElement('a')
  if ($isLinkNode(node)) {
    a.setAttribute('href', node.getURL())
    if (node.getTarget() === '_blank') {
      a.setAttribute('target', '_blank')
      a.setAttribute('rel', 'noopener noreferrer')
    }
  }
  return { element: a }
}

const HTML_EXPORT: DOMExportOutputMap = new Map<
  Klass<LexicalNode>,
  (editor: LexicalEditor, target: LexicalNode) => DOMExportOutput
>([
  [TextNode, exportText],
  [ParagraphNode, exportParagraph],
  [ListNode, exportList],
  [ListItemNode, exportListItem],
  [HeadingNode, exportHeading],
  [LinkNode, exportLink],
])

/**
 * `<span style>`: Lexical's own span import reads bold/italic/underline from the style (Google Docs
 * writes them so); this one does the same and keeps the colour declarations too.
 */
const importSpan: DOMConversionMap = {
  span: () => ({
    priority: 1,
    conversion: (element) => {
      const style = element.style
      const weight = style.fontWeight
      const decoration = style.textDecoration ?? ''
      const formats: AllowedFormat[] = []
      if (weight === 'bold' || weight === '700' || weight === '800' || weight === '900') formats.push('bold')
      if (style.fontStyle === 'italic') formats.push('italic')
      if (decoration.includes('underline')) formats.push('underline')
      const kept = styleOf(element.getAttribute('style') ?? '')
      return {
        node: null,
        forChild: (lexicalNode) => {
          if (!$isTextNode(lexicalNode)) return lexicalNode
          for (const format of formats) if (!lexicalNode.hasFormat(format)) lexicalNode.toggleFormat(format)
          if (kept)
            lexicalNode.setStyle(
              getCSSFromStyleObject({
                ...getStyleObjectFromCSS(kept),
                ...getStyleObjectFromCSS(lexicalNode.getStyle()),
              }),
            )
          return lexicalNode
        },
      }
    },
  }),
}

export const RICH_TEXT_HTML: HTMLConfig = { export: HTML_EXPORT, import: importSpan }

/** The editor configuration both the browser editor and the headless one use. */
export const richTextConfig = (namespace: string) => ({
  namespace,
  nodes: [...RICH_TEXT_NODES],
  theme: RICH_TEXT_THEME,
  html: RICH_TEXT_HTML,
  onError: (error: Error) => {
    throw error
  },
})

const isInlineNode = (node: LexicalNode): boolean => !$isElementNode(node) || node.isInline()

/** Put imported nodes under the root, wrapping runs of inline nodes (text outside any `<p>`) in paragraphs. */
const $appendBlocks = (nodes: LexicalNode[]): void => {
  const root = $getRoot()
  let paragraph: ParagraphNode | null = null
  for (const node of nodes) {
    if (isInlineNode(node)) {
      if (!paragraph) {
        paragraph = $createParagraphNode()
        root.append(paragraph)
      }
      paragraph.append(node)
    } else {
      paragraph = null
      // A list item outside a list (a stray `<li>`) is put back in one.
      root.append($isListItemNode(node) ? new ListNode('bullet').append(node) : node)
    }
  }
  if (root.getChildrenSize() === 0) root.append($createParagraphNode())
}

/**
 * Replace the editor's content with the given HTML (inside `editor.update`). `parse` turns HTML into a
 * Document (the browser's DOMParser, or the headless DOM's); inline HTML (a heading's) is read as one paragraph.
 */
export const $setHtml = (editor: LexicalEditor, html: string, parse: (html: string) => Document): void => {
  const root = $getRoot()
  root.clear()
  const nodes = $generateNodesFromDOM(editor, parse(`<body>${html}</body>`))
  $appendBlocks(nodes)
}

/**
 * The editor's content as stored HTML (inside `editor.read` / `editor.update` or an editor state's read):
 * Lexical's exporter with the overrides above, then the library sanitiser with the element's mode.
 * Inline (headings): the paragraphs' content joined by line breaks.
 */
/**
 * Lexical's exporter (`$generateDOMFromNodes`, what `$generateHtmlFromNodes` serialises) with one
 * fix-up: Lexical keeps a nested list in a list item of its own (`<li><ul>…</ul></li>`); the stored
 * form, as HTML has it, puts it inside the item before it.
 */
const $exportHtml = (editor: LexicalEditor): string => {
  const container = $generateDOMFromNodes(document.createElement('div'), null, editor)
  for (const item of Array.from(container.querySelectorAll('li'))) {
    const only = item.childNodes.length === 1 ? item.firstChild : null
    const previous = item.previousElementSibling
    if (only && (only.nodeName === 'UL' || only.nodeName === 'OL') && previous?.tagName === 'LI') {
      previous.append(only)
      item.remove()
    }
  }
  return container.innerHTML
}

export const $getHtml = (editor: LexicalEditor, inline: boolean): string => {
  const html = $exportHtml(editor)
  const flat = inline ? html.replace(/<\/p>\s*<p>/g, '<br>').replace(/^\s*<p>|<\/p>\s*$/g, '') : html
  return sanitizeHtml(flat, { inline })
}

/** The visible text of the editor's content, one line per block or line break (for blockText). */
export const $getText = (): string =>
  $getRoot()
    .getTextContent()
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v\r\u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')

/** Top-level heading nodes of the editor (for splitting a paragraph element at pasted headings). */
export const $topLevelHeadings = (): HeadingNode[] => $getRoot().getChildren().filter($isHeadingNode)

const PASTE_DROP = 'script, style, meta, link, title, template, iframe, object, embed, noscript, svg, math, head, xml'
const RGB = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*([\d.]+)\s*)?\)$/i
const NAMED: Record<string, string> = { red: '#ff0000', blue: '#0000ff', green: '#008000' }

/** A CSS colour as lower-case `#rrggbb`, if it is one of those forms. */
export const hexOf = (value: string): string | null => {
  const colour = value.trim().toLowerCase()
  if (/^#[0-9a-f]{6}$/.test(colour)) return colour
  if (/^#[0-9a-f]{3}$/.test(colour)) return `#${[...colour.slice(1)].map((digit) => digit + digit).join('')}`
  const rgb = RGB.exec(colour)
  if (rgb)
    return `#${[rgb[1], rgb[2], rgb[3]].map((part) => Math.min(255, Number(part)).toString(16).padStart(2, '0')).join('')}`
  return NAMED[colour] ?? null
}

/**
 * Clean pasted HTML before Lexical reads it (Word, Google Docs, web pages): drop scripts, styles, Office
 * tags (`<o:p>`) and comments, every class and attribute except a link's href/target, and every style
 * declaration except bold/italic/underline ones (which Lexical reads as formats) and a text colour that is
 * one of the five (any other colour, fonts, sizes, `mso-` styles go).
 */
export const cleanPastedDocument = (doc: Document): Document => {
  doc.querySelectorAll(PASTE_DROP).forEach((node) => node.remove())
  const walker = doc.createTreeWalker(doc.body ?? doc.documentElement, 0x80 /* NodeFilter.SHOW_COMMENT */)
  const comments: Node[] = []
  while (walker.nextNode()) comments.push(walker.currentNode)
  comments.forEach((node) => node.parentNode?.removeChild(node))
  for (const element of Array.from(doc.body?.querySelectorAll('*') ?? [])) {
    if (element.tagName.includes(':')) {
      element.replaceWith(...Array.from(element.childNodes))
      continue
    }
    const style = getStyleObjectFromCSS(element.getAttribute('style') ?? '')
    const kept: Record<string, string> = {}
    for (const [property, value] of Object.entries(style)) {
      const name = property.toLowerCase()
      if (
        name === 'font-weight' ||
        (name === 'font-style' && value.trim() === 'italic') ||
        (name === 'text-decoration' && value.includes('underline'))
      )
        kept[name] = value.trim()
      if (name === 'color') {
        const hex = hexOf(value)
        if (hex && PALETTE.includes(hex)) kept.color = hex
      }
    }
    for (const attribute of Array.from(element.attributes)) {
      const keep = element.tagName === 'A' && (attribute.name === 'href' || attribute.name === 'target')
      if (!keep) element.removeAttribute(attribute.name)
    }
    const css = getCSSFromStyleObject(kept)
    if (css) element.setAttribute('style', css)
  }
  return doc
}

/** A text element's stored shape: what a paragraph element with pasted headings is split into. */
export type TextPart = { tagName: 'h2' | 'h3' | 'h4' | 'p'; context: string }

const HEADING_TAG: Record<string, TextPart['tagName']> = { H1: 'h2', H2: 'h2', H3: 'h3', H4: 'h4', H5: 'h4', H6: 'h4' }

/**
 * A paragraph element's HTML holding headings (pasted from Word or a web page) as the elements the spec
 * stores: each heading its own h2–h4 element (h1 becomes h2, h5/h6 h4), the content between them `p`
 * elements. A paragraph element cannot hold headings, so the editor splits it rather than lose them.
 */
export const splitAtHeadings = (html: string, parse: (html: string) => Document): TextPart[] => {
  const parts: TextPart[] = []
  let run = ''
  const flush = () => {
    const context = sanitizeHtml(run)
    if (context.trim()) parts.push({ tagName: 'p', context })
    run = ''
  }
  for (const node of Array.from(parse(`<body>${html}</body>`).body.childNodes)) {
    const tag = node.nodeType === 1 ? HEADING_TAG[(node as Element).tagName] : undefined
    if (tag) {
      flush()
      const context = sanitizeHtml((node as Element).innerHTML, { inline: true })
      if (context.trim()) parts.push({ tagName: tag, context })
    } else
      run +=
        node.nodeType === 1
          ? (node as Element).outerHTML
          : (node.textContent ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  }
  flush()
  return parts
}

/** The editor's content as HTML with headings kept (for splitAtHeadings), before sanitising. */
export const $getRawHtml = (editor: LexicalEditor): string => $exportHtml(editor)
