import { safeUrl, sanitizeHtml } from './sanitize'
import {
  type Block,
  type BlockElement,
  type CardItem,
  type IconItem,
  type LinkRow,
  type TableRows,
  DEFAULT_LINK_URL,
  isTagName,
  isTextTag,
} from './types'

/**
 * Turn whatever a `blocks` field holds (the stored JSON, a JSON string, hand-written data) into
 * valid blocks: unknown tags and empty blocks are dropped, every element gets all its keys,
 * text-tag HTML is sanitised, URLs are limited to safe schemes. Idempotent.
 */

type Raw = Record<string, unknown>

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value)

const str = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : ''

/** Class tokens only (letters, digits, _ and -). */
export const cleanClassName = (value: unknown): string =>
  str(value)
    .split(/\s+/)
    .filter((token) => /^[A-Za-z_][\w-]*$/.test(token))
    .join(' ')

const ICON_NAME = /^[A-Za-z][A-Za-z0-9]*$/

const linkRow = (value: unknown): LinkRow | null => {
  if (Array.isArray(value)) return [str(value[0]), safeUrl(value[1])]
  if (isRecord(value)) return [str(value.text ?? value.title), safeUrl(value.url ?? value.linkUrl)]
  return null
}

const iconItem = (value: unknown): IconItem | null => {
  const [text, url, icon] = Array.isArray(value)
    ? [value[0], value[1], value[2]]
    : isRecord(value)
      ? [value.text ?? value.title, value.url ?? value.linkUrl, value.icon]
      : []
  if (text === undefined && url === undefined && icon === undefined) return null
  const name = str(icon)
  return { text: str(text), url: safeUrl(url), icon: ICON_NAME.test(name) ? name : '' }
}

const cardItem = (value: unknown): CardItem | null => {
  if (!isRecord(value)) return null
  return {
    title: str(value.title),
    text: str(value.text),
    url: safeUrl(value.url ?? value.linkUrl),
    src: safeUrl(value.src),
    alt: str(value.alt),
  }
}

const rowsOf = <T>(value: unknown, one: (row: unknown) => T | null): T[] =>
  Array.isArray(value) ? value.map(one).filter((row): row is T => row !== null) : []

const tableRows = (value: unknown): TableRows => {
  const rows = Array.isArray(value) ? value.filter(Array.isArray).map((row: unknown[]) => row.map(str)) : []
  const width = Math.max(0, ...rows.map((row) => row.length))
  return rows.map((row) => (row.length < width ? [...row, ...Array<string>(width - row.length).fill('')] : row))
}

export const normalizeElement = (raw: unknown): BlockElement | null => {
  if (!isRecord(raw) || typeof raw.tagName !== 'string') return null
  const tagName = raw.tagName.trim()
  if (!isTagName(tagName)) return null
  const base = {
    className: cleanClassName(raw.className),
    context: str(raw.context),
    hasSearchBar: raw.hasSearchBar === true,
    src: '',
    alt: str(raw.alt),
  }
  if (isTextTag(tagName)) {
    return {
      tagName,
      ...base,
      context: sanitizeHtml(base.context, { inline: tagName !== 'p' }),
      data: null,
      dataTemplate: null,
      hasSearchBar: false,
    }
  }
  switch (tagName) {
    case 'links': {
      const template = linkRow(raw.dataTemplate)
      return {
        tagName,
        ...base,
        data: rowsOf(raw.data, linkRow),
        dataTemplate: template && template[0] ? template : ['請輸入連結文字', DEFAULT_LINK_URL],
        hasSearchBar: false,
      }
    }
    case 'icon': {
      const template = iconItem(raw.dataTemplate)
      return {
        tagName,
        ...base,
        data: rowsOf(raw.data, iconItem),
        dataTemplate: template ?? { text: '請輸入文字', url: DEFAULT_LINK_URL, icon: 'Link' },
        hasSearchBar: false,
      }
    }
    case 'items': {
      const template = cardItem(raw.dataTemplate)
      return {
        tagName,
        ...base,
        data: rowsOf(raw.data, cardItem),
        dataTemplate: template ?? { title: '請輸入標題', text: '請輸入說明文字', url: '', src: '', alt: '' },
        hasSearchBar: false,
      }
    }
    case 'table':
      return { tagName, ...base, data: tableRows(raw.data), dataTemplate: null }
    case 'img':
      return { tagName, ...base, src: safeUrl(raw.src), data: null, dataTemplate: null, hasSearchBar: false }
    case 'loginBlock':
      return { tagName, ...base, context: '', data: null, dataTemplate: null, hasSearchBar: false }
  }
  return null
}

export const normalizeBlock = (raw: unknown): Block | null => {
  if (!isRecord(raw)) return null
  const elements = rowsOf(raw.elements, normalizeElement)
  return elements.length > 0 ? { className: cleanClassName(raw.className), elements } : null
}

export const normalizeBlocks = (input: unknown): Block[] => {
  let value = input
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value)
    } catch {
      return []
    }
  }
  return rowsOf(value, normalizeBlock)
}

/** Problems that keep blocks from being published as they are (zh-TW, for the editor). */
export const blockProblems = (blocks: readonly Block[]): { block: number; element: number; message: string }[] => {
  const out: { block: number; element: number; message: string }[] = []
  blocks.forEach((block, b) =>
    block.elements.forEach((element, e) => {
      if (element.tagName === 'img') {
        if (!element.src) out.push({ block: b, element: e, message: '圖片為必填欄位' })
        if (!element.alt.trim()) out.push({ block: b, element: e, message: '替代文字為必填欄位' })
      }
      if (element.tagName === 'items')
        element.data.forEach((card, i) => {
          if (card.src && !card.alt.trim())
            out.push({ block: b, element: e, message: `第 ${i + 1} 張卡片的圖片替代文字為必填欄位` })
        })
    }),
  )
  return out
}
