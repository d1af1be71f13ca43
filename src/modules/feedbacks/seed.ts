import type { Payload } from 'payload'

import { newAccessKey } from '@/lib/accessKey'

/**
 * Demo feedback: three categories and one ticket a visitor opened and staff
 * answered, so 意見回饋管理 shows a conversation. The demo ticket's key is thrown away: only
 * staff open it (a visitor's key exists only in the mail sent when a real ticket is created).
 */
export const seedFeedbacks = async (payload: Payload): Promise<void> => {
  const names = ['館藏資源', '空間設備', '其他']
  const categories = []
  for (const [index, name] of names.entries()) {
    categories.push(
      await payload.create({
        collection: 'feedback-categories',
        data: { name, sort: index + 1 },
        overrideAccess: true,
      }),
    )
  }
  const opened = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString()
  await payload.create({
    collection: 'feedbacks',
    data: {
      categoryId: categories[1]!.id,
      title: '三樓自修區插座不足',
      description: '三樓自修區靠窗的座位沒有插座，筆電常常沒電，是否能增設？',
      respondent: { name: '陳怡君', email: 'visitor@example.com', jobTitle: '住院醫師' },
      status: 'Replied',
      authorKind: 'Client',
      isAllowUpdatePhoto: true,
      accessKeyHash: newAccessKey().hash,
      messages: [
        {
          sender: 'staff',
          senderName: '系統管理員',
          message: '感謝您的建議！總務室已排定下個月於靠窗座位增設延長插座，完成後會在最新消息公告。',
          date: opened,
        },
      ],
    },
    overrideAccess: true,
  })
}
