/**
 * The id of a relationship value, however Payload hands it over: a bare id (depth 0) or the
 * related document (depth ≥ 1). Null when empty.
 */
export const relationId = (value: unknown): string | null => {
  if (typeof value === 'string') return value || null
  if (typeof value === 'number') return String(value)
  if (value && typeof value === 'object' && 'id' in value) return String((value as { id: unknown }).id)
  return null
}

/** The ids of a has-many relationship value. */
export const relationIds = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(relationId).filter((id): id is string => id !== null) : []
