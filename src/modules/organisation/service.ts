import type { Payload, PayloadRequest } from 'payload'

import { MSG } from '@/i18n/messages'
import { AppError } from '@/lib/errors'
import type { OrganisationListSlug } from './lists'
import type { Department, JobCategory, JobTitle } from '@/payload-types'
import type { OrganisationItemInput } from './schemas'
import { type ListQuery, type Paginated, allOf, keywordWhere, toPaginated } from '@/crud/listQuery'

/** A department, job title or job category as stored. */
type OrganisationDoc = Department | JobTitle | JobCategory

/** An entry of an organisation list in the back office. */
export type OrganisationItem = {
  _id: string
  name: string
  sort: number
  enabled: boolean
  createdAt: string
  updatedAt: string
}

/** An entry of a public lookup: enabled entries only. */
export type PublicOrganisationItem = { _id: string; name: string; sort: number }

const SORT = ['sort', 'name']

export const toOrganisationItem = (doc: OrganisationDoc): OrganisationItem => ({
  _id: String(doc.id),
  name: doc.name,
  sort: doc.sort ?? 0,
  enabled: doc.enabled !== false,
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
})

const notFound = () => new AppError(404, MSG.notFound)

const findItem = async (payload: Payload, slug: OrganisationListSlug, id: string): Promise<OrganisationDoc> => {
  const doc = (await payload.findByID({
    collection: slug,
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as OrganisationDoc | null
  if (!doc) throw notFound()
  return doc
}

/**
 * The back-office service of one organisation list (departments, job titles, job categories):
 * one parameterised implementation for all three.
 */
export const organisationListService = (slug: OrganisationListSlug) => ({
  list: async (payload: Payload, query: ListQuery): Promise<Paginated<OrganisationItem>> => {
    const found = await payload.find({
      collection: slug,
      where: allOf(keywordWhere(query.keyword, ['name'])),
      page: query.page,
      limit: query.limit,
      sort: SORT,
      depth: 0,
      overrideAccess: true,
    })
    return toPaginated(found, query, (doc: OrganisationDoc) => toOrganisationItem(doc))
  },

  get: async (payload: Payload, id: string): Promise<OrganisationItem> =>
    toOrganisationItem(await findItem(payload, slug, id)),

  /** Create, or update the entry with `_id`; absent `sort`/`enabled` keep their value (new: 0, enabled). */
  save: async (req: PayloadRequest, input: OrganisationItemInput): Promise<OrganisationItem> => {
    const existing = input._id ? await findItem(req.payload, slug, input._id) : undefined
    const data = {
      name: input.name,
      sort: input.sort ?? existing?.sort ?? 0,
      enabled: input.enabled ?? existing?.enabled ?? true,
    }
    const saved = existing
      ? await req.payload.update({ collection: slug, id: existing.id, data, depth: 0, overrideAccess: true, req })
      : await req.payload.create({ collection: slug, data, depth: 0, overrideAccess: true, req })
    return toOrganisationItem(saved as OrganisationDoc)
  },

  remove: async (req: PayloadRequest, id: string): Promise<{ _id: string }> => {
    const doc = await findItem(req.payload, slug, id)
    await req.payload.delete({ collection: slug, id: doc.id, overrideAccess: true, req })
    return { _id: String(doc.id) }
  },
})

/** The public lookup: enabled entries, by sort then name. */
export const publicOrganisationList = async (
  payload: Payload,
  slug: OrganisationListSlug,
): Promise<PublicOrganisationItem[]> => {
  const found = await payload.find({
    collection: slug,
    where: { or: [{ enabled: { equals: true } }, { enabled: { exists: false } }] },
    pagination: false,
    sort: SORT,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs.map((doc: OrganisationDoc) => ({ _id: String(doc.id), name: doc.name, sort: doc.sort ?? 0 }))
}
