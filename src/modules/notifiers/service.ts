import type { Payload, PayloadRequest } from 'payload'

import { NOTIFIER_MODULES, type NotifierModule } from '@/access/notifiers'

/** One recipient of a module's mails. */
export type NotifierEntry = { moduleName: NotifierModule; email: string }

/** As a client may send it: an empty email means "remove this entry". */
export type NotifierInput = { moduleName: NotifierModule; email?: string | null }

export type ModuleNotifiersView = { moduleNotifiers: NotifierEntry[] }

const moduleOrder = (module: NotifierModule): number => NOTIFIER_MODULES.indexOf(module)

/**
 * The stored form of a recipient list: entries with an empty email are removed, emails are
 * trimmed, the same address twice for one module is kept once (case-insensitively), and the
 * list is ordered by module (recommendations, feedbacks, reservations, auth-requests), keeping
 * the given order within a module.
 */
export const normalizeNotifiers = (entries: readonly NotifierInput[]): NotifierEntry[] => {
  const seen = new Set<string>()
  const kept: NotifierEntry[] = []
  for (const entry of entries) {
    const email = (entry.email ?? '').trim()
    if (!email) continue
    const key = `${entry.moduleName}\u0000${email.toLowerCase()}`
    if (seen.has(key)) continue
    seen.add(key)
    kept.push({ moduleName: entry.moduleName, email })
  }
  return kept
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => moduleOrder(a.entry.moduleName) - moduleOrder(b.entry.moduleName) || a.index - b.index)
    .map(({ entry }) => entry)
}

/**
 * A save by someone who manages only some modules: the managed modules take the incoming
 * entries, every other module keeps its stored entries (incoming entries for them are ignored).
 */
export const keepUnmanagedNotifiers = (
  stored: readonly NotifierInput[],
  incoming: readonly NotifierInput[],
  managed: readonly NotifierModule[],
): NotifierEntry[] => {
  const isManaged = (entry: NotifierInput) => managed.includes(entry.moduleName)
  return normalizeNotifiers([...stored.filter((entry) => !isManaged(entry)), ...incoming.filter(isManaged)])
}

const view = (doc: {
  moduleNotifiers?: { moduleName: NotifierModule; email: string }[] | null
}): ModuleNotifiersView => ({
  moduleNotifiers: normalizeNotifiers(doc.moduleNotifiers ?? []),
})

export const getModuleNotifiers = async (payload: Payload): Promise<ModuleNotifiersView> =>
  view(await payload.findGlobal({ slug: 'module-notifiers', depth: 0, overrideAccess: true }))

/**
 * Replace the recipient list. The request is passed on so the global's hook sees who saves:
 * modules the user does not manage keep their stored recipients.
 */
export const saveModuleNotifiers = async (
  req: PayloadRequest,
  entries: readonly NotifierInput[],
): Promise<ModuleNotifiersView> => {
  const saved = await req.payload.updateGlobal({
    slug: 'module-notifiers',
    data: { moduleNotifiers: normalizeNotifiers(entries) },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return view(saved)
}
