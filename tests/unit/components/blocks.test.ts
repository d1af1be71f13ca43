import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { BlockRenderer } from '@/components/blocks/BlockRenderer'

import { blockProblems, normalizeBlocks } from '@/components/blocks/normalize'
import { safeUrl, sanitizeHtml } from '@/components/blocks/sanitize'
import { filterTableRows, splitTable } from '@/components/blocks/table'
import {
  BLOCK_LIBRARY,
  COLOR_PAIRS,
  TEXT_COLORS,
  colorPairOf,
  createBlock,
  withColorPair,
} from '@/components/blocks/types'
import { textOfBlocks } from '@/fields/blocks'

const luminance = (hex: string): number => {
  const channels = hex
    .slice(1)
    .match(/../g)!
    .map((part) => parseInt(part, 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * channels[0]! + 0.7152 * channels[1]! + 0.0722 * channels[2]!
}
const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

describe('sanitizeHtml', () => {
  it('keeps the allow-list and escapes text', () => {
    expect(sanitizeHtml('<p>本館&nbsp;<b>週六</b> <i>開放</i> <strong>x</strong><em>y</em><u>z</u><br/></p>')).toBe(
      '<p>本館&nbsp;<b>週六</b> <i>開放</i> <strong>x</strong><em>y</em><u>z</u><br></p>',
    )
    expect(sanitizeHtml('<ul><li>一</li><li>二</li></ul><ol><li>三</li></ol>')).toBe(
      '<ul><li>一</li><li>二</li></ul><ol><li>三</li></ol>',
    )
    expect(sanitizeHtml('a < b && c > d')).toBe('a &lt; b &amp;&amp; c &gt; d')
  })

  it('drops scripts, event handlers, unknown tags and comments', () => {
    expect(sanitizeHtml('<script>alert(1)</script>安全')).toBe('安全')
    expect(sanitizeHtml('<SCRIPT src=x></SCRIPT><style>p{}</style><iframe src="x"></iframe>ok')).toBe('ok')
    expect(sanitizeHtml('<b onclick="alert(1)" class="x">粗</b>')).toBe('<b>粗</b>')
    expect(sanitizeHtml('<div><img src=x onerror=alert(1)>文字</div><!-- note -->')).toBe('文字')
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>後')).toBe('後')
    expect(sanitizeHtml('<script>never closed')).toBe('')
  })

  it('keeps safe links only, external ones opening in a new window', () => {
    expect(sanitizeHtml('<a href="https://pubmed.ncbi.nlm.nih.gov/">PubMed</a>')).toBe(
      '<a href="https://pubmed.ncbi.nlm.nih.gov/" rel="noopener noreferrer" target="_blank">PubMed</a>',
    )
    expect(sanitizeHtml('<a href="/news" target="_top">最新消息</a>')).toBe('<a href="/news">最新消息</a>')
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml('<a href="java&#115;cript:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml('<a href=" jav\tascript:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml('<a href="data:text/html,<b>">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml("<a href='mailto:lib@example.org'>信箱</a>")).toBe('<a href="mailto:lib@example.org">信箱</a>')
  })

  it('keeps only colour declarations on span', () => {
    expect(sanitizeHtml('<span style="color: #197879; position: fixed">青</span>')).toBe(
      '<span style="color:#197879">青</span>',
    )
    expect(sanitizeHtml('<span style="background-color: rgb(255, 0, 0)">紅</span>')).toBe(
      '<span style="background-color:rgb(255, 0, 0)">紅</span>',
    )
    expect(sanitizeHtml('<span style="color: expression(alert(1))">x</span>')).toBe('<span>x</span>')
    expect(sanitizeHtml('<span style="color:url(javascript:x)">x</span>')).toBe('<span>x</span>')
  })

  it('balances tags and, inline, drops block tags', () => {
    expect(sanitizeHtml('<b><i>未關閉')).toBe('<b><i>未關閉</i></b>')
    expect(sanitizeHtml('多餘</b>結尾</p>')).toBe('多餘結尾')
    expect(sanitizeHtml('<b>a<i>b</b>c')).toBe('<b>a<i>b</i></b>c')
    expect(sanitizeHtml('<p>標題</p><p>二</p>', { inline: true })).toBe('標題 二 ')
  })

  it('is idempotent', () => {
    const once = sanitizeHtml(
      '<p>x <a href="https://a.example/?q=1&amp;r=2">a</a> <span style="color:#ff0000">r</span> &lt;tag&gt;</p>',
    )
    expect(sanitizeHtml(once)).toBe(once)
  })

  it('limits URLs to safe schemes', () => {
    expect(safeUrl('https://example.org/x')).toBe('https://example.org/x')
    expect(safeUrl('/cms/1')).toBe('/cms/1')
    expect(safeUrl('tel:+886-2-1234')).toBe('tel:+886-2-1234')
    expect(safeUrl('JavaScript:alert(1)')).toBe('')
    expect(safeUrl(42)).toBe('')
  })
})

describe('normalizeBlocks', () => {
  it('parses JSON text, drops unknown tags, empty blocks and junk', () => {
    const raw = JSON.stringify([
      {
        className: 'row',
        elements: [
          { tagName: 'p', context: '<p>ok</p><script>x</script>' },
          { tagName: 'marquee', context: 'no' },
        ],
      },
      { className: 'row', elements: [{ tagName: 'unknown' }] },
      'junk',
      null,
      { elements: 'nope' },
    ])
    const blocks = normalizeBlocks(raw)
    expect(blocks).toHaveLength(1)
    expect(blocks[0]!.elements).toHaveLength(1)
    expect(blocks[0]!.elements[0]).toEqual({
      tagName: 'p',
      className: '',
      context: '<p>ok</p>',
      data: null,
      dataTemplate: null,
      hasSearchBar: false,
      src: '',
      alt: '',
    })
    expect(normalizeBlocks('{not json')).toEqual([])
    expect(normalizeBlocks(null)).toEqual([])
    expect(normalizeBlocks({ className: 'x' })).toEqual([])
  })

  it('sanitises headings to inline HTML and cleans class names', () => {
    const [block] = normalizeBlocks([
      {
        className: 'row color-pair-3 "><x',
        elements: [{ tagName: 'h2', className: 'big', context: '<p>標<b>題</b></p>' }],
      },
    ])
    expect(block!.className).toBe('row color-pair-3')
    expect(block!.elements[0]!.context).toBe('標<b>題</b> ')
  })

  it('normalises link, icon, item, table and image data', () => {
    const [block] = normalizeBlocks([
      {
        className: '',
        elements: [
          {
            tagName: 'links',
            data: [
              ['整合查詢', 'https://search.example.org'],
              ['壞連結', 'javascript:alert(1)'],
              { text: '物件', url: '/news' },
              'x',
            ],
          },
          {
            tagName: 'icon',
            data: [['書', '/a', 'BookOpen'], { text: '地圖', url: 'https://m.example', icon: '<svg>' }],
          },
          { tagName: 'items', data: [{ title: '卡', text: '說明', url: '/x', src: 'javascript:1', alt: '' }, 3] },
          { tagName: 'table', data: [['a', 'b', 'c'], ['1', 2], 'bad'], hasSearchBar: true, context: '表' },
          { tagName: 'img', src: 'data:image/png;base64,xx', alt: '館舍' },
          { tagName: 'loginBlock', context: 'ignored' },
        ],
      },
    ])
    const [links, icon, items, table, img, login] = block!.elements
    expect(links!.data).toEqual([
      ['整合查詢', 'https://search.example.org'],
      ['壞連結', ''],
      ['物件', '/news'],
    ])
    expect(links!.dataTemplate).toEqual(['請輸入連結文字', 'https://www.google.com/'])
    expect(icon!.data).toEqual([
      { text: '書', url: '/a', icon: 'BookOpen' },
      { text: '地圖', url: 'https://m.example', icon: '' },
    ])
    expect(items!.data).toEqual([{ title: '卡', text: '說明', url: '/x', src: '', alt: '' }])
    expect(table!.data).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', ''],
    ])
    expect(table!.hasSearchBar).toBe(true)
    expect(img!.src).toBe('')
    expect(login!.context).toBe('')
  })

  it('is idempotent over every kind of the library', () => {
    const blocks = BLOCK_LIBRARY.map((entry) => createBlock(entry.tagName))
    expect(normalizeBlocks(blocks)).toEqual(blocks)
    expect(normalizeBlocks(normalizeBlocks(blocks))).toEqual(blocks)
  })

  it('keeps the visible text where textOfBlocks reads it', () => {
    const blocks = normalizeBlocks([
      { className: '', elements: [{ tagName: 'h2', context: '開館時間' }] },
      {
        className: '',
        elements: [
          {
            tagName: 'links',
            data: [
              ['PubMed', 'https://pubmed.example'],
              ['最新消息', '/news'],
            ],
          },
        ],
      },
      {
        className: '',
        elements: [{ tagName: 'icon', data: [{ text: '館藏查詢', url: 'https://opac.example', icon: 'BookOpen' }] }],
      },
      {
        className: '',
        elements: [
          { tagName: 'items', data: [{ title: '新書', text: '本月新書', url: '/x', src: '/a.png', alt: '書封' }] },
        ],
      },
      { className: '', elements: [{ tagName: 'table', context: '期刊', data: [['刊名'], ['Nature']] }] },
      { className: '', elements: [{ tagName: 'img', src: 'https://img.example/a.png', alt: '館舍外觀' }] },
    ])
    expect(textOfBlocks(blocks).split('\n')).toEqual([
      '開館時間',
      'PubMed',
      '最新消息',
      '館藏查詢',
      '新書',
      '本月新書',
      '書封',
      '期刊',
      '刊名',
      'Nature',
      '館舍外觀',
    ])
  })

  it('gives the visible text of older block data (a tag boundary is no space: the editor reads the HTML)', () => {
    const blocks = [
      { className: 'row', elements: [{ tagName: 'p', context: '<p>本館&nbsp;<b>週六</b>開放</p>' }] },
      { className: 'row', elements: [{ tagName: 'links', data: [['整合查詢', 'https://search.example.org']] }] },
    ]
    expect(textOfBlocks(blocks)).toBe('本館 週六開放\n整合查詢')
    expect(textOfBlocks(normalizeBlocks(blocks))).toBe('本館 週六開放\n整合查詢')
  })

  it('reports images without alternative text', () => {
    const blocks = normalizeBlocks([{ className: '', elements: [{ tagName: 'img', src: '/a.png', alt: ' ' }] }])
    expect(blockProblems(blocks)).toEqual([{ block: 0, element: 0, message: '替代文字為必填欄位' }])
  })
})

describe('table search', () => {
  const data = [
    ['刊名', '出版者'],
    ['Nature', 'Springer'],
    ['The Lancet', 'Elsevier'],
    ['臺灣醫誌', '臺灣醫學會'],
  ]
  const { headers, rows } = splitTable(data)

  it('splits headers from rows', () => {
    expect(headers).toEqual(['刊名', '出版者'])
    expect(rows).toHaveLength(3)
  })

  it('matches row text case-insensitively; blank keeps all; no match is empty', () => {
    expect(filterTableRows(rows, 'lancet')).toEqual([['The Lancet', 'Elsevier']])
    expect(filterTableRows(rows, '  SPRINGER ')).toEqual([['Nature', 'Springer']])
    expect(filterTableRows(rows, '醫學')).toEqual([['臺灣醫誌', '臺灣醫學會']])
    expect(filterTableRows(rows, '   ')).toEqual(rows)
    expect(filterTableRows(rows, 'pubmed')).toEqual([])
  })
})

describe('colours', () => {
  it('has the five editor text colours', () => {
    expect(TEXT_COLORS.map((color) => color.value)).toEqual(['#f8f8f4', '#197879', '#00b050', '#14578e', '#ff0000'])
  })

  it('has 18 distinct pairs, each with WCAG AA contrast', () => {
    expect(COLOR_PAIRS).toHaveLength(18)
    expect(new Set(COLOR_PAIRS.map((pair) => pair.id)).size).toBe(18)
    for (const pair of COLOR_PAIRS)
      expect(contrast(pair.backgroundColor, pair.textColor), pair.label).toBeGreaterThanOrEqual(4.5)
  })

  it('stores a pair as a class of the block', () => {
    expect(withColorPair('row color-pair-2', 5)).toBe('row color-pair-5')
    expect(withColorPair('row color-pair-2', null)).toBe('row')
    expect(colorPairOf('row color-pair-5')?.backgroundColor).toBe('#e6f2f2')
    expect(colorPairOf('row')).toBeUndefined()
  })
})

describe('BlockRenderer', () => {
  const blocks = [
    { className: 'color-pair-3', elements: [{ tagName: 'h2', context: '開館<b>時間</b><script>x</script>' }] },
    { className: '', elements: [{ tagName: 'p', context: '<p>一</p><p>二</p>' }] },
    {
      className: '',
      elements: [
        {
          tagName: 'links',
          data: [
            ['PubMed', 'https://pubmed.example'],
            ['最新消息', '/news'],
          ],
        },
      ],
    },
    { className: '', elements: [{ tagName: 'icon', data: [{ text: '館藏', url: '/catalog', icon: 'BookOpen' }] }] },
    {
      className: '',
      elements: [
        {
          tagName: 'table',
          context: '期刊',
          hasSearchBar: true,
          data: [
            ['刊名', '出版者'],
            ['Nature', 'Springer'],
          ],
        },
      ],
    },
    { className: '', elements: [{ tagName: 'img', src: '/a.png', alt: '館舍外觀', context: '本館' }] },
    { className: '', elements: [{ tagName: 'loginBlock' }] },
    { className: '', elements: [{ tagName: 'marquee', context: '不顯示' }] },
  ]
  const login = { action: 'https://opac.example/login', forgotPasswordUrl: 'https://opac.example/forgot' }

  it('renders accessible HTML for every kind', () => {
    const html = renderToStaticMarkup(createElement(BlockRenderer, { blocks, login }))
    expect(html).toContain('<h2 class="sn-text">開館<b>時間</b></h2>')
    expect(html).toContain('style="background-color:#197879;color:#ffffff"')
    expect(html).toContain('<div class="sn-text"><p>一</p><p>二</p></div>')
    expect(html).toContain(
      '<a href="https://pubmed.example" rel="noopener noreferrer" target="_blank">PubMed<span class="sn-visually-hidden">（另開新視窗）</span></a>',
    )
    expect(html).toContain('<a href="/news">最新消息</a>')
    expect(html).toMatch(/<a class="sn-icons__link" href="\/catalog"><svg[^>]*aria-hidden="true"/)
    expect(html).toContain('<caption>期刊</caption>')
    expect(html).toContain('<th scope="col">刊名</th>')
    expect(html).toContain('type="search"')
    expect(html).toContain('<img alt="館舍外觀" loading="lazy" src="/a.png"/><figcaption>本館</figcaption>')
    const form = /<form [^>]*>/.exec(html)?.[0] ?? ''
    for (const attribute of [
      'class="sn-login"',
      'action="https://opac.example/login"',
      'method="post"',
      'target="_blank"',
    ])
      expect(form).toContain(attribute)
    expect(html).toMatch(/<input [^>]*type="password" name="password"/)
    expect(html).toContain('href="https://opac.example/forgot"')
    expect(html).not.toContain('script')
    expect(html).not.toContain('不顯示')
  })

  it('draws no form in the editor preview', () => {
    const html = renderToStaticMarkup(createElement(BlockRenderer, { blocks, login, preview: true }))
    expect(html).not.toContain('<form')
    expect(html).toContain('role="group"')
  })

  it('draws nothing for no blocks', () => {
    expect(renderToStaticMarkup(createElement(BlockRenderer, { blocks: null }))).toBe('')
  })
})
