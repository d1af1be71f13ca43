import type { Endpoint } from 'payload'

import { FLAGS } from '@/access'
import { filtersOf } from '@/crud/endpoints'
import { endpoint, ok, readBody } from '@/endpoints/http'
import { idParam, listQueryOf } from '@/endpoints/params'
import { readQuery } from '@/endpoints/query'
import { deleteQuerySchema, questionnaireBody, settingsBody } from './schemas'
import {
  QUESTIONNAIRES_SPEC,
  countQuestionnaireAnswers,
  deleteQuestionnaire,
  duplicateQuestionnaire,
  getQuestionnaire,
  getSettings,
  listQuestionnaires,
  saveQuestionnaire,
  saveSettings,
} from './service'

const base = '/shennong/questionnaires'

/**
 * The back-office questionnaire calls: list, one, save (PUT,
 * with or without the id in the path; POST without id also saves), delete, duplicate (POST
 * with the id), and the settings. The answer list, detail, statistics and export live in ./answers.
 */
export const questionnaireEndpoints: Endpoint[] = [
  endpoint('get', base, { flag: FLAGS.questionnaires.read }, async (req) =>
    ok(await listQuestionnaires(req, listQueryOf(req), filtersOf(req, QUESTIONNAIRES_SPEC))),
  ),
  endpoint('get', `${base}/:id`, { flag: FLAGS.questionnaires.read }, async (req) =>
    ok(await getQuestionnaire(req, idParam(req))),
  ),
  endpoint('put', base, { flag: FLAGS.questionnaires.edit }, async (req) =>
    ok(await saveQuestionnaire(req, await readBody(req, questionnaireBody))),
  ),
  endpoint('post', base, { flag: FLAGS.questionnaires.edit }, async (req) =>
    ok(await saveQuestionnaire(req, await readBody(req, questionnaireBody))),
  ),
  endpoint('put', `${base}/:id`, { flag: FLAGS.questionnaires.edit }, async (req) => {
    const id = idParam(req)
    return ok(await saveQuestionnaire(req, await readBody(req, questionnaireBody), id))
  }),
  endpoint('delete', `${base}/:id`, { flag: FLAGS.questionnaires.delete }, async (req) =>
    ok(await deleteQuestionnaire(req, idParam(req), readQuery(req, deleteQuerySchema).withAnswers)),
  ),
  endpoint('get', `${base}/:id/answer-count`, { flag: FLAGS.questionnaires.read }, async (req) =>
    ok(await countQuestionnaireAnswers(req, idParam(req))),
  ),
  endpoint('post', `${base}/:id`, { flag: FLAGS.questionnaires.edit }, async (req) =>
    ok(await duplicateQuestionnaire(req, idParam(req))),
  ),
  endpoint('get', '/shennong/questionnaire-settings', { flag: FLAGS.questionnaires.read }, async (req) =>
    ok(await getSettings(req)),
  ),
  endpoint('put', '/shennong/questionnaire-settings', { flag: FLAGS.questionnaires.edit }, async (req) =>
    ok(await saveSettings(req, await readBody(req, settingsBody))),
  ),
]
