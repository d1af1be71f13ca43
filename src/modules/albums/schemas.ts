import { z } from 'zod'

import { MSG } from '@/i18n/messages'
import { requiredText } from '@/validation'
import {
  END_BEFORE_START,
  endNotBeforeStart,
  optionalBoolean,
  optionalDate,
  optionalId,
  optionalText,
  optionalUrl,
  requiredDate,
  requiredId,
  requiredUrl,
} from '@/crud/inputs'

/** The input rules of the album calls, with zh-TW messages. */

export const ALBUM_LABEL = {
  album: '相簿',
  title: '標題',
  date: '日期',
  imageUrl: '圖片網址',
  albumImages: '相片',
} as const

const albumShape = {
  _id: optionalId,
  title: requiredText(ALBUM_LABEL.title),
  date: requiredDate(ALBUM_LABEL.date),
  description: optionalText,
  startDate: optionalDate,
  endDate: optionalDate,
  enabled: optionalBoolean,
  coverImageUrl: optionalUrl,
}

/** An album's own fields (title and date required); `count` is never taken from a client. */
export const albumSchema = z.object(albumShape).refine(endNotBeforeStart, END_BEFORE_START)

/** An image of an album (image url required). */
export const albumImageSchema = z.object({
  _id: optionalId,
  imageUrl: requiredUrl(ALBUM_LABEL.imageUrl),
  description: optionalText,
  highlighted: optionalBoolean,
  isCover: optionalBoolean,
})

/** POST /shennong/album-images: one image of an album. */
export const albumImageSaveSchema = albumImageSchema.extend({ albumId: requiredId(ALBUM_LABEL.album) })

/** POST /shennong/save-album: an album with its whole image list. */
export const saveAlbumSchema = z
  .object({
    ...albumShape,
    albumImages: z
      .array(albumImageSchema, { error: MSG.required(ALBUM_LABEL.albumImages) })
      .optional()
      .default([]),
  })
  .refine(endNotBeforeStart, END_BEFORE_START)

/** POST /shennong/add-album-images. */
export const addAlbumImagesSchema = z.object({
  _id: requiredId(ALBUM_LABEL.album),
  albumImages: z
    .array(albumImageSchema.omit({ _id: true, isCover: true }), { error: MSG.required(ALBUM_LABEL.albumImages) })
    .min(1, {
      error: MSG.required(ALBUM_LABEL.albumImages),
    }),
})

/** POST /shennong/remove-album-images. */
export const removeAlbumImagesSchema = z.object({
  _id: requiredId(ALBUM_LABEL.album),
  albumImages: z
    .array(z.object({ _id: requiredId(ALBUM_LABEL.albumImages) }), { error: MSG.required(ALBUM_LABEL.albumImages) })
    .min(1, { error: MSG.required(ALBUM_LABEL.albumImages) }),
})

export type AlbumInput = z.infer<typeof albumSchema>
export type AlbumImageInput = z.infer<typeof albumImageSchema>
export type SaveAlbumInput = z.infer<typeof saveAlbumSchema>
export type AddAlbumImagesInput = z.infer<typeof addAlbumImagesSchema>
export type RemoveAlbumImagesInput = z.infer<typeof removeAlbumImagesSchema>
export type AlbumImageSaveInput = z.infer<typeof albumImageSaveSchema>
