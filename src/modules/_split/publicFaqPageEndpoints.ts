import type { Endpoint } from 'payload'
import { z } from 'zod'

import type { SessionUser } from '../../access'
import { MSG } from '../../i18n/messages'
import { isObjectId } from '../../lib/objectId'
import { ROBOT_MAX_QUESTION } from '../faq/robot'
import { publicFaqCategories, publicFaqInfra, publicFaqItem, publicFaqList, publicFaqRobot } from '../faq/public'
import { PUBLIC_PAGES_MAX_LIMIT, publicPageItem, publicPagesList } from '../cms/public'
import { viewerOf } from '../cms/visibility'
import { optionalFilter } from '../../validation/listQuery'
import { endpoint, ok } from '../../endpoints/http'
import { readQuery, routeParam } from '../../endpoints/query'
import { listQueryOf } from '../../endpoints/params'

/**
 * The public FAQ and page calls (spec doc 2 §7 "Public") and the FAQ robot: anyone may call
 * them; FAQ answers only published entries, pages only published pages of routes the caller may
 * see (a signed-in caller also sees Internal routes and those of its roles). Unknown or hidden
 * ids are a 404 (找不到資料); a bad query is a 400 with a zh-TW message.
 */

const optionalId = optionalFilter.refine((value) => value === undefined || isObjectId(value), { error: MSG.notObjectId })

const faqFilters = z.object({ categoryId: optionalId })
const pageFilters = z.object({ routeId: optionalId })
const robotQuery = z.object({
  question: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : ''),
    z.string().max(ROBOT_MAX_QUESTION, { error: `問題不可超過 ${ROBOT_MAX_QUESTION} 字` }),
  ),
})

export const publicFaqPageEndpoints: Endpoint[] = [
  // FAQ
  endpoint('get', '/public/faq', 'public', async (req) => {
    const query = listQueryOf(req)
    const { categoryId } = readQuery(req, faqFilters)
    return ok(await publicFaqList(req.payload, query, categoryId?.toLowerCase()))
  }),
  endpoint('get', '/public/faq/:id', 'public', async (req) => ok(await publicFaqItem(req.payload, routeParam(req, 'id')))),
  endpoint('get', '/public/faq-categories', 'public', async (req) => ok(await publicFaqCategories(req.payload))),
  endpoint('get', '/public/faq-infra', 'public', async (req) => ok(await publicFaqInfra(req.payload))),
  endpoint('get', '/public/faq-robot', 'public', async (req) => {
    const { question } = readQuery(req, robotQuery)
    return ok(await publicFaqRobot(req.payload, question))
  }),

  // Pages
  endpoint('get', '/public/pages', 'public', async (req) => {
    const query = listQueryOf(req, PUBLIC_PAGES_MAX_LIMIT)
    const { routeId } = readQuery(req, pageFilters)
    return ok(await publicPagesList(req.payload, viewerOf(req.user as SessionUser), query, routeId))
  }),
  endpoint('get', '/public/pages/:id', 'public', async (req) =>
    ok(await publicPageItem(req.payload, viewerOf(req.user as SessionUser), routeParam(req, 'id'))),
  ),
]
