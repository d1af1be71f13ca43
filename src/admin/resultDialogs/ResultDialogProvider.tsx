import { getTranslation } from '@payloadcms/translations'
import type { ServerProps } from 'payload'
import React from 'react'

import { ALL_ADMIN_ROUTES } from '../routeTable'
import { ResultDialogHost } from './ResultDialogHost'
import type { Subject } from '@/ui/resultDialogs/operations'

/**
 * The admin provider behind the result dialogs (registered in src/config/buildAppConfig.ts):
 * on the server it names each screen's record kind (a collection's or global's singular label,
 * by spec path and by Payload path), the client host does the rest.
 */
export const ResultDialogProvider = ({ payload, i18n, children }: ServerProps & { children?: React.ReactNode }) => {
  const labels = new Map<string, string>()
  for (const collection of payload.config.collections) {
    labels.set(`collections/${collection.slug}`, getTranslation(collection.labels.singular, i18n))
  }
  for (const global of payload.config.globals) {
    labels.set(`globals/${global.slug}`, getTranslation(global.label, i18n))
  }
  const subjects: Subject[] = [...labels].map(([path, label]) => ({ path, label }))
  for (const route of ALL_ADMIN_ROUTES) {
    const key = route.collection ? `collections/${route.collection}` : route.global ? `globals/${route.global}` : null
    const label = key ? labels.get(key) : undefined
    if (label && !route.customView) subjects.push({ path: route.path, label })
  }
  return <ResultDialogHost subjects={subjects}>{children}</ResultDialogHost>
}
