'use client'

import { SetStepNav } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import React, { useCallback, useMemo } from 'react'

import { ArchiveBrowser } from './ArchiveBrowser'
import { ARCHIVE_BASE, type ArchiveLocation, type FolderPath, type Query, locationHref, locationOf } from './state'

type Props = {
  folderPath: FolderPath
  query: Query
  canEditSettings: boolean
  maxUploadBytes: number
}

/**
 * /shennong/archive-management/{folderPath}: the manager with its place in the address — folder
 * (id, `search` with `keyword`, `recycle-bin`), `layoutType` and the module-folder toggle.
 */
export const ArchiveManager: React.FC<Props> = ({ folderPath, query, canEditSettings, maxUploadBytes }) => {
  const router = useRouter()
  const location = useMemo(() => locationOf(folderPath, query), [folderPath, query])
  const hrefOf = useCallback((next: ArchiveLocation) => locationHref(next, query), [query])
  const navigate = useCallback((next: ArchiveLocation) => router.push(hrefOf(next)), [router, hrefOf])

  return (
    <div className="shennong-archive-page">
      <SetStepNav nav={[{ label: '檔案管理', url: ARCHIVE_BASE }]} />
      <ArchiveBrowser
        canEditSettings={canEditSettings}
        heading="檔案管理"
        hrefOf={hrefOf}
        location={location}
        maxUploadBytes={maxUploadBytes}
        onNavigate={navigate}
        variant="manage"
      />
    </div>
  )
}
