'use client'

import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'
import React from 'react'

import type { QuestionGroup } from '@/forms/types'
import { QuestionGroupsEditor, editableGroups } from './QuestionGroupsEditor'

/**
 * The `questionGroups` json field of questionnaires (and of the recommendation questionnaire)
 * as the builder: Payload's field state holds the groups; the field's server validation
 * (src/forms/structure.ts) refuses a save with the same messages the builder shows inline.
 */
export const QuestionGroupsField: JSONFieldClientComponent = ({ field, path, readOnly }) => {
  const { value, setValue, showError, errorMessage } = useField<QuestionGroup[]>({ path })
  const label = typeof field.label === 'string' ? field.label : field.name
  const description = typeof field.admin?.description === 'string' ? field.admin.description : undefined
  return (
    <div className="field-type json qb-field">
      <FieldLabel label={label} path={path} />
      {description ? <FieldDescription description={description} path={path} /> : null}
      {showError ? <FieldError message={errorMessage} path={path} showError /> : null}
      <QuestionGroupsEditor
        disabled={Boolean(readOnly || field.admin?.readOnly)}
        label={label}
        onChange={(groups) => setValue(groups)}
        value={editableGroups(value)}
      />
    </div>
  )
}
