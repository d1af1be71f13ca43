import type { Endpoint } from 'payload'

import { FLAGS } from '@/access'
import { endpoint, ok } from '@/endpoints/http'
import { idParam } from '@/endpoints/params'
import { readQuery } from '@/endpoints/query'
import { exportAnswers } from './export'
import { answerListQuerySchema, roundQuerySchema } from './schemas'
import { answerDetail, listAnswers, questionnaireStatistics } from './service'

const read = { flag: FLAGS.questionnaires.read } as const

/** The staff's answer calls: list, detail, statistics, .xlsx export. */
export const questionnaireAnswerEndpoints: Endpoint[] = [
  endpoint('get', '/shennong/questionnaire-answer-list/:id', read, async (req) =>
    ok(await listAnswers(req.payload, idParam(req), readQuery(req, answerListQuerySchema))),
  ),
  endpoint('get', '/shennong/questionnaire-answer-detail/:id', read, async (req) =>
    ok(await answerDetail(req.payload, idParam(req))),
  ),
  endpoint('get', '/shennong/questionnaire-statistics/:id', read, async (req) =>
    ok(await questionnaireStatistics(req.payload, idParam(req), readQuery(req, roundQuerySchema).roundId)),
  ),
  endpoint('get', '/shennong/questionnaire-answer-export/:id', read, async (req) =>
    exportAnswers(req.payload, idParam(req), readQuery(req, roundQuerySchema).roundId),
  ),
]
