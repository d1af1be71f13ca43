import { FLAGS, type Flag } from '@/access/catalog'
import type { SystemFolderKey } from './rules'

/**
 * The module screens that open the archive picker: who may pick there and where
 * uploads from there go. Plain data, shared by the server (which checks the flag) and the
 * screens (which name their module from the collection or global they edit).
 *
 * - `flag`: the module's edit flag; its holders pick (read-only) what the folder rules let them
 *   see, without the archive flag.
 * - `folder`: the module's seeded special folder, the only place the picker uploads to (`null`:
 *   the module has none, its editors pick only).
 * - `collections`, `globals`: the Payload screens whose file fields and page builder belong to it.
 */
export type PickerModuleSpec = {
  readonly flag: Flag
  readonly folder: SystemFolderKey | null
  readonly collections?: readonly string[]
  readonly globals?: readonly string[]
}

export const PICKER_MODULES = {
  news: { flag: FLAGS.news.edit, folder: 'news', collections: ['news'] },
  faq: { flag: FLAGS.faq.edit, folder: 'faq', collections: ['faq'] },
  pages: { flag: FLAGS.cms.pages.edit, folder: 'pages', collections: ['pages'] },
  routes: { flag: FLAGS.cms.routes.edit, folder: 'pages', collections: ['routes'] },
  carousels: { flag: FLAGS.carousels.edit, folder: 'carousels', collections: ['carousels'] },
  albums: { flag: FLAGS.albums.edit, folder: 'albums', collections: ['albums', 'album-images'] },
  rooms: {
    flag: FLAGS.reservations.rooms.edit,
    folder: 'rooms',
    collections: ['rooms'],
    globals: ['room-reservation-settings'],
  },
  seats: { flag: FLAGS.reservations.seats.edit, folder: null, globals: ['seat-reservation-settings'] },
  questionnaires: {
    flag: FLAGS.questionnaires.edit,
    folder: 'questionnaires',
    collections: ['questionnaires'],
    globals: ['questionnaire-settings'],
  },
  feedbacks: { flag: FLAGS.feedbacks.edit, folder: 'feedbacks', collections: ['feedbacks'] },
  opening_dates: {
    flag: FLAGS.opening_dates.edit,
    folder: 'temporary',
    collections: ['opening-dates'],
    globals: ['opening-settings'],
  },
  catalogs: { flag: FLAGS.catalogs.edit, folder: null, collections: ['catalog-items'] },
  recommendations: { flag: FLAGS.recommendations.edit, folder: null, globals: ['recommendation-questionnaire'] },
} as const satisfies Record<string, PickerModuleSpec>

export type PickerModule = keyof typeof PICKER_MODULES

export const PICKER_MODULE_KEYS = Object.keys(PICKER_MODULES) as [PickerModule, ...PickerModule[]]

export const isPickerModule = (value: unknown): value is PickerModule =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(PICKER_MODULES, value)

export const pickerModuleSpec = (module: PickerModule): PickerModuleSpec => PICKER_MODULES[module]

/** The picker module of the screen editing a collection or a global (`null`: none). */
export const pickerModuleOf = (screen: {
  collectionSlug?: string | null
  globalSlug?: string | null
}): PickerModule | null => {
  for (const key of PICKER_MODULE_KEYS) {
    const spec: PickerModuleSpec = PICKER_MODULES[key]
    if (screen.collectionSlug && spec.collections?.includes(screen.collectionSlug)) return key
    if (screen.globalSlug && spec.globals?.includes(screen.globalSlug)) return key
  }
  return null
}
