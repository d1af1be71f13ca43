import type { Payload, TaskConfig } from 'payload'

import { deliverMail } from '@/modules/mail'
import { getModuleNotifiers } from '@/modules/notifiers'
import { keyForMail } from '@/lib/accessKey'
import { siteOrigin } from '@/lib/origin'

/**
 * The feedback mails (issue 12 §1), queued on the mail queue inside the write's transaction so
 * a rolled-back write mails nobody: the visitor on create (with the ticket's link and key) and
 * on every staff reply; the feedbacks notifier recipients on every new ticket and visitor answer.
 */
export const FEEDBACK_MAIL_VISITOR_TASK = 'feedbackMailVisitor'
export const FEEDBACK_NOTIFY_STAFF_TASK = 'feedbackNotifyStaff'

const origin = (payload: Payload, given?: string | null): string => (given ? given.replace(/\/+$/, '') : siteOrigin(payload))

const keyOf = (link: string): string => {
  try {
    return new URL(link).searchParams.get('key') ?? ''
  } catch {
    return ''
  }
}

export const mailVisitor = async (payload: Payload, feedbackId: string, kind: string, link: string, message?: string | null, given?: string | null): Promise<void> => {
  const doc = await payload.findByID({ collection: 'feedbacks', id: feedbackId, depth: 0, overrideAccess: true, showHiddenFields: true, disableErrors: true })
  if (!doc?.respondent.email) return
  const greeting = `${doc.respondent.name} 您好：`
  if (kind === 'created') {
    await deliverMail(payload, {
      to: [doc.respondent.email],
      subject: `【意見回饋】已收到您的意見「${doc.title}」`,
      text: [
        greeting,
        '',
        `圖書館已收到您的意見回饋「${doc.title}」，館員回覆後會再寄信通知您。`,
        '您可隨時透過以下連結查看回覆、補充說明或結案（連結含個人密鑰，請勿轉寄）：',
        link,
      ].join('\n'),
      module: 'feedbacks',
      user: null,
      // The mail log keeps a masked copy: the key opens the ticket.
      secrets: [keyOf(link)],
    })
    return
  }
  // The reply this mail is about (carried by the job); older jobs fall back to the latest one.
  const reply = message ?? [...(doc.messages ?? [])].reverse().find((m) => m.sender === 'staff')?.message
  // The ticket's link again (its key is derived from the id); tickets from before have none to give.
  const key = keyForMail(payload.secret, 'feedbacks', feedbackId, (doc as { accessKeyHash?: string | null }).accessKeyHash)
  const again = key ? `${origin(payload, given)}/feedback/${feedbackId}?key=${encodeURIComponent(key)}` : null
  await deliverMail(payload, {
    to: [doc.respondent.email],
    subject: `【意見回饋】館員已回覆「${doc.title}」`,
    text: [
      greeting,
      '',
      `館員已回覆您的意見回饋「${doc.title}」：`,
      '',
      reply ?? '',
      '',
      ...(again
        ? ['查看完整對話、回覆或結案，請開啟您的回饋單（連結含個人密鑰，請勿轉寄）：', again]
        : ['請使用您建立意見回饋時收到的信件中的連結查看完整對話、回覆或結案。']),
    ].join('\n'),
    module: 'feedbacks',
    user: null,
    ...(key ? { secrets: [key, encodeURIComponent(key)] } : {}),
  })
}

export const notifyStaff = async (payload: Payload, feedbackId: string, kind: string, given?: string | null, message?: string | null): Promise<void> => {
  const doc = await payload.findByID({ collection: 'feedbacks', id: feedbackId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!doc) return
  const { moduleNotifiers } = await getModuleNotifiers(payload)
  const to = moduleNotifiers.filter((entry) => entry.moduleName === 'feedbacks').map((entry) => entry.email)
  if (to.length === 0) return
  const created = kind === 'created'
  const answer = message ?? [...(doc.messages ?? [])].reverse().find((m) => m.sender === 'client')?.message
  await deliverMail(payload, {
    to,
    subject: created ? `【新意見回饋】${doc.title}` : `【意見回饋讀者回覆】${doc.title}`,
    text: [
      created ? `${doc.respondent.name} 送出了新的意見回饋：` : `${doc.respondent.name} 回覆了意見回饋：`,
      `標題：${doc.title}`,
      '',
      (created ? doc.description : answer) ?? '',
      '',
      `請至後台回覆：${origin(payload, given)}/shennong/feedback-management/${feedbackId}`,
    ].join('\n'),
    module: 'feedbacks',
    user: null,
  })
}

export const mailVisitorTask: TaskConfig<'feedbackMailVisitor'> = {
  slug: FEEDBACK_MAIL_VISITOR_TASK,
  label: '寄送意見回饋通知（讀者）',
  retries: 2,
  inputSchema: [
    { name: 'feedbackId', type: 'text', required: true },
    { name: 'kind', type: 'text', required: true },
    { name: 'link', type: 'text' },
    { name: 'message', type: 'textarea' },
    { name: 'origin', type: 'text' },
  ],
  handler: async ({ input, req }) => {
    await mailVisitor(req.payload, input.feedbackId, input.kind, input.link ?? '', input.message, input.origin)
    return { output: {} }
  },
}

export const notifyStaffTask: TaskConfig<'feedbackNotifyStaff'> = {
  slug: FEEDBACK_NOTIFY_STAFF_TASK,
  label: '寄送意見回饋通知（館員）',
  retries: 2,
  inputSchema: [
    { name: 'feedbackId', type: 'text', required: true },
    { name: 'kind', type: 'text', required: true },
    { name: 'origin', type: 'text' },
    { name: 'message', type: 'textarea' },
  ],
  handler: async ({ input, req }) => {
    await notifyStaff(req.payload, input.feedbackId, input.kind, input.origin, input.message)
    return { output: {} }
  },
}
