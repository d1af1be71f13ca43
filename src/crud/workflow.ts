import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionConfig,
  type Field,
  type PayloadRequest,
} from 'payload'

/**
 * A collection whose records change only through its module's own actions (a ticket's reply,
 * a recommendation's decision, a visitor's answer): Payload's generic edit form shows the
 * workflow fields read-only, and a write that changes one of them without going through the
 * module (REST, GraphQL, the admin form) is refused with 403 naming the way to do it. The
 * module's service marks its own writes with `asWorkflow(req)`; the local API without a
 * request (seed, scripts, tests) is the server itself and passes.
 */

const WORKFLOW = 'moduleWorkflow'

/** Mark this request's writes as the module's own action (call before payload.create/update). */
export const asWorkflow = (req: PayloadRequest): PayloadRequest => {
  req.context = { ...req.context, [WORKFLOW]: true }
  return req
}

/** A value as stored, for comparing: empty values dropped, keys sorted, relationship objects as their ids, dates as instants. */
const normal = (value: unknown): unknown => {
  if (value === null || value === undefined || value === '') return undefined
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return value.map(normal)
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>
    if ('id' in record && 'createdAt' in record) return String(record.id)
    const entries = Object.keys(record)
      .sort()
      .map((key) => [key, normal(record[key])] as const)
      .filter(([, entry]) => entry !== undefined)
    return entries.length > 0 ? Object.fromEntries(entries) : undefined
  }
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)))
    return new Date(value).toISOString()
  return value
}

/** Whether this request's write is the module's own action (marked with `asWorkflow`). */
export const isWorkflow = (req: PayloadRequest): boolean => Boolean(req.context?.[WORKFLOW])

const same = (a: unknown, b: unknown): boolean =>
  JSON.stringify(normal(a) ?? null) === JSON.stringify(normal(b) ?? null)

const refuseOutsideWorkflow =
  (fields: readonly string[], message: string, allowCreate: boolean): CollectionBeforeChangeHook =>
  ({ data, originalDoc, operation, req }) => {
    if (req.context?.[WORKFLOW] || req.payloadAPI === 'local') return data
    if (operation === 'create') {
      if (allowCreate) return data
      throw new APIError(message, 403, null, true)
    }
    const changed = fields.filter(
      (name) => name in data && !same(data[name], (originalDoc as Record<string, unknown> | undefined)?.[name]),
    )
    if (changed.length > 0) throw new APIError(message, 403, { fields: changed }, true)
    return data
  }

const readOnly = (field: Field, names: ReadonlySet<string>): Field =>
  'name' in field && names.has(field.name) && field.type !== 'ui'
    ? ({ ...field, admin: { ...field.admin, readOnly: true } } as Field)
    : field

/**
 * Hold a collection's workflow fields to its module's actions: `fields` read-only on the admin
 * form and refused over REST unless unchanged; `allowCreate: false` also refuses creating a
 * record outside the module (a visitor's answer is created only by the visitor's call).
 */
export const withWorkflowFields = (
  config: CollectionConfig,
  options: { fields: readonly string[]; message: string; allowCreate?: boolean },
): CollectionConfig => {
  const names = new Set(options.fields)
  return {
    ...config,
    fields: config.fields.map((field) => readOnly(field, names)),
    hooks: {
      ...config.hooks,
      beforeChange: [
        refuseOutsideWorkflow(options.fields, options.message, options.allowCreate ?? true),
        ...(config.hooks?.beforeChange ?? []),
      ],
    },
  }
}
