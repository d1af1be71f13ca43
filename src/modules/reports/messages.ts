/** zh-TW messages of the report registry. */
export const REPORT_MSG = {
  notFound: '找不到此報表',
  fileMissing: '報表檔案不存在或已被移除',
  deleted: '報表已刪除',
  fieldsRequired: '報表名稱、模組與檔名為必填',
} as const
