import { PUBLIC_TAGS, cachedPublic } from '@/lib/publicCache'
import { publicPayload } from '@/lib/publicPayload'
import { publicStatisticsAll } from '@/modules/statistics'

/** The /statistics page's read, through the public data cache (expired when a version is toggled, renamed or deleted). */
export const readPublishedStatistics = cachedPublic('modules:statistics', [PUBLIC_TAGS.statistics], async () =>
  publicStatisticsAll(await publicPayload()),
)
