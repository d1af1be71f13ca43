/** zh-TW labels of the carousels module's values. */
export const CAROUSEL_SIZE_LABEL = {
  Large: '大',
  Medium: '中',
  Small: '小',
} as const
