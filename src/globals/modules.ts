import type { GlobalConfig } from 'payload'

import { CarouselSettings } from './carouselSettings'
import { OpeningSettings } from './openingSettings'
import { QuestionnaireSettings } from './questionnaireSettings'
import { RecommendationQuestionnaire } from './recommendationQuestionnaire'
import { RoomReservationSettings, SeatReservationSettings } from './reservationSettings'

/** The singletons of the content, reservation and statistics modules (spec doc 2 §3, doc 3 §3). */
export const moduleGlobals: GlobalConfig[] = [
  CarouselSettings,
  RecommendationQuestionnaire,
  QuestionnaireSettings,
  OpeningSettings,
  RoomReservationSettings,
  SeatReservationSettings,
]
