import { fileTypeFromBuffer } from 'file-type'

/**
 * Accepted upload types (decided in docs/decisions.md): each extension with the content
 * type its bytes must show. Checked by content (magic bytes), not by the name alone.
 */
export const ACCEPTED_TYPES = {
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  pdf: ['application/pdf'],
  doc: ['application/x-cfb'],
  xls: ['application/x-cfb'],
  ppt: ['application/x-cfb'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/zip'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/zip'],
  pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation', 'application/zip'],
  odt: ['application/vnd.oasis.opendocument.text', 'application/zip'],
  ods: ['application/vnd.oasis.opendocument.spreadsheet', 'application/zip'],
  odp: ['application/vnd.oasis.opendocument.presentation', 'application/zip'],
  zip: ['application/zip'],
  csv: ['text/plain'],
  txt: ['text/plain'],
} as const satisfies Record<string, readonly string[]>

export type AcceptedExtension = keyof typeof ACCEPTED_TYPES

export const ACCEPTED_EXTENSIONS = Object.keys(ACCEPTED_TYPES) as AcceptedExtension[]
export { DOCUMENT_EXTENSIONS, IMAGE_EXTENSIONS, isImageExtension } from '@/lib/fileTypes'

const MIME_FOR_RESPONSE: Record<AcceptedExtension, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  zip: 'application/zip',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
}

/** An own key of the table: `constructor`, `__proto__` or `toString` are not extensions. */
export const isAccepted = (extension: string): extension is AcceptedExtension =>
  Object.hasOwn(ACCEPTED_TYPES, extension)

export const responseMimeType = (extension: string): string =>
  isAccepted(extension) ? MIME_FOR_RESPONSE[extension] : 'application/octet-stream'

/** Text files have no magic bytes: valid UTF-8 (or UTF-8 with BOM) without NUL bytes. */
const looksLikeText = (data: Buffer): boolean => {
  if (data.includes(0)) return false
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data)
    return true
  } catch {
    return false
  }
}

/** The content type the bytes show, or `null` when they match none of the accepted kinds. */
export const sniffMimeType = async (data: Buffer): Promise<string | null> => {
  const detected = await fileTypeFromBuffer(data)
  if (detected) return detected.mime
  return looksLikeText(data) ? 'text/plain' : null
}

/** Whether the bytes are what the extension claims. */
export const contentMatches = async (extension: AcceptedExtension, data: Buffer): Promise<boolean> => {
  const sniffed = await sniffMimeType(data)
  return sniffed !== null && (ACCEPTED_TYPES[extension] as readonly string[]).includes(sniffed)
}
