import type { TextField } from 'payload'

import type { FileTypeFilter } from '@/lib/fileTypes'

/**
 * `admin` of a text field whose value is a file chosen from the archive (ArchiveFileField): the
 * picker offers `fileType` (image | documents | any) and the field stores the file's URL.
 */
export const archiveFileAdmin = (fileType: FileTypeFilter = 'image'): NonNullable<TextField['admin']> => ({
  components: { Field: '/modules/archives/admin/ArchiveFileField#ArchiveFileField' },
  custom: { fileType },
})
