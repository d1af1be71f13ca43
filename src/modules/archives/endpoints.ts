import { type Endpoint, addDataAndFileToRequest } from 'payload'

import { FLAGS } from '../../access'
import { createFolder, createRootFolder, folderTree, listFolder, modifyRootFolder, rootFolders } from './folders'
import { moveFiles, rename } from './items'
import { getSettings, saveSettings } from './settings'
import { removeFiles, removeFolder, restoreFiles } from './trash'
import { uploadFile } from './upload'
import { ancestorsOf, findVisible, viewsOf } from './views'
import {
  archiveListQuerySchema,
  archiveSettingsSchema,
  changeNameSchema,
  createFolderSchema,
  createRootFolderSchema,
  modifyRootFolderSchema,
  moveFilesSchema,
  removeFilesSchema,
  restoreFilesSchema,
  uploadQuerySchema,
} from './schemas'
import { endpoint, ok, readBody } from '../../endpoints/http'
import { readQuery, routeParam } from '../../endpoints/query'

/** The archive manager's calls (spec doc 1 §7 "Archives"; docs/archive-api.md). Rules live in the services. */
const ARCHIVES = { flag: FLAGS.archives.auth }
const base = '/shennong/archives'

const ids = (list: { _id: string }[]) => list.map((item) => item._id)

export const archiveEndpoints: Endpoint[] = [
  endpoint('get', base, ARCHIVES, async (req) => {
    const query = readQuery(req, archiveListQuerySchema)
    const listing = await listFolder(req, 'search', { ...query, limit: query.limit >= Number.MAX_SAFE_INTEGER ? 10 : query.limit })
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
  endpoint('get', `${base}/folders-tree/:id`, ARCHIVES, async (req) => ok((await folderTree(req, routeParam(req, 'id')))[0] ?? null)),
  endpoint('get', `${base}/list/:folderId`, ARCHIVES, async (req) =>
    ok(await listFolder(req, routeParam(req, 'folderId'), readQuery(req, archiveListQuerySchema))),
  ),
  endpoint('post', `${base}/change-name`, ARCHIVES, async (req) => ok(await rename(req, await readBody(req, changeNameSchema)))),
  endpoint('post', `${base}/move-files`, ARCHIVES, async (req) => {
    const body = await readBody(req, moveFilesSchema)
    return ok(await moveFiles(req, { fromFolderId: body.fromFolderId, toFolderId: body.toFolderId, ids: ids(body.archives) }))
  }),
  endpoint('post', `${base}/remove-files`, ARCHIVES, async (req) => {
    const body = await readBody(req, removeFilesSchema)
    return ok(await removeFiles(req, { folderId: body.folderId, ids: ids(body.archives), force: body.force }))
  }),
  endpoint('post', `${base}/restore-files`, ARCHIVES, async (req) => ok(await restoreFiles(req, ids((await readBody(req, restoreFilesSchema)).archives)))),
  ...(['put', 'post'] as const).flatMap((method) => [
    endpoint(method, `${base}/create-root-folder`, ARCHIVES, async (req) => ok(await createRootFolder(req, await readBody(req, createRootFolderSchema)))),
    endpoint(method, `${base}/create-folder`, ARCHIVES, async (req) => ok(await createFolder(req, await readBody(req, createFolderSchema)))),
  ]),
  endpoint('post', `${base}/modify-root-folder`, ARCHIVES, async (req) => ok(await modifyRootFolder(req, await readBody(req, modifyRootFolderSchema)))),
  endpoint('delete', `${base}/remove-root-folder/:id`, ARCHIVES, async (req) => ok(await removeFolder(req, routeParam(req, 'id'), true))),
  endpoint('delete', `${base}/remove-folder/:id`, ARCHIVES, async (req) => ok(await removeFolder(req, routeParam(req, 'id'), false))),
  endpoint('post', `${base}/upload`, ARCHIVES, async (req) => {
    const target = readQuery(req, uploadQuerySchema)
    await addDataAndFileToRequest(req)
    const file = req.file ? { name: req.file.name, data: req.file.data, size: req.file.size } : undefined
    return ok(await uploadFile(req, target, file))
  }),
  endpoint('get', '/shennong/archives-settings', ARCHIVES, async (req) => ok(await getSettings(req))),
  endpoint('post', '/shennong/archives-settings', ARCHIVES, async (req) => ok(await saveSettings(req, await readBody(req, archiveSettingsSchema)))),
]
