import type { PayloadRequest } from 'payload'

import { FLAGS, can, userOf } from '@/access'
import { AppError } from '@/lib/errors'
import type { ArchivesSetting } from '@/payload-types'
import { ARCHIVE_MSG } from './messages'

/** The temp-folder settings: protection minutes and the daily deletion time. */

export type ArchiveSettingsView = {
  tempFilesProtectionMinutes: number
  tempFilesDeletionTime: { hour: number; minute: number }
}

/** The stored settings, as the caller's request reads them. */
export const settingsOf = async (req: PayloadRequest): Promise<ArchivesSetting> =>
  req.payload.findGlobal({ slug: 'archives-settings', depth: 0, overrideAccess: true, req })

const settingsView = (s: ArchivesSetting): ArchiveSettingsView => ({
  tempFilesProtectionMinutes: s.tempFilesProtectionMinutes,
  tempFilesDeletionTime: { hour: s.tempFilesDeletionTime.hour, minute: s.tempFilesDeletionTime.minute },
})

export const getSettings = async (req: PayloadRequest): Promise<ArchiveSettingsView> =>
  settingsView(await settingsOf(req))

export const saveSettings = async (req: PayloadRequest, input: ArchiveSettingsView): Promise<ArchiveSettingsView> => {
  if (!can(userOf(req), FLAGS.archives.root_folders.auth)) throw new AppError(403, ARCHIVE_MSG.forbidden)
  const saved = await req.payload.updateGlobal({
    slug: 'archives-settings',
    data: input,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return settingsView(saved)
}
