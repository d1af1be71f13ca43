/** The formula reports' zh-TW messages (docs/statistics.md §3). */
export const FORMULA_MSG = {
  notFound: '找不到此公式報表',
  sourceNotFound: (name: string) => `計算項目「${name}」的資料來源不存在`,
  filterName: (name: string) =>
    `篩選條件「${name}」不是可用的屬性（Platform、Publisher、Database、Data_Type、Section_Type、Access_Type、Access_Method、YOP、Title、Item_ID）`,
  year: '年度須為 2000 到 2100 的整數',
  month: '月份須為 1 到 12 的整數',
  duplicateItem: (id: string) => `計算項目編號 ${id} 重複`,
  tooManyItems: (max: number) => `計算項目最多 ${max} 個`,
  status: '狀態須為 Enabled 或 Disabled',
} as const
