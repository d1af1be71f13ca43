import type { Endpoint } from 'payload'
import { z } from 'zod'

import { FLAGS } from '@/access'
import { endpoint, ok, readBody } from '@/endpoints/http'
import {
  carouselSettingsSchema,
  getCarouselSettings,
  listCarousels,
  saveCarouselSettings,
  saveCarousels,
} from './service'

/**
 * The back-office calls of the home carousel: the whole list, read and saved,
 * and its settings. Thin: parse (zod, zh-TW messages) → the service → `{ result }`.
 */

/** Any JSON body (a whole list may come bare); the service checks its shape. */
const anyBody = z.unknown()

export const carouselEndpoints: Endpoint[] = [
  endpoint('get', '/shennong/carousels/settings', { flag: FLAGS.carousels.read }, async (req) =>
    ok(await getCarouselSettings(req)),
  ),
  endpoint('post', '/shennong/carousels/settings', { flag: FLAGS.carousels.edit }, async (req) =>
    ok(await saveCarouselSettings(req, await readBody(req, carouselSettingsSchema))),
  ),
  endpoint('get', '/shennong/carousels', { flag: FLAGS.carousels.read }, async (req) => ok(await listCarousels(req))),
  endpoint('post', '/shennong/carousels', { flag: FLAGS.carousels.edit }, async (req) =>
    ok(await saveCarousels(req, await readBody(req, anyBody))),
  ),
]
