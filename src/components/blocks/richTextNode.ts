import { createHeadlessEditor } from '@lexical/headless'
import { withDOM } from '@lexical/headless/dom'

import {
  $getHtml,
  $getRawHtml,
  $getText,
  $setHtml,
  $topLevelHeadings,
  type TextPart,
  cleanPastedDocument,
  richTextConfig,
  splitAtHeadings,
} from './richText'

/**
 * The text blocks' HTML ⇄ Lexical conversion in Node (no browser): a headless Lexical editor with the
 * same nodes and HTML overrides as the back-office editor (richText.ts), inside the DOM that
 * `@lexical/headless/dom` lends for the call (happy-dom, installed with @lexical/headless).
 * Used for blockText (src/fields/blocks.ts) and by the round-trip test.
 */

type Conversion<T> = (convert: {
  html: (html: string, inline: boolean) => string
  text: (html: string) => string
  /** Pasted HTML as a paragraph element's editor stores it (split at headings, as the editor does). */
  paste: (html: string) => TextPart[]
}) => T

/** Run conversions inside one DOM (one window for many calls). */
export const withRichText = <T>(f: Conversion<T>): T =>
  withDOM((window) => {
    const editor = createHeadlessEditor(richTextConfig('shennong-headless'))
    const parse = (html: string): Document =>
      new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document
    const load = (html: string) => editor.update(() => $setHtml(editor, html, parse), { discrete: true })
    return f({
      html: (html, inline) => {
        load(inline ? `<p>${html}</p>` : html)
        return editor.getEditorState().read(() => $getHtml(editor, inline))
      },
      text: (html) => {
        load(html)
        return editor.getEditorState().read($getText)
      },
      paste: (html) => {
        editor.update(() => $setHtml(editor, html, (source) => cleanPastedDocument(parse(source))), { discrete: true })
        return editor
          .getEditorState()
          .read(() =>
            $topLevelHeadings().length > 0
              ? splitAtHeadings($getRawHtml(editor), parse)
              : [{ tagName: 'p' as const, context: $getHtml(editor, false) }],
          )
      },
    })
  })

/** Stored HTML through the editor and back: what the editor would save for it. */
export const roundTripHtml = (html: string, inline: boolean): string =>
  withRichText(({ html: convert }) => convert(html, inline))

/** The visible text of stored HTML, as the editor reads it. */
export const textOfHtml = (html: string): string => withRichText(({ text }) => text(html))
