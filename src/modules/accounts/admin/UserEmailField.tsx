'use client'

import { EmailField, FieldPathContext } from '@payloadcms/ui'
import type { EmailFieldValidation } from 'payload'
import { email } from 'payload/shared'
import React from 'react'

import { LABEL, MSG } from '@/i18n/messages'

/** The spec's required text first, then Payload's own email check. */
const validate: EmailFieldValidation = (value, options) =>
  typeof value === 'string' && value.trim() !== '' ? email(value, options) : MSG.required(LABEL.email)

/**
 * The account's email on the user-management screen. Accounts log in with their
 * username, so Payload's auth block leaves its own email input out; the contract and the
 * server's rule (hooks.ts `requireEmailFromPeople`) still require one, so the screen asks for it.
 */
export const UserEmailField: React.FC = () => (
  // The ui field's own path (emailInput) would otherwise win over `path`.
  <FieldPathContext value="email">
    <EmailField
      field={{ name: 'email', label: LABEL.email, required: true, admin: { autoComplete: 'off' } }}
      path="email"
      schemaPath="email"
      validate={validate}
    />
  </FieldPathContext>
)
