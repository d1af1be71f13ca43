import type { CollectionConfig } from 'payload'

import { allow } from '.'
import type { CrudFlags, Flag } from './catalog'

type CollectionAccess = NonNullable<CollectionConfig['access']>

/**
 * A module's CRUD access: read with its `read` flag, create/update with `edit`, delete with
 * `delete` (or the given flag; `false` refuses delete to everyone). `moduleAccess(FLAGS.news)`.
 */
export const moduleAccess = (
  flags: Pick<CrudFlags, 'read' | 'edit'> & Partial<Pick<CrudFlags, 'delete'>>,
  options: { delete?: Flag | false } = {},
): CollectionAccess => ({
  read: allow(flags.read),
  create: allow(flags.edit),
  update: allow(flags.edit),
  delete:
    options.delete === false
      ? () => false
      : (options.delete ?? flags.delete)
        ? allow((options.delete ?? flags.delete) as Flag)
        : () => false,
})

/**
 * A collection written only by its module's services (which check their own rules and write
 * with `overrideAccess`): readable with the `read` flag through Payload's API, never written
 * through it, so a value the module's calls would refuse cannot be stored by another door.
 */
export const serviceWrittenAccess = (flags: Pick<CrudFlags, 'read'>): CollectionAccess => ({
  read: allow(flags.read),
  create: () => false,
  update: () => false,
  delete: () => false,
})
