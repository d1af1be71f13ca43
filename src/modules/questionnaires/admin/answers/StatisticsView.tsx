import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { StatisticsManager } from './StatisticsManager'
import { answersScreen } from './screen'

/** /shennong/questionnaire-management/statistics: per-question figures, charts and tables, the export. */
export const StatisticsView = async (props: AdminViewServerProps) =>
  answersScreen(
    props,
    { path: 'questionnaire-management/statistics', title: '問卷統計' },
    (questionnaires, initialId) => <StatisticsManager initialId={initialId} questionnaires={questionnaires} />,
  )
