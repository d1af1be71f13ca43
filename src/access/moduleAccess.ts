import type { Access, CollectionConfig } from 'payload'

import { allow, allowAny } from '.'
import { isFlag } from './catalog'

type CollectionAccess = NonNullable<CollectionConfig['access']>

/** A flag of the catalog, checked when the config is built so a typo fails at start, not as a silent 403. */
const flag = (name: string): string => {
  if (!isFlag(name)) throw new Error(`Unknown permission flag "${name}" in a module collection`)
  return name
}

/** `allow` over a checked flag. */
export const allowFlag = (name: string): Access => allow(flag(name))

/** `allowAny` over checked flags. */
export const allowAnyFlag = (...names: string[]): Access => allowAny(...names.map(flag))

/**
 * The module's CRUD flags: read `<prefix>__read`, create/update `<prefix>__edit`, delete
 * `<prefix>__delete` (or the given flag; `false` refuses delete to everyone).
 */
export const moduleAccess = (prefix: string, options: { delete?: string | false } = {}): CollectionAccess => ({
  read: allowFlag(`${prefix}__read`),
  create: allowFlag(`${prefix}__edit`),
  update: allowFlag(`${prefix}__edit`),
  delete: options.delete === false ? () => false : allowFlag(options.delete ?? `${prefix}__delete`),
})
