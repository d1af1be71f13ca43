import { defineManifest } from '@/modules/define'

/** 郵件紀錄: every mail the product sends, with resend and a test send. */
export const mailManifest = defineManifest({
  name: 'mail',
  label: '郵件紀錄',
  group: 'platform',
  routes: [{ path: 'email-management', title: '郵件紀錄', flag: 'authorizations.auth', collection: 'email-logs' }],
})
