import { accountsManifest } from '@/modules/accounts/manifest'
import { albumsManifest } from '@/modules/albums/manifest'
import { archivesManifest } from '@/modules/archives/manifest'
import { carouselsManifest } from '@/modules/carousels/manifest'
import { catalogsManifest } from '@/modules/catalogs/manifest'
import { cmsManifest } from '@/modules/cms/manifest'
import { externalLinksManifest } from '@/modules/external-links/manifest'
import { faqManifest } from '@/modules/faq/manifest'
import { feedbacksManifest } from '@/modules/feedbacks/manifest'
import { mailManifest } from '@/modules/mail/manifest'
import { manualManifest } from '@/modules/manual/manifest'
import { newsManifest } from '@/modules/news/manifest'
import { notifiersManifest } from '@/modules/notifiers/manifest'
import { openingManifest } from '@/modules/opening/manifest'
import { organisationManifest } from '@/modules/organisation/manifest'
import { questionnairesManifest } from '@/modules/questionnaires/manifest'
import { quickLinksManifest } from '@/modules/quick-links/manifest'
import { recommendationsManifest } from '@/modules/recommendations/manifest'
import { reportsManifest } from '@/modules/reports/manifest'
import { reservationsManifest } from '@/modules/reservations/manifest'
import { reviewManifest } from '@/modules/review/manifest'
import { siteManifest } from '@/modules/site/manifest'
import { statisticsManifest } from '@/modules/statistics/manifest'

/**
 * The plain data of every module, in menu order: the permission catalog, the Flag type, the
 * back-office route table and menu, the notifier, review and preview tables derive from this
 * list. Pure data, safe for the proxy and the browser. src/modules/index.ts lists the same
 * modules' descriptors in the same order (a structure test keeps the two lists equal).
 */
export const MANIFESTS = [
  newsManifest,
  carouselsManifest,
  quickLinksManifest,
  externalLinksManifest,
  faqManifest,
  feedbacksManifest,
  recommendationsManifest,
  catalogsManifest,
  albumsManifest,
  questionnairesManifest,
  openingManifest,
  cmsManifest,
  archivesManifest,
  reservationsManifest,
  organisationManifest,
  accountsManifest,
  reviewManifest,
  mailManifest,
  reportsManifest,
  statisticsManifest,
  notifiersManifest,
  siteManifest,
  manualManifest,
] as const

export type Manifest = (typeof MANIFESTS)[number]
