import { PUBLIC_TAGS, cachedPublic } from '../../../lib/publicCache'
import { publicPayload } from '../../../lib/publicPayload'
import { publicExternalLinks } from '../../../modules/external-links'

/** The enabled external links, through the public data cache (expired when links change). */
export const readExternalLinks = cachedPublic('modules:external-links', [PUBLIC_TAGS.links], async () => publicExternalLinks(await publicPayload()))
