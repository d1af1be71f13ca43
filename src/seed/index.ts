import type { Payload } from 'payload'

import { onlyFlags } from '@/access/permissions'
import { FLAGS, type Flag } from '@/access/catalog'
import { seedSteps } from '@/modules'
import { DEMO_ACCOUNTS, DEMO_ROLES } from './demoAccounts'

export { DEMO_ACCOUNTS, DEMO_ROLES } from './demoAccounts'
export { bootstrapAdmin, demoPasswordWarning, listenHost, seedPlan, type SeedPlan } from './bootstrap'

/** Every flag of one module or group of the typed tree (`FLAGS.news`: its auth flag and subflags). */
const flagsOf = (node: object): Flag[] =>
  Object.values(node).flatMap((value) => (typeof value === 'string' ? [value as Flag] : flagsOf(value as object)))

/**
 * Demo data for an empty database: site settings, the super-admin role and account, a news
 * editor whose news needs review, and a reviewer; then each module's own demo data, in module
 * order (`seedSteps`). A plain function, so tests seed the same way.
 * Does nothing when any user exists.
 */
export const seedDemo = async (payload: Payload): Promise<boolean> => {
  const existing = await payload.count({ collection: 'users', overrideAccess: true })
  if (existing.totalDocs > 0) return false
  const context = { seed: true, passwordSetBy: 'system' }

  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      libraryName: '神農醫學圖書館',
      contactPhone: '(02) 2712-3456 分機 1234',
      contactEmail: 'library@hospital.example',
      address: '臺北市中山區神農路 1 號 醫學大樓 3 樓',
      // Demo addresses of the library system (replace with the hospital's own in 網站設定).
      patronLoginUrl: 'https://opac.library.example/patron/login',
      patronForgotPasswordUrl: 'https://opac.library.example/patron/forgot-password',
      footerLinks: [{ label: '醫院首頁', url: 'https://www.hospital.example/' }],
    },
    context,
  })

  const superAdmin = await payload.create({
    collection: 'roles',
    data: { name: DEMO_ROLES.superAdmin, enabled: true, isSuperAdmin: true },
    context,
  })
  const newsEditor = await payload.create({
    collection: 'roles',
    data: { name: DEMO_ROLES.newsEditor, enabled: true, flags: onlyFlags(flagsOf(FLAGS.news)) },
    context,
  })
  const reviewer = await payload.create({
    collection: 'roles',
    data: { name: DEMO_ROLES.reviewer, enabled: true, flags: onlyFlags(flagsOf(FLAGS.auth_requests)) },
    context,
  })

  const accounts: [keyof typeof DEMO_ACCOUNTS, string][] = [
    ['admin', superAdmin.id],
    ['editor', newsEditor.id],
    ['reviewer', reviewer.id],
  ]
  for (const [key, roleId] of accounts) {
    const account = DEMO_ACCOUNTS[key]
    await payload.create({
      collection: 'users',
      data: { ...account, accountStatus: 'Enabled', roles: [roleId], mustChangePassword: false },
      context,
    })
  }
  // Each module's demo data (src/modules/<m>/seed.ts, declared as its descriptor's `seed`), in module order.
  for (const step of seedSteps()) await step.seed(payload)
  payload.logger.info('Seeded demo data (admin / editor / reviewer)')
  return true
}
