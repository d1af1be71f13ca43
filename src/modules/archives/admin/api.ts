'use client'

import { AdminApiError as ArchiveApiError, adminRequest } from '@/ui/apiClient'
import type { PickerModule } from '../pickerModules'
import { ARCHIVE_API, folderUrl } from './state'
import type { ArchiveItem, ArchiveListing, ArchiveSettings, RoleOption } from './types'

export { ArchiveApiError }

export const request = adminRequest

export { messageOf } from '@/ui/apiClient'

export const archiveApi = {
  list: (url: string, signal?: AbortSignal) => request<ArchiveListing>('GET', url, undefined, signal),
  folder: (id: string, module?: PickerModule | null) =>
    request<ArchiveItem & { ancestors: { _id: string; name: string }[] }>('GET', folderUrl(id, module)),
  createRootFolder: (body: { name: string; auth: ArchiveItem['auth']; authRoles: string[] }) =>
    request<ArchiveItem>('PUT', `${ARCHIVE_API}/create-root-folder`, body),
  createFolder: (body: { parentFolderId: string; name: string }) =>
    request<ArchiveItem>('PUT', `${ARCHIVE_API}/create-folder`, body),
  modifyRootFolder: (body: { _id: string; name: string; auth: ArchiveItem['auth']; authRoles: string[] }) =>
    request<ArchiveItem>('POST', `${ARCHIVE_API}/modify-root-folder`, body),
  rename: (body: { _id: string; name: string }) => request<ArchiveItem>('POST', `${ARCHIVE_API}/change-name`, body),
  removeFiles: (body: { folderId: string; archives: { _id: string }[]; force: boolean }) =>
    request<{ removed: number; deleted: number }>('POST', `${ARCHIVE_API}/remove-files`, body),
  removeFolder: (id: string, root: boolean) =>
    request<{ removed: number }>(
      'DELETE',
      `${ARCHIVE_API}/${root ? 'remove-root-folder' : 'remove-folder'}/${encodeURIComponent(id)}`,
    ),
  restoreFiles: (ids: string[]) =>
    request<ArchiveItem[]>('POST', `${ARCHIVE_API}/restore-files`, { archives: ids.map((_id) => ({ _id })) }),
  settings: () => request<ArchiveSettings>('GET', '/api/shennong/archives-settings'),
  saveSettings: (body: ArchiveSettings) => request<ArchiveSettings>('POST', '/api/shennong/archives-settings', body),
  roles: () => request<RoleOption[]>('GET', '/api/shennong/all-roles'),
}

/**
 * Download a file through the contract's download link (it counts the download), then hand the
 * bytes to the browser under the file's name. Rejects with the server's message.
 */
export const downloadFile = async (item: Pick<ArchiveItem, 'downloadUrl' | 'name'>): Promise<void> => {
  if (!item.downloadUrl) throw new ArchiveApiError('此項目無法下載', 400)
  let response: Response
  try {
    response = await fetch(item.downloadUrl, { credentials: 'include' })
  } catch {
    throw new ArchiveApiError('網路連線失敗', 0)
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => ({}))) as { message?: string }
    throw new ArchiveApiError(data.message ?? String(response.status), response.status)
  }
  const blob = await response.blob()
  const url = URL.createObjectURL(blob)
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = item.name
  anchor.style.display = 'none'
  document.body.appendChild(anchor)
  anchor.click()
  anchor.remove()
  // Give the browser time to start the save before the object URL goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
