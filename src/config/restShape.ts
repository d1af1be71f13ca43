import {
  APIError,
  type CollectionBeforeValidateHook,
  type CollectionConfig,
  type FlattenedField,
  type GlobalBeforeValidateHook,
  type GlobalConfig,
  type PayloadRequest,
} from 'payload'

import { MSG } from '@/i18n/messages'
import { labelOf } from './requiredMessages'

/**
 * The shape of a write that reaches a collection or global from outside the server (Payload's
 * REST and its admin form): Payload itself turns an array or an object sent for a text field into
 * its JSON text and stores it (`{"name":["a","b"]}` became the department 「["a","b"]」), and drops
 * keys it does not know without a word. Here both are a 400 in zh-TW naming the field:
 * - a text-like field (text, textarea, email, code, date, radio, select) holds a string, or a list
 *   of strings where the field takes many; checked at every depth (groups, arrays, blocks);
 * - a key that is no field is refused, at every depth, in a JSON body. The admin form (a multipart
 *   body with `_payload`) is Payload's own and sends its form's state: only its types are checked.
 * The server's own writes (services, seed, scripts, the module's calls) are not checked here.
 */

const TEXT_TYPES = new Set<FlattenedField['type']>(['text', 'textarea', 'email', 'code', 'date', 'radio', 'select'])

/** Keys Payload itself reads beside the fields (ids, timestamps, drafts, trash) … */
const SYSTEM_KEYS = new Set(['id', 'createdAt', 'updatedAt', '_status', 'deletedAt'])
/** … and, on an auth collection, the password it hashes (never a field). */
const AUTH_KEYS = new Set([...SYSTEM_KEYS, 'password', 'confirm-password'])
/** Keys of a row of an array or blocks field beside its fields. */
const ROW_KEYS = new Set(['id', 'blockType', 'blockName'])

type Problems = { unknown: string[]; notText: string[] }

const isText = (value: unknown): boolean => value === null || value === undefined || typeof value === 'string'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const walk = (
  fields: readonly FlattenedField[],
  data: Record<string, unknown>,
  path: string,
  allowed: ReadonlySet<string>,
  problems: Problems,
): void => {
  const byName = new Map(fields.map((field) => [field.name, field]))
  for (const [key, value] of Object.entries(data)) {
    const at = path ? `${path}.${key}` : key
    const field = byName.get(key)
    if (!field) {
      if (!allowed.has(key)) problems.unknown.push(at)
      continue
    }
    if (TEXT_TYPES.has(field.type)) {
      const many = 'hasMany' in field && field.hasMany === true
      const ok = many
        ? isText(value) || (Array.isArray(value) && value.every((item) => typeof item === 'string'))
        : isText(value)
      if (!ok) problems.notText.push(`${labelOf(field)}（${at}）`)
      continue
    }
    if ((field.type === 'group' || field.type === 'tab') && isRecord(value)) {
      walk(field.flattenedFields, value, at, new Set(), problems)
      continue
    }
    if (field.type === 'array' && Array.isArray(value)) {
      value.forEach(
        (row, index) => isRecord(row) && walk(field.flattenedFields, row, `${at}.${index}`, ROW_KEYS, problems),
      )
      continue
    }
    if (field.type === 'blocks' && Array.isArray(value)) {
      value.forEach((row, index) => {
        if (!isRecord(row)) return
        const block = field.blocks.find((candidate) => candidate.slug === row.blockType)
        if (block) walk(block.flattenedFields, row, `${at}.${index}`, ROW_KEYS, problems)
      })
    }
  }
}

/**
 * Whether this write came through Payload's generic REST route of the collection or global
 * (`/api/{slug}…`, `/api/globals/{slug}…`), which the admin form uses too. The module's own calls
 * (`/api/shennong/…`, `/api/public/…`) check their bodies with their schemas and then write
 * through the local API with their request: those writes are the server's and are not checked here.
 */
const throughGenericRest = (req: PayloadRequest, base: string): boolean => {
  if (req.payloadAPI === 'local' || !req.url) return false
  const pathname = new URL(req.url, 'http://localhost').pathname
  const prefix = `${req.payload.config.routes.api}${base}`
  return pathname === prefix || pathname.startsWith(`${prefix}/`)
}

const isAdminForm = (req: PayloadRequest): boolean =>
  (req.headers?.get('content-type') ?? '').toLowerCase().startsWith('multipart/')

/** The refusal for `data` against `fields`, or null when its shape holds. */
export const shapeRefusal = (
  fields: readonly FlattenedField[],
  data: unknown,
  options: { unknownKeys: boolean; auth?: boolean },
): { message: string; fields: string[] } | null => {
  if (!isRecord(data)) return null
  const problems: Problems = { unknown: [], notText: [] }
  walk(fields, data, '', options.auth ? AUTH_KEYS : SYSTEM_KEYS, problems)
  if (options.unknownKeys && problems.unknown.length > 0)
    return { message: MSG.unknownKeys(problems.unknown), fields: problems.unknown }
  if (problems.notText.length > 0) return { message: MSG.notText(problems.notText), fields: problems.notText }
  return null
}

const refuse = (refusal: { message: string; fields: string[] } | null): void => {
  if (refusal) throw new APIError(refusal.message, 400, { fields: refusal.fields }, true)
}

const collectionShape: CollectionBeforeValidateHook = ({ collection, data, req }) => {
  if (throughGenericRest(req, `/${collection.slug}`))
    refuse(
      shapeRefusal(collection.flattenedFields, data, {
        unknownKeys: !isAdminForm(req),
        auth: Boolean(collection.auth),
      }),
    )
  return data
}

const globalShape: GlobalBeforeValidateHook = ({ global, data, req }) => {
  if (throughGenericRest(req, `/globals/${global.slug}`))
    refuse(shapeRefusal(global.flattenedFields, data, { unknownKeys: !isAdminForm(req) }))
  return data
}

export const collectionsWithRestShape = (collections: CollectionConfig[]): CollectionConfig[] =>
  collections.map((collection) => ({
    ...collection,
    hooks: { ...collection.hooks, beforeValidate: [collectionShape, ...(collection.hooks?.beforeValidate ?? [])] },
  }))

export const globalsWithRestShape = (globals: GlobalConfig[]): GlobalConfig[] =>
  globals.map((global) => ({
    ...global,
    hooks: { ...global.hooks, beforeValidate: [globalShape, ...(global.hooks?.beforeValidate ?? [])] },
  }))
