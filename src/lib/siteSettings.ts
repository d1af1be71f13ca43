import config from '@payload-config'
import { getPayload } from 'payload'

import type { SiteSetting } from '../payload-types'

/** Site settings for the public site, through the Local API. */
export const getSiteSettings = async (): Promise<SiteSetting> => {
  const payload = await getPayload({ config })
  return payload.findGlobal({ slug: 'site-settings', depth: 0 })
}
