import type { Feedback } from '@/payload-types'

/**
 * The ticket's life: Pending (not yet replied) → Replied (staff
 * answered) → Responded (the visitor answered, awaiting the library) → … → Closed (the visitor
 * closed it). A closed ticket takes nothing more. Pure, so the rules are unit-tested alone.
 */
export type FeedbackStatus = Feedback['status']

export const FEEDBACK_STATUSES = [
  'Pending',
  'Replied',
  'Responded',
  'Closed',
] as const satisfies readonly FeedbackStatus[]

export type FeedbackEvent = 'staffReply' | 'visitorAnswer' | 'close'

/** The status after `event`, or null when the ticket refuses it (it is closed). */
export const nextStatus = (current: FeedbackStatus, event: FeedbackEvent): FeedbackStatus | null => {
  if (current === 'Closed') return null
  switch (event) {
    case 'staffReply':
      return 'Replied'
    case 'visitorAnswer':
      // Before any staff reply the ticket is still waiting for its first answer.
      return current === 'Pending' ? 'Pending' : 'Responded'
    case 'close':
      return 'Closed'
  }
}
