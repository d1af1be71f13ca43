import type { CollectionSlug, PayloadRequest, Sort, Where } from 'payload'

import { MSG } from '@/i18n/messages'
import { AppError } from '@/lib/errors'
import { isObjectId } from '@/lib/objectId'
import { type ListQuery, type Paginated, allOf, keywordWhere, toPaginated } from './listQuery'

/**
 * The generic back-office CRUD (list with query, get by id,
 * save, delete) over one collection, with the caller's access (collection access reads the
 * permission flags through src/access). Documents leave as the contract's records: `_id`
 * instead of `id`, relationships as ids. Collections under review read their latest version
 * (a draft under review included) and save through the review workflow: `status: 'Published'`
 * asks to publish, anything else saves a draft.
 */

export type ContractRecord = { _id: string } & Record<string, unknown>

/** Fields the server derives or keeps; a client never writes them. */
const SERVER_FIELDS = [
  'id',
  '_id',
  'createdAt',
  'updatedAt',
  '_status',
  'blockText',
  'reviewComment',
  'status',
] as const

/** A stored document as the contract's record. */
export const toContract = (doc: object): ContractRecord => {
  const { id, _status: _ignored, ...rest } = doc as { id: unknown; _status?: unknown } & Record<string, unknown>
  return { _id: String(id), ...rest }
}

export type CrudSpec = {
  slug: CollectionSlug
  /** Fields a `keyword` is matched against. */
  keywordFields: readonly string[]
  /** Query parameters that filter on a field of the same name (`categoryId`, `catalogId`, ...). */
  filters?: readonly string[]
  sort?: Sort
  /** Drafts and the review workflow (news, FAQ, pages). */
  reviewed?: boolean
  /** Fields whose client value is kept on save even though listed as server fields (routes keep `status`). */
  writableStatus?: boolean
}

export type CrudFilters = Record<string, string | undefined>

const notFound = () => new AppError(404, MSG.notFound)

const filterWhere = (spec: CrudSpec, filters: CrudFilters): Where | undefined => {
  const constraints: Where[] = []
  for (const name of spec.filters ?? []) {
    const value = filters[name]
    if (value) constraints.push({ [name]: { equals: value } })
  }
  return constraints.length > 0 ? allOf(...constraints) : undefined
}

/** The data a client may write: server-derived fields are dropped. */
const writableData = (spec: CrudSpec, input: Record<string, unknown>): Record<string, unknown> => {
  const data: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(input)) {
    if (key === 'status' && spec.writableStatus) data[key] = value
    else if (!(SERVER_FIELDS as readonly string[]).includes(key)) data[key] = value
  }
  return data
}

/** A single relationship value as a client may send it: an id, or nothing. */
const isIdValue = (value: unknown): boolean =>
  value === null || value === undefined || value === '' || (typeof value === 'string' && isObjectId(value))

/**
 * Relationship fields must hold ids (a list of ids when hasMany) before anything reaches the
 * database: a list or an object where one id belongs would otherwise fail in the database
 * driver as a 500. Refused with a 400 naming the field.
 */
const checkRelationships = async (
  req: PayloadRequest,
  spec: CrudSpec,
  data: Record<string, unknown>,
): Promise<void> => {
  const fields = req.payload.collections[spec.slug]?.config.fields ?? []
  for (const field of fields) {
    if ((field.type !== 'relationship' && field.type !== 'upload') || !(field.name in data)) continue
    const value = data[field.name]
    const label = typeof field.label === 'string' ? field.label : field.name
    const ok = field.hasMany
      ? value === null ||
        value === undefined ||
        (Array.isArray(value) && value.every((item) => typeof item === 'string' && isObjectId(item)))
      : isIdValue(value)
    if (!ok) throw new AppError(400, `${label}${MSG.notObjectId}`)
    if (value === '') data[field.name] = null
    // A well-formed id must also name a document (the database's foreign key would answer 500).
    const ids = (Array.isArray(value) ? value : [value]).filter(
      (id): id is string => typeof id === 'string' && id !== '',
    )
    if (ids.length === 0 || typeof field.relationTo !== 'string') continue
    const found = await req.payload.count({
      collection: field.relationTo,
      where: { id: { in: ids } },
      overrideAccess: true,
      req,
    })
    if (found.totalDocs !== new Set(ids).size) throw new AppError(400, `${label}：${MSG.notFound}`)
  }
}

/**
 * A value outside a select field's options is refused with a 400 naming the field,
 * never coerced: this covers the fields a client may not write too (a news `status` of
 * "Whatever" is bad input even though the server decides the status itself).
 */
const checkEnumerations = (req: PayloadRequest, spec: CrudSpec, input: Record<string, unknown>): void => {
  const fields = req.payload.collections[spec.slug]?.config.fields ?? []
  for (const field of fields) {
    if ((field.type !== 'select' && field.type !== 'radio') || !(field.name in input)) continue
    const value = input[field.name]
    if (value === null || value === undefined || value === '') continue
    const allowed = new Set(field.options.map((option) => (typeof option === 'string' ? option : option.value)))
    const values = field.type === 'select' && field.hasMany && Array.isArray(value) ? value : [value]
    if (!values.every((item) => typeof item === 'string' && allowed.has(item))) {
      const label = typeof field.label === 'string' ? field.label : field.name
      throw new AppError(400, MSG.notInEnum(label))
    }
  }
}

export const crudService = (spec: CrudSpec) => {
  const draft = Boolean(spec.reviewed)

  const find = async (req: PayloadRequest, id: string) => {
    if (!isObjectId(id)) throw notFound()
    const doc = await req.payload.findByID({
      collection: spec.slug,
      id,
      depth: 0,
      draft,
      overrideAccess: false,
      disableErrors: true,
      req,
    })
    if (!doc) throw notFound()
    return doc
  }

  return {
    list: async (
      req: PayloadRequest,
      query: ListQuery,
      filters: CrudFilters = {},
    ): Promise<Paginated<ContractRecord>> => {
      const found = await req.payload.find({
        collection: spec.slug,
        where: allOf(keywordWhere(query.keyword, spec.keywordFields), filterWhere(spec, filters)),
        page: query.page,
        limit: query.limit,
        sort: spec.sort,
        depth: 0,
        draft,
        overrideAccess: false,
        req,
      })
      return toPaginated(found, query, toContract)
    },

    all: async (req: PayloadRequest, filters: CrudFilters = {}): Promise<ContractRecord[]> => {
      const found = await req.payload.find({
        collection: spec.slug,
        where: allOf(filterWhere(spec, filters)),
        pagination: false,
        sort: spec.sort,
        depth: 0,
        draft,
        overrideAccess: false,
        req,
      })
      return found.docs.map(toContract)
    },

    get: async (req: PayloadRequest, id: string): Promise<ContractRecord> => toContract(await find(req, id)),

    /**
     * Create, or update the document with `_id`. Payload validates every field before anything
     * is written (a failure is a 400 with the field's zh-TW message).
     */
    save: async (req: PayloadRequest, input: Record<string, unknown>): Promise<ContractRecord> => {
      const id = typeof input._id === 'string' && input._id ? input._id : undefined
      checkEnumerations(req, spec, input)
      const data = writableData(spec, input)
      await checkRelationships(req, spec, data)
      const asDraft = draft && input.status !== 'Published'
      if (id) {
        const existing = await find(req, id)
        const saved = await req.payload.update({
          collection: spec.slug,
          id: existing.id,
          data,
          depth: 0,
          ...(draft ? { draft: asDraft } : {}),
          overrideAccess: false,
          req,
        })
        return toContract(saved)
      }
      const created = await req.payload.create({
        collection: spec.slug,
        data: data as never,
        depth: 0,
        ...(draft ? { draft: asDraft } : {}),
        overrideAccess: false,
        req,
      })
      return toContract(created)
    },

    remove: async (req: PayloadRequest, id: string): Promise<{ _id: string }> => {
      const doc = await find(req, id)
      await req.payload.delete({ collection: spec.slug, id: doc.id, overrideAccess: false, req })
      return { _id: String(doc.id) }
    },
  }
}
