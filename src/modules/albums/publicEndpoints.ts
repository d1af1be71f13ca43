import type { Endpoint } from 'payload'

import { ok } from '@/endpoints/http'
import { publicRead } from '@/endpoints/publicRead'
import { PUBLIC_TAGS } from '@/lib/publicCache'
import { listQueryOf } from '@/endpoints/params'
import { readQuery, routeParam } from '@/endpoints/query'
import {
  albumImagesQuerySchema,
  publicAlbum,
  publicAlbumImage,
  publicAlbumImages,
  publicAlbums,
  publicHighlightedImages,
} from './public'

/**
 * The public calls of the albums: anyone may call them; they answer
 * only what an anonymous visitor may see. Unknown or hidden ids are a 404 (找不到資料); a bad
 * query is a 400 with a zh-TW message.
 */
export const albumPublicEndpoints: Endpoint[] = [
  publicRead('/public/albums', [PUBLIC_TAGS.albums], async (req) =>
    ok(await publicAlbums(req.payload, listQueryOf(req))),
  ),
  publicRead('/public/albums/:id', [PUBLIC_TAGS.albums], async (req) =>
    ok(await publicAlbum(req.payload, routeParam(req, 'id'))),
  ),
  publicRead('/public/album-highlighted-images', [PUBLIC_TAGS.albums], async (req) =>
    ok(await publicHighlightedImages(req.payload)),
  ),
  publicRead('/public/album-images', [PUBLIC_TAGS.albums], async (req) => {
    const query = listQueryOf(req)
    const { albumId } = readQuery(req, albumImagesQuerySchema)
    return ok(await publicAlbumImages(req.payload, query, albumId))
  }),
  publicRead('/public/album-images/:id', [PUBLIC_TAGS.albums], async (req) =>
    ok(await publicAlbumImage(req.payload, routeParam(req, 'id'))),
  ),
]
