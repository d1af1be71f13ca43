import { LIBRARY_TIME_ZONE } from './timeZone'

/** The site's time zone (spec: 24-hour time, week starts Monday): the library's. */
export const SITE_TIME_ZONE = LIBRARY_TIME_ZONE

/** `2026/11/22` in the site's time zone; '' for an empty value. */
export const formatDay = (value: string | Date | null | undefined): string => {
  if (!value) return ''
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat('zh-TW', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: SITE_TIME_ZONE }).format(date)
}
