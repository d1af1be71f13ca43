/** zh-TW labels of the carousels module's values (spec doc 2 §3, doc 3 §3). */
export const CAROUSEL_SIZE_LABEL = {
  Large: '大',
  Medium: '中',
  Small: '小',
} as const
