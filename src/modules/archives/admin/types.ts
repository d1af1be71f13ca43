/**
 * The archive contract as the admin screens see it (docs/archive-api.md). Type-only imports of
 * the services, so the screens follow the server's shapes without bundling server code.
 */
import type { FolderAction, ItemAction } from '../rules'
import type { FolderListing } from '../folders'
import type { ArchiveSettingsView } from '../settings'
import type { ArchiveItemView, Crumb } from '../views'

export type ArchiveItem = ArchiveItemView
export type ArchiveListing = FolderListing
export type ArchiveCrumb = Crumb
export type ArchiveSettings = ArchiveSettingsView
export type { FolderAction, ItemAction }

/** Any action the action bar can show. */
export type ArchiveAction = FolderAction | ItemAction

export type AuthMode = ArchiveItem['auth']

export type RoleOption = { _id: string; name: string }

/** What a file field may pick (image, documents, any). */
export type { FileTypeFilter } from '@/lib/fileTypes'
