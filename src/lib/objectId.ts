import { ObjectId } from 'bson'

const OBJECT_ID = /^[0-9a-f]{24}$/i

/** A new 24-hex ObjectId string: the id of every document on every adapter (DESIGN.md §3). */
export const newObjectId = (): string => new ObjectId().toHexString()

export const isObjectId = (value: unknown): value is string => typeof value === 'string' && OBJECT_ID.test(value)
