import { notFound, redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { FLAGS, can } from '@/access'
import { maxUploadBytes } from '../upload'
import { AUTH_ROUTES, ADMIN_BASE } from '@/admin/routeTable'
import { AdminTemplate, ForbiddenScreen, withRoles } from '@/admin/moduleViews'
import { ArchiveManager } from './ArchiveManager'
import { archiveHref, parseFolderPath, toQuery } from './state'

/**
 * /shennong/archive-management/{folderPath}: a signed-in user
 * holding the archive flag gets the manager inside the admin's default template (side menu and
 * header); anyone else is refused. The API checks every call again.
 */
export const ArchiveView = async (props: AdminViewServerProps) => {
  const { initPageResult, params, searchParams } = props
  const { req } = initPageResult
  const segments = Array.isArray(params?.segments) ? params.segments : []
  const folderPath = parseFolderPath(segments.slice(1))
  const query = toQuery(searchParams)

  const user = await withRoles(req.payload, req.user)
  if (!user) {
    const here = archiveHref(folderPath ?? 'root', query)
    redirect(`${ADMIN_BASE}/${AUTH_ROUTES.login}?nextUrl=${encodeURIComponent(here)}`)
  }
  if (!can(user, FLAGS.archives.auth)) return <ForbiddenScreen title="檔案管理" />
  if (folderPath === null) notFound()

  return (
    <AdminTemplate props={props} viewType="archive-management">
      <ArchiveManager
        canEditSettings={can(user, FLAGS.archives.root_folders.auth)}
        folderPath={folderPath}
        maxUploadBytes={maxUploadBytes()}
        query={query}
      />
    </AdminTemplate>
  )
}
