import type { Payload, TaskConfig } from 'payload'

import type { RecommendationAnswer } from '@/payload-types'

import { RECOMMENDATION_STATUS_LABEL } from './labels'
import { keyForMail } from '@/lib/accessKey'
import { deliverMail } from '@/modules/mail'
import { getModuleNotifiers } from '@/modules/notifiers'
import { type MailEvent, RECOMMENDATION_MAIL_TASK } from './service'
import { siteOrigin } from '@/lib/origin'

/**
 * The recommendation mails, queued on the mail queue inside the write's transaction (a rolled
 * back write mails nobody) and run after the commit:
 * - `submitted`: the visitor gets the private link (with the access key, masked in the mail
 *   log), the `recommendations` notifier recipients get the news of a new recommendation;
 * - `decided`: the visitor gets the status and the library's reply.
 */

/** The origin of the request that caused the mail (carried in the job's input), else SERVER_URL. */
const origin = (payload: Payload, given?: string | null): string =>
  given ? given.replace(/\/+$/, '') : siteOrigin(payload)

export const recommendationLink = (payload: Payload, id: string, key: string, from?: string | null): string =>
  `${origin(payload, from)}/recommendation/${id}?key=${encodeURIComponent(key)}`

/** What staff decided, as it was when they decided (a later decision must not change this mail). */
export type Decision = { status?: RecommendationAnswer['status'] | null; repliedContent?: string | null }

export const sendRecommendationMails = async (
  payload: Payload,
  recommendationId: string,
  event: MailEvent,
  key?: string,
  from?: string | null,
  decision: Decision = {},
): Promise<void> => {
  const doc = await payload.findByID({
    collection: 'recommendation-answers',
    id: recommendationId,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    disableErrors: true,
  })
  if (!doc) return
  const visitor = doc.respondent?.email
  const title = doc.name || '資源推薦'
  if (event === 'submitted') {
    if (visitor && key) {
      await deliverMail(payload, {
        to: visitor,
        subject: `【資源推薦】已收到您的推薦「${title}」`,
        text: [
          `${doc.respondent?.name ?? ''} 您好：`,
          '',
          `圖書館已收到您的資源推薦「${title}」，審核結果將以電子郵件通知。`,
          '您可以隨時透過下列連結查看處理狀態與回覆（請勿轉寄此連結）：',
          recommendationLink(payload, recommendationId, key, from),
        ].join('\n'),
        module: 'recommendations',
        secrets: [key, encodeURIComponent(key)],
      })
    }
    const { moduleNotifiers } = await getModuleNotifiers(payload)
    const staff = moduleNotifiers.filter((entry) => entry.moduleName === 'recommendations').map((entry) => entry.email)
    if (staff.length > 0) {
      await deliverMail(payload, {
        to: staff,
        subject: `【新資源推薦】${title}`,
        text: [
          `${doc.respondent?.name ?? ''}（${doc.respondent?.email ?? ''}）推薦了新的資源：${title}`,
          '',
          `請至後台處理：${origin(payload, from)}/shennong/recommendation-management/${recommendationId}`,
        ].join('\n'),
        module: 'recommendations',
      })
    }
    return
  }
  if (!visitor) return
  // Jobs queued before this snapshot existed carry no status: they fall back to the stored one.
  const status = RECOMMENDATION_STATUS_LABEL[decision.status ?? doc.status]
  const reply = decision.status ? decision.repliedContent : doc.repliedContent
  // The recommendation's link again (its key is derived from the id); older ones have none to give.
  const linkKey = keyForMail(payload.secret, 'recommendation-answers', recommendationId, doc.accessKeyHash)
  await deliverMail(payload, {
    to: visitor,
    subject: `【資源推薦】您的推薦「${title}」${status}`,
    text: [
      `${doc.respondent?.name ?? ''} 您好：`,
      '',
      `您推薦的資源「${title}」目前狀態：${status}`,
      `圖書館回覆：${reply ?? ''}`,
      '',
      ...(linkKey
        ? ['查看詳細內容請開啟（請勿轉寄此連結）：', recommendationLink(payload, recommendationId, linkKey, from)]
        : ['詳細內容請開啟您先前收到的確認信中的連結查看。']),
    ].join('\n'),
    module: 'recommendations',
    ...(linkKey ? { secrets: [linkKey, encodeURIComponent(linkKey)] } : {}),
  })
}

export const notifyRecommendationTask: TaskConfig<'notifyRecommendation'> = {
  slug: RECOMMENDATION_MAIL_TASK,
  label: '寄送資源推薦通知',
  retries: 2,
  inputSchema: [
    { name: 'recommendationId', type: 'text', required: true },
    { name: 'event', type: 'select', options: ['submitted', 'decided'], required: true },
    { name: 'key', type: 'text' },
    { name: 'origin', type: 'text' },
    // `decided`: the status and reply at the moment of the decision.
    { name: 'status', type: 'text' },
    { name: 'repliedContent', type: 'textarea' },
  ],
  handler: async ({ input, req }) => {
    await sendRecommendationMails(
      req.payload,
      input.recommendationId,
      input.event,
      input.key ?? undefined,
      input.origin,
      {
        status: (input.status as Decision['status']) ?? null,
        repliedContent: input.repliedContent ?? null,
      },
    )
    return { output: {} }
  },
}
