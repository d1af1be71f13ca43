import { defineModule } from '@/modules/define'
import { ModuleNotifiers } from './collections/moduleNotifiers'
import { notifierEndpoints } from './endpoints'
import { notifiersManifest } from './manifest'

/**
 * 通知信箱設定: who receives the mails of the modules with a `notifier` in their manifest
 * (recommendations, feedbacks, reservations, review). A user changes only the
 * recipients of the modules they manage.
 */
export const notifiersModule = defineModule(notifiersManifest, {
  globals: [ModuleNotifiers],
  endpoints: notifierEndpoints,
})

export {
  type ModuleNotifiersView,
  type NotifierEntry,
  type NotifierInput,
  getModuleNotifiers,
  keepUnmanagedNotifiers,
  normalizeNotifiers,
} from './service'
export { moduleNotifiersSchema } from './schemas'
