import { z } from 'zod'

import { FIELD_LABEL } from '@/i18n/modules'
import { MSG } from '@/i18n/messages'
import { isObjectId } from '@/lib/objectId'
import { emailField, objectIdField, requiredText } from '@/validation'
import { optionalDay } from '@/validation/dates'
import { honeypotShape } from '@/validation/honeypot'
import { FEEDBACK_MSG } from './messages'
import { FEEDBACK_STATUSES } from './status'

/** Request bodies of the feedback calls (required: title, respondent name and a valid email). */

const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, { error: `不可超過 ${max} 字` })
    .optional()

export const respondentSchema = z.object(
  {
    name: requiredText(FIELD_LABEL.respondentName).pipe(
      z.string().max(100, { error: `${FIELD_LABEL.respondentName}不可超過 100 字` }),
    ),
    email: emailField(FIELD_LABEL.email),
    phoneNumber: optionalText(50),
    primaryDepartment: optionalText(),
    secondaryDepartment: optionalText(),
    jobTitle: optionalText(),
    jobCategory: optionalText(),
  },
  { error: MSG.required(FIELD_LABEL.respondent) },
)

export const createFeedbackSchema = z.object({
  categoryId: objectIdField(FIELD_LABEL.category),
  title: requiredText(FIELD_LABEL.title).pipe(z.string().max(200, { error: `${FIELD_LABEL.title}不可超過 200 字` })),
  description: z.string().trim().max(5000, { error: '內容不可超過 5000 字' }).optional(),
  respondent: respondentSchema,
  ...honeypotShape,
})
export type CreateFeedbackInput = z.infer<typeof createFeedbackSchema>

const messageText = z.string().trim().max(5000, { error: '訊息不可超過 5000 字' }).optional().default('')

/** A visitor's answer: text and/or a photo uploaded to this ticket. */
export const visitorAnswerSchema = z
  .object({
    _id: objectIdField('_id'),
    message: messageText,
    photoUrl: z.string().trim().max(300).optional().default(''),
    ...honeypotShape,
  })
  .refine((body) => body.message !== '' || body.photoUrl !== '', {
    error: FEEDBACK_MSG.messageRequired,
    path: ['message'],
  })
export type VisitorAnswerInput = z.infer<typeof visitorAnswerSchema>

/** A staff reply (spec: `_id`, `message`, `photoUrl` a URI). */
export const staffReplySchema = z
  .object({
    _id: objectIdField('_id'),
    message: messageText,
    photoUrl: z
      .string()
      .trim()
      .max(1000)
      .optional()
      .default('')
      .refine((value) => value === '' || value.startsWith('/') || URL.canParse(value), { error: MSG.notUrl }),
  })
  .refine((body) => body.message !== '' || body.photoUrl !== '', {
    error: FEEDBACK_MSG.messageRequired,
    path: ['message'],
  })
export type StaffReplyInput = z.infer<typeof staffReplySchema>

/** What staff may change on a ticket: its category, title, status and the photo switch. */
export const staffEditSchema = z
  .object({
    _id: objectIdField('_id'),
    categoryId: z
      .string()
      .nullable()
      .optional()
      .refine((value) => value === undefined || value === null || value === '' || isObjectId(value), {
        error: `${FIELD_LABEL.category}${MSG.notObjectId}`,
      }),
    title: requiredText(FIELD_LABEL.title).optional(),
    status: z.enum(FEEDBACK_STATUSES, { error: MSG.notInEnum(FIELD_LABEL.status) }).optional(),
    isAllowUpdatePhoto: z.boolean({ error: '允許上傳照片須為是或否' }).optional(),
  })
  .strict()
export type StaffEditInput = z.infer<typeof staffEditSchema>

/** A day of the list's date range: a calendar day or a 400 (src/validation/dates.ts). */
const dateFilter = optionalDay('日期', '日期格式不正確')

/** The back-office list filters (`?status=&categoryId=&from=&to=`; `keyword` is the list query's). */
export const staffFiltersSchema = z.object({
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(FEEDBACK_STATUSES, { error: MSG.notInEnum(FIELD_LABEL.status) }).optional(),
  ),
  categoryId: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().refine(isObjectId, { error: MSG.notObjectId }).optional(),
  ),
  from: dateFilter,
  to: dateFilter,
})
export type StaffFilters = z.infer<typeof staffFiltersSchema>

/** The close call's rating: an integer 1..5 given as a path segment. */
export const ratingOf = (raw: string): number | null => (/^[1-5]$/.test(raw) ? Number(raw) : null)
