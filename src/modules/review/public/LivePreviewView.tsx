'use client'

import { useLivePreview } from '@payloadcms/live-preview-react'
import React from 'react'

import { BlockRenderer } from '@/components/blocks/BlockRenderer'
import { FormFiller } from '@/components/public/forms/FormFiller'
import { checkStructure } from '@/forms/structure'

export type PreviewDoc = {
  title?: string | null
  question?: string | null
  description?: string | null
  blocks?: unknown
  questionGroups?: unknown
  conclusion?: string | null
}

/** A questionnaire's groups as the visitor fills them; while the structure has a problem, the problem. */
const QuestionsPreview: React.FC<{ questionGroups: unknown; conclusion?: string | null }> = ({
  questionGroups,
  conclusion,
}) => {
  const structure = checkStructure(questionGroups)
  if (!structure.ok) return <p role="status">題目設定尚有錯誤，修正後即可預覽：{structure.errors[0]?.message}</p>
  // A changed structure starts the preview over (answers to questions that moved would mislead).
  return (
    <FormFiller
      conclusion={conclusion ?? ''}
      key={JSON.stringify(structure.value)}
      preview
      structure={structure.value}
      submitUrl=""
    />
  )
}

/**
 * The document as the editor types it (Payload live preview: the admin posts the form's data to
 * this frame), rendered with the public site's block renderer.
 */
export const LivePreviewView: React.FC<{ initialData: PreviewDoc; serverURL: string }> = ({
  initialData,
  serverURL,
}) => {
  const { data } = useLivePreview<PreviewDoc>({ initialData, serverURL, depth: 0 })
  const title = data.title || data.question || '（尚未輸入標題）'
  return (
    <article aria-labelledby="preview-title">
      <p className="preview-note" role="note">
        預覽：此畫面顯示編輯中的內容，尚未發布。
      </p>
      <h1 id="preview-title">{title}</h1>
      {data.description ? <p>{data.description}</p> : null}
      <BlockRenderer blocks={data.blocks} preview />
      {data.questionGroups !== undefined ? (
        <QuestionsPreview conclusion={data.conclusion} questionGroups={data.questionGroups} />
      ) : null}
    </article>
  )
}
