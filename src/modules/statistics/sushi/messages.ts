/** The SUSHI harvester's zh-TW messages (docs/statistics.md §2). */
export const SUSHI_MSG = {
  badUrl: '服務網址必須是 http 或 https 網址',
  privateAddress: '服務網址指向內部或私有網路位址，不允許連線（可由 SUSHI_ALLOWED_HOSTS 設定例外）',
  tooLarge: (mb: number) => `廠商回應超過 ${mb} MB 大小上限`,
  timeout: '連線逾時，廠商未在時限內回應',
  tooManyRedirects: '轉址次數過多',
  network: (detail: string) => `無法連線到廠商服務（${detail}）`,
  settingNotFound: '找不到此原始資料設定',
  groupNotFound: '找不到此報表類型',
  setNotFound: '找不到此收割月份',
  noRawAnswer: '此月份尚未保存廠商回應，無法重新解析',
  sourceBroken: '此來源的憑證錯誤，請先修正設定後再收割',
  monthRange: '起始月份不可晚於結束月份',
  tooManyMonths: '一次最多建立 120 個月份',
  noReportTypes: '請至少選擇一種報表類型',
  statusBad: (words: string) => `服務狀態異常：${words}`,
  notJson: '廠商的回應不是 JSON',
  harvestRunning: '此來源正在收割中，請稍候',
  harvestNotRunning: '此來源目前沒有進行中的收割',
  harvestInterrupted: '收割中斷：執行收割的伺服器已停止回應，請重新收割',
  sourceBrokenStopped: '廠商拒絕此來源的憑證，已停止收割其餘月份',
  noSetsInRange: '此範圍內沒有收割月份，請先按「建立月份」',
  rangeIncomplete: '請同時指定起始月份與結束月份',
  rangeConflict: '重新收割的月份範圍不可與指定月份同時使用',
  deleteWhileHarvesting: '此來源正在收割中，請先取消收割或等收割結束後再刪除',
  keptPartial: '保留先前的部分資料',
  keptOld: (words: string) => `重新收割未取得新資料（${words}），保留先前的資料`,
  // Uploading a COUNTER file (./upload.ts, ./tabular.ts).
  uploadNoFile: '請選擇要上傳的 COUNTER 報表檔案（欄位 file）',
  uploadNotMultipart: '請以 multipart/form-data 上傳檔案（欄位 file）',
  uploadExtension: (extension: string) =>
    `不支援的檔案類型「${extension || '無副檔名'}」：請上傳 COUNTER 報表的 .json、.xlsx、.csv 或 .tsv 檔`,
  uploadTooLarge: (mb: number) => `檔案超過 ${mb} MB 上限`,
  uploadUnreadable: (kind: string) => `無法讀取檔案：不是有效的 ${kind} 檔案`,
  uploadNotReport: '無法讀取檔案：不是 COUNTER 報表（JSON 須為 SUSHI 回應的格式）',
  uploadOnlyExceptions: (words: string) => `檔案中沒有報表，只有 COUNTER 例外訊息：${words}`,
  uploadNoHeader:
    '無法讀取檔案：缺少 COUNTER 表頭（第一列應為 Report_Name，接著 Report_ID、Release、Reporting_Period 等，空一列後才是欄位標題列）',
  uploadNoColumns: '無法讀取檔案：找不到欄位標題列（含 Metric_Type 的那一列，位於 COUNTER 表頭與一列空白之後）',
  uploadNoReportId: '無法讀取檔案：COUNTER 表頭缺少 Report_ID（報表代碼）',
  uploadNoRelease: '無法讀取檔案：COUNTER 表頭缺少 Release（COUNTER 版本）',
  uploadReleaseUnknown: (release: string) => `不支援的 COUNTER 版本「${release}」：只接受 5 與 5.1`,
  uploadNoMonths: '無法讀取檔案：報表沒有逐月的月份欄（如 Jan-2024 或 2024-01），且報表期間不只一個月，無法分配到月份',
  uploadBadCount: (row: number, column: string, value: string) =>
    `無法讀取檔案：第 ${row} 列「${column}」的數值「${value}」不是有效的次數`,
  uploadNoReportType: '檔案沒有標示報表類型（Report_ID），無法判斷要匯入哪一種報表',
  uploadTypeNotListed: (reportType: string, listed: readonly string[]) =>
    `此來源沒有設定報表類型 ${reportType}（已設定：${listed.length > 0 ? listed.join('、') : '無'}）；請先編輯來源加入此報表類型，或上傳正確的檔案`,
  uploadNoFileRelease: '檔案沒有標示 COUNTER 版本（Release），無法確認與此來源相符',
  uploadReleaseMismatch: (file: string, source: string) =>
    `檔案是 COUNTER R${file} 報表，但此來源設定為 R${source}；請上傳 R${source} 報表或修改來源的版本`,
  uploadRefused: (words: string) => `檔案中的報表無法匯入：${words}`,
  uploadNoPeriod: '無法判斷檔案涵蓋的月份：報表沒有 Begin_Date／End_Date（Reporting_Period），也沒有任何資料列',
  uploadTooManyMonths: '一個檔案最多涵蓋 120 個月份',
  // The bounds of an uploaded file (./uploadBounds.ts): past one, the file is not parsed.
  uploadZipTooLarge: (mb: number, part = '') =>
    `試算表${part ? `的${part}` : ''}解壓縮後超過 ${mb} MB 上限，無法讀取；請確認是 COUNTER 報表，或分成較短期間（如每季）的檔案上傳`,
  uploadZipEntries: (entries: number) =>
    `試算表內含超過 ${entries.toLocaleString('en-US')} 個項目，不是 COUNTER 報表檔案`,
  uploadTooManyRows: (rows: number) =>
    `報表超過 ${rows.toLocaleString('en-US')} 列上限；請分成較短期間（如每季）的檔案上傳`,
  uploadTooManyColumns: (columns: number) =>
    `報表超過 ${columns.toLocaleString('en-US')} 欄上限，不是 COUNTER 報表的格式`,
  uploadTooManyCells: (cells: number) =>
    `報表超過 ${cells.toLocaleString('en-US')} 個儲存格上限；請分成較短期間（如每季）的檔案上傳`,
  uploadTextTooLarge: (kind: string, mb: number) =>
    `${kind} 檔案超過 ${mb} MB 上限；請分成較短期間（如每季）的檔案上傳`,
  uploadJsonTooManyValues: (values: number) =>
    `JSON 檔案超過 ${values.toLocaleString('en-US')} 個值的上限；請分成較短期間（如每季）的檔案上傳`,
  uploadTooManyCounts: (counts: number) =>
    `報表的使用量數值超過 ${counts.toLocaleString('en-US')} 筆上限（資料列 × 月份）；請分成較短期間（如每季）的檔案上傳`,
  // The worker thread that reads an uploaded file (./uploadParser.ts).
  uploadParseMemory: (mb: number) => `解析報表所需的記憶體超過 ${mb} MB 上限；請分成較短期間（如每季）的檔案上傳`,
  uploadParseTimeout: (seconds: number) => `解析報表超過 ${seconds} 秒上限；請分成較短期間（如每季）的檔案上傳`,
  uploadParseBusy: '目前有太多報表檔案正在解析，請稍後再上傳',
  // Deleting a source that formula reports count.
  sourceInUse: (names: readonly string[]) =>
    `此來源被 ${names.length} 個公式報表使用（${names.slice(0, 5).join('、')}${names.length > 5 ? ' 等' : ''}），請先修改報表`,
} as const
