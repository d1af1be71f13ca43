/**
 * Upload entries of the upload panel: each file is uploading,
 * then completed at progress 100, or cancelled, or failed with a message. Progress never exceeds 100.
 */
export type UploadEntry = {
  index: number
  name: string
  type: string
  extension: string
  size: number
  progress: number
  isCancel: boolean
  error: string | null
  done: boolean
}

import { extensionOf } from '@/lib/fileTypes'

export { extensionOf }

export const capProgress = (loaded: number, total: number): number =>
  total > 0 ? Math.min(100, Math.max(0, Math.round((loaded / total) * 100))) : 0

export const newEntry = (index: number, file: { name: string; type: string; size: number }): UploadEntry => ({
  index,
  name: file.name,
  type: file.type,
  extension: extensionOf(file.name),
  size: file.size,
  progress: 0,
  isCancel: false,
  error: null,
  done: false,
})

export type UploadEvent =
  | { type: 'progress'; index: number; loaded: number; total: number }
  | { type: 'done'; index: number }
  | { type: 'cancel'; index: number }
  | { type: 'error'; index: number; message: string }

export const applyUploadEvent = (entries: UploadEntry[], event: UploadEvent): UploadEntry[] =>
  entries.map((entry) => {
    if (entry.index !== event.index || entry.done || entry.isCancel || entry.error) return entry
    switch (event.type) {
      case 'progress':
        return { ...entry, progress: Math.max(entry.progress, capProgress(event.loaded, event.total)) }
      case 'done':
        return { ...entry, progress: 100, done: true }
      case 'cancel':
        return { ...entry, isCancel: true }
      case 'error':
        return { ...entry, error: event.message }
    }
  })

/** A file the client can refuse before sending: wrong type or too large (the server checks again). */
export const precheckFile = (
  file: { name: string; size: number },
  accept: readonly string[] | undefined,
  maxBytes: number | undefined,
): string | null => {
  const extension = extensionOf(file.name)
  if (accept && accept.length > 0 && !accept.includes(extension)) return `不支援的檔案類型：${extension || '無副檔名'}`
  if (maxBytes !== undefined && file.size > maxBytes)
    return `檔案超過大小上限（${Math.round(maxBytes / 1024 / 1024)} MB）`
  return null
}
