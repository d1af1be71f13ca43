import type { CollectionBeforeChangeHook } from 'payload'

/** `modifiedUser` is whoever saved last (spec doc 2 §3: modifiedUser.name); system writes leave it. */
export const stampModifiedUser: CollectionBeforeChangeHook = ({ data, req }) => {
  if (req.user?.collection === 'users') data.modifiedUser = req.user.id
  return data
}
