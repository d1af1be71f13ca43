import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import React from 'react'

import { BlockRenderer } from '@/components/blocks/BlockRenderer'
import { fillState } from '../public'
import { Breadcrumbs } from '@/components/public/Breadcrumbs'
import { FormFiller } from '@/components/public/forms/FormFiller'
import { readPrivacyStatement, readQuestionnaire } from './questionnaireData'

export type QuestionnaireProps = { params: Promise<{ id: string }> }

export const questionnaireMetadata = async ({ params }: QuestionnaireProps): Promise<Metadata> => {
  const item = await readQuestionnaire((await params).id)
  return { title: item?.title ?? '問卷調查' }
}

/**
 * /questionnaire/{id}: the introduction, then the filling (statement, respondent, groups by
 * jumps). The round is the one containing now; outside every round or when not fillable the
 * page says so and shows no form (the server refuses such answers too).
 */
export async function QuestionnairePage({ params }: QuestionnaireProps) {
  const item = await readQuestionnaire((await params).id)
  if (!item) notFound()
  const state = fillState(item)
  const statement = item.enabledStatement ? await readPrivacyStatement() : ''
  return (
    <article aria-labelledby="questionnaire-item-title">
      <Breadcrumbs items={[{ label: '問卷調查', href: '/questionnaire' }, { label: item.title }]} />
      <h1 id="questionnaire-item-title">{item.title}</h1>
      {item.description ? <p className="qf-description">{item.description}</p> : null}
      <BlockRenderer blocks={item.blocks} />
      {state.ok ? (
        <>
          {state.round.title ? <p className="meta">本次填答：{state.round.title}</p> : null}
          <FormFiller
            conclusion={item.conclusion}
            statement={
              item.enabledStatement
                ? statement || '填寫本問卷即表示您同意本館依個人資料保護法蒐集、處理及利用您填寫的資料。'
                : ''
            }
            structure={item.questionGroups}
            submitExtra={{ questionnaireId: item._id }}
            submitUrl="/api/public/questionnaire-answers"
          />
        </>
      ) : (
        <p className="questionnaire-closed" role="status">
          {state.message}
        </p>
      )}
      <p>
        <a href="/questionnaire">回問卷列表</a>
      </p>
    </article>
  )
}
