import type { Endpoint } from 'payload'

import { endpoint, ok } from '../../endpoints/http'
import { listQueryOf } from '../../endpoints/params'
import { readQuery, routeParam } from '../../endpoints/query'
import { albumImagesQuerySchema, publicAlbum, publicAlbumImage, publicAlbumImages, publicAlbums, publicHighlightedImages } from './public'

/**
 * The public calls of the albums (spec doc 2 §7 "Public"): anyone may call them; they answer
 * only what an anonymous visitor may see. Unknown or hidden ids are a 404 (找不到資料); a bad
 * query is a 400 with a zh-TW message.
 */
export const albumPublicEndpoints: Endpoint[] = [
  endpoint('get', '/public/albums', 'public', async (req) => ok(await publicAlbums(req.payload, listQueryOf(req)))),
  endpoint('get', '/public/albums/:id', 'public', async (req) => ok(await publicAlbum(req.payload, routeParam(req, 'id')))),
  endpoint('get', '/public/album-highlighted-images', 'public', async (req) => ok(await publicHighlightedImages(req.payload))),
  endpoint('get', '/public/album-images', 'public', async (req) => {
    const query = listQueryOf(req)
    const { albumId } = readQuery(req, albumImagesQuerySchema)
    return ok(await publicAlbumImages(req.payload, query, albumId))
  }),
  endpoint('get', '/public/album-images/:id', 'public', async (req) => ok(await publicAlbumImage(req.payload, routeParam(req, 'id')))),
]
