import React from 'react'

import { iconByName } from '@/lib/icons'
import './blocks.css'
import { normalizeBlocks } from './normalize'
import { hasBlockMarkup, isExternalUrl } from './sanitize'
import { splitTable } from './table'
import { TableSearch } from './TableSearch'
import { TableView } from './TableView'
import { type Block, type BlockElement, type LoginSettings, colorPairOf, isTextTag } from './types'

type Props = {
  /** The stored `blocks` value (anything; it is normalised and sanitised here). */
  blocks: unknown
  /** The patron login form's settings, for loginBlock. */
  login?: LoginSettings
  /** Inside the editor: forms become inert groups (no nested <form>, nothing is posted). */
  preview?: boolean
  className?: string
}

const NewWindow: React.FC = () => <span className="sn-visually-hidden">（另開新視窗）</span>

/** A link; web addresses open in a new window, which is said to screen-reader users. */
const SmartLink: React.FC<{ href: string; className?: string; children: React.ReactNode }> = ({
  href,
  className,
  children,
}) =>
  isExternalUrl(href) ? (
    <a className={className} href={href} rel="noopener noreferrer" target="_blank">
      {children}
      <NewWindow />
    </a>
  ) : (
    <a className={className} href={href}>
      {children}
    </a>
  )

const Login: React.FC<{ settings?: LoginSettings; preview?: boolean; className: string }> = ({
  settings,
  preview,
  className,
}) => {
  const action = settings?.action || ''
  const inert = preview || !action
  const fields = (
    <>
      <label className="sn-login__field">
        <span>帳號</span>
        <input
          autoComplete="username"
          disabled={inert}
          name={settings?.usernameName || 'username'}
          required
          type="text"
        />
      </label>
      <label className="sn-login__field">
        <span>密碼</span>
        <input
          autoComplete="current-password"
          disabled={inert}
          name={settings?.passwordName || 'password'}
          required
          type="password"
        />
      </label>
      <div className="sn-login__actions">
        <button className="sn-login__submit" disabled={inert} type={inert ? 'button' : 'submit'}>
          登入
          <NewWindow />
        </button>
        {settings?.forgotPasswordUrl ? (
          <SmartLink className="sn-login__forgot" href={settings.forgotPasswordUrl}>
            忘記密碼
          </SmartLink>
        ) : null}
      </div>
      {!action && !preview ? <p className="sn-login__note">讀者登入服務尚未設定。</p> : null}
    </>
  )
  if (inert)
    return (
      <div aria-label="讀者登入" className={`sn-login ${className}`.trim()} role="group">
        <p className="sn-login__title">讀者登入</p>
        {fields}
      </div>
    )
  return (
    <form action={action} className={`sn-login ${className}`.trim()} method="post" target="_blank">
      <fieldset>
        <legend className="sn-login__title">讀者登入</legend>
        {fields}
      </fieldset>
    </form>
  )
}

/** Sanitised text HTML with the new-window note in every link that opens one (its markup is the sanitiser's own). */
const withNewWindowNotes = (html: string): string =>
  html.replace(
    /(<a [^>]*target="_blank"[^>]*>)([\s\S]*?)<\/a>/g,
    '$1$2<span class="sn-visually-hidden">（另開新視窗）</span></a>',
  )

const Element: React.FC<{ element: BlockElement; login?: LoginSettings; preview?: boolean }> = ({
  element,
  login,
  preview,
}) => {
  const className = element.className
  if (isTextTag(element.tagName)) {
    const html = { __html: withNewWindowNotes(element.context) }
    const Tag = element.tagName === 'p' && hasBlockMarkup(element.context) ? 'div' : element.tagName
    return <Tag className={`sn-text ${className}`.trim()} dangerouslySetInnerHTML={html} />
  }
  switch (element.tagName) {
    case 'links':
      return (
        <ul className={`sn-links ${className}`.trim()}>
          {element.data.map(([text, url], index) => (
            <li key={index}>{url ? <SmartLink href={url}>{text || url}</SmartLink> : text}</li>
          ))}
        </ul>
      )
    case 'icon':
      return (
        <ul className={`sn-icons ${className}`.trim()}>
          {element.data.map((item, index) => {
            const Icon = iconByName(item.icon)?.Icon
            const body = (
              <>
                {Icon ? <Icon aria-hidden="true" className="sn-icons__icon" size={36} strokeWidth={1.6} /> : null}
                <span className="sn-icons__label">{item.text}</span>
              </>
            )
            return (
              <li key={index}>
                {item.url ? (
                  <SmartLink className="sn-icons__link" href={item.url}>
                    {body}
                  </SmartLink>
                ) : (
                  <span className="sn-icons__link">{body}</span>
                )}
              </li>
            )
          })}
        </ul>
      )
    case 'items':
      return (
        <ul className={`sn-cards ${className}`.trim()}>
          {element.data.map((card, index) => (
            <li className="sn-card" key={index}>
              {card.src ? <img alt={card.alt} className="sn-card__image" loading="lazy" src={card.src} /> : null}
              <div className="sn-card__body">
                {card.title ? (
                  <strong className="sn-card__title">
                    {card.url ? <SmartLink href={card.url}>{card.title}</SmartLink> : card.title}
                  </strong>
                ) : null}
                {card.text ? <p className="sn-card__text">{card.text}</p> : null}
                {!card.title && card.url ? <SmartLink href={card.url}>{card.url}</SmartLink> : null}
              </div>
            </li>
          ))}
        </ul>
      )
    case 'table': {
      const { headers, rows } = splitTable(element.data)
      const caption = element.context.trim() || undefined
      return (
        <div className={`sn-table-block ${className}`.trim()}>
          {element.hasSearchBar ? (
            <TableSearch caption={caption} headers={headers} rows={rows} />
          ) : (
            <TableView caption={caption} headers={headers} rows={rows} />
          )}
        </div>
      )
    }
    case 'img':
      if (!element.src) return preview ? <p className="sn-placeholder">尚未選擇圖片</p> : null
      return (
        <figure className={`sn-figure ${className}`.trim()}>
          <img alt={element.alt} loading="lazy" src={element.src} />
          {element.context.trim() ? <figcaption>{element.context}</figcaption> : null}
        </figure>
      )
    case 'loginBlock':
      return <Login className={className} preview={preview} settings={login} />
  }
  return null
}

const BlockView: React.FC<{ block: Block; login?: LoginSettings; preview?: boolean }> = ({ block, login, preview }) => {
  const pair = colorPairOf(block.className)
  return (
    <div
      className={`sn-block${pair ? ' sn-block--colored' : ''}${block.elements.length > 1 ? ' sn-block--columns' : ''} ${block.className}`.trim()}
      style={pair ? { backgroundColor: pair.backgroundColor, color: pair.textColor } : undefined}
    >
      {block.elements.map((element, index) => (
        <Element element={element} key={index} login={login} preview={preview} />
      ))}
    </div>
  )
}

/**
 * Page-builder blocks as accessible HTML, for the public site
 * (a server component; only the table search box runs in the browser) and the editor preview.
 */
export const BlockRenderer: React.FC<Props> = ({ blocks, login, preview, className }) => {
  const list = normalizeBlocks(blocks)
  if (list.length === 0) return null
  return (
    <div className={`sn-blocks${className ? ` ${className}` : ''}`}>
      {list.map((block, index) => (
        <BlockView block={block} key={index} login={login} preview={preview} />
      ))}
    </div>
  )
}
