import type { ContractRecord } from '@/crud/contentCrud'
import { PUBLIC_TAGS, cachedPublic } from '@/lib/publicCache'
import { publicPayload } from '@/lib/publicPayload'
import { publicAlbum, publicAlbums } from '@/modules/albums'
import { AppError } from '@/lib/errors'

/** The /album page's reads, through the public data cache (expired when albums change). */

export const readAlbums = cachedPublic('modules:albums', [PUBLIC_TAGS.albums], async (page: number, limit: number) =>
  publicAlbums(await publicPayload(), { page, limit }),
)

/** A visible album with its images, or null (unknown, hidden or not an id). */
export const readAlbum = cachedPublic(
  'modules:album',
  [PUBLIC_TAGS.albums],
  async (id: string): Promise<ContractRecord | null> => {
    try {
      return await publicAlbum(await publicPayload(), id)
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return null
      throw error
    }
  },
)
