'use client'

import React from 'react'

import { RESPONDENT_COLUMNS } from '../../answers/layout'
import type { AnswerDetail } from '../../answers/service'
import { formatDateTime } from './api'

/** One answer: the respondent, then every group with each question beside its answer. */
export const AnswerDetailPanel: React.FC<{ detail: AnswerDetail }> = ({ detail }) => (
  <article className="shennong-answers__detail">
    <h2>{detail.questionnaireTitle}</h2>
    <p>
      填答時間：{formatDateTime(detail.createdAt)}
      {'\u3000填答期間：'}
      {detail.roundTitle}
    </p>
    <dl className="shennong-answers__respondent">
      {RESPONDENT_COLUMNS.filter(([key]) => detail.respondent[key]).map(([key, label]) => (
        <React.Fragment key={key}>
          <dt>{label}</dt>
          <dd>{detail.respondent[key]}</dd>
        </React.Fragment>
      ))}
    </dl>
    {detail.groups.map((group, g) => (
      <section className="shennong-answers__group" key={group.groupId}>
        <h3>
          題組 {g + 1}：{group.title}
        </h3>
        <dl>
          {group.questions.map((q, i) => (
            <React.Fragment key={q.questionId}>
              <dt>
                {g + 1}-{i + 1} {q.question}
              </dt>
              <dd>
                {q.likert ? (
                  <ul>
                    {q.likert.map((cell) => (
                      <li key={cell.row}>
                        {cell.row}：{cell.column ?? '未作答'}
                      </li>
                    ))}
                  </ul>
                ) : q.answers.length === 0 && !q.other ? (
                  '未作答'
                ) : (
                  <>
                    {q.answers.join('、')}
                    {q.other ? `${q.answers.length > 0 ? '、' : ''}其他：${q.other}` : ''}
                  </>
                )}
              </dd>
            </React.Fragment>
          ))}
        </dl>
      </section>
    ))}
  </article>
)
