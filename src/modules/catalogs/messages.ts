/** The zh-TW labels and messages of the catalog calls. */

export const CATALOG_LABEL = {
  catalog: '新書通報',
  title: '標題',
  date: '通報日期',
  catalogItems: '書目',
  resourceNumber: '資源編號',
  barcode: '條碼',
  name: '書名',
  author: '作者',
} as const

export const CATALOG_MSG = {
  notFound: '找不到此新書通報',
  noFile: '請選擇要匯入的檔案',
} as const
