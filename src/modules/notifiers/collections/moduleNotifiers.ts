import type { GlobalBeforeChangeHook, GlobalConfig } from 'payload'

import { NOTIFIER_FLAGS, NOTIFIER_MODULES, allowAny, managedNotifierModules, userOf } from '@/access'
import { ACCOUNT_LABEL } from '@/i18n/accounts'
import { type NotifierEntry, keepUnmanagedNotifiers } from '../service'

const MODULE_LABELS: Record<(typeof NOTIFIER_MODULES)[number], string> = {
  recommendations: '資源推薦',
  feedbacks: '意見回饋',
  reservations: '空間預約',
  'auth-requests': '審核',
}

/**
 * Whoever saves the recipients changes only the modules they manage (each module's auth flag,
 * NOTIFIER_MODULE_FLAGS); the other modules' recipients stay as stored. Writes without a user
 * (seed, system jobs) are not restricted.
 */
const keepOtherModules: GlobalBeforeChangeHook = ({ data, originalDoc, req }) => {
  if (!req.user) return data
  const incoming = (data.moduleNotifiers ?? []) as NotifierEntry[]
  const stored = ((originalDoc as { moduleNotifiers?: NotifierEntry[] } | undefined)?.moduleNotifiers ??
    []) as NotifierEntry[]
  data.moduleNotifiers = keepUnmanagedNotifiers(stored, incoming, managedNotifierModules(userOf(req)))
  return data
}

/** Who receives the mails of the recommendation, feedback, reservation and review modules. */
export const ModuleNotifiers: GlobalConfig = {
  slug: 'module-notifiers',
  label: '模組通知設定',
  admin: { group: '平台營運管理' },
  access: {
    read: allowAny(...NOTIFIER_FLAGS),
    update: allowAny(...NOTIFIER_FLAGS),
  },
  hooks: { beforeChange: [keepOtherModules] },
  fields: [
    {
      name: 'moduleNotifiers',
      label: '通知收件人',
      type: 'array',
      labels: { singular: '收件人', plural: '收件人' },
      fields: [
        {
          name: 'moduleName',
          label: ACCOUNT_LABEL.moduleName,
          type: 'select',
          required: true,
          options: NOTIFIER_MODULES.map((value) => ({ label: MODULE_LABELS[value], value })),
        },
        { name: 'email', label: ACCOUNT_LABEL.notifierEmail, type: 'email', required: true },
      ],
    },
  ],
}
