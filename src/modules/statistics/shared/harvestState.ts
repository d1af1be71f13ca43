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

/** A harvest run's status (docs/statistics.md §2 "Harvest runs"). */
export const HARVEST_RUN_STATUS_LABEL = {
  queued: '等待開始',
  running: '收割中',
  done: '已完成',
  cancelled: '已取消',
  failed: '已中斷',
} as const

export type HarvestRunStatus = keyof typeof HARVEST_RUN_STATUS_LABEL

/** Who started a harvest run. */
export const HARVEST_TRIGGER_LABEL = { manual: '手動', auto: '自動排程' } as const

export type HarvestTrigger = keyof typeof HARVEST_TRIGGER_LABEL

/** A running harvest run not heard from for this long died with its process (a month takes at most the client's timeout). */
export const STALE_RUN_MS = 10 * 60_000
