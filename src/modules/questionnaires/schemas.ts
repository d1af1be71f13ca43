import { z } from 'zod'

import { MSG } from '@/i18n/messages'
import { FIELD_LABEL } from '@/i18n/modules'
import { isObjectId } from '@/lib/objectId'
import { emailField, requiredText } from '@/validation'
import { honeypotShape } from '@/validation/honeypot'

/**
 * Request bodies of the questionnaire calls. The structure itself (`questionGroups`) and the
 * answers are checked by the form engine (src/forms) in the service, which reports every
 * problem with its place; these schemas check the envelope around it.
 */

const optionalText = z.string({ error: MSG.badRequest }).trim().nullish()
const optionalFlag = (label: string) => z.boolean({ error: `${label}格式不正確` }).optional()

const dateValue = (label: string) =>
  z
    .string({ error: MSG.required(label) })
    .trim()
    .min(1, { error: MSG.required(label) })
    .refine((value) => !Number.isNaN(Date.parse(value)), { error: `${label}格式不正確` })

/** A fill round: start and end are required and end is not before start. */
export const roundSchema = z
  .object({
    id: z.string().nullish(),
    title: optionalText,
    description: optionalText,
    start: dateValue('開始時間'),
    end: dateValue('結束時間'),
  })
  .refine((round) => Date.parse(round.end) >= Date.parse(round.start), {
    error: '結束時間不可早於開始時間',
    path: ['end'],
  })

export const ROUNDS_MSG = { notAList: '填答期間格式不正確' } as const

/** PUT /shennong/questionnaires: the questionnaire record (structure checked by the engine afterwards). */
export const questionnaireBody = z
  .object({
    _id: z
      .string()
      .nullish()
      .refine((id) => !id || isObjectId(id), { error: MSG.notObjectId }),
    title: requiredText('問卷標題'),
    description: optionalText,
    blocks: z.array(z.unknown(), { error: `${FIELD_LABEL.blocks}格式不正確` }).optional(),
    status: z
      .enum(['Drafting', 'Reviewing', 'Published', 'Returned'], { error: MSG.notInEnum(FIELD_LABEL.status) })
      .optional(),
    enabledStatement: optionalFlag('顯示個人資料聲明'),
    isEnable: optionalFlag('顯示於列表'),
    isFillable: optionalFlag('開放填寫'),
    conclusion: optionalText,
    rounds: z.array(roundSchema, { error: ROUNDS_MSG.notAList }).optional(),
    questionGroups: z.unknown().optional(),
  })
  .loose()

export type QuestionnaireBody = z.infer<typeof questionnaireBody>

export const settingsBody = z.object({
  privacyStatement: z.string({ error: '個人資料聲明格式不正確' }).nullish(),
  announcementContent: z.array(z.unknown(), { error: '公告頁內容格式不正確' }).optional(),
})

const optionalRespondentText = z.string({ error: MSG.badRequest }).trim().max(200).nullish()

/** The respondent of a questionnaire answer: name and a valid email required, the rest optional. */
export const respondentSchema = z.object(
  {
    name: requiredText(FIELD_LABEL.respondentName).pipe(z.string().max(100)),
    email: emailField(FIELD_LABEL.email),
    phoneNumber: optionalRespondentText,
    username: optionalRespondentText,
    primaryDepartment: optionalRespondentText,
    secondaryDepartment: optionalRespondentText,
    jobTitle: optionalRespondentText,
    jobCategory: optionalRespondentText,
  },
  { error: MSG.required(FIELD_LABEL.respondent) },
)

export type RespondentInput = z.infer<typeof respondentSchema>

/** POST /public/questionnaire-answers. `answers` and `questionGroups` are the same thing; either is taken. */
export const answerBody = z.object({
  questionnaireId: requiredText('問卷').refine(isObjectId, { error: MSG.notObjectId }),
  questionGroups: z.unknown().optional(),
  answers: z.unknown().optional(),
  respondent: respondentSchema,
  consent: z.boolean({ error: '個人資料聲明同意格式不正確' }).optional(),
  ...honeypotShape,
})

export type AnswerBody = z.infer<typeof answerBody>

/** DELETE questionnaires/{id}: `withAnswers` is the answer count the staff member confirmed. */
export const deleteQuerySchema = z
  .object({
    withAnswers: z.coerce
      .number({ error: '填答數必須是整數' })
      .int({ error: '填答數必須是整數' })
      .min(0, { error: '填答數必須是整數' })
      .optional(),
  })
  .strict()
