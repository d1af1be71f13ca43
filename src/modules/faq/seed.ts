import type { Payload } from 'payload'

import { paragraph } from '@/lib/demoData'

/** Demo FAQ tree, categories and published entries. */

type DemoFaqRoute = { name: string; children?: DemoFaqRoute[] }

export const DEMO_FAQ_ROUTES: DemoFaqRoute[] = [
  { name: '借閱服務', children: [{ name: '借書與還書' }, { name: '續借與預約' }] },
  { name: '電子資源', children: [{ name: '校外連線' }, { name: '電子期刊' }] },
  { name: '空間使用' },
]

const context = { seed: true }

/** Seed the demo FAQ tree into an empty collection; true when anything was written. */
export const seedFaqTree = async (payload: Payload): Promise<boolean> => {
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
    return true
  }

  return false
}

/**
 * Demo FAQ categories and entries (published, so the public site has something to show),
 * written by the system: seeding passes no user, so nothing goes through review.
 */
export const seedFaqEntries = async (payload: Payload): Promise<void> => {
  const [borrowing, services] = await Promise.all(
    [
      { name: '借閱服務', sort: 1 },
      { name: '電子資源', sort: 2 },
    ].map((data) => payload.create({ collection: 'faq-categories', data, context })),
  )
  const faqs = [
    {
      question: '如何續借圖書？',
      keywords: ['續借', '借期', '延長'],
      categoryId: borrowing!.id,
      sort: 1,
      answer: '<p>可於到期日前至館藏查詢系統「個人借閱紀錄」線上續借一次，或洽流通櫃台。</p>',
    },
    {
      question: '一次可以借幾本書？借期多久？',
      keywords: ['借書', '冊數', '借期'],
      categoryId: borrowing!.id,
      sort: 2,
      answer: '<p>院內同仁可借 10 冊，借期 28 天。</p>',
    },
    {
      question: '在院外如何使用電子資料庫？',
      keywords: ['遠端', '院外', '電子資料庫', 'VPN'],
      categoryId: services!.id,
      sort: 1,
      answer: '<p>請透過院內 VPN 或本館遠端認證服務登入後使用。</p>',
    },
  ]
  for (const { answer, ...data } of faqs) {
    await payload.create({
      collection: 'faq',
      data: { ...data, blocks: [paragraph(answer)], status: 'Published', _status: 'published' },
      draft: false,
      context,
    })
  }
}

/** The faq module's demo data: the FAQ tree, then categories and entries. */
export const seedFaq = async (payload: Payload): Promise<void> => {
  if (await seedFaqTree(payload)) payload.logger.info('Seeded demo FAQ tree')
  await seedFaqEntries(payload)
}
