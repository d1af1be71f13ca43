/** The front reports' zh-TW messages (docs/statistics.md §6). */
export const FRONT_MSG = {
  notFound: '找不到此前台報表',
  setNotFound: '找不到此報表組合',
  reportType: '報表類型須為 monthly（月報）或 yearly（年報）',
  blockType: '區塊類型須為 formula（公式報表區塊）或 manual（手動報表區塊）',
  status: '狀態須為 Enabled 或 Disabled',
  formulaNotFound: (index: number) => `第 ${index} 個區塊的公式報表不存在`,
  manualNotFound: (index: number) => `第 ${index} 個區塊的手動報表不存在`,
  rowItem: (block: number, key: string) => `第 ${block} 個區塊的列項目 ${key} 不在所選報表中`,
  monthlyColumn: (value: string) => `月報的欄項目「${value}」須為 month（本月）或 yearToDate（本年累計）`,
  yearlyColumn: (value: string) => `年報的欄項目「${value}」須為 1 到 12 的月份`,
  duplicateBlock: (id: string) => `區塊編號 ${id} 重複`,
  typeLocked: '此前台報表已有報表組合，不可變更報表類型',
  setBlock: (id: string) => `報表組合的欄位 ${id} 不是此前台報表的區塊`,
  setBlockType: (id: string) => `報表組合的欄位 ${id} 類型與前台報表的區塊不符`,
} as const
