import { z } from 'zod'

/**
 * The honeypot of the public forms (feedback, questionnaire answers, recommendations): a text
 * input named `website`, hidden from people (visually and from assistive technology, out of the
 * tab order) that bots fill in. The schemas spread `honeypotShape`; a filled value fails with a
 * plain 400 and nothing is stored.
 */
export const HONEYPOT_FIELD = 'website'

export const HONEYPOT_MESSAGE = '送出失敗，請重新整理頁面後再試'

export const honeypotShape = {
  [HONEYPOT_FIELD]: z
    .string()
    .optional()
    .refine((value) => value === undefined || value === '', { error: HONEYPOT_MESSAGE }),
}
