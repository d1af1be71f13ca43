import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { BlockRenderer } from '@/components/blocks/BlockRenderer'
import { normalizeBlocks } from '@/components/blocks/normalize'
import { sanitizeHtml } from '@/components/blocks/sanitize'
import { type Block, isTextTag } from '@/components/blocks/types'
import { roundTripHtml, textOfHtml, withRichText } from '@/components/blocks/richTextNode'
import { textOfBlocks } from '@/fields/blocks'
import { seedPages } from '@/modules/cms/seed'
import { seedFaqEntries } from '@/modules/faq/seed'
import { seedNews } from '@/modules/news/seed'
import { seedQuestionnaires } from '@/modules/questionnaires/seed'

/**
 * The text blocks' editor conversion (src/components/blocks/richText.ts, run headless in Node by
 * richTextNode.ts): stored HTML → Lexical → HTML must give back what was stored.
 */

/** Whitespace is the only difference allowed: runs of it count as one space, none around block tags. */
const squash = (html: string): string =>
  html
    .replace(/\s+/g, ' ')
    .replace(/\s*(<\/?(?:p|ul|ol|li)>)\s*/g, '$1')
    .trim()

/** Every block list the demo seed writes (the seed files that write blocks), collected by running them against a stand-in Payload. */
const demoBlockLists = async (): Promise<Block[][]> => {
  const lists: Block[][] = []
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) {
      if (
        value.length > 0 &&
        value.every(
          (item) => item && typeof item === 'object' && Array.isArray((item as { elements?: unknown }).elements),
        )
      )
        lists.push(normalizeBlocks(value))
      else value.forEach(collect)
      return
    }
    if (value && typeof value === 'object') Object.values(value).forEach(collect)
  }
  let id = 0
  const answer = () => {
    id += 1
    return { id: `demo-${id}`, docs: [{ id: `demo-${id}` }], totalDocs: 0 }
  }
  const payload = new Proxy(
    {},
    {
      get: (_target, name) => {
        if (name === 'then') return undefined
        if (name === 'logger') return { info: () => undefined, warn: () => undefined, error: () => undefined }
        return async (args?: { data?: unknown }) => {
          if (args && typeof args === 'object') collect(args.data)
          return answer()
        }
      },
    },
  ) as unknown as Payload
  await seedNews(payload)
  await seedFaqEntries(payload)
  await seedPages(payload)
  await seedQuestionnaires(payload)
  return lists
}

describe('text-block editor conversion', () => {
  it('round-trips every text block of the demo seed unchanged', async () => {
    const lists = await demoBlockLists()
    const texts = lists.flat().flatMap((block) => block.elements.filter((element) => isTextTag(element.tagName)))
    expect(texts.length).toBeGreaterThanOrEqual(8)
    withRichText(({ html }) => {
      for (const element of texts)
        expect(squash(html(element.context, element.tagName !== 'p')), element.context).toBe(squash(element.context))
    })
  })

  it('loads every allowed tag and attribute without loss', () => {
    const stored = [
      '<p>本館&nbsp;<b>週六</b> <i>開放</i> <u>底線</u> &amp; &lt;標籤&gt;<br>第二行</p>',
      '<p><span style="color:#197879">青綠</span> <span style="color:#ff0000"><b>紅粗體</b></span> <span style="color:#14578e;background-color:#f8f8f4">藍</span></p>',
      '<p><span style="color:#00b050"><b><i><u>全部</u></i></b></span></p>',
      '<p>見 <a href="/faq">常見問題</a>、<a href="https://www.example.org/" rel="noopener noreferrer" target="_blank">外部網站</a>、<a href="/news" rel="noopener noreferrer" target="_blank">新視窗</a>、<a href="mailto:library@hospital.example">信箱</a></p>',
      '<p><a href="/faq"><b>粗體連結</b></a></p>',
      '<ul><li>一</li><li><b>二</b></li></ul><ol><li>甲</li><li><a href="/faq">乙</a></li></ol>',
      '<ul><li>外層<ol><li>內層一</li><li>內層二</li></ol></li><li>外層二</li></ul>',
    ]
    for (const html of stored) expect(squash(roundTripHtml(html, false))).toBe(squash(sanitizeHtml(html)))
    expect(roundTripHtml('服務<b>對象</b> <span style="color:#ff0000">紅</span><br>下一行', true)).toBe(
      '服務<b>對象</b> <span style="color:#ff0000">紅</span><br>下一行',
    )
  })

  it('reads strong and em as the same formats (written as Lexical writes them: b and i)', () => {
    expect(roundTripHtml('<p><strong>x</strong> <em>y</em></p>', false)).toBe('<p><b>x</b> <i>y</i></p>')
  })

  it('wraps bare text of a paragraph element in a paragraph', () => {
    expect(roundTripHtml('請輸入內容', false)).toBe('<p>請輸入內容</p>')
  })

  it('gives the visible text for blockText', () => {
    expect(textOfHtml('<p>甲 <b>乙</b></p><ul><li>丙</li><li><a href="/faq">丁</a></li></ul>')).toBe('甲 乙\n丙\n丁')
    const blocks = [
      { className: '', elements: [{ tagName: 'h2', context: '標題&amp;一' }] },
      { className: '', elements: [{ tagName: 'p', context: '<p>第一段<br>第二行</p><p>第三&nbsp;段</p>' }] },
      { className: '', elements: [{ tagName: 'table', context: '表格標題', data: [['欄'], ['值']] }] },
    ]
    expect(textOfBlocks(blocks)).toBe('標題&一\n第一段\n第二行\n第三 段\n表格標題\n欄\n值')
  })

  it('cleans a Word paste: headings split the element, only the allowed structure and the five colours stay', () => {
    const word = [
      '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal { font-family: Calibri }</style><script>alert(1)</script></head><body>',
      '<!--StartFragment--><h1 style="font-family:\'Times New Roman\'">開館時間</h1>',
      '<p class="MsoNormal" style="font-size:14pt;mso-bidi-font-family:Arial"><b><span style="color:#FF0000;mso-fareast-font-family:新細明體">紅色粗體</span></b> ',
      '<span style="color:rgb(25, 120, 121)">青綠</span> <span style="color:#123456;font-size:20pt;background:yellow">別的顏色</span> <s>刪除線</s> ',
      '<i>斜體</i> <a href="https://www.example.org/" class="MsoHyperlink" onclick="steal()">外部網站</a><o:p></o:p></p>',
      '<h3>小節</h3><ul><li style="mso-list:l0 level1 lfo1">第一項</li><li>第二項</li></ul><script>alert(2)</script><!--EndFragment--></body></html>',
    ].join('')
    expect(withRichText(({ paste }) => paste(word))).toEqual([
      { tagName: 'h2', context: '開館時間' },
      {
        tagName: 'p',
        context:
          '<p><span style="color:#ff0000"><b>紅色粗體</b></span> <span style="color:#197879">青綠</span> 別的顏色 刪除線 <i>斜體</i> ' +
          '<a href="https://www.example.org/" rel="noopener noreferrer" target="_blank">外部網站</a></p>',
      },
      { tagName: 'h3', context: '小節' },
      { tagName: 'p', context: '<ul><li>第一項</li><li>第二項</li></ul>' },
    ])
  })

  it('keeps a Google Docs paste (bold by font-weight, the normal-weight wrapper) as bold and plain text', () => {
    const docs =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr" style="line-height:1.38"><span style="font-size:11pt;font-family:Arial;font-weight:700;color:#000000">粗</span><span style="font-size:11pt;font-family:Arial;font-weight:400;font-style:italic">斜</span></p></b>'
    expect(withRichText(({ paste }) => paste(docs))).toEqual([{ tagName: 'p', context: '<p><b>粗</b><i>斜</i></p>' }])
  })

  it('keeps a site link opening a new window through the sanitiser, and the site says so to screen readers', () => {
    const stored = sanitizeHtml('<p><a href="/faq" target="_blank">常見問題</a> <a href="/news">消息</a></p>')
    expect(stored).toBe(
      '<p><a href="/faq" rel="noopener noreferrer" target="_blank">常見問題</a> <a href="/news">消息</a></p>',
    )
    const html = renderToStaticMarkup(
      createElement(BlockRenderer, { blocks: [{ className: '', elements: [{ tagName: 'p', context: stored }] }] }),
    )
    expect(html).toContain(
      '<a href="/faq" rel="noopener noreferrer" target="_blank">常見問題<span class="sn-visually-hidden">（另開新視窗）</span></a> <a href="/news">消息</a>',
    )
  })
})
