import { z } from 'zod'

import { listQuerySchema } from '@/validation/listQuery'

/** The list call's query: round, search, page and limit (20 by default). */
export const answerListQuerySchema = z.object({
  roundId: z.string().trim().max(100, { error: '填答期間格式錯誤' }).optional(),
  search: z.string().trim().max(200, { error: '搜尋文字過長' }).optional(),
  page: listQuerySchema.shape.page,
  // Up to Number.MAX_SAFE_INTEGER: the contract's download-all page size.
  limit: z.preprocess((value) => (value === undefined || value === '' ? 20 : value), listQuerySchema.shape.limit),
})

/** The statistics and export query: the round (absent: every round). */
export const roundQuerySchema = z.object({
  roundId: z.string().trim().max(100, { error: '填答期間格式錯誤' }).optional(),
})
