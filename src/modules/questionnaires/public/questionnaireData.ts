import { PUBLIC_TAGS, cachedPublic } from '@/lib/publicCache'
import { publicPayload } from '@/lib/publicPayload'
import {
  type PublicQuestionnaire,
  publicPrivacyStatement,
  publicQuestionnaireAnnouncement,
  publicQuestionnaireItem,
  publicQuestionnaireList,
} from '@/modules/questionnaires'

/**
 * The questionnaire pages' data through the public cache under the questionnaires tag (a
 * publish or an edit of questionnaire-settings expires it). Whether one can be filled is decided
 * per request from the cached rounds (`fillState`), never cached itself.
 */

export const readQuestionnaireList = cachedPublic('questionnaires:list', [PUBLIC_TAGS.questionnaires], async () =>
  publicQuestionnaireList(await publicPayload(), { page: 1, limit: 1000 }),
)

const readItem = cachedPublic(
  'questionnaires:item',
  [PUBLIC_TAGS.questionnaires],
  async (id: string): Promise<PublicQuestionnaire | null> => {
    try {
      return await publicQuestionnaireItem(await publicPayload(), id)
    } catch {
      return null
    }
  },
)

export const readAnnouncement = cachedPublic('questionnaires:announcement', [PUBLIC_TAGS.questionnaires], async () =>
  publicQuestionnaireAnnouncement(await publicPayload()),
)

export const readPrivacyStatement = cachedPublic('questionnaires:statement', [PUBLIC_TAGS.questionnaires], async () =>
  publicPrivacyStatement(await publicPayload()),
)

/** One published questionnaire, or null (ids checked first so junk never becomes a cache entry). */
export const readQuestionnaire = async (id: string): Promise<PublicQuestionnaire | null> =>
  /^[0-9a-f]{24}$/i.test(id) ? readItem(id.toLowerCase()) : null
