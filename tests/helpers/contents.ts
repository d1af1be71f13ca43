import type { Payload } from 'payload'

/** Every document of every collection and every global, by id, as the local API reads them. */
export const contentsOf = async (payload: Payload) => {
  const collections: Record<string, Record<string, unknown>> = {}
  for (const { slug } of payload.config.collections) {
    if (slug === 'payload-jobs' || slug === 'payload-locked-documents') continue
    const { docs } = await payload.find({
      collection: slug,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
    })
    collections[slug] = Object.fromEntries(docs.map((doc) => [String(doc.id), doc]))
  }
  const globals: Record<string, unknown> = {}
  for (const { slug } of payload.config.globals)
    globals[slug] = await payload.findGlobal({ slug, depth: 0, overrideAccess: true, showHiddenFields: true })
  return { collections, globals }
}
