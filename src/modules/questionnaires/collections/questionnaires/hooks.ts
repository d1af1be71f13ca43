import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook } from 'payload'

import { lockRecord } from '@/crud/compareAndSet'

/** `modifiedUser` is whoever saved last; system writes leave it. */
export const stampModifiedUser: CollectionBeforeChangeHook = ({ data, req }) => {
  if (req.user?.collection === 'users') data.modifiedUser = req.user.id
  return data
}

/** The zh-TW words of deleting a questionnaire that has answers (docs/questionnaires.md "Deleting"). */
export const DELETE_MSG = {
  hasAnswers: (count: number) =>
    `此問卷已有 ${count} 份填答，刪除問卷會一併刪除這些填答。請先匯出填答保存，再於問卷編輯畫面按「刪除問卷與填答」並確認。`,
} as const

/**
 * A questionnaire goes with its answers, and only when the caller named how many it expects to
 * lose (`context.withAnswers`, the count its confirmation showed): otherwise the delete is
 * refused, whichever path asked (the module's call, Payload's screens, REST). The answers are
 * removed inside the delete's own transaction, so a failure leaves both in place. The count is
 * taken with the questionnaire's row held (`lockRecord`, as a visitor's answer takes it): an
 * answer comes wholly before it (and is counted) or after the delete (and is refused), never
 * between the count and the delete.
 */
export const deleteAnswersWithQuestionnaire: CollectionBeforeDeleteHook = async ({ id, req, context }) => {
  await lockRecord(req, 'questionnaires', id)
  const where = { questionnaireId: { equals: id } }
  const { totalDocs } = await req.payload.count({
    collection: 'questionnaire-answers',
    where,
    overrideAccess: true,
    req,
  })
  if (totalDocs === 0) return
  if (context.withAnswers !== totalDocs)
    throw new APIError(DELETE_MSG.hasAnswers(totalDocs), 409, { answers: totalDocs }, true)
  await req.payload.db.deleteMany({ collection: 'questionnaire-answers', where, req })
}
