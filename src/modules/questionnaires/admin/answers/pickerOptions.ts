import type { Payload } from 'payload'

import type { Questionnaire } from '@/payload-types'

/** A questionnaire as the pickers offer it: id, title and its rounds. */
export type PickerQuestionnaire = { id: string; title: string; rounds: { id: string; title: string }[] }

/** Every questionnaire (newest first) with its rounds, for the screens' pickers. */
export const pickerQuestionnaires = async (payload: Payload): Promise<PickerQuestionnaire[]> => {
  const found = await payload.find({
    collection: 'questionnaires',
    depth: 0,
    pagination: false,
    sort: '-createdAt',
    overrideAccess: true,
    select: { title: true, rounds: true },
  })
  return (found.docs as Pick<Questionnaire, 'id' | 'title' | 'rounds'>[]).map((doc) => ({
    id: String(doc.id),
    title: doc.title,
    rounds: (doc.rounds ?? [])
      .filter((round) => round.id)
      .map((round, index) => ({ id: String(round.id), title: round.title || `第 ${index + 1} 期` })),
  }))
}
