import { z } from 'zod'

import { isTreeSort, isUrl } from '@/fields/validate'
import { MSG } from '@/i18n/messages'
import { FIELD_LABEL, MODULE_MSG, ROUTE_AUTH_LABEL, ROUTE_TYPE_LABEL } from '@/i18n/modules'
import { ROUTE_FIELD_LABEL as L, TREE_MSG } from './messages'
import { isObjectId } from '@/lib/objectId'
import { objectIdField, requiredText } from '@/validation/index'

/**
 * Bodies of the navigation-tree (routes) and FAQ-tree calls. Every
 * check runs here or in `routeProblem`/`treeProblem`, before a service writes anything.
 */

const ROUTE_TYPES = Object.keys(ROUTE_TYPE_LABEL) as [
  keyof typeof ROUTE_TYPE_LABEL,
  ...(keyof typeof ROUTE_TYPE_LABEL)[],
]
const ROUTE_AUTHS = Object.keys(ROUTE_AUTH_LABEL) as [
  keyof typeof ROUTE_AUTH_LABEL,
  ...(keyof typeof ROUTE_AUTH_LABEL)[],
]
const CONTENT_STATUSES = ['Drafting', 'Reviewing', 'Published', 'Returned'] as const

export type RouteType = (typeof ROUTE_TYPES)[number]
export type RouteAuth = (typeof ROUTE_AUTHS)[number]
export type ContentStatus = (typeof CONTENT_STATUSES)[number]

/** `null` and '' mean "not given" (a create form sends an empty `_id`). */
const absentAsUndefined = (value: unknown): unknown => (value === null || value === '' ? undefined : value)

const optionalId = (label: string) => z.preprocess(absentAsUndefined, objectIdField(label).optional())

/** A parent: absent keeps it (or top level for a new node), `null`/'' is the top level. */
const parentIdField = z.preprocess(
  (value) => (value === '' ? null : value),
  z.union([z.null(), objectIdField(FIELD_LABEL.parent)]).optional(),
)

const enumOf = <const T extends readonly [string, ...string[]]>(values: T, label: string, invalid: string) =>
  z.preprocess(
    absentAsUndefined,
    z.enum(values, { error: (issue) => (issue.input === undefined ? MSG.required(label) : invalid) }).optional(),
  )

/** A text that may be cleared: `null` becomes '' (cleared), absent keeps the stored value. */
const clearableText = z.preprocess(
  (value) => (value === null ? '' : value),
  z.string({ error: MSG.badRequest }).trim().optional(),
)

const idList = (_label: string) =>
  z.preprocess(
    (value) => (value === null ? [] : value),
    z
      .array(z.string({ error: MSG.notObjectId }).refine(isObjectId, { error: MSG.notObjectId }), {
        error: MSG.badRequest,
      })
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))])
      .optional(),
  )

const optionalName = z.preprocess(
  (value) => (value === null ? '' : value),
  z.string({ error: TREE_MSG.nameRequired }).optional(),
)

/** The editable fields of a route (all optional: absent keeps the stored value). */
const routeFieldsShape = {
  type: enumOf(ROUTE_TYPES, L.type, TREE_MSG.typeInvalid),
  url: clearableText.refine((value) => !value || isUrl(value), { error: MSG.notUrl }),
  openNewPage: z.preprocess(absentAsUndefined, z.boolean({ error: MSG.badRequest }).optional()),
  moduleName: clearableText,
  auth: enumOf(ROUTE_AUTHS, '瀏覽權限', TREE_MSG.authInvalid),
  authRoles: idList(L.authRoles),
  blocks: z.unknown().optional(),
  status: enumOf(CONTENT_STATUSES, FIELD_LABEL.status, TREE_MSG.statusInvalid),
}

const sortField = z.preprocess(
  absentAsUndefined,
  z.string({ error: MODULE_MSG.notTreeSort }).refine(isTreeSort, { error: MODULE_MSG.notTreeSort }).optional(),
)

// ---------------------------------------------------------------------------------------------
// Routes

/** POST /shennong/routes: one node, created without `_id`, updated with it. */
export const routeSaveSchema = z.object({
  _id: optionalId('路由'),
  parentId: parentIdField,
  sort: sortField,
  name: requiredText(FIELD_LABEL.name),
  ...routeFieldsShape,
})

export type RouteSaveInput = z.infer<typeof routeSaveSchema>

export type RouteTreeInput = Omit<RouteSaveInput, 'name' | 'parentId' | 'sort'> & {
  name?: string
  children?: RouteTreeInput[]
}

/** A node of a submitted navigation tree; `parentId` and `sort` come from its position. */
const routeTreeNode: z.ZodType<RouteTreeInput> = z.lazy(() =>
  z.object({
    _id: optionalId('路由'),
    name: optionalName,
    ...routeFieldsShape,
    children: z.preprocess(
      (value) => (value === null ? [] : value),
      z.array(routeTreeNode, { error: MSG.badRequest }).optional(),
    ),
  }),
) as z.ZodType<RouteTreeInput>

/** A submitted tree: `{ routes: [...] }` or the bare array. */
const treeBody = <T>(node: z.ZodType<T>) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? { routes: value } : value),
    z.object(
      {
        routes: z.array(node, {
          error: (issue) => (issue.input === undefined ? MSG.required('路由樹') : MSG.badRequest),
        }),
      },
      { error: MSG.badRequest },
    ),
  )

export const routeTreeSchema = treeBody(routeTreeNode)

/** The merged route (stored values overlaid with the sent ones) as its type requires it. */
export type RouteRequirementFields = { type?: string | null; url?: string | null; moduleName?: string | null }

/** What a route of this type is missing, in zh-TW, or undefined. */
export const routeProblem = (route: RouteRequirementFields): string | undefined => {
  if (route.type === 'Url') {
    if (!route.url) return MSG.required(L.url)
    if (!isUrl(route.url)) return MSG.notUrl
  }
  if (route.type === 'Module' && !route.moduleName) return MSG.required(L.moduleName)
  return undefined
}

// ---------------------------------------------------------------------------------------------
// FAQ routes

const faqFieldsShape = { answers: idList(L.answers) }

/** POST /shennong/faq-routes. */
export const faqRouteSaveSchema = z.object({
  _id: optionalId('節點'),
  parentId: parentIdField,
  sort: sortField,
  name: requiredText(FIELD_LABEL.name),
  ...faqFieldsShape,
})

export type FaqRouteSaveInput = z.infer<typeof faqRouteSaveSchema>

export type FaqTreeInput = Omit<FaqRouteSaveInput, 'name' | 'parentId' | 'sort'> & {
  name?: string
  children?: FaqTreeInput[]
}

const faqTreeNode: z.ZodType<FaqTreeInput> = z.lazy(() =>
  z.object({
    _id: optionalId('節點'),
    name: optionalName,
    ...faqFieldsShape,
    children: z.preprocess(
      (value) => (value === null ? [] : value),
      z.array(faqTreeNode, { error: MSG.badRequest }).optional(),
    ),
  }),
) as z.ZodType<FaqTreeInput>

export const faqTreeSchema = treeBody(faqTreeNode)

// ---------------------------------------------------------------------------------------------
// List query filter

/** `parentId` of a list query: a node id, or `null`/`root` for the top level. */
export const parentFilterSchema = z.object({
  parentId: z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : value === 'null' || value === 'root' ? null : value),
    z.union([z.null(), z.string().refine(isObjectId, { error: MSG.notObjectId })]).optional(),
  ),
})
