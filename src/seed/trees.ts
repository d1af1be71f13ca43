import type { Payload } from 'payload'

/**
 * Demo navigation and FAQ trees (spec doc 2 §3): a small menu touching every route type and
 * auth mode, and a few FAQ categories. Each tree is seeded only when its collection is empty.
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

type DemoFaqRoute = { name: string; children?: DemoFaqRoute[] }

const moduleRoute = (name: string, moduleName: string): DemoRoute => ({ name, type: 'Module', moduleName })
const link = (name: string, url: string): DemoRoute => ({ name, type: 'Url', url, openNewPage: true })

export const DEMO_ROUTES: DemoRoute[] = [
  {
    name: '關於本館',
    children: [{ name: '本館簡介', type: 'SinglePage' }, moduleRoute('開館時間', '/opening'), { name: '交通資訊', type: 'SinglePage' }],
  },
  {
    name: '館藏資源',
    children: [moduleRoute('新書通報', '/catalog'), { name: '電子資源', type: 'List' }, moduleRoute('資源推薦', '/recommendation')],
  },
  {
    name: '讀者服務',
    children: [
      moduleRoute('最新消息', '/news'),
      moduleRoute('常見問題', '/faq'),
      moduleRoute('意見回饋', '/feedback/create'),
      moduleRoute('空間預約', '/space/room-reservation'),
      moduleRoute('座位預約', '/space/seat-reservation'),
      moduleRoute('問卷調查', '/questionnaire'),
    ],
  },
  { name: '院內專區', auth: 'Internal', children: [{ name: '館員作業手冊', type: 'SinglePage', auth: 'Internal' }] },
  {
    name: '相關連結',
    children: [link('衛生福利部', 'https://www.mohw.gov.tw/'), link('PubMed', 'https://pubmed.ncbi.nlm.nih.gov/')],
  },
]

export const DEMO_FAQ_ROUTES: DemoFaqRoute[] = [
  { name: '借閱服務', children: [{ name: '借書與還書' }, { name: '續借與預約' }] },
  { name: '電子資源', children: [{ name: '校外連線' }, { name: '電子期刊' }] },
  { name: '空間使用' },
]

const context = { seed: true }

/** Seed the demo trees into empty collections; true when anything was written. */
export const seedTrees = async (payload: Payload): Promise<boolean> => {
  let seeded = false

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
    seeded = true
  }

  if ((await payload.count({ collection: 'faq-routes', overrideAccess: true })).totalDocs === 0) {
    const create = async (nodes: DemoFaqRoute[], parent: { id: string; sort: string } | null) => {
      for (const [index, { children, ...node }] of nodes.entries()) {
        const sort = parent ? `${parent.sort}-${index + 1}` : String(index + 1)
        const doc = await payload.create({
          collection: 'faq-routes',
          data: { ...node, parentId: parent?.id ?? null, sort },
          overrideAccess: true,
          context,
        })
        if (children) await create(children, { id: doc.id, sort })
      }
    }
    await create(DEMO_FAQ_ROUTES, null)
    seeded = true
  }

  if (seeded) payload.logger.info('Seeded demo navigation and FAQ trees')
  return seeded
}
