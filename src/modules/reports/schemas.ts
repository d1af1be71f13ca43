import { type ListQuery, listQuerySchema, optionalFilter } from '@/validation/listQuery'

/** The query of the report list (report-management). */
export const reportQuerySchema = listQuerySchema.extend({ module: optionalFilter })
export type ReportQuery = ListQuery & { module?: string }
