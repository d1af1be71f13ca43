import type { Payload } from 'payload'

/** The public side of feedback that is not a ticket: the categories the create form offers. */
export type PublicFeedbackCategory = { _id: string; name: string }

export const publicFeedbackCategories = async (payload: Payload): Promise<PublicFeedbackCategory[]> => {
  const found = await payload.find({
    collection: 'feedback-categories',
    sort: ['sort', 'name'],
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs.map((doc) => ({ _id: String(doc.id), name: doc.name }))
}
