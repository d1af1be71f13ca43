import type { Payload } from 'payload'

import { isEmpty } from '@/lib/demoData'
import { demoImageResolver } from '@/modules/archives'

/** Demo carousel items; pictures are drawn and stored in the archive. */
const context = { seed: true }

export const seedCarousels = async (payload: Payload): Promise<void> => {
  if (!(await isEmpty(payload, 'carousels'))) return
  const items = [
    {
      title: '新進館藏：2025 年臨床指引專區',
      imageUrl: '/images/demo/carousel-guidelines.jpg',
      linkUrl: '/catalog',
      backgroundColor: '#197879',
      textColor: '#f8f8f4',
    },
    {
      title: 'UpToDate 與 Cochrane 資料庫檢索講習報名中',
      imageUrl: '/images/demo/carousel-training.jpg',
      linkUrl: '/news',
      backgroundColor: '#14578e',
      textColor: '#f8f8f4',
    },
  ]
  const picture = await demoImageResolver(payload)
  for (const [index, item] of items.entries()) {
    const imageUrl = await picture(item.imageUrl, 'carousels')
    await payload.create({
      collection: 'carousels',
      data: { ...item, imageUrl, enabled: true, sort: index + 1 },
      context,
      overrideAccess: true,
    })
  }
}
