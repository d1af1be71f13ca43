import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { FLAGS, can } from '@/access'
import { ADMIN_BASE, AUTH_ROUTES } from '@/admin/routeTable'
import { AdminTemplate, ForbiddenScreen, withRoles } from '@/admin/moduleViews'
import { type PickerQuestionnaire, pickerQuestionnaires } from './pickerOptions'

const firstOf = (value: unknown): string | undefined =>
  Array.isArray(value) ? (value[0] as string | undefined) : typeof value === 'string' ? value : undefined

/**
 * The frame of both answer screens: sign-in redirect, the `questionnaires.read` check, the
 * admin template, and the questionnaires for the pickers (`?questionnaireId=` preselects one).
 */
export const answersScreen = async (
  props: AdminViewServerProps,
  route: { path: string; title: string },
  render: (questionnaires: PickerQuestionnaire[], initialId: string | undefined) => React.ReactNode,
) => {
  const { req } = props.initPageResult
  const user = await withRoles(req.payload, req.user)
  if (!user) redirect(`${ADMIN_BASE}/${AUTH_ROUTES.login}?nextUrl=${encodeURIComponent(`${ADMIN_BASE}/${route.path}`)}`)
  if (!can(user, FLAGS.questionnaires.read)) return <ForbiddenScreen title={route.title} />
  const questionnaires = await pickerQuestionnaires(req.payload)
  return (
    <AdminTemplate props={props} viewType={route.path}>
      {render(questionnaires, firstOf(props.searchParams?.questionnaireId))}
    </AdminTemplate>
  )
}
