import type { Payload } from 'payload'

import { storedDay } from '@/crud/inputs'
import { dayFromToday, isEmpty } from '@/lib/demoData'

const context = { seed: true }

/** The demo opening hours; the home banner states the same hours, so keep the two in step. */
export const DEMO_OPENING = {
  openingTime: '08:00',
  closingTime: '17:00',
  openingDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as (
    'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday'
  )[],
  temporaryAnnouncement: '週一至週六 08:00–17:00 開放，國定假日休館。',
}

/**
 * Weekdays 08:00–17:00 and Saturday (the settings hold one pair of hours for every opening
 * day); two special closing days ahead.
 */
export const seedOpening = async (payload: Payload): Promise<void> => {
  const settings = await payload.findGlobal({ slug: 'opening-settings', overrideAccess: true })
  if (!settings.openingTime) {
    await payload.updateGlobal({
      slug: 'opening-settings',
      data: {
        ...DEMO_OPENING,
        temporaryLinkUrl: '/opening',
        backgroundColor: '#197879',
        textColor: '#f8f8f4',
      },
      context,
      overrideAccess: true,
    })
  }
  if (await isEmpty(payload, 'opening-dates')) {
    const closed = [
      { date: storedDay(dayFromToday(7)), announcement: '館藏盤點，休館一日。' },
      { date: storedDay(dayFromToday(21)), announcement: '消防安全檢查，暫停開放。', linkUrl: '/news' },
    ]
    for (const entry of closed) {
      await payload.create({
        collection: 'opening-dates',
        data: { ...entry, openingStatus: 'Closed' },
        context,
        overrideAccess: true,
      })
    }
  }
}
