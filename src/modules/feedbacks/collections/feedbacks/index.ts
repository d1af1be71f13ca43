import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { MENU_GROUPS } from '@/i18n/menu'
import {
  accessKeyHashField,
  checkboxField,
  dateField,
  numberField,
  textField,
  textareaField,
  urlField,
} from '@/fields/common'
import { respondentGroup } from '@/fields/respondent'
import { FIELD_LABEL, optionsOf } from '@/i18n/modules'
import { FEEDBACK_AUTHOR_KIND_LABEL, FEEDBACK_SENDER_LABEL, FEEDBACK_STATUS_LABEL } from '../../labels'
import { FLAGS } from '@/access'
import { moduleAccess } from '@/access/moduleAccess'
import { isWorkflow, withWorkflowFields } from '@/crud/workflow'
import { derivedAccessKey } from '@/lib/accessKey'
import { siteOrigin } from '@/lib/origin'
import { queueMail } from '@/modules/mail'
import { FEEDBACK_MAIL_VISITOR_TASK } from '../../jobs'

/** A ticket made in the back office on a visitor's behalf gets its key like any other (derived from its id). */
const keyForStaffTicket: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create' || data.accessKeyHash || typeof data.id !== 'string') return data
  req.context = { ...req.context, staffTicketKey: data.id }
  return { ...data, accessKeyHash: derivedAccessKey(req.payload.secret, 'feedbacks', data.id).hash }
}

/** …and the visitor is mailed its private link, so they can follow and answer it (the public call mails its own). */
const mailStaffTicket: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create' || isWorkflow(req) || req.payloadAPI === 'local') return doc
  const id = String(doc.id)
  // The hash is not readable here (the field is never read back); the flag says this write set it.
  if (req.context?.staffTicketKey !== id || !doc.respondent?.email) return doc
  const { key } = derivedAccessKey(req.payload.secret, 'feedbacks', id)
  const link = `${siteOrigin(req.payload, req)}/feedback/${id}?key=${encodeURIComponent(key)}`
  await queueMail(req, FEEDBACK_MAIL_VISITOR_TASK, { feedbackId: id, kind: 'created', link })
  return doc
}

/**
 * Feedback cases: a visitor's question and the conversation with
 * the library. Feedback has read and edit (reply) flags only, so edit also deletes.
 */
export const Feedbacks: CollectionConfig = withWorkflowFields(
  {
    slug: 'feedbacks',
    labels: { singular: '意見回饋', plural: '意見回饋管理' },
    defaultSort: '-createdAt',
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', 'categoryId', 'status', 'authorKind', 'createdAt'],
      // The list's search box: title, description and who wrote (status, category and date are its filters).
      listSearchableFields: ['title', 'description', 'respondent.name', 'respondent.email'],
      group: MENU_GROUPS.site,
    },
    access: moduleAccess(FLAGS.feedbacks, { delete: FLAGS.feedbacks.edit }),
    hooks: { beforeChange: [keyForStaffTicket], afterChange: [mailStaffTicket] },
    fields: [
      {
        name: 'categoryId',
        label: FIELD_LABEL.category,
        type: 'relationship',
        relationTo: 'feedback-categories',
        index: true,
      },
      textField('title', FIELD_LABEL.title, { required: true }),
      textareaField('description', '內容'),
      respondentGroup(),
      {
        name: 'status',
        label: FIELD_LABEL.status,
        type: 'select',
        required: true,
        defaultValue: 'Pending',
        options: optionsOf(FEEDBACK_STATUS_LABEL),
        index: true,
        admin: { position: 'sidebar' },
      },
      {
        name: 'authorKind',
        label: '提問者類型',
        type: 'select',
        defaultValue: 'Client',
        options: optionsOf(FEEDBACK_AUTHOR_KIND_LABEL),
        admin: { position: 'sidebar' },
      },
      checkboxField('isAllowUpdatePhoto', '允許上傳照片', false, { admin: { position: 'sidebar' } }),
      {
        name: 'conversation',
        label: '對話',
        type: 'ui',
        admin: {
          disableListColumn: true,
          components: { Field: '/modules/feedbacks/admin/FeedbackConversation#FeedbackConversation' },
        },
      },
      {
        // Not stored: the photo the reply box sends, chosen with the archive picker.
        name: 'replyPhotoUrl',
        label: '回覆照片',
        type: 'text',
        virtual: true,
        admin: {
          // Payload makes a virtual field read-only unless told otherwise: staff choose this photo.
          readOnly: false,
          custom: { fileType: 'image' },
          components: { Field: '/modules/archives/admin/ArchiveFileField#ArchiveFileField' },
          condition: (data) => Boolean(data?.id) && data?.status !== 'Closed',
        },
      },
      {
        name: 'messages',
        label: '對話紀錄',
        type: 'array',
        // Shown (and replied to) by the conversation above; written only through the reply calls.
        admin: { hidden: true },
        labels: { singular: '訊息', plural: '對話紀錄' },
        fields: [
          {
            name: 'sender',
            label: '發送者',
            type: 'select',
            required: true,
            options: optionsOf(FEEDBACK_SENDER_LABEL),
          },
          textField('senderName', '發送者名稱'),
          textareaField('message', '訊息'),
          urlField('photoUrl', '照片網址'),
          dateField('date', '時間', 'dayAndTime'),
        ],
      },
      numberField('rating', '滿意度', {
        min: 1,
        max: 5,
        defaultValue: 5,
        admin: { position: 'sidebar', description: '結案時的評分（1 到 5）。' },
      }),
      accessKeyHashField(),
    ],
    timestamps: true,
  },
  {
    // The conversation is written by its two parties' actions only: staff reply on the ticket's panel, the visitor at their link.
    fields: ['description', 'respondent', 'messages', 'rating', 'authorKind', 'accessKeyHash'],
    message: '意見回饋的對話與讀者資料只能透過「回覆」與讀者的回饋單頁面變更',
  },
)
