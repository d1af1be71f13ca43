import type { CollectionConfig } from 'payload'

import { AlbumImages } from './album-images'
import { Albums } from './albums'
import { AuthRequests } from './auth-requests'
import { BasicStatistics } from './basic-statistics'
import { CatalogItems } from './catalog-items'
import { Catalogs } from './catalogs'
import { Carousels } from './carousels'
import { DataOriginalSettings } from './data-original-settings'
import { ExternalLinks } from './external-links'
import { Faq } from './faq'
import { FaqCategories } from './faq-categories'
import { FaqRoutes } from './faq-routes'
import { FeedbackCategories } from './feedback-categories'
import { Feedbacks } from './feedbacks'
import { FormulaReportSettings } from './formula-report-settings'
import { FrontReportSettings } from './front-report-settings'
import { ManualReportSettings } from './manual-report-settings'
import { MergeStatistics } from './merge-statistics'
import { MixinStatistics } from './mixin-statistics'
import { News } from './news'
import { NewsCategories } from './news-categories'
import { OpeningDates } from './opening-dates'
import { Pages } from './pages'
import { QuestionnaireAnswers } from './questionnaire-answers'
import { Questionnaires } from './questionnaires'
import { QuickLinks } from './quick-links'
import { RecommendationAnswers } from './recommendation-answers'
import { Reservations } from './reservations'
import { Rooms } from './rooms'
import { Routes } from './routes'
import { Seats } from './seats'

/**
 * The collections of the content, reservation and statistics modules (spec doc 2 §3, doc 3 §3),
 * in menu order: each back-office screen of src/admin/routeTable.ts is served by one of them.
 */
export const moduleCollections: CollectionConfig[] = [
  // 網站資訊管理
  News,
  NewsCategories,
  Carousels,
  QuickLinks,
  ExternalLinks,
  FaqRoutes,
  Faq,
  FaqCategories,
  Feedbacks,
  FeedbackCategories,
  RecommendationAnswers,
  Catalogs,
  CatalogItems,
  Albums,
  AlbumImages,
  Questionnaires,
  QuestionnaireAnswers,
  OpeningDates,
  Routes,
  Pages,
  // 平台營運管理
  Rooms,
  Seats,
  Reservations,
  AuthRequests,
  BasicStatistics,
  MergeStatistics,
  MixinStatistics,
  FrontReportSettings,
  ManualReportSettings,
  FormulaReportSettings,
  DataOriginalSettings,
]
