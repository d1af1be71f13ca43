import { type SessionUser, can } from './can'

/**
 * Module notifiers (spec doc 3 §3): the modules whose mails go to configured recipients, and the
 * flag that makes a user a manager of each one's recipients.
 */
export const NOTIFIER_MODULES = ['recommendations', 'feedbacks', 'reservations', 'auth-requests'] as const

export type NotifierModule = (typeof NOTIFIER_MODULES)[number]

export const NOTIFIER_MODULE_FLAGS: Readonly<Record<NotifierModule, string>> = {
  recommendations: 'recommendations__auth',
  feedbacks: 'feedbacks__auth',
  reservations: 'reservations__auth',
  'auth-requests': 'auth_requests__auth',
}

/** Holding any of these lets a user open the notifier settings. */
export const NOTIFIER_FLAGS: readonly string[] = NOTIFIER_MODULES.map((module) => NOTIFIER_MODULE_FLAGS[module])

/** The modules whose recipients this user may change. */
export const managedNotifierModules = (user: SessionUser): NotifierModule[] =>
  NOTIFIER_MODULES.filter((module) => can(user, NOTIFIER_MODULE_FLAGS[module]))
