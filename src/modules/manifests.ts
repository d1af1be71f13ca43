import { accountsManifest } from './accounts/manifest'
import { albumsManifest } from './albums/manifest'
import { archivesManifest } from './archives/manifest'
import { carouselsManifest } from './carousels/manifest'
import { catalogsManifest } from './catalogs/manifest'
import { cmsManifest } from './cms/manifest'
import { externalLinksManifest } from './external-links/manifest'
import { faqManifest } from './faq/manifest'
import { feedbacksManifest } from './feedbacks/manifest'
import { mailManifest } from './mail/manifest'
import { manualManifest } from './manual/manifest'
import { newsManifest } from './news/manifest'
import { notifiersManifest } from './notifiers/manifest'
import { openingManifest } from './opening/manifest'
import { organisationManifest } from './organisation/manifest'
import { questionnairesManifest } from './questionnaires/manifest'
import { quickLinksManifest } from './quick-links/manifest'
import { recommendationsManifest } from './recommendations/manifest'
import { reportsManifest } from './reports/manifest'
import { reservationsManifest } from './reservations/manifest'
import { reviewManifest } from './review/manifest'
import { siteManifest } from './site/manifest'
import { statisticsManifest } from './statistics/manifest'

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
