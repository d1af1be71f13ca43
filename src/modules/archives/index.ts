import { defineModule } from '@/modules/define'
import { ArchivesSettings } from './collections/archivesSettings'
import { Archives } from './collections/archives'
import { archiveEndpoints } from './endpoints'
import { archivesManifest } from './manifest'
import { PURGE_QUEUE, purgeTempFilesTask, scheduleTempPurge } from './purge'
import { publicArchiveEndpoints } from './publicEndpoints'
import { ensureSystemFolders } from './systemFolders'

/**
 * 檔案管理: folders and files with per-folder auth, the recycle bin, the temp folder and its
 * daily purge (docs/archive-api.md). The services are split by concern:
 * `folders` (listings, tree, creating folders), `items` (rename, move), `trash` (delete,
 * restore), `settings`, `purge` (the temp purge and its job) and `upload`, over `rules` (pure
 * permission rules), `views` (what the caller sees), `storage` and `queries`.
 */
export const archivesModule = defineModule(archivesManifest, {
  collections: [Archives],
  globals: [ArchivesSettings],
  endpoints: [...archiveEndpoints, ...publicArchiveEndpoints],
  tasks: [purgeTempFilesTask],
  // Every five minutes the task checks whether today's deletion time has come (docs/decisions.md).
  autoRun: [{ cron: '*/5 * * * *', queue: PURGE_QUEUE, limit: 1 }],
  adminViews: {
    archiveManager: {
      Component: '/modules/archives/admin/ArchiveView#ArchiveView',
      path: '/archive-management',
      meta: { title: '檔案管理' },
    },
  },
  onInit: async (payload) => {
    await ensureSystemFolders(payload)
    await scheduleTempPurge(payload)
  },
})

export { ARCHIVE_MSG } from './messages'
export { FLUSH_INTERVAL_MS, countDownload, flushDownloadCounts, pendingDownloads } from './downloadCounts'
export {
  ACCEPTED_EXTENSIONS,
  DOCUMENT_EXTENSIONS,
  IMAGE_EXTENSIONS,
  contentMatches,
  responseMimeType,
  sniffMimeType,
} from './fileTypes'
export {
  type Actor,
  type AuthMode,
  type FolderAction,
  type ItemAction,
  MODULE_PRIVATE_FOLDERS,
  type RuleItem,
  SYSTEM_FOLDERS,
  type SystemFolderKey,
  canReadAuth,
  distinctName,
  folderActions,
  isModulePrivateFolder,
  itemActions,
  purgeDue,
  sanitizeName,
  tempFileDeletable,
} from './rules'
export { isUnderModulePrivate, modulePrivateFolderIds } from './modulePrivate'
export { storageReady } from './storage'
export { archiveRoot } from './storage'
export { findChildren } from './queries'
export { type ArchiveItemView, type Crumb } from './views'
export { type FolderListing, type ListOptions, listFolder } from './folders'
export { type ArchiveSettingsView } from './settings'
export { ensureSystemFolders } from './systemFolders'
export { PURGE_TASK, purgeTempFiles, purgeTempFilesIfDue, purgeTempFilesTask, scheduleTempPurge } from './purge'
export { type IncomingFile, maxUploadBytes, uploadFile } from './upload'
export { openStored, removeStored, storeFile } from './storage'
export { demoImageResolver } from './demoImages'
