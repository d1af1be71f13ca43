'use client'

import React, { useId } from 'react'

import type { PickerQuestionnaire } from './pickerOptions'

type Props = {
  questionnaires: PickerQuestionnaire[]
  questionnaireId: string
  roundId: string
  onChange: (next: { questionnaireId: string; roundId: string }) => void
}

/** The questionnaire and round selectors both answer screens start with. */
export const Picker: React.FC<Props> = ({ questionnaires, questionnaireId, roundId, onChange }) => {
  const questionnaireField = useId()
  const roundField = useId()
  const rounds = questionnaires.find((q) => q.id === questionnaireId)?.rounds ?? []
  return (
    <div className="shennong-answers__filters">
      <div className="shennong-answers__filter">
        <label htmlFor={questionnaireField}>問卷</label>
        <select
          id={questionnaireField}
          onChange={(event) => onChange({ questionnaireId: event.target.value, roundId: '' })}
          value={questionnaireId}
        >
          <option value="">請選擇問卷</option>
          {questionnaires.map((q) => (
            <option key={q.id} value={q.id}>
              {q.title}
            </option>
          ))}
        </select>
      </div>
      <div className="shennong-answers__filter">
        <label htmlFor={roundField}>填答期間</label>
        <select
          disabled={!questionnaireId}
          id={roundField}
          onChange={(event) => onChange({ questionnaireId, roundId: event.target.value })}
          value={roundId}
        >
          <option value="">全部期間</option>
          {rounds.map((round) => (
            <option key={round.id} value={round.id}>
              {round.title}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
