import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { removeStored } from '@/modules/archives'
import { MAIL_QUEUE, deliverMail } from '@/modules/mail'
import { getModuleNotifiers } from '@/modules/notifiers'
import { keyForMail } from '@/lib/accessKey'
import { siteOrigin } from '@/lib/origin'
import { feedbacksFolder, photoUrlOf, uploadTicketOf } from './photoUrl'

/**
 * The feedback mails, queued on the mail queue inside the write's transaction so
 * a rolled-back write mails nobody: the visitor on create (with the ticket's link and key) and
 * on every staff reply; the feedbacks notifier recipients on every new ticket and visitor answer.
 */
export const FEEDBACK_MAIL_VISITOR_TASK = 'feedbackMailVisitor'
export const FEEDBACK_NOTIFY_STAFF_TASK = 'feedbackNotifyStaff'

const origin = (payload: Payload, given?: string | null): string =>
  given ? given.replace(/\/+$/, '') : siteOrigin(payload)

const keyOf = (link: string): string => {
  try {
    return new URL(link).searchParams.get('key') ?? ''
  } catch {
    return ''
  }
}

export const mailVisitor = async (
  payload: Payload,
  feedbackId: string,
  kind: string,
  link: string,
  message?: string | null,
  given?: string | null,
): Promise<void> => {
  const doc = await payload.findByID({
    collection: 'feedbacks',
    id: feedbackId,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    disableErrors: true,
  })
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
  const key = keyForMail(
    payload.secret,
    'feedbacks',
    feedbackId,
    (doc as { accessKeyHash?: string | null }).accessKeyHash,
  )
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

export const notifyStaff = async (
  payload: Payload,
  feedbackId: string,
  kind: string,
  given?: string | null,
  message?: string | null,
): Promise<void> => {
  const doc = await payload.findByID({
    collection: 'feedbacks',
    id: feedbackId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
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

// ---------------------------------------------------------------------------------------------
// Unattached photos

/** A visitor's photo that no message of its ticket carries this long after its upload is removed. */
export const UNATTACHED_PHOTO_HOURS = 24

/** The `kind` of the job that removes unattached photos (see `notifyStaffTask`). */
export const PURGE_PHOTOS_KIND = 'purgePhotos'

/** At most this many old photos are looked at in one run (every upload queues a run of its own). */
const PURGE_BATCH = 500

/**
 * Remove the visitors' photos uploaded at least a day before `now` that no message of their
 * ticket carries (the ticket deleted, or the photo never sent): the archive record and the bytes.
 * Staff files of the folder are left alone. Returns how many went.
 */
export const purgeUnattachedPhotos = async (payload: Payload, now: Date = new Date()): Promise<number> => {
  const folder = await feedbacksFolder(payload)
  if (!folder) return 0
  const cutoff = new Date(now.getTime() - UNATTACHED_PHOTO_HOURS * 3600_000)
  const old = await payload.find({
    collection: 'archives',
    where: {
      and: [
        { rootFolder: { equals: folder.id } },
        { type: { equals: 'File' } },
        { createdUser: { exists: false } },
        { createdAt: { less_than_equal: cutoff.toISOString() } },
      ],
    },
    sort: 'createdAt',
    limit: PURGE_BATCH,
    depth: 0,
    overrideAccess: true,
    select: { name: true, createdUser: true },
  })
  const tickets = new Map<string, Set<string>>()
  const carried = async (ticketId: string): Promise<Set<string>> => {
    const known = tickets.get(ticketId)
    if (known) return known
    const ticket = await payload.findByID({
      collection: 'feedbacks',
      id: ticketId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      select: { messages: true },
    })
    const urls = new Set((ticket?.messages ?? []).map((message) => message.photoUrl ?? '').filter(Boolean))
    tickets.set(ticketId, urls)
    return urls
  }
  let removed = 0
  for (const doc of old.docs) {
    const ticketId = uploadTicketOf(doc)
    if (ticketId === null) continue
    if ((await carried(ticketId)).has(photoUrlOf(ticketId, doc.id))) continue
    // Runs may overlap (every upload queues one): a photo another run removed is no error.
    const deleted = await payload.delete({
      collection: 'archives',
      where: { id: { equals: doc.id } },
      overrideAccess: true,
    })
    await removeStored(doc.id)
    if (deleted.docs.length > 0) removed += 1
  }
  return removed
}

/**
 * After a visitor's upload: a run of the purge once the photo is a day old (a minute's margin),
 * queued like the module's mails (on the mail queue, in the upload's request).
 */
export const queuePhotoPurge = async (
  req: PayloadRequest,
  feedbackId: string,
  uploadedAt: Date = new Date(),
): Promise<void> => {
  await req.payload.jobs.queue({
    task: FEEDBACK_NOTIFY_STAFF_TASK,
    queue: MAIL_QUEUE,
    input: { feedbackId, kind: PURGE_PHOTOS_KIND },
    waitUntil: new Date(uploadedAt.getTime() + UNATTACHED_PHOTO_HOURS * 3600_000 + 60_000),
    req,
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

/**
 * The staff notification, and (kind `purgePhotos`) the removal of unattached photos: the purge
 * rides on this task because a task of its own would add a value to the job tables' task-slug
 * enumeration, a schema change (a migration) on PostgreSQL.
 */
export const notifyStaffTask: TaskConfig<'feedbackNotifyStaff'> = {
  slug: FEEDBACK_NOTIFY_STAFF_TASK,
  label: '寄送意見回饋通知（館員）／清除未附加的照片',
  retries: 2,
  inputSchema: [
    { name: 'feedbackId', type: 'text', required: true },
    { name: 'kind', type: 'text', required: true },
    { name: 'origin', type: 'text' },
    { name: 'message', type: 'textarea' },
  ],
  handler: async ({ input, req }) => {
    if (input.kind === PURGE_PHOTOS_KIND) {
      await purgeUnattachedPhotos(req.payload)
      return { output: {} }
    }
    await notifyStaff(req.payload, input.feedbackId, input.kind, input.origin, input.message)
    return { output: {} }
  },
}
