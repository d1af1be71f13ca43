import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { AnswersManager } from './AnswersManager'
import { answersScreen } from './screen'

/** /shennong/questionnaire-management/answer: pick a questionnaire and round, the answers, one answer. */
export const AnswersView = async (props: AdminViewServerProps) =>
  answersScreen(props, { path: 'questionnaire-management/answer', title: '問卷填答' }, (questionnaires, initialId) => (
    <AnswersManager initialId={initialId} questionnaires={questionnaires} />
  ))
