import type { CollectionConfig, Endpoint, GlobalConfig, Payload, TaskConfig } from 'payload'
import { withSaveAliases } from '@/endpoints/saveAliases'

import { accountsModule } from './accounts'
import { albumsModule } from './albums'
import { archivesModule } from './archives'
import { carouselsModule } from './carousels'
import { catalogsModule } from './catalogs'
import { cmsModule } from './cms'
import type { AdminViewSpec, AutoRun, ModuleDescriptor } from './define'
import { externalLinksModule } from './external-links'
import { faqModule } from './faq'
import { feedbacksModule } from './feedbacks'
import { mailModule } from './mail'
import { manualModule } from './manual'
import { newsModule } from './news'
import { notifiersModule } from './notifiers'
import { openingModule } from './opening'
import { organisationModule } from './organisation'
import { questionnairesModule } from './questionnaires'
import { quickLinksModule } from './quick-links'
import { recommendationsModule } from './recommendations'
import { reportsModule } from './reports'
import { reservationsModule } from './reservations'
import { reviewModule } from './review'
import { siteModule } from './site'
import { statisticsModule } from './statistics'

/**
 * Every module of the product, in menu order (the same order as src/modules/manifests.ts). The
 * Payload config's collections, globals, endpoints, jobs and start-up work derive from this list;
 * the flag catalog, route table and menu derive from the manifests. Adding a module: see
 * docs/architecture.md.
 */
export const MODULES: readonly ModuleDescriptor[] = [
  newsModule,
  carouselsModule,
  quickLinksModule,
  externalLinksModule,
  faqModule,
  feedbacksModule,
  recommendationsModule,
  catalogsModule,
  albumsModule,
  questionnairesModule,
  openingModule,
  cmsModule,
  archivesModule,
  reservationsModule,
  organisationModule,
  accountsModule,
  reviewModule,
  mailModule,
  reportsModule,
  statisticsModule,
  notifiersModule,
  siteModule,
  manualModule,
]

/** Every collection of the product. The accounts module's users come first (the admin's user collection). */
export const moduleCollections = (): CollectionConfig[] => {
  const all = MODULES.flatMap((module) => module.collections ?? [])
  return [...all.filter((collection) => collection.slug === 'users'), ...all.filter((collection) => collection.slug !== 'users')]
}

export const moduleGlobals = (): GlobalConfig[] => MODULES.flatMap((module) => module.globals ?? [])

export const moduleEndpoints = (): Endpoint[] => withSaveAliases(MODULES.flatMap((module) => module.endpoints ?? []))

export const moduleTasks = (): TaskConfig[] => MODULES.flatMap((module) => module.tasks ?? [])

export const moduleAutoRun = (): AutoRun[] => MODULES.flatMap((module) => module.autoRun ?? [])

/** The modules' custom admin views, by view key. */
export const moduleAdminViews = (): Record<string, AdminViewSpec> => Object.assign({}, ...MODULES.map((module) => module.adminViews ?? {}))

/** Each module's start-up work, in module order. */
export const initModules = async (payload: Payload): Promise<void> => {
  for (const module of MODULES) if (module.onInit) await module.onInit(payload)
}
