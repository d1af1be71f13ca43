import { z } from 'zod'

import { FIELD_LABEL } from '@/i18n/modules'
import { LABEL, MSG } from '@/i18n/messages'
import { emailField, objectIdField, requiredText } from '@/validation'
import { optionalDay } from '@/validation/dates'
import { honeypotShape } from '@/validation/honeypot'
import { enumField } from '@/validation/optional'
import { RECOMMENDATION_STATUSES } from './rules'

const optionalText = (max = 200) =>
  z.preprocess(
    (value) => (value === null || value === undefined ? undefined : value),
    z.string({ error: '格式不正確' }).trim().max(max).optional(),
  )

/** POST /public/recommendations/answer: the respondent (name, email, username, password required) and the answers. */
export const submitSchema = z.object({
  respondent: z.object(
    {
      name: requiredText(FIELD_LABEL.respondentName).pipe(z.string().max(100)),
      email: emailField(),
      username: requiredText(LABEL.username).pipe(z.string().max(100)),
      // Never trimmed or stored: only checked against the account.
      password: z
        .string({ error: `${LABEL.password}為必填欄位` })
        .min(1, { error: `${LABEL.password}為必填欄位` })
        .max(100),
      phoneNumber: optionalText(50),
      primaryDepartment: optionalText(),
      secondaryDepartment: optionalText(),
      jobTitle: optionalText(),
      jobCategory: optionalText(),
    },
    { error: `${FIELD_LABEL.respondent}為必填欄位` },
  ),
  answers: z.array(z.unknown(), { error: '填答內容為必填欄位' }).max(100),
  ...honeypotShape,
})
export type SubmitInput = z.infer<typeof submitSchema>

/** approve / reject: the id and the reply. */
export const decisionSchema = z.object({
  _id: objectIdField('_id'),
  repliedContent: requiredText('回覆內容').pipe(z.string().max(5000)),
})

export const closeSchema = z.object({ _id: objectIdField('_id') })

/** modify: the staff's bibliographic notes. */
export const modifySchema = z.object({
  _id: objectIdField('_id'),
  name: optionalText(),
  isbn: optionalText(20),
  barcode: optionalText(50),
  note: optionalText(5000),
})
export type ModifyInput = z.infer<typeof modifySchema>

const optionalQueryText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined),
  z.string().optional(),
)

/** GET /shennong/recommendations/answers: status, date range (createdAt, library dates), beside page/limit/keyword. */
export const answersFilterSchema = z.object({
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    enumField(
      RECOMMENDATION_STATUSES as [string, ...string[]],
      FIELD_LABEL.status,
      MSG.notInEnum(FIELD_LABEL.status),
    ).optional(),
  ),
  startDate: optionalDay('開始日期'),
  endDate: optionalDay('結束日期'),
  keyword: optionalQueryText,
})
export type AnswersFilter = z.infer<typeof answersFilterSchema>
