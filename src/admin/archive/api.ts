'use client'

import { ARCHIVE_API } from './state'
import type { ArchiveItem, ArchiveListing, ArchiveSettings, RoleOption } from './types'

/** A failed call: the server's message when it sent one, otherwise the HTTP status (spec doc 1 §8). */
export class ArchiveApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export const request = async <T>(method: Method, path: string, body?: unknown, signal?: AbortSignal): Promise<T> => {
  let response: Response
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    })
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    throw new ArchiveApiError('網路連線失敗', 0)
  }
  const data = (await response.json().catch(() => ({}))) as { result?: T; message?: string }
  if (!response.ok) throw new ArchiveApiError(data.message ?? String(response.status), response.status)
  return data.result as T
}

export const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : String(error)

export const archiveApi = {
  list: (url: string, signal?: AbortSignal) => request<ArchiveListing>('GET', url, undefined, signal),
  folder: (id: string) => request<ArchiveItem & { ancestors: { _id: string; name: string }[] }>('GET', `${ARCHIVE_API}/folders/${encodeURIComponent(id)}`),
  createRootFolder: (body: { name: string; auth: ArchiveItem['auth']; authRoles: string[] }) =>
    request<ArchiveItem>('PUT', `${ARCHIVE_API}/create-root-folder`, body),
  createFolder: (body: { parentFolderId: string; name: string }) => request<ArchiveItem>('PUT', `${ARCHIVE_API}/create-folder`, body),
  modifyRootFolder: (body: { _id: string; name: string; auth: ArchiveItem['auth']; authRoles: string[] }) =>
    request<ArchiveItem>('POST', `${ARCHIVE_API}/modify-root-folder`, body),
  rename: (body: { _id: string; name: string }) => request<ArchiveItem>('POST', `${ARCHIVE_API}/change-name`, body),
  removeFiles: (body: { folderId: string; archives: { _id: string }[]; force: boolean }) =>
    request<{ removed: number; deleted: number }>('POST', `${ARCHIVE_API}/remove-files`, body),
  removeFolder: (id: string, root: boolean) =>
    request<{ removed: number }>('DELETE', `${ARCHIVE_API}/${root ? 'remove-root-folder' : 'remove-folder'}/${encodeURIComponent(id)}`),
  restoreFiles: (ids: string[]) => request<ArchiveItem[]>('POST', `${ARCHIVE_API}/restore-files`, { archives: ids.map((_id) => ({ _id })) }),
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
