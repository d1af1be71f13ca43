import type { GlobalConfig } from 'payload'

import { CarouselSettings } from '../modules/carousels/collections/carouselSettings'
import { OpeningSettings } from '../modules/opening/collections/openingSettings'
import { QuestionnaireSettings } from '../modules/questionnaires/collections/questionnaireSettings'
import { RecommendationQuestionnaire } from '../modules/recommendations/collections/recommendationQuestionnaire'
import { RoomReservationSettings, SeatReservationSettings } from '../modules/reservations/collections/reservationSettings'

/** The singletons of the content, reservation and statistics modules (spec doc 2 §3, doc 3 §3). */
export const moduleGlobals: GlobalConfig[] = [
  CarouselSettings,
  RecommendationQuestionnaire,
  QuestionnaireSettings,
  OpeningSettings,
  RoomReservationSettings,
  SeatReservationSettings,
]
