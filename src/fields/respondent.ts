import type { GroupField } from 'payload'

import { FIELD_LABEL } from '@/i18n/modules'
import { emailField, textField } from './common'

/**
 * Who filled a public form: feedback, recommendation and
 * questionnaire answers. The password a visitor types to prove their library account is
 * checked by the endpoint and never stored.
 */
export const respondentGroup = (): GroupField => ({
  name: 'respondent',
  label: FIELD_LABEL.respondent,
  type: 'group',
  fields: [
    textField('name', FIELD_LABEL.respondentName, { required: true }),
    emailField('email', FIELD_LABEL.email, { required: true }),
    textField('phoneNumber', FIELD_LABEL.phoneNumber),
    textField('username', FIELD_LABEL.username),
    textField('primaryDepartment', FIELD_LABEL.primaryDepartment),
    textField('secondaryDepartment', FIELD_LABEL.secondaryDepartment),
    textField('jobTitle', FIELD_LABEL.jobTitle),
    textField('jobCategory', FIELD_LABEL.jobCategory),
  ],
})
