/**
 * The tags input's rules (spec: "Tags input: at least one tag when required; Enter or
 * the add button adds; duplicates ignored."). Pure, shared by the component and its tests.
 */

export type TagAddition = { tags: string[]; outcome: 'added' | 'empty' | 'duplicate' }

/** Add the typed text as a tag: trimmed; blank text and a tag already present change nothing. */
export const addTag = (tags: readonly string[], typed: string): TagAddition => {
  const tag = typed.trim()
  if (tag === '') return { tags: [...tags], outcome: 'empty' }
  if (tags.includes(tag)) return { tags: [...tags], outcome: 'duplicate' }
  return { tags: [...tags, tag], outcome: 'added' }
}

/** The tags without the one at `index`. */
export const removeTagAt = (tags: readonly string[], index: number): string[] =>
  tags.filter((_, position) => position !== index)

/** A hasMany text value as a list of tags (Payload keeps an empty field as null or undefined). */
export const tagsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
