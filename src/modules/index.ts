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
 * the flag catalog, route table, menu, public tags, kept pages, sitemap and basic-statistics
 * items derive from the manifests. The helpers below take the list as a parameter (the real one
 * by default) so that a test can add a module to it. Adding a module: see
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
export const moduleCollections = (modules: readonly ModuleDescriptor[] = MODULES): CollectionConfig[] => {
  const all = modules.flatMap((module) => module.collections ?? [])
  return [
    ...all.filter((collection) => collection.slug === 'users'),
    ...all.filter((collection) => collection.slug !== 'users'),
  ]
}

export const moduleGlobals = (modules: readonly ModuleDescriptor[] = MODULES): GlobalConfig[] =>
  modules.flatMap((module) => module.globals ?? [])

export const moduleEndpoints = (modules: readonly ModuleDescriptor[] = MODULES): Endpoint[] =>
  withSaveAliases(modules.flatMap((module) => module.endpoints ?? []))

export const moduleTasks = (modules: readonly ModuleDescriptor[] = MODULES): TaskConfig[] =>
  modules.flatMap((module) => module.tasks ?? [])

export const moduleAutoRun = (modules: readonly ModuleDescriptor[] = MODULES): AutoRun[] =>
  modules.flatMap((module) => module.autoRun ?? [])

/** The modules' custom admin views, by view key. */
export const moduleAdminViews = (modules: readonly ModuleDescriptor[] = MODULES): Record<string, AdminViewSpec> =>
  Object.assign({}, ...modules.map((module) => module.adminViews ?? {}))

/**
 * The demo seed's steps: each module's own demo data, in module order (src/seed/index.ts runs
 * them after the accounts and roles).
 */
export const seedSteps = (
  modules: readonly ModuleDescriptor[] = MODULES,
): { module: string; seed: (payload: Payload) => Promise<void> }[] =>
  modules.flatMap((module) => (module.seed ? [{ module: module.name, seed: module.seed }] : []))

/** Each module's start-up work, in module order. */
export const initModules = async (payload: Payload): Promise<void> => {
  for (const module of MODULES) if (module.onInit) await module.onInit(payload)
}
