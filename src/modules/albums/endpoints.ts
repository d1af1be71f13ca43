import type { Endpoint } from 'payload'

import { FLAGS } from '@/access'
import { filtersOf } from '@/crud/endpoints'
import { endpoint, ok, readBody } from '@/endpoints/http'
import { idParam, listQueryOf } from '@/endpoints/params'
import {
  addAlbumImagesSchema,
  albumImageSaveSchema,
  albumSchema,
  removeAlbumImagesSchema,
  saveAlbumSchema,
} from './schemas'
import {
  ALBUM_IMAGE_SPEC,
  addAlbumImages,
  getAlbum,
  getAlbumImage,
  highlightedImages,
  listAlbumImages,
  listAlbums,
  removeAlbum,
  removeAlbumImage,
  removeAlbumImages,
  saveAlbum,
  saveAlbumImage,
  saveAlbumWithImages,
} from './service'

/**
 * The back-office calls of the albums. Thin: parse (zod, zh-TW messages) → the
 * service → `{ result }`. Specific paths come before the generic `/:id` ones.
 */
export const albumEndpoints: Endpoint[] = [
  endpoint('get', '/shennong/album-highlighted-images', { flag: FLAGS.albums.read }, async (req) =>
    ok(await highlightedImages(req)),
  ),
  endpoint('post', '/shennong/save-album', { flag: FLAGS.albums.edit }, async (req) =>
    ok(await saveAlbumWithImages(req, await readBody(req, saveAlbumSchema))),
  ),
  endpoint('post', '/shennong/add-album-images', { flag: FLAGS.albums.edit }, async (req) =>
    ok(await addAlbumImages(req, await readBody(req, addAlbumImagesSchema))),
  ),
  endpoint('post', '/shennong/remove-album-images', { flag: FLAGS.albums.delete }, async (req) =>
    ok(await removeAlbumImages(req, await readBody(req, removeAlbumImagesSchema))),
  ),
  endpoint('get', '/shennong/album-images', { flag: FLAGS.albums.read }, async (req) =>
    ok(await listAlbumImages(req, listQueryOf(req), filtersOf(req, ALBUM_IMAGE_SPEC))),
  ),
  endpoint('get', '/shennong/album-images/:id', { flag: FLAGS.albums.read }, async (req) =>
    ok(await getAlbumImage(req, idParam(req))),
  ),
  endpoint('post', '/shennong/album-images', { flag: FLAGS.albums.edit }, async (req) =>
    ok(await saveAlbumImage(req, await readBody(req, albumImageSaveSchema))),
  ),
  endpoint('delete', '/shennong/album-images/:id', { flag: FLAGS.albums.delete }, async (req) =>
    ok(await removeAlbumImage(req, idParam(req))),
  ),
  endpoint('get', '/shennong/albums', { flag: FLAGS.albums.read }, async (req) =>
    ok(await listAlbums(req, listQueryOf(req))),
  ),
  endpoint('get', '/shennong/albums/:id', { flag: FLAGS.albums.read }, async (req) =>
    ok(await getAlbum(req, idParam(req))),
  ),
  endpoint('post', '/shennong/albums', { flag: FLAGS.albums.edit }, async (req) =>
    ok(await saveAlbum(req, await readBody(req, albumSchema))),
  ),
  endpoint('delete', '/shennong/albums/:id', { flag: FLAGS.albums.delete }, async (req) =>
    ok(await removeAlbum(req, idParam(req))),
  ),
]
