import type { Payload } from 'payload'

import { isEmpty } from '@/lib/demoData'

/** Demo quick links of the home page. */
const context = { seed: true }

export const seedQuickLinks = async (payload: Payload): Promise<void> => {
  if (await isEmpty(payload, 'quick-links')) {
    const quickLinks = [
      { icon: 'Clock', label: '開館時間', path: '/opening' },
      { icon: 'Newspaper', label: '最新消息', path: '/news' },
      { icon: 'BookOpen', label: '新書通報', path: '/catalog' },
      { icon: 'CalendarCheck', label: '空間預約', path: '/space/room-reservation' },
    ]
    for (const [index, link] of quickLinks.entries()) {
      await payload.create({
        collection: 'quick-links',
        data: { ...link, sort: index + 1 },
        context,
        overrideAccess: true,
      })
    }
  }
}
