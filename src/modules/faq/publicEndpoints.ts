import type { Endpoint } from 'payload'
import { z } from 'zod'

import { ok } from '@/endpoints/http'
import { publicRead } from '@/endpoints/publicRead'
import { PUBLIC_TAGS } from '@/lib/publicCache'
import { listQueryOf } from '@/endpoints/params'
import { readQuery, routeParam } from '@/endpoints/query'
import { MSG } from '@/i18n/messages'
import { isObjectId } from '@/lib/objectId'
import { optionalFilter } from '@/validation/listQuery'
import { publicFaqCategories, publicFaqInfra, publicFaqItem, publicFaqList, publicFaqRobot } from './public'
import { ROBOT_MAX_QUESTION } from './robot'
import { faqTree } from './tree'

/**
 * The public FAQ calls and the FAQ robot: anyone may call them; they
 * answer only published entries. Unknown or hidden ids are a 404 (找不到資料); a bad query is a
 * 400 with a zh-TW message. The FAQ tree is public whole.
 */

const optionalId = optionalFilter.refine((value) => value === undefined || isObjectId(value), {
  error: MSG.notObjectId,
})

const faqFilters = z.object({ categoryId: optionalId })
const robotQuery = z.object({
  question: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : ''),
    z.string().max(ROBOT_MAX_QUESTION, { error: `問題不可超過 ${ROBOT_MAX_QUESTION} 字` }),
  ),
})

export const faqPublicEndpoints: Endpoint[] = [
  publicRead('/public/faq', [PUBLIC_TAGS.faq], async (req) => {
    const query = listQueryOf(req)
    const { categoryId } = readQuery(req, faqFilters)
    return ok(await publicFaqList(req.payload, query, categoryId?.toLowerCase()))
  }),
  publicRead('/public/faq/:id', [PUBLIC_TAGS.faq], async (req) =>
    ok(await publicFaqItem(req.payload, routeParam(req, 'id'))),
  ),
  publicRead('/public/faq-categories', [PUBLIC_TAGS.faq], async (req) => ok(await publicFaqCategories(req.payload))),
  publicRead('/public/faq-infra', [PUBLIC_TAGS.faq], async (req) => ok(await publicFaqInfra(req.payload))),
  publicRead('/public/faq-robot', [PUBLIC_TAGS.faq], async (req) => {
    const { question } = readQuery(req, robotQuery)
    return ok(await publicFaqRobot(req.payload, question))
  }),
  publicRead('/public/all-faq-routes', [PUBLIC_TAGS.faq], async (req) => ok(await faqTree.all(req))),
  publicRead('/public/all-faq-routes-tree', [PUBLIC_TAGS.faq], async (req) => ok(await faqTree.allTree(req))),
]
