import { MSG } from '@/i18n/messages'

/**
 * The browser-side checks of the public forms, before anything is sent: a required field is
 * '<label>為必填欄位', an email that is not one is '不是電子郵件格式' (the server checks again
 * with the same words). Plain functions, shared by every form that asks for a person.
 */

/** An address with one @, something before it and a dotted domain after it. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export type FieldRule = { name: string; label: string; required?: boolean; email?: boolean }

/** The message of each field that fails its rule, in the order of `rules` (the first takes the focus). */
export const checkFields = (
  rules: readonly FieldRule[],
  values: Record<string, string | undefined>,
): Record<string, string> => {
  const found: Record<string, string> = {}
  for (const rule of rules) {
    const value = (values[rule.name] ?? '').trim()
    if (rule.required && !value) found[rule.name] = MSG.required(rule.label)
    else if (rule.email && value && !EMAIL_PATTERN.test(value)) found[rule.name] = MSG.notEmail
  }
  return found
}
