import type { Endpoint } from 'payload'

import { endpoint, ok, readBody } from '@/endpoints/http'
import { publicRead } from '@/endpoints/publicRead'
import { PUBLIC_TAGS } from '@/lib/publicCache'
import { listQueryOf } from '@/endpoints/params'
import { routeParam } from '@/endpoints/query'
import { limitSubmission } from '@/lib/rateLimit'
import { publicPrivacyStatement, publicQuestionnaireItem, publicQuestionnaireList } from './public'
import { answerBody } from './schemas'
import { submitAnswer } from './service'

/** The public questionnaire calls. */
export const questionnairePublicEndpoints: Endpoint[] = [
  publicRead('/public/questionnaires', [PUBLIC_TAGS.questionnaires], async (req) =>
    ok(await publicQuestionnaireList(req.payload, listQueryOf(req))),
  ),
  publicRead('/public/questionnaires/:id', [PUBLIC_TAGS.questionnaires], async (req) => {
    const questionnaire = await publicQuestionnaireItem(req.payload, routeParam(req, 'id'))
    const privacyStatement = questionnaire.enabledStatement ? await publicPrivacyStatement(req.payload) : ''
    return ok({ ...questionnaire, privacyStatement })
  }),
  endpoint('post', '/public/questionnaire-answers', 'public', async (req) => {
    const body = await readBody(req, answerBody)
    // Per address (lifted inside a trusted network) and per respondent e-mail address.
    await limitSubmission(req, { email: body.respondent.email })
    return ok(await submitAnswer(req, body))
  }),
]
