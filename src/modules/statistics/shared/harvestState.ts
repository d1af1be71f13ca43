/**
 * The harvest state of one month of one report type (docs/statistics.md "Harvest states"):
 * the SUSHI exception code of the vendor's answer decides it (sushi/classify.ts).
 */
export const HARVEST_STATE_LABEL = {
  pending: '待收割',
  done: '已完成',
  noUsage: '無使用量',
  partial: '部分資料',
  queued: '排隊中',
  rateLimited: '請求過多',
  notReady: '資料未備妥',
  broken: '憑證錯誤',
  failed: '失敗',
} as const

export type HarvestState = keyof typeof HARVEST_STATE_LABEL
