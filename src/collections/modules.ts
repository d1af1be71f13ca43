import type { CollectionConfig } from 'payload'

import { AlbumImages } from '../modules/albums/collections/album-images'
import { Albums } from '../modules/albums/collections/albums'
import { AuthRequests } from '../modules/review/collections/auth-requests'
import { BasicStatistics } from '../modules/statistics/collections/basic-statistics'
import { CatalogItems } from '../modules/catalogs/collections/catalog-items'
import { Catalogs } from '../modules/catalogs/collections/catalogs'
import { Carousels } from '../modules/carousels/collections/carousels'
import { DataOriginalSettings } from '../modules/statistics/collections/data-original-settings'
import { ExternalLinks } from '../modules/external-links/collections/external-links'
import { Faq } from '../modules/faq/collections/faq'
import { FaqCategories } from '../modules/faq/collections/faq-categories'
import { FaqRoutes } from '../modules/faq/collections/faq-routes'
import { FeedbackCategories } from '../modules/feedbacks/collections/feedback-categories'
import { Feedbacks } from '../modules/feedbacks/collections/feedbacks'
import { FormulaReportSettings } from '../modules/statistics/collections/formula-report-settings'
import { FrontReportSettings } from '../modules/statistics/collections/front-report-settings'
import { ManualReportSettings } from '../modules/statistics/collections/manual-report-settings'
import { MergeStatistics } from '../modules/statistics/collections/merge-statistics'
import { MixinStatistics } from '../modules/statistics/collections/mixin-statistics'
import { News } from '../modules/news/collections/news'
import { NewsCategories } from '../modules/news/collections/news-categories'
import { OpeningDates } from '../modules/opening/collections/opening-dates'
import { Pages } from '../modules/cms/collections/pages'
import { QuestionnaireAnswers } from '../modules/questionnaires/collections/questionnaire-answers'
import { Questionnaires } from '../modules/questionnaires/collections/questionnaires'
import { QuickLinks } from '../modules/quick-links/collections/quick-links'
import { RecommendationAnswers } from '../modules/recommendations/collections/recommendation-answers'
import { Reservations } from '../modules/reservations/collections/reservations'
import { Rooms } from '../modules/reservations/collections/rooms'
import { Routes } from '../modules/cms/collections/routes'
import { Seats } from '../modules/reservations/collections/seats'

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
