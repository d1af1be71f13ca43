import type { Payload } from 'payload'

import { paragraph } from '@/lib/demoData'

/**
 * Demo navigation tree: a small menu touching every route type and auth mode,
 * seeded only when the collection is empty; then demo pages under its single-page and list
 * routes.
 */

type DemoRoute = {
  name: string
  type?: 'Path' | 'Url' | 'Module' | 'List' | 'SinglePage'
  url?: string
  openNewPage?: boolean
  moduleName?: string
  auth?: 'Public' | 'Internal'
  children?: DemoRoute[]
}

const moduleRoute = (name: string, moduleName: string): DemoRoute => ({ name, type: 'Module', moduleName })
const link = (name: string, url: string): DemoRoute => ({ name, type: 'Url', url, openNewPage: true })

export const DEMO_ROUTES: DemoRoute[] = [
  {
    name: '關於本館',
    children: [
      { name: '本館簡介', type: 'SinglePage' },
      moduleRoute('開館時間', '/opening'),
      { name: '交通資訊', type: 'SinglePage' },
    ],
  },
  {
    name: '館藏資源',
    // 統計資料: the spec's top links list names /statistics.
    children: [
      moduleRoute('新書通報', '/catalog'),
      { name: '電子資源', type: 'List' },
      moduleRoute('資源推薦', '/recommendation'),
      moduleRoute('統計資料', '/statistics'),
    ],
  },
  {
    name: '讀者服務',
    children: [
      moduleRoute('最新消息', '/news'),
      moduleRoute('常見問題', '/faq'),
      moduleRoute('意見回饋', '/feedback/create'),
      moduleRoute('空間預約', '/space/room-reservation'),
      moduleRoute('座位預約', '/space/seat-reservation'),
      moduleRoute('我的預約', '/space/my-reservations'),
      moduleRoute('問卷調查', '/questionnaire'),
    ],
  },
  { name: '院內專區', auth: 'Internal', children: [{ name: '館員作業手冊', type: 'SinglePage', auth: 'Internal' }] },
  {
    name: '相關連結',
    children: [link('衛生福利部', 'https://www.mohw.gov.tw/'), link('PubMed', 'https://pubmed.ncbi.nlm.nih.gov/')],
  },
]

const context = { seed: true }

/** Seed the demo navigation tree into an empty collection; true when anything was written. */
export const seedRouteTree = async (payload: Payload): Promise<boolean> => {
  if ((await payload.count({ collection: 'routes', overrideAccess: true })).totalDocs === 0) {
    const create = async (nodes: DemoRoute[], parent: { id: string; sort: string } | null) => {
      for (const [index, { children, ...node }] of nodes.entries()) {
        const sort = parent ? `${parent.sort}-${index + 1}` : String(index + 1)
        const doc = await payload.create({
          collection: 'routes',
          data: { type: 'Path', auth: 'Public', status: 'Published', ...node, parentId: parent?.id ?? null, sort },
          overrideAccess: true,
          context,
        })
        if (children) await create(children, { id: doc.id, sort })
      }
    }
    await create(DEMO_ROUTES, null)
    return true
  }

  return false
}

/** Demo pages under the demo navigation's single-page and list routes (after the navigation tree). */
export const seedPages = async (payload: Payload): Promise<void> => {
  const context = { seed: true }
  const routeNamed = async (name: string) =>
    (
      await payload.find({
        collection: 'routes',
        where: { name: { equals: name } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]
  const pages = [
    {
      route: '本館簡介',
      title: '本館簡介',
      description: '神農醫學圖書館的服務對象、館藏與空間。',
      blocks: [
        { className: '', elements: [{ tagName: 'h2', className: '', context: '服務對象' }] },
        paragraph('<p>本館服務院內醫師、護理、醫事與行政同仁，並開放民眾閱覽醫學衛教資源。</p>'),
        {
          className: '',
          elements: [
            {
              tagName: 'table',
              className: '',
              hasSearchBar: true,
              data: [
                ['樓層', '空間', '開放時間'],
                ['3F', '期刊閱覽區', '週一至週五 08:00–17:00'],
                ['3F', '討論室', '需線上預約'],
                ['4F', '電腦檢索區', '週一至週六 08:00–17:00'],
              ],
            },
          ],
        },
      ],
    },
    {
      route: '交通資訊',
      title: '交通資訊',
      description: '如何抵達本館。',
      blocks: [paragraph('<p>捷運中山站 3 號出口步行約 5 分鐘，醫學大樓 3 樓。</p>')],
    },
    {
      route: '電子資源',
      title: 'UpToDate 臨床決策資料庫',
      description: '實證臨床診療建議。',
      blocks: [paragraph('<p>院內網域可直接使用，院外請透過 VPN。</p>')],
    },
    {
      route: '電子資源',
      title: 'Cochrane Library',
      description: '系統性文獻回顧。',
      blocks: [paragraph('<p>提供 Cochrane 系統性回顧全文。</p>')],
    },
  ]
  for (const { route, ...page } of pages) {
    const parent = await routeNamed(route)
    if (!parent) continue
    await payload.create({
      collection: 'pages',
      data: { ...page, routeId: parent.id, status: 'Published', _status: 'published' },
      draft: false,
      overrideAccess: true,
      context,
    })
  }
}

/** The cms module's demo data: the navigation tree, then the pages under it. */
export const seedCms = async (payload: Payload): Promise<void> => {
  if (await seedRouteTree(payload)) payload.logger.info('Seeded demo navigation tree')
  await seedPages(payload)
}
