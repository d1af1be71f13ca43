import { z } from 'zod'

import { ARCHIVE_MSG } from './messages'
import { PICKER_MODULE_KEYS } from './pickerModules'
import { MSG } from '@/i18n/messages'
import { objectIdField, requiredText } from '@/validation'

/** Bodies and queries of the archive calls (docs/archive-api.md). */

const idRef = z.object({ _id: objectIdField('檔案') })
const idList = z.array(idRef, { error: MSG.required('檔案') }).min(1, { error: MSG.required('檔案') })
const authMode = z.enum(['Public', 'Internal', 'Roles'], { error: ARCHIVE_MSG.authRequired })
const roleIds = z.array(objectIdField('角色')).default([])

export const changeNameSchema = z.object({ _id: objectIdField('檔案'), name: requiredText('名稱') })

export const moveFilesSchema = z.object({
  fromFolderId: objectIdField('來源資料夾'),
  toFolderId: objectIdField('目標資料夾'),
  archives: idList,
})

export const removeFilesSchema = z.object({
  folderId: z
    .string()
    .trim()
    .min(1, { error: MSG.required('資料夾') }),
  archives: idList,
  force: z.boolean().default(false),
})

export const restoreFilesSchema = z.object({ archives: idList })

export const createRootFolderSchema = z.object({ name: requiredText('名稱'), auth: authMode, authRoles: roleIds })

/** The spec's body is `name, _id, authRoles`: `auth` may be left out and is then unchanged. */
export const modifyRootFolderSchema = z.object({
  _id: objectIdField('資料夾'),
  name: requiredText('名稱'),
  auth: authMode.optional(),
  authRoles: roleIds,
})

export const createFolderSchema = z.object({ parentFolderId: objectIdField('上層資料夾'), name: requiredText('名稱') })

const intIn = (label: string, min: number, max: number) =>
  z
    .number({ error: MSG.required(label) })
    .int({ error: `${label}必須為整數` })
    .min(min, { error: MSG.min(min) })
    .max(max, { error: MSG.max(max) })

export const archiveSettingsSchema = z.object({
  tempFilesProtectionMinutes: intIn('保護時間', 0, 525_600),
  tempFilesDeletionTime: z.object(
    { hour: intIn('時', 0, 23), minute: intIn('分', 0, 59) },
    { error: MSG.required('每日刪除時間') },
  ),
})

const flag = z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean())

export const archiveListQuerySchema = z.object({
  page: z.coerce
    .number({ error: '頁碼必須為數字' })
    .int()
    .min(1, { error: MSG.min(1) })
    .default(1),
  limit: z.coerce
    .number({ error: '每頁筆數必須為數字' })
    .int()
    .min(1, { error: MSG.min(1) })
    .max(Number.MAX_SAFE_INTEGER)
    .default(Number.MAX_SAFE_INTEGER),
  keyword: z.preprocess((v) => (typeof v === 'string' && v.trim() ? v.trim() : undefined), z.string().optional()),
  view: z.enum(['manage', 'picker']).default('manage'),
  fileType: z.enum(['image', 'documents', 'any']).default('any'),
  includeModuleFolders: flag.default(false),
})

export const uploadQuerySchema = z.object({
  module: z
    .string()
    .trim()
    .min(1, { error: MSG.required('模組') }),
  folderId: z.preprocess(
    (v) => (v === '' || v === 'null' || v === undefined ? null : v),
    objectIdField('資料夾').nullable(),
  ),
})

/** The module whose picker a screen opens (./pickerModules.ts); any other name is a 400. */
const pickerModule = z.enum(PICKER_MODULE_KEYS, { error: ARCHIVE_MSG.unknownModule })

export const pickerListQuerySchema = archiveListQuerySchema.omit({ view: true }).extend({ module: pickerModule })

export const pickerFolderQuerySchema = z.object({ module: pickerModule })

export const pickerUploadQuerySchema = z.object({ module: pickerModule, folderId: uploadQuerySchema.shape.folderId })
