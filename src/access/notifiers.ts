import { MANIFESTS } from '@/modules/manifests'
import { type SessionUser, can } from './can'
import { type Flag, flagAt } from './catalog'

/**
 * Module notifiers: the modules whose mails go to configured recipients, and the
 * flag that makes a user a manager of each one's recipients, from the modules' manifests.
 */
type NotifierManifest = Extract<(typeof MANIFESTS)[number], { notifier: object }>

export type NotifierModule = NotifierManifest['notifier']['name']

/** In the order of the spec's moduleName enumeration: recipients are stored and shown in it. */
const NOTIFIER_MANIFESTS = MANIFESTS.filter((manifest): manifest is NotifierManifest => 'notifier' in manifest).sort(
  (a, b) => a.notifier.position - b.notifier.position,
)

export const NOTIFIER_MODULES: readonly NotifierModule[] = NOTIFIER_MANIFESTS.map((manifest) => manifest.notifier.name)

export const NOTIFIER_MODULE_FLAGS: Readonly<Record<NotifierModule, Flag>> = Object.fromEntries(
  NOTIFIER_MANIFESTS.map((manifest) => [manifest.notifier.name, flagAt(manifest.notifier.flag)]),
) as Record<NotifierModule, Flag>

/** zh-TW names of the notifier modules. */
export const NOTIFIER_LABELS: Readonly<Record<NotifierModule, string>> = Object.fromEntries(
  NOTIFIER_MANIFESTS.map((manifest) => [manifest.notifier.name, manifest.notifier.label]),
) as Record<NotifierModule, string>

/** Holding any of these lets a user open the notifier settings. */
export const NOTIFIER_FLAGS: readonly Flag[] = NOTIFIER_MODULES.map((module) => NOTIFIER_MODULE_FLAGS[module])

/** The modules whose recipients this user may change. */
export const managedNotifierModules = (user: SessionUser): NotifierModule[] =>
  NOTIFIER_MODULES.filter((module) => can(user, NOTIFIER_MODULE_FLAGS[module]))
