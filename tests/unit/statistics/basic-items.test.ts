import { describe, expect, it } from 'vitest'

import { BASIC_ITEMS } from '@/modules/statistics/basic/items'

describe('the basic-statistics items (declared by the counting modules, issue 23)', () => {
  it('are the hand-written list they replace: same items, same order, same labels', () => {
    expect(BASIC_ITEMS).toEqual([
      {
        key: 'seatReservations',
        label: '座位預約數',
        description: '預約開始時間在該月的座位預約（不含已取消）',
        collection: 'reservations',
        dateField: 'startDate',
        where: { and: [{ kind: { equals: 'Seat' } }, { status: { not_equals: 'Cancelled' } }] },
      },
      {
        key: 'roomReservations',
        label: '空間預約數',
        description: '預約開始時間在該月的空間預約（不含已取消）',
        collection: 'reservations',
        dateField: 'startDate',
        where: { and: [{ kind: { equals: 'Room' } }, { status: { not_equals: 'Cancelled' } }] },
      },
      {
        key: 'feedbacks',
        label: '意見回饋數',
        description: '該月收到的意見回饋',
        collection: 'feedbacks',
        dateField: 'createdAt',
      },
      {
        key: 'questionnaireAnswers',
        label: '問卷填答數',
        description: '該月送出的問卷填答',
        collection: 'questionnaire-answers',
        dateField: 'createdAt',
      },
      {
        key: 'recommendations',
        label: '資源推薦數',
        description: '該月送出的資源推薦',
        collection: 'recommendation-answers',
        dateField: 'createdAt',
      },
      {
        key: 'news',
        label: '最新消息數',
        description: '該月建立且已發布的最新消息',
        collection: 'news',
        dateField: 'createdAt',
        where: { status: { equals: 'Published' } },
      },
    ])
  })
})
