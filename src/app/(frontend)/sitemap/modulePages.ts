/**
 * The public module pages (spec doc 2 §2 "Public routes": the top links list and the other
 * module routes), listed on /sitemap and in /sitemap.xml beside the navigation tree.
 */
export const MODULE_PAGES: readonly { path: string; name: string }[] = [
  { path: '/opening', name: '開館時間' },
  { path: '/news', name: '最新消息' },
  { path: '/faq', name: '常見問題' },
  { path: '/feedback/create', name: '意見回饋' },
  { path: '/catalog', name: '新書通報' },
  { path: '/recommendation', name: '資源推薦' },
  { path: '/questionnaire', name: '問卷調查' },
  { path: '/album', name: '活動剪影' },
  { path: '/space/room-reservation', name: '空間預約' },
  { path: '/space/seat-reservation', name: '座位預約' },
  { path: '/statistics', name: '統計資料' },
  { path: '/external-links', name: '相關連結' },
  { path: '/accessibility', name: '無障礙聲明' },
]
