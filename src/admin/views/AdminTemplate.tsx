import { DefaultTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'
import React from 'react'

/**
 * A custom admin view inside Payload's default template (side menu and header), as the archive
 * manager and the review screen use it.
 */
export const AdminTemplate: React.FC<{ props: AdminViewServerProps; viewType: string; children: React.ReactNode }> = ({
  props,
  viewType,
  children,
}) => {
  const { initPageResult, params, searchParams, viewActions } = props
  const { req, permissions, visibleEntities, locale } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      viewActions={viewActions ?? req.payload.config.admin.components.actions}
      viewType={viewType as never}
      visibleEntities={{ collections: visibleEntities?.collections, globals: visibleEntities?.globals }}
    >
      {children}
    </DefaultTemplate>
  )
}
