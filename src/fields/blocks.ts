import type { FieldHook, JSONField, TextareaField } from 'payload'

import { normalizeBlocks } from '@/components/blocks/normalize'
import { withRichText } from '@/components/blocks/richTextNode'
import { isTextTag } from '@/components/blocks/types'
import { FIELD_LABEL } from '@/i18n/modules'
import { jsonListField } from './common'
import { isAbsoluteUrl } from './validate'

/**
 * Page-builder content: `blocks` is the block list as the editor saves it
 * (`{ className, elements: [{ tagName, context, data, alt, … }] }`), `blockText` its plain
 * text, derived on every save for keyword search. `blockText` is never written directly.
 * The blocks are normalised and their HTML sanitised when saved (any path: the editor, Payload
 * REST, the back-office calls, the local API), so what is stored, and what `/api/public/*`
 * hands to any client, is already clean.
 */

/** Keys of a block element whose strings are visible text (`context` is HTML, `data` holds link/table rows). */
const TEXT_KEYS = new Set(['context', 'data', 'alt', 'text', 'title'])
/** Keys that never hold visible text, even inside `data` (an icon item's `icon`, a card's `url`/`src`). */
const NON_TEXT_KEYS = new Set([
  'url',
  'linkUrl',
  'href',
  'src',
  'icon',
  'tagName',
  'className',
  'dataTemplate',
  'hasSearchBar',
])
/** An address on this site (`/news`): a link target, not text. `//host` and `/\host` name other hosts. */
const SITE_PATH = /^\/(?![\\/])\S*$/

const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
}

const plain = (html: string): string =>
  html
    .replace(/<(br|\/p|\/div|\/li|\/h\d|\/tr)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/[ \t\f\v\r]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n')

/** The text of a text element's HTML, read by the editor's conversion (richText.ts). */
type HtmlText = (html: string) => string

const collect = (value: unknown, inText: boolean, out: string[], htmlText: HtmlText): void => {
  if (typeof value === 'string') {
    if (inText && !isAbsoluteUrl(value) && !SITE_PATH.test(value)) {
      const text = plain(value)
      if (text) out.push(text)
    }
    return
  }
  if (Array.isArray(value)) {
    for (const item of value) collect(item, inText, out, htmlText)
    return
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    // A text element (h2–h4, p): its `context` is the editor's HTML, read the way the editor reads it.
    const textElement = typeof record.tagName === 'string' && isTextTag(record.tagName.trim())
    for (const [key, child] of Object.entries(record)) {
      if (textElement && key === 'context' && typeof child === 'string') {
        const text = child ? htmlText(child) : ''
        if (text) out.push(text)
      } else if (!NON_TEXT_KEYS.has(key)) collect(child, inText || TEXT_KEYS.has(key), out, htmlText)
    }
  }
}

/** The visible text of a block list, one piece per line (text elements through the editor's HTML conversion). */
export const textOfBlocks = (blocks: unknown): string =>
  withRichText(({ text }) => {
    const out: string[] = []
    collect(blocks, false, out, text)
    return out.join('\n')
  })

const deriveBlockText: FieldHook<{ id: string }, string | null, { blocks?: unknown }> = ({
  siblingData,
  previousValue,
}) => {
  if ('blocks' in siblingData) return textOfBlocks(siblingData.blocks)
  // Blocks unchanged: keep the stored text, whatever the request sent.
  return previousValue ?? null
}

/** Clean the blocks a write sends (a JSON string too); a write without blocks leaves them alone. */
const sanitizeBlocks: FieldHook<{ id: string }, unknown> = ({ value }) =>
  value === undefined ? value : normalizeBlocks(value)

/** A page-builder block list (sanitised on every write, edited with the drag-and-drop page builder). */
export const blocksField = (name: string, label: string): JSONField =>
  jsonListField(name, label, {
    hooks: { beforeValidate: [sanitizeBlocks] },
    admin: {
      description: '拖曳左側的區塊加入頁面；按「編輯模式」修改內容，「套用」後再按「儲存」。',
      components: { Field: '/admin/blocks/BlocksEditorField#BlocksEditorField' },
    },
  })

export const blocksFields = (): [JSONField, TextareaField] => [
  blocksField('blocks', FIELD_LABEL.blocks),
  {
    name: 'blockText',
    label: FIELD_LABEL.blockText,
    type: 'textarea',
    admin: { readOnly: true, description: '由區塊內容自動產生，供關鍵字搜尋。' },
    hooks: { beforeChange: [deriveBlockText] },
  },
]
