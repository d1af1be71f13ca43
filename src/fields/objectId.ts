import type { Field } from 'payload'

import { newObjectId } from '@/lib/objectId'

/**
 * The top-level `id` of every collection on SQL adapters: a 24-hex ObjectId string generated
 * on create (DESIGN.md §3). MongoDB keeps its native ObjectId and does not get this field.
 */
export const objectIdField = (): Field => ({
  name: 'id',
  type: 'text',
  required: true,
  defaultValue: () => newObjectId(),
  admin: { hidden: true, disableListColumn: true },
})
