import type { Endpoint } from 'payload'

import { FLAGS } from '@/access'
import { endpoint, ok, readBody } from '@/endpoints/http'
import { idParam, listQueryOf } from '@/endpoints/params'
import { readQuery } from '@/endpoints/query'
import { closeSchema, decisionSchema, modifySchema, answersFilterSchema } from './schemas'
import {
  decideRecommendation,
  getRecommendation,
  listRecommendations,
  modifyRecommendation,
  readQuestionnaire,
} from './service'

const base = '/shennong/recommendations'

/** The back-office calls: read with recommendations read, decisions and modify with edit. */
export const recommendationEndpoints: Endpoint[] = [
  endpoint('get', `${base}/questionnaire`, { flag: FLAGS.recommendations.read }, async (req) =>
    ok(await readQuestionnaire(req)),
  ),
  endpoint('get', `${base}/answers`, { flag: FLAGS.recommendations.read }, async (req) =>
    ok(await listRecommendations(req, listQueryOf(req), readQuery(req, answersFilterSchema.passthrough()))),
  ),
  endpoint('get', `${base}/answers/:id`, { flag: FLAGS.recommendations.read }, async (req) =>
    ok(await getRecommendation(req, idParam(req))),
  ),
  endpoint('post', `${base}/approve`, { flag: FLAGS.recommendations.edit }, async (req) => {
    const { _id, repliedContent } = await readBody(req, decisionSchema)
    return ok(await decideRecommendation(req, _id, 'approve', repliedContent))
  }),
  endpoint('post', `${base}/reject`, { flag: FLAGS.recommendations.edit }, async (req) => {
    const { _id, repliedContent } = await readBody(req, decisionSchema)
    return ok(await decideRecommendation(req, _id, 'reject', repliedContent))
  }),
  endpoint('post', `${base}/close`, { flag: FLAGS.recommendations.edit }, async (req) => {
    const { _id } = await readBody(req, closeSchema)
    return ok(await decideRecommendation(req, _id, 'close'))
  }),
  endpoint('post', `${base}/modify`, { flag: FLAGS.recommendations.edit }, async (req) =>
    ok(await modifyRecommendation(req, await readBody(req, modifySchema))),
  ),
]
