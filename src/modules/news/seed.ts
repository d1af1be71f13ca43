import type { Payload } from 'payload'

import { paragraph } from '@/lib/demoData'

const day = (offsetDays: number): string => {
  const date = new Date()
  date.setUTCHours(0, 0, 0, 0)
  date.setUTCDate(date.getUTCDate() + offsetDays)
  return date.toISOString()
}

/**
 * Demo news (published, so the public site has something to show), written by the
 * system: seeding passes no user, so nothing goes through review.
 */
export const seedNews = async (payload: Payload): Promise<void> => {
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
    await payload.create({
      collection: 'news',
      data: { ...data, status: 'Published', _status: 'published' },
      draft: false,
      context,
    })
  }
}
