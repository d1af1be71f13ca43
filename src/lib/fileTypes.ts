/**
 * File-type lists shared by the server (upload checks, listings) and the admin screens (upload
 * filter, picker filter). Plain data: safe in client bundles. The content check of each accepted
 * extension is in src/modules/archives/fileTypes.ts.
 */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const
export const DOCUMENT_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'odt',
  'ods',
  'odp',
  'csv',
  'txt',
] as const
/** Everything the archive accepts: images, documents and zip. */
export const UPLOAD_EXTENSIONS = [...IMAGE_EXTENSIONS, ...DOCUMENT_EXTENSIONS, 'zip'] as const

export type FileTypeFilter = 'image' | 'documents' | 'any'

/** The extensions a picker filter admits (`undefined`: any). */
export const extensionsFor = (fileType: FileTypeFilter): readonly string[] | undefined =>
  fileType === 'image' ? IMAGE_EXTENSIONS : fileType === 'documents' ? DOCUMENT_EXTENSIONS : undefined

export const isImageExtension = (extension: string): boolean =>
  (IMAGE_EXTENSIONS as readonly string[]).includes(extension.toLowerCase())

/** The lower-case extension of a file name ('' when it has none or is a dot-file). */
export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
}
