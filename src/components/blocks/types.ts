/**
 * The page-builder block model, shared by the public site's
 * renderer and the back-office editor.
 *
 * A block is `{ className, elements }`; an element is
 * `{ tagName, className, context, data, dataTemplate, hasSearchBar, src, alt }`.
 * Visible text lives only under `context`, `data`, `alt`, `text` and `title` (what
 * `textOfBlocks` in src/fields/blocks.ts reads); `url`, `icon` and `src` never hold visible text.
 *
 * - text tags (h2, h3, h4, p): `context` is sanitised HTML.
 * - links: `data` is rows of `[text, url]`; `dataTemplate` is the row a new link starts from.
 * - icon: `data` is `{ text, url, icon }[]` (icon: a name from src/lib/icons.tsx).
 * - items: `data` is cards `{ title, text, url, src, alt }[]`.
 * - table: `data` is rows of cells, the first row the headers; `context` an optional caption;
 *   `hasSearchBar` adds a search box over the rows.
 * - img: `src` and `alt` (required), `context` an optional caption.
 * - loginBlock: the patron login form; nothing stored (its URLs are site settings).
 */

export const TEXT_TAGS = ['h2', 'h3', 'h4', 'p'] as const
export type TextTag = (typeof TEXT_TAGS)[number]

export const WIDGET_TAGS = ['loginBlock', 'links', 'icon', 'items', 'table', 'img'] as const
export type WidgetTag = (typeof WIDGET_TAGS)[number]

export type TagName = TextTag | WidgetTag

export const TAG_NAMES: readonly TagName[] = [...TEXT_TAGS, ...WIDGET_TAGS]

export const isTextTag = (tag: string): tag is TextTag => (TEXT_TAGS as readonly string[]).includes(tag)
export const isTagName = (tag: string): tag is TagName => (TAG_NAMES as readonly string[]).includes(tag)

export type LinkRow = [text: string, url: string]
export type IconItem = { text: string; url: string; icon: string }
export type CardItem = { title: string; text: string; url: string; src: string; alt: string }
export type TableRows = string[][]

type Base<T extends TagName, D, Tpl = null> = {
  tagName: T
  className: string
  context: string
  data: D
  dataTemplate: Tpl
  hasSearchBar: boolean
  src: string
  alt: string
}

export type TextElement = Base<TextTag, null>
export type LinksElement = Base<'links', LinkRow[], LinkRow>
export type IconElement = Base<'icon', IconItem[], IconItem>
export type ItemsElement = Base<'items', CardItem[], CardItem>
export type TableElement = Base<'table', TableRows>
export type ImgElement = Base<'img', null>
export type LoginElement = Base<'loginBlock', null>

export type BlockElement =
  TextElement | LinksElement | IconElement | ItemsElement | TableElement | ImgElement | LoginElement

export type Block = { className: string; elements: BlockElement[] }

/** The patron login form's settings (site settings on the public site). */
export type LoginSettings = {
  /** Where the form posts (the external library system); opened in a new window. */
  action?: string | null
  forgotPasswordUrl?: string | null
  /** Names of the posted fields, if the library system wants others. */
  usernameName?: string
  passwordName?: string
}

/** The editor's five text colours. */
export const TEXT_COLORS = [
  { value: '#f8f8f4', label: '米白' },
  { value: '#197879', label: '青綠' },
  { value: '#00b050', label: '綠' },
  { value: '#14578e', label: '藍' },
  { value: '#ff0000', label: '紅' },
] as const

/**
 * The 18 colour pairs a block may take. Every pair has a
 * contrast ratio of at least 4.5:1 (WCAG 2.1 AA for normal text; a unit test checks it).
 * A block stores its pair as the class `color-pair-<id>`.
 */
export const COLOR_PAIRS = [
  { id: 1, label: '白底黑字', backgroundColor: '#ffffff', textColor: '#1f1f1f' },
  { id: 2, label: '米白底藍字', backgroundColor: '#f8f8f4', textColor: '#14578e' },
  { id: 3, label: '青綠底白字', backgroundColor: '#197879', textColor: '#ffffff' },
  { id: 4, label: '藍底白字', backgroundColor: '#14578e', textColor: '#ffffff' },
  { id: 5, label: '淺青底深青字', backgroundColor: '#e6f2f2', textColor: '#0f4c4d' },
  { id: 6, label: '淺藍底深藍字', backgroundColor: '#e8f0f8', textColor: '#0d3b61' },
  { id: 7, label: '淺橙底褐字', backgroundColor: '#fff4e0', textColor: '#7a3e00' },
  { id: 8, label: '淺紅底深紅字', backgroundColor: '#fdecea', textColor: '#8a1c12' },
  { id: 9, label: '淺綠底深綠字', backgroundColor: '#eaf6ec', textColor: '#1d5e26' },
  { id: 10, label: '淺紫底深紫字', backgroundColor: '#f3eefa', textColor: '#4a2777' },
  { id: 11, label: '黑底白字', backgroundColor: '#1f1f1f', textColor: '#ffffff' },
  { id: 12, label: '深青底米白字', backgroundColor: '#0f4c4d', textColor: '#f8f8f4' },
  { id: 13, label: '酒紅底白字', backgroundColor: '#7a1f1f', textColor: '#ffffff' },
  { id: 14, label: '墨綠底白字', backgroundColor: '#2e5e1e', textColor: '#ffffff' },
  { id: 15, label: '紫底白字', backgroundColor: '#5b2a86', textColor: '#ffffff' },
  { id: 16, label: '黃底黑字', backgroundColor: '#ffd966', textColor: '#1f1f1f' },
  { id: 17, label: '淺灰底深灰字', backgroundColor: '#f0f0f0', textColor: '#333333' },
  { id: 18, label: '深綠底淺綠字', backgroundColor: '#004d40', textColor: '#e0f2f1' },
] as const

export type ColorPair = (typeof COLOR_PAIRS)[number]

const PAIR_CLASS = /^color-pair-(\d+)$/

/** The colour pair a block's className names, if any. */
export const colorPairOf = (className: string): ColorPair | undefined => {
  for (const token of className.split(/\s+/)) {
    const match = PAIR_CLASS.exec(token)
    if (match) return COLOR_PAIRS.find((pair) => pair.id === Number(match[1]))
  }
  return undefined
}

/** The className with its colour pair replaced (`null` removes it). */
export const withColorPair = (className: string, pairId: number | null): string =>
  [
    ...className.split(/\s+/).filter((token) => token && !PAIR_CLASS.test(token)),
    ...(pairId ? [`color-pair-${pairId}`] : []),
  ].join(' ')

/** The search site a new link points at (spec: "default new link is placeholder text with a search site URL"). */
export const DEFAULT_LINK_URL = 'https://www.google.com/'

export const TABLE_NO_MATCH = '您所搜尋的關鍵字暫無相關內容'

type Definition = { tagName: TagName; label: string; description: string; create: () => BlockElement }

const element = <E extends BlockElement>(fields: Pick<E, 'tagName'> & Partial<E>): E =>
  ({
    className: '',
    context: '',
    data: null,
    dataTemplate: null,
    hasSearchBar: false,
    src: '',
    alt: '',
    ...fields,
  }) as E

const LINK_TEMPLATE: LinkRow = ['請輸入連結文字', DEFAULT_LINK_URL]
const ICON_TEMPLATE: IconItem = { text: '請輸入文字', url: DEFAULT_LINK_URL, icon: 'Link' }
const CARD_TEMPLATE: CardItem = { title: '請輸入標題', text: '請輸入說明文字', url: '', src: '', alt: '' }

/** The block library: each kind with its default content. */
export const BLOCK_LIBRARY: readonly Definition[] = [
  {
    tagName: 'h2',
    label: '標題 2',
    description: '大標題',
    create: () => element<TextElement>({ tagName: 'h2', context: '請輸入標題' }),
  },
  {
    tagName: 'h3',
    label: '標題 3',
    description: '次標題',
    create: () => element<TextElement>({ tagName: 'h3', context: '請輸入標題' }),
  },
  {
    tagName: 'h4',
    label: '標題 4',
    description: '小標題',
    create: () => element<TextElement>({ tagName: 'h4', context: '請輸入標題' }),
  },
  {
    tagName: 'p',
    label: '段落',
    description: '文字段落，可設定粗體、連結與文字顏色',
    create: () => element<TextElement>({ tagName: 'p', context: '請輸入內容' }),
  },
  {
    tagName: 'links',
    label: '連結列表',
    description: '一列一個連結（文字、網址）',
    create: () =>
      element<LinksElement>({ tagName: 'links', data: [[...LINK_TEMPLATE]], dataTemplate: [...LINK_TEMPLATE] }),
  },
  {
    tagName: 'icon',
    label: '圖示連結',
    description: '圖示加文字的連結方格',
    create: () =>
      element<IconElement>({ tagName: 'icon', data: [{ ...ICON_TEMPLATE }], dataTemplate: { ...ICON_TEMPLATE } }),
  },
  {
    tagName: 'items',
    label: '卡片',
    description: '標題、說明、圖片與連結的卡片',
    create: () =>
      element<ItemsElement>({ tagName: 'items', data: [{ ...CARD_TEMPLATE }], dataTemplate: { ...CARD_TEMPLATE } }),
  },
  {
    tagName: 'table',
    label: '表格',
    description: '第一列為標題列，可加上搜尋列',
    create: () =>
      element<TableElement>({
        tagName: 'table',
        data: [
          ['標題一', '標題二'],
          ['內容', '內容'],
        ],
      }),
  },
  {
    tagName: 'img',
    label: '圖片',
    description: '從檔案庫選擇圖片，須填寫替代文字',
    create: () => element<ImgElement>({ tagName: 'img' }),
  },
  {
    tagName: 'loginBlock',
    label: '讀者登入',
    description: '館藏系統的讀者登入表單',
    create: () => element<LoginElement>({ tagName: 'loginBlock' }),
  },
]

export const definitionOf = (tagName: TagName): Definition => BLOCK_LIBRARY.find((entry) => entry.tagName === tagName)!

/** A new block holding one element of the given kind. */
export const createBlock = (tagName: TagName): Block => ({ className: '', elements: [definitionOf(tagName).create()] })
