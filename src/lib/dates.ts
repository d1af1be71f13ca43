import { LIBRARY_TIME_ZONE } from './timeZone'

/** `2026/11/22` in the library's time zone; '' for an empty value. */
export const formatDay = (value: string | Date | null | undefined): string => {
  if (!value) return ''
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat('zh-TW', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: LIBRARY_TIME_ZONE,
  }).format(date)
}
