import type { Endpoint, PayloadRequest } from 'payload'

import { FLAGS } from '@/access'
import { readMultipart } from '@/endpoints/multipart'
import { createFolder, createRootFolder, folderTree, listFolder, modifyRootFolder, rootFolders } from './folders'
import { moveFiles, rename } from './items'
import { getSettings, saveSettings } from './settings'
import { removeFiles, removeFolder, restoreFiles } from './trash'
import { pickerFolder, pickerListing, pickerUpload } from './picker'
import { PICKER_MODULE_KEYS, pickerModuleSpec } from './pickerModules'
import { type IncomingFile, uploadFile } from './upload'
import { ancestorsOf, findVisible, viewsOf } from './views'
import {
  archiveListQuerySchema,
  archiveSettingsSchema,
  changeNameSchema,
  createFolderSchema,
  createRootFolderSchema,
  modifyRootFolderSchema,
  moveFilesSchema,
  pickerFolderQuerySchema,
  pickerListQuerySchema,
  pickerUploadQuerySchema,
  removeFilesSchema,
  restoreFilesSchema,
  uploadQuerySchema,
} from './schemas'
import { endpoint, ok, readBody } from '@/endpoints/http'
import { readQuery, routeParam } from '@/endpoints/query'

/** The archive manager's calls (docs/archive-api.md). Rules live in the services. */
const ARCHIVES = { flag: FLAGS.archives.auth }
const base = '/shennong/archives'

const ids = (list: { _id: string }[]) => list.map((item) => item._id)

/** The multipart field `file` of an upload. */
const uploadedFile = async (req: PayloadRequest): Promise<IncomingFile | undefined> => {
  // The platform's bounded reader: Payload's could throw outside the request.
  await readMultipart(req)
  return req.file ? { name: req.file.name, data: req.file.data, size: req.file.size } : undefined
}

/**
 * The picker of a module's screens: the guard admits archive users and the editors
 * of any picker module; the service then checks the flag of the module `?module=` names
 * (./pickerModules.ts). Read-only, plus uploads into the module's special folder.
 */
const PICKER = {
  anyOf: [...new Set([FLAGS.archives.auth, ...PICKER_MODULE_KEYS.map((key) => pickerModuleSpec(key).flag)])],
}

const pickerEndpoints: Endpoint[] = [
  endpoint('get', `${base}/picker/list/:folderId`, PICKER, async (req) => {
    const { module, ...options } = readQuery(req, pickerListQuerySchema)
    return ok(await pickerListing(req, module, routeParam(req, 'folderId'), options))
  }),
  endpoint('get', `${base}/picker/folders/:id`, PICKER, async (req) =>
    ok(await pickerFolder(req, readQuery(req, pickerFolderQuerySchema).module, routeParam(req, 'id'))),
  ),
  endpoint('post', `${base}/picker/upload`, PICKER, async (req) => {
    const { module, folderId } = readQuery(req, pickerUploadQuerySchema)
    return ok(await pickerUpload(req, module, folderId, await uploadedFile(req)))
  }),
]

export const archiveEndpoints: Endpoint[] = [
  endpoint('get', base, ARCHIVES, async (req) => {
    const query = readQuery(req, archiveListQuerySchema)
    const listing = await listFolder(req, 'search', {
      ...query,
      limit: query.limit >= Number.MAX_SAFE_INTEGER ? 10 : query.limit,
    })
    return ok({ data: listing.data, total: listing.total, page: listing.page, limit: listing.limit })
  }),
  endpoint('get', `${base}/folders`, ARCHIVES, async (req) => {
    const query = readQuery(req, archiveListQuerySchema)
    return ok(await rootFolders(req, query.includeModuleFolders))
  }),
  endpoint('get', `${base}/folders/:id`, ARCHIVES, async (req) => {
    const doc = await findVisible(req, routeParam(req, 'id'))
    const [view] = await viewsOf(req, [doc])
    return ok({ ...view, ancestors: await ancestorsOf(req, doc) })
  }),
  endpoint('get', `${base}/folders-tree`, ARCHIVES, async (req) => ok(await folderTree(req))),
  endpoint('get', `${base}/folders-tree/:id`, ARCHIVES, async (req) =>
    ok((await folderTree(req, routeParam(req, 'id')))[0] ?? null),
  ),
  endpoint('get', `${base}/list/:folderId`, ARCHIVES, async (req) =>
    ok(await listFolder(req, routeParam(req, 'folderId'), readQuery(req, archiveListQuerySchema))),
  ),
  endpoint('post', `${base}/change-name`, ARCHIVES, async (req) =>
    ok(await rename(req, await readBody(req, changeNameSchema))),
  ),
  endpoint('post', `${base}/move-files`, ARCHIVES, async (req) => {
    const body = await readBody(req, moveFilesSchema)
    return ok(
      await moveFiles(req, { fromFolderId: body.fromFolderId, toFolderId: body.toFolderId, ids: ids(body.archives) }),
    )
  }),
  endpoint('post', `${base}/remove-files`, ARCHIVES, async (req) => {
    const body = await readBody(req, removeFilesSchema)
    return ok(await removeFiles(req, { folderId: body.folderId, ids: ids(body.archives), force: body.force }))
  }),
  endpoint('post', `${base}/restore-files`, ARCHIVES, async (req) =>
    ok(await restoreFiles(req, ids((await readBody(req, restoreFilesSchema)).archives))),
  ),
  ...(['put', 'post'] as const).flatMap((method) => [
    endpoint(method, `${base}/create-root-folder`, ARCHIVES, async (req) =>
      ok(await createRootFolder(req, await readBody(req, createRootFolderSchema))),
    ),
    endpoint(method, `${base}/create-folder`, ARCHIVES, async (req) =>
      ok(await createFolder(req, await readBody(req, createFolderSchema))),
    ),
  ]),
  endpoint('post', `${base}/modify-root-folder`, ARCHIVES, async (req) =>
    ok(await modifyRootFolder(req, await readBody(req, modifyRootFolderSchema))),
  ),
  endpoint('delete', `${base}/remove-root-folder/:id`, ARCHIVES, async (req) =>
    ok(await removeFolder(req, routeParam(req, 'id'), true)),
  ),
  endpoint('delete', `${base}/remove-folder/:id`, ARCHIVES, async (req) =>
    ok(await removeFolder(req, routeParam(req, 'id'), false)),
  ),
  endpoint('post', `${base}/upload`, ARCHIVES, async (req) => {
    const target = readQuery(req, uploadQuerySchema)
    return ok(await uploadFile(req, target, await uploadedFile(req)))
  }),
  endpoint('get', '/shennong/archives-settings', ARCHIVES, async (req) => ok(await getSettings(req))),
  endpoint('post', '/shennong/archives-settings', ARCHIVES, async (req) =>
    ok(await saveSettings(req, await readBody(req, archiveSettingsSchema))),
  ),
  ...pickerEndpoints,
]
