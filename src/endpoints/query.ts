import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

import { AppError } from '@/lib/errors'
import { firstIssueMessage } from '@/validation'

/** Read and validate the query string; invalid input is a 400 with the first zh-TW message. */
export const readQuery = <S extends z.ZodType>(req: PayloadRequest, schema: S): z.infer<S> => {
  const params: Record<string, string> = {}
  req.searchParams?.forEach((value, key) => {
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
