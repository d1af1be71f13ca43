import type { Payload } from 'payload'

/** A text block of the page builder (spec doc 2 §3 "Page block"). */
const paragraph = (html: string) => ({ className: '', elements: [{ tagName: 'p', className: '', context: html }] })

const day = (offsetDays: number): string => {
  const date = new Date()
  date.setUTCHours(0, 0, 0, 0)
  date.setUTCDate(date.getUTCDate() + offsetDays)
  return date.toISOString()
}

/**
 * Demo news and FAQ (published, so the public site has something to show), written by the
 * system: seeding passes no user, so nothing goes through review.
 */
export const seedArticles = async (payload: Payload): Promise<void> => {
  const context = { seed: true }
  const [notices, events] = await Promise.all(
    [
      { name: '館務公告', sort: 1 },
      { name: '活動訊息', sort: 2 },
    ].map((data) => payload.create({ collection: 'news-categories', data, context })),
  )
  const news = [
    {
      title: '本館 12 月起週六延長開放至 17:00',
      categoryId: notices!.id,
      isPined: true,
      startDate: day(-3),
      blocks: [paragraph('<p>為服務院內同仁進修需求，自 12 月起週六開放時間延長至 <b>17:00</b>。</p>')],
    },
    {
      title: '實證醫學資料庫檢索講習（UpToDate、Cochrane）',
      categoryId: events!.id,
      startDate: day(-1),
      blocks: [paragraph('<p>時間：每週三 12:30–13:20，地點：醫學大樓 3 樓討論室。歡迎報名。</p>')],
    },
    {
      title: '電子期刊平台維護公告',
      categoryId: notices!.id,
      startDate: day(-7),
      endDate: day(30),
      blocks: [paragraph('<p>平台將於週日凌晨 02:00–04:00 進行維護，期間暫停服務。</p>')],
    },
  ]
  for (const data of news) {
    await payload.create({ collection: 'news', data: { ...data, status: 'Published', _status: 'published' }, draft: false, context })
  }

  const [borrowing, services] = await Promise.all(
    [
      { name: '借閱服務', sort: 1 },
      { name: '電子資源', sort: 2 },
    ].map((data) => payload.create({ collection: 'faq-categories', data, context })),
  )
  const faqs = [
    { question: '如何續借圖書？', keywords: ['續借', '借期', '延長'], categoryId: borrowing!.id, sort: 1, answer: '<p>可於到期日前至館藏查詢系統「個人借閱紀錄」線上續借一次，或洽流通櫃台。</p>' },
    { question: '一次可以借幾本書？借期多久？', keywords: ['借書', '冊數', '借期'], categoryId: borrowing!.id, sort: 2, answer: '<p>院內同仁可借 10 冊，借期 28 天。</p>' },
    { question: '在院外如何使用電子資料庫？', keywords: ['遠端', '院外', '電子資料庫', 'VPN'], categoryId: services!.id, sort: 1, answer: '<p>請透過院內 VPN 或本館遠端認證服務登入後使用。</p>' },
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

/** Demo pages under the demo navigation's single-page and list routes (after seedTrees). */
export const seedPages = async (payload: Payload): Promise<void> => {
  const context = { seed: true }
  const routeNamed = async (name: string) =>
    (await payload.find({ collection: 'routes', where: { name: { equals: name } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]
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
    { route: '交通資訊', title: '交通資訊', description: '如何抵達本館。', blocks: [paragraph('<p>捷運中山站 3 號出口步行約 5 分鐘，醫學大樓 3 樓。</p>')] },
    { route: '電子資源', title: 'UpToDate 臨床決策資料庫', description: '實證臨床診療建議。', blocks: [paragraph('<p>院內網域可直接使用，院外請透過 VPN。</p>')] },
    { route: '電子資源', title: 'Cochrane Library', description: '系統性文獻回顧。', blocks: [paragraph('<p>提供 Cochrane 系統性回顧全文。</p>')] },
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
