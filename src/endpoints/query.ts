import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

import { MSG } from '@/i18n/messages'
import { AppError } from '@/lib/errors'
import { firstIssueMessage } from '@/validation'
import { holdsControl } from '@/lib/controlCharacters'

/**
 * Read and validate the query string; invalid input is a 400 with the first zh-TW message. A
 * key or value holding U+0000 or another control character is a 400 naming it (PostgreSQL
 * cannot compare text holding U+0000: it was a 500).
 */
export const readQuery = <S extends z.ZodType>(req: PayloadRequest, schema: S): z.infer<S> => {
  const params: Record<string, string> = {}
  req.searchParams?.forEach((value, key) => {
    if (holdsControl(value) || holdsControl(key)) throw new AppError(400, MSG.controlCharacter(key))
    params[key] = value
  })
  const parsed = schema.safeParse(params)
  if (!parsed.success) throw new AppError(400, firstIssueMessage(parsed.error))
  return parsed.data
}

/** A route parameter (`:id`) as a string ('' when absent). */
export const routeParam = (req: PayloadRequest, name: string): string => {
  const value = req.routeParams?.[name]
  return typeof value === 'string' ? value : ''
}
