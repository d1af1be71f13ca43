import type { CollectionConfig } from 'payload'

import { FLAGS, allow } from '@/access'

/** Nobody writes the mail log through the API or the admin: only the mail service does. */
const nobody = () => false

export const MAIL_STATUS = { Sent: 'Sent', Failed: 'Failed' } as const
export type MailStatus = (typeof MAIL_STATUS)[keyof typeof MAIL_STATUS]

/**
 * The mail log (email-management): one entry per outgoing mail attempt, written by
 * `sendMail` whether the mail went out or not. Read-only everywhere; resend and the test
 * mail go through the contract calls, which write new entries through the service.
 */
export const EmailLogs: CollectionConfig = {
  slug: 'email-logs',
  labels: { singular: '郵件紀錄', plural: '郵件紀錄' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['sentAt', 'to', 'subject', 'module', 'status'],
    group: '平台營運管理',
    description: '系統寄出的每一封郵件（成功或失敗）。',
    components: { beforeListTable: ['/modules/mail/admin/EmailTestForm#EmailTestForm'] },
  },
  access: {
    read: allow(FLAGS.authorizations.auth),
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  defaultSort: '-sentAt',
  fields: [
    { name: 'to', label: '收件者', type: 'text', required: true, index: true },
    { name: 'subject', label: '主旨', type: 'text', required: true },
    {
      name: 'module',
      label: '模組',
      type: 'text',
      required: true,
      index: true,
      admin: { description: '寄信的模組，例如 auth、reservations、feedbacks、recommendations、auth-requests、test。' },
    },
    {
      name: 'status',
      label: '狀態',
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: '成功', value: MAIL_STATUS.Sent },
        { label: '失敗', value: MAIL_STATUS.Failed },
      ],
    },
    { name: 'error', label: '錯誤訊息', type: 'textarea' },
    {
      name: 'sentAt',
      label: '寄送時間',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy/MM/dd HH:mm:ss' } },
    },
    { name: 'text', label: '內文', type: 'textarea' },
    { name: 'html', label: 'HTML 內文', type: 'textarea' },
    {
      name: 'redacted',
      label: '含遮蔽內容',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: '一次性驗證碼等機密內容已從紀錄中遮蔽，這類郵件無法重寄。' },
    },
    { name: 'resendOf', label: '重寄自', type: 'relationship', relationTo: 'email-logs' },
    { name: 'createdBy', label: '操作者', type: 'relationship', relationTo: 'users' },
    {
      name: 'actions',
      label: '郵件操作',
      type: 'ui',
      admin: {
        position: 'sidebar',
        disableListColumn: true,
        components: { Field: '/modules/mail/admin/EmailLogActions#EmailLogActions' },
      },
    },
  ],
  timestamps: true,
}
