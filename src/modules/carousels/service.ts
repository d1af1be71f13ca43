import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { CAROUSEL_SIZE_LABEL } from './labels'
import { MSG } from '@/i18n/messages'
import type { ContractRecord } from '@/crud/contentCrud'
import {
  END_BEFORE_START,
  endNotBeforeStart,
  optionalBoolean,
  optionalDate,
  optionalId,
  optionalText,
  optionalUrl,
} from '@/crud/inputs'
import { listOrdered, parseListBody, saveOrderedList } from '@/crud/orderedList'

/**
 * Home carousels: the items are saved as a whole list whose order is the
 * play order (`sort`); speed and size are the `carousel-settings` global.
 */

export const CAROUSEL_LABEL = {
  carousels: '輪播',
  speed: '輪播速度',
  size: '輪播尺寸',
} as const

export const CAROUSEL_MSG = {
  badSize: '輪播尺寸必須為大、中或小',
  speedNotNumber: '輪播速度必須為數字',
} as const

/** A carousel item as the client sends it; unknown keys (createdAt, sort …) are dropped. */
export const carouselItemSchema = z
  .object({
    _id: optionalId,
    title: optionalText,
    imageUrl: optionalUrl,
    linkUrl: optionalUrl,
    backgroundColor: optionalText,
    textColor: optionalText,
    startDate: optionalDate,
    endDate: optionalDate,
    enabled: optionalBoolean,
  })
  .refine(endNotBeforeStart, END_BEFORE_START)

/** GET /shennong/carousels: every item in play order. */
export const listCarousels = (
  req: PayloadRequest,
  options: { overrideAccess?: boolean } = {},
): Promise<ContractRecord[]> => listOrdered(req, 'carousels', options)

/** POST /shennong/carousels: `{ carousels: [...] }` or a bare array, saved as a whole. */
export const saveCarousels = async (req: PayloadRequest, body: unknown): Promise<ContractRecord[]> => {
  const items = parseListBody(body, 'carousels', CAROUSEL_LABEL.carousels, carouselItemSchema)
  return saveOrderedList(req, 'carousels', items)
}

const SIZES = Object.keys(CAROUSEL_SIZE_LABEL) as (keyof typeof CAROUSEL_SIZE_LABEL)[]

/**
 * Carousel settings (`_id`, speed and size required). The settings are a
 * singleton, so `_id` only echoes what GET answered; it is accepted and not used to look up.
 */
export const carouselSettingsSchema = z.object({
  _id: z.union([z.string(), z.number()]).nullable().optional(),
  speed: z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? MSG.required(CAROUSEL_LABEL.speed) : CAROUSEL_MSG.speedNotNumber,
      })
      .refine((value) => !Number.isNaN(value), { error: CAROUSEL_MSG.speedNotNumber })
      .min(1, { error: MSG.min(1) }),
  ),
  size: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(SIZES, {
      error: (issue) => (issue.input === undefined ? MSG.required(CAROUSEL_LABEL.size) : CAROUSEL_MSG.badSize),
    }),
  ),
})

export type CarouselSettingsInput = z.infer<typeof carouselSettingsSchema>

/** `_id` is null until the settings are first saved. */
export type CarouselSettingsRecord = { _id: string | null; speed: number; size: string; updatedAt?: string | null }

const settingsRecord = (doc: {
  id?: string | number | null
  speed: number
  size: string
  updatedAt?: string | null
}): CarouselSettingsRecord => ({
  _id: doc.id === undefined || doc.id === null ? null : String(doc.id),
  speed: doc.speed,
  size: doc.size,
  updatedAt: doc.updatedAt ?? null,
})

/** GET /shennong/carousels/settings. */
export const getCarouselSettings = async (req: PayloadRequest): Promise<CarouselSettingsRecord> =>
  settingsRecord(await req.payload.findGlobal({ slug: 'carousel-settings', depth: 0, overrideAccess: false, req }))

/** POST /shennong/carousels/settings. */
export const saveCarouselSettings = async (
  req: PayloadRequest,
  input: CarouselSettingsInput,
): Promise<CarouselSettingsRecord> =>
  settingsRecord(
    await req.payload.updateGlobal({
      slug: 'carousel-settings',
      data: { speed: input.speed, size: input.size },
      depth: 0,
      overrideAccess: false,
      req,
    }),
  )
