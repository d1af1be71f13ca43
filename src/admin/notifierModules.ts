import type { NotifierModule } from '../access/notifiers'

/** zh-TW names of the modules that mail configured recipients (the list itself is in src/access/notifiers.ts). */
export const NOTIFIER_LABELS: Readonly<Record<NotifierModule, string>> = {
  reservations: '空間預約',
  recommendations: '資源推薦',
  feedbacks: '意見回饋',
  'auth-requests': '內容審核',
}
