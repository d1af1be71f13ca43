import { z } from 'zod'

/** The list call's query: round, search, page and limit (at most 100 a page). */
export const answerListQuerySchema = z.object({
  roundId: z.string().trim().max(100, { error: '填答期間格式錯誤' }).optional(),
  search: z.string().trim().max(200, { error: '搜尋文字過長' }).optional(),
  page: z.coerce.number({ error: '頁碼必須是正整數' }).int({ error: '頁碼必須是正整數' }).min(1, { error: '頁碼必須是正整數' }).default(1),
  limit: z.coerce
    .number({ error: '每頁筆數必須是 1 到 100 的整數' })
    .int({ error: '每頁筆數必須是 1 到 100 的整數' })
    .min(1, { error: '每頁筆數必須是 1 到 100 的整數' })
    .max(100, { error: '每頁筆數必須是 1 到 100 的整數' })
    .default(20),
})

/** The statistics and export query: the round (absent: every round). */
export const roundQuerySchema = z.object({
  roundId: z.string().trim().max(100, { error: '填答期間格式錯誤' }).optional(),
})
