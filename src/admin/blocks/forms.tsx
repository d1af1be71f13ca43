'use client'

import React, { useId } from 'react'

import {
  type BlockElement,
  type CardItem,
  type IconElement,
  type ImgElement,
  type ItemsElement,
  type LinksElement,
  type TableElement,
  type TextElement,
  definitionOf,
} from '@/components/blocks/types'
import { iconByName } from '@/lib/icons'
import { RichTextEditor } from './RichTextEditor'

/** Editor forms of one block element, per kind (BlocksEditorField, edit mode). */

export type Pickers = {
  /** Open the archive picker for an image; `set` receives the chosen file's URL. */
  pickImage: (set: (url: string) => void) => void
  /** Open the icon picker; `set` receives the chosen icon name. */
  pickIcon: (current: string, set: (name: string) => void) => void
}

type FormProps<E extends BlockElement> = {
  element: E
  onChange: (next: E) => void
  /** Replace the element by several (a paragraph element split at pasted headings). */
  onSplit?: (elements: TextElement[]) => void
  label: string
} & Pickers

const replaceAt = <T,>(list: readonly T[], index: number, item: T): T[] =>
  list.map((current, i) => (i === index ? item : current))
const removeAt = <T,>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index)

/** A text element (h2–h4, p): the Lexical editor (RichTextEditor), which writes `tagName` and `context` as stored. */
const TextForm: React.FC<FormProps<TextElement>> = ({ element, onChange, onSplit, label }) => (
  <div className="sn-be__form">
    <RichTextEditor
      html={element.context}
      label={label}
      onChange={(next) => onChange({ ...element, ...next })}
      onSplit={(parts) => onSplit?.(parts.map((part) => ({ ...element, ...part })))}
      tagName={element.tagName}
    />
  </div>
)

const LinksForm: React.FC<FormProps<LinksElement>> = ({ element, onChange }) => {
  const rows = element.data
  const set = (index: number, column: 0 | 1, text: string) => {
    const row: [string, string] = [...rows[index]!]
    row[column] = text
    onChange({ ...element, data: replaceAt(rows, index, row) })
  }
  return (
    <div className="sn-be__form">
      {rows.length === 0 ? <p className="sn-be__hint">尚無連結。</p> : null}
      <ol className="sn-be__rows">
        {rows.map(([text, url], index) => (
          <li className="sn-be__row" key={index}>
            <label className="sn-be__row-field">
              <span>連結 {index + 1} 文字</span>
              <input onChange={(event) => set(index, 0, event.target.value)} type="text" value={text} />
            </label>
            <label className="sn-be__row-field sn-be__grow">
              <span>網址</span>
              <input
                onChange={(event) => set(index, 1, event.target.value)}
                placeholder="https://"
                type="text"
                value={url}
              />
            </label>
            <button
              aria-label={`刪除連結 ${index + 1}`}
              onClick={() => onChange({ ...element, data: removeAt(rows, index) })}
              type="button"
            >
              刪除
            </button>
          </li>
        ))}
      </ol>
      <button
        className="sn-be__add"
        onClick={() => onChange({ ...element, data: [...rows, [...element.dataTemplate]] })}
        type="button"
      >
        ＋ 新增連結
      </button>
    </div>
  )
}

const IconForm: React.FC<FormProps<IconElement>> = ({ element, onChange, pickIcon }) => {
  const rows = element.data
  const set = (index: number, patch: Partial<IconElement['data'][number]>) =>
    onChange({ ...element, data: replaceAt(rows, index, { ...rows[index]!, ...patch }) })
  return (
    <div className="sn-be__form">
      {rows.length === 0 ? <p className="sn-be__hint">尚無圖示連結。</p> : null}
      <ol className="sn-be__rows">
        {rows.map((item, index) => {
          const entry = iconByName(item.icon)
          const Icon = entry?.Icon
          return (
            <li className="sn-be__row" key={index}>
              <button
                aria-label={`圖示 ${index + 1}：${entry?.label ?? '未選擇'}，選擇圖示`}
                className="sn-be__icon-button"
                onClick={() => pickIcon(item.icon, (name) => set(index, { icon: name }))}
                type="button"
              >
                {Icon ? <Icon aria-hidden="true" size={22} /> : <span aria-hidden="true">？</span>}
                <span>{entry?.label ?? '選擇圖示'}</span>
              </button>
              <label className="sn-be__row-field">
                <span>文字</span>
                <input onChange={(event) => set(index, { text: event.target.value })} type="text" value={item.text} />
              </label>
              <label className="sn-be__row-field sn-be__grow">
                <span>網址</span>
                <input
                  onChange={(event) => set(index, { url: event.target.value })}
                  placeholder="https://"
                  type="text"
                  value={item.url}
                />
              </label>
              <button
                aria-label={`刪除圖示連結 ${index + 1}`}
                onClick={() => onChange({ ...element, data: removeAt(rows, index) })}
                type="button"
              >
                刪除
              </button>
            </li>
          )
        })}
      </ol>
      <button
        className="sn-be__add"
        onClick={() => onChange({ ...element, data: [...rows, { ...element.dataTemplate }] })}
        type="button"
      >
        ＋ 新增圖示連結
      </button>
    </div>
  )
}

const ImageInput: React.FC<{
  label: string
  value: string
  onChange: (url: string) => void
  pickImage: Pickers['pickImage']
}> = ({ label, value, onChange, pickImage }) => (
  <div className="sn-be__image">
    <label className="sn-be__row-field sn-be__grow">
      <span>{label}</span>
      <input
        onChange={(event) => onChange(event.target.value)}
        placeholder="從檔案庫選擇，或輸入網址"
        type="text"
        value={value}
      />
    </label>
    <button onClick={() => pickImage(onChange)} type="button">
      選擇圖片
    </button>
    {value ? <img alt="" className="sn-be__thumb" src={value} /> : null}
  </div>
)

const AltInput: React.FC<{ label: string; value: string; onChange: (alt: string) => void; required: boolean }> = ({
  label,
  value,
  onChange,
  required,
}) => {
  const id = useId()
  const missing = required && !value.trim()
  return (
    <div className="sn-be__stack">
      <label className="sn-be__row-field" htmlFor={id}>
        <span>
          <span aria-hidden="true" className="sn-be__star">
            *
          </span>
          {label}
        </span>
      </label>
      <input
        aria-describedby={missing ? `${id}-error` : `${id}-hint`}
        aria-invalid={missing}
        aria-required={required}
        id={id}
        onChange={(event) => onChange(event.target.value)}
        type="text"
        value={value}
      />
      {missing ? (
        <span className="sn-be__error" id={`${id}-error`}>
          {label}為必填欄位
        </span>
      ) : (
        <span className="sn-be__hint" id={`${id}-hint`}>
          簡述圖片內容，供螢幕閱讀器朗讀。
        </span>
      )}
    </div>
  )
}

const ItemsForm: React.FC<FormProps<ItemsElement>> = ({ element, onChange, pickImage }) => {
  const cards = element.data
  const set = (index: number, patch: Partial<CardItem>) =>
    onChange({ ...element, data: replaceAt(cards, index, { ...cards[index]!, ...patch }) })
  return (
    <div className="sn-be__form">
      {cards.length === 0 ? <p className="sn-be__hint">尚無卡片。</p> : null}
      {cards.map((card, index) => (
        <fieldset className="sn-be__card" key={index}>
          <legend>卡片 {index + 1}</legend>
          <label className="sn-be__row-field">
            <span>標題</span>
            <input onChange={(event) => set(index, { title: event.target.value })} type="text" value={card.title} />
          </label>
          <label className="sn-be__row-field">
            <span>說明</span>
            <textarea onChange={(event) => set(index, { text: event.target.value })} rows={2} value={card.text} />
          </label>
          <label className="sn-be__row-field">
            <span>連結網址</span>
            <input
              onChange={(event) => set(index, { url: event.target.value })}
              placeholder="https:// 或 /news"
              type="text"
              value={card.url}
            />
          </label>
          <ImageInput label="圖片" onChange={(src) => set(index, { src })} pickImage={pickImage} value={card.src} />
          {card.src ? (
            <AltInput label="圖片替代文字" onChange={(alt) => set(index, { alt })} required value={card.alt} />
          ) : null}
          <button
            aria-label={`刪除卡片 ${index + 1}`}
            onClick={() => onChange({ ...element, data: removeAt(cards, index) })}
            type="button"
          >
            刪除卡片
          </button>
        </fieldset>
      ))}
      <button
        className="sn-be__add"
        onClick={() => onChange({ ...element, data: [...cards, { ...element.dataTemplate }] })}
        type="button"
      >
        ＋ 新增卡片
      </button>
    </div>
  )
}

const TableForm: React.FC<FormProps<TableElement>> = ({ element, onChange }) => {
  const rows = element.data.length > 0 ? element.data : [['']]
  const width = Math.max(1, ...rows.map((row) => row.length))
  const set = (data: string[][]) => onChange({ ...element, data })
  const setCell = (r: number, c: number, text: string) =>
    set(rows.map((row, i) => (i === r ? row.map((cell, j) => (j === c ? text : cell)) : row)))
  return (
    <div className="sn-be__form">
      <label className="sn-be__row-field">
        <span>表格標題（選填）</span>
        <input
          onChange={(event) => onChange({ ...element, context: event.target.value })}
          type="text"
          value={element.context}
        />
      </label>
      <label className="sn-be__check">
        <input
          checked={element.hasSearchBar}
          onChange={(event) => onChange({ ...element, hasSearchBar: event.target.checked })}
          type="checkbox"
        />
        顯示搜尋列（讀者可用關鍵字篩選表格內容）
      </label>
      <div className="sn-be__grid-scroll">
        <table className="sn-be__grid">
          <thead>
            <tr>
              <td />
              {Array.from({ length: width }, (_, c) => (
                <th key={c} scope="col">
                  第 {c + 1} 欄
                  <button
                    aria-label={`刪除第 ${c + 1} 欄`}
                    disabled={width <= 1}
                    onClick={() => set(rows.map((row) => removeAt(row, c)))}
                    type="button"
                  >
                    ×
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr className={r === 0 ? 'is-header' : undefined} key={r}>
                <th scope="row">
                  {r === 0 ? '標題列' : `第 ${r} 列`}
                  <button
                    aria-label={r === 0 ? '刪除標題列' : `刪除第 ${r} 列`}
                    disabled={rows.length <= 1}
                    onClick={() => set(removeAt(rows, r))}
                    type="button"
                  >
                    ×
                  </button>
                </th>
                {row.map((cell, c) => (
                  <td key={c}>
                    <input
                      aria-label={r === 0 ? `標題列第 ${c + 1} 欄` : `第 ${r} 列第 ${c + 1} 欄`}
                      onChange={(event) => setCell(r, c, event.target.value)}
                      type="text"
                      value={cell}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="sn-be__buttons">
        <button className="sn-be__add" onClick={() => set([...rows, Array<string>(width).fill('')])} type="button">
          ＋ 新增列
        </button>
        <button
          className="sn-be__add"
          onClick={() => set(rows.map((row, r) => [...row, r === 0 ? `標題${width + 1}` : '']))}
          type="button"
        >
          ＋ 新增欄
        </button>
      </div>
    </div>
  )
}

const ImgForm: React.FC<FormProps<ImgElement>> = ({ element, onChange, pickImage }) => (
  <div className="sn-be__form">
    <ImageInput
      label="圖片"
      onChange={(src) => onChange({ ...element, src })}
      pickImage={pickImage}
      value={element.src}
    />
    {!element.src ? <p className="sn-be__error">圖片為必填欄位</p> : null}
    <AltInput label="替代文字" onChange={(alt) => onChange({ ...element, alt })} required value={element.alt} />
    <label className="sn-be__row-field">
      <span>圖說（選填）</span>
      <input
        onChange={(event) => onChange({ ...element, context: event.target.value })}
        type="text"
        value={element.context}
      />
    </label>
  </div>
)

export const ElementForm: React.FC<FormProps<BlockElement>> = (props) => {
  const { element } = props
  switch (element.tagName) {
    case 'h2':
    case 'h3':
    case 'h4':
    case 'p':
      return <TextForm {...props} element={element} onChange={props.onChange} />
    case 'links':
      return <LinksForm {...props} element={element} onChange={props.onChange} />
    case 'icon':
      return <IconForm {...props} element={element} onChange={props.onChange} />
    case 'items':
      return <ItemsForm {...props} element={element} onChange={props.onChange} />
    case 'table':
      return <TableForm {...props} element={element} onChange={props.onChange} />
    case 'img':
      return <ImgForm {...props} element={element} onChange={props.onChange} />
    case 'loginBlock':
      return (
        <p className="sn-be__hint">
          讀者登入表單：送出至館藏系統（於網站設定中設定網址），並於新視窗開啟。此區塊沒有可編輯的內容。
        </p>
      )
  }
}

const plainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

const clip = (text: string, length = 60): string => (text.length > length ? `${text.slice(0, length)}…` : text)

/** One line saying what an element holds (the block list outside edit mode). */
export const summaryOf = (element: BlockElement): string => {
  switch (element.tagName) {
    case 'h2':
    case 'h3':
    case 'h4':
    case 'p':
      return clip(plainText(element.context)) || '（空白）'
    case 'links':
      return `${element.data.length} 個連結${element.data[0] ? `：${clip(element.data.map(([text]) => text).join('、'), 40)}` : ''}`
    case 'icon':
      return `${element.data.length} 個圖示連結${element.data[0] ? `：${clip(element.data.map((item) => item.text).join('、'), 40)}` : ''}`
    case 'items':
      return `${element.data.length} 張卡片${element.data[0] ? `：${clip(element.data.map((card) => card.title).join('、'), 40)}` : ''}`
    case 'table': {
      const rows = Math.max(0, element.data.length - 1)
      const columns = element.data[0]?.length ?? 0
      return `${element.context ? `${clip(element.context, 30)}，` : ''}${rows} 列 × ${columns} 欄${element.hasSearchBar ? '，含搜尋列' : ''}`
    }
    case 'img':
      return element.src
        ? element.alt
          ? `圖片：${clip(element.alt, 40)}`
          : '圖片（尚未填寫替代文字）'
        : '尚未選擇圖片'
    case 'loginBlock':
      return '讀者登入表單'
  }
}

export const kindLabel = (element: BlockElement): string => definitionOf(element.tagName).label
