import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ARCHIVE_MSG } from '@/modules/archives'
import { relationId } from '@/lib/relation'
import type { Archive } from '@/payload-types'
import { startTestApp, type TestApp } from '../../helpers/app'
import { ROUNDS, atOnce } from '../../helpers/atOnce'

/**
 * The archive tree where a move (or a restore) and a delete meet (docs/decisions.md
 * "Read-decide-write"): each race fired ROUNDS times at the same instant through the archive
 * manager's calls. Invariant: no item ends up in a folder that no longer exists (and none is
 * brought back after its delete), nothing is lost that the refused call promised to keep, and a
 * refused call answers its zh-TW 4xx and changes nothing.
 */

type Envelope<T> = { result: T; message?: string }
type Item = { _id: string; name: string; parentId: string | null }

let app: TestApp
let admin = ''
let adminId = ''
let folders = 0

beforeAll(async () => {
  app = await startTestApp({ autoRunJobs: false })
  admin = await app.login('admin', 'Admin@12345')
  const me = await app.payload.find({ collection: 'users', where: { username: { equals: 'admin' } }, limit: 1 })
  adminId = String(me.docs[0]!.id)
})
afterAll(async () => app?.close())

/** A root folder of the round's own: its tree is what the round checks. */
const newRoot = async (): Promise<string> => {
  folders += 1
  const res = await app.api.post<Envelope<Item>>(
    '/api/shennong/archives/create-root-folder',
    { name: `並發測試 ${folders}`, auth: 'Internal' },
    { token: admin },
  )
  expect(res.status, res.body.message).toBe(200)
  return res.body.result._id
}

const newFolder = async (parent: string): Promise<string> => {
  folders += 1
  const res = await app.api.post<Envelope<Item>>(
    '/api/shennong/archives/create-folder',
    { parentFolderId: parent, name: `資料夾 ${folders}` },
    { token: admin },
  )
  expect(res.status, res.body.message).toBe(200)
  return res.body.result._id
}

const stored = (id: string): Promise<Archive | null> =>
  app.payload.findByID({ collection: 'archives', id, depth: 0, overrideAccess: true, disableErrors: true })

const recycleBin = async () =>
  (
    await app.payload.find({
      collection: 'archives',
      where: { systemKey: { equals: 'recycle-bin' } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]

/** A file record in `parent` (the races move and delete records; no bytes are needed). */
const newFile = async (parent: string): Promise<string> => {
  const folder = (await stored(parent))!
  folders += 1
  const doc = await app.payload.create({
    collection: 'archives',
    data: {
      name: `檔案 ${folders}.txt`,
      type: 'File',
      parent,
      path: `${folder.path || '/'}${folder.id}/`,
      rootFolder: relationId(folder.rootFolder) ?? folder.id,
      extension: 'txt',
      mimeType: 'text/plain',
      size: 1,
      effectiveAuth: 'Internal',
      createdUser: adminId,
    },
    overrideAccess: true,
  })
  return String(doc.id)
}

/**
 * The delete's side of a round: let go with the other call, or a few milliseconds after it as the
 * rounds go on, so that both orders are met (the move or restore taking its locks first, and the
 * delete taking them first).
 */
const after =
  <T>(round: number, call: () => Promise<T>) =>
  async (): Promise<T> => {
    const offset = (round % 4) * 4
    if (offset > 0) await new Promise((resolve) => setTimeout(resolve, offset))
    return call()
  }

const move = (ids: string[], from: string, to: string) => () =>
  app.api.post<Envelope<Item[]>>(
    '/api/shennong/archives/move-files',
    { fromFolderId: from, toFolderId: to, archives: ids.map((_id) => ({ _id })) },
    { token: admin },
  )

const removeFolder = (id: string) => () =>
  app.api.delete<Envelope<{ removed: number }>>(`/api/shennong/archives/remove-folder/${id}`, { token: admin })

const restore = (id: string) => () =>
  app.api.post<Envelope<Item[]>>('/api/shennong/archives/restore-files', { archives: [{ _id: id }] }, { token: admin })

const deleteForever = (id: string) => () =>
  app.api.post<Envelope<{ removed: number; deleted: number }>>(
    '/api/shennong/archives/remove-files',
    { folderId: 'recycle-bin', archives: [{ _id: id }], force: true },
    { token: admin },
  )

/**
 * Every item of a round's tree stands where its fields say: its parent exists and its path is the
 * parent's path plus the parent (in the recycle bin: the path it had); an item without a parent
 * is a root folder (an empty path).
 * Answers the items that do not.
 */
const misplaced = async (root: string): Promise<string[]> => {
  const all = await app.payload.find({
    collection: 'archives',
    pagination: false,
    limit: 0,
    depth: 0,
    overrideAccess: true,
  })
  const byId = new Map(all.docs.map((doc) => [String(doc.id), doc]))
  const wrong: string[] = []
  // The round's tree: its root folder and whatever says it lies under it.
  const ours = all.docs.filter((doc) => String(doc.id) === root || (doc.path ?? '').includes(`/${root}/`))
  for (const doc of ours) {
    const parentId = relationId(doc.parent)
    const parent = parentId ? byId.get(parentId) : undefined
    if (parentId && !parent) wrong.push(`${doc.name}: parent ${parentId} is gone`)
    else if (!parentId && (doc.path ?? '') !== '') wrong.push(`${doc.name}: no parent, path ${doc.path}`)
    else if (!parentId && doc.type !== 'Folder') wrong.push(`${doc.name}: a file without a folder`)
    // In the recycle bin an item keeps the path it had (restore reads `deletedFrom`).
    else if (parent && !doc.inRecycleBin && doc.path !== `${parent.path || '/'}${parent.id}/`)
      wrong.push(`${doc.name}: path ${doc.path}, parent at ${parent.path}`)
  }
  return wrong
}

describe('a move beside the delete of its destination', () => {
  it(`a file moved into a folder as the folder is deleted: moved and kept, or refused and still where it was (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const root = await newRoot()
      const from = await newFolder(root)
      const to = await newFolder(root)
      const file = await newFile(from)
      const [moved, removed] = await atOnce([move([file], from, to), after(round, removeFolder(to))])
      const outcome = {
        move: moved.status,
        remove: removed.status,
        removeMessage: removed.body.message ?? null,
        fileIn: relationId((await stored(file))?.parent) ?? null,
        folderKept: (await stored(to)) !== null,
      }
      expect
        .soft(outcome, `round ${round}`)
        .toEqual(
          moved.status === 200
            ? { move: 200, remove: 409, removeMessage: ARCHIVE_MSG.folderNotEmpty, fileIn: to, folderKept: true }
            : { move: 404, remove: 200, removeMessage: null, fileIn: from, folderKept: false },
        )
      if (moved.status !== 200) expect.soft(moved.body.message, `round ${round}`).toBe(ARCHIVE_MSG.notFound)
      expect.soft(await misplaced(root), `round ${round}`).toEqual([])
    }
  })

  it(`a folder moved with its content into a folder as that folder is deleted (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const root = await newRoot()
      const from = await newFolder(root)
      const to = await newFolder(root)
      const folder = await newFolder(from)
      const inside = await newFile(folder)
      const [moved, removed] = await atOnce([move([folder], from, to), after(round, removeFolder(to))])
      const outcome = {
        move: moved.status,
        remove: removed.status,
        folderIn: relationId((await stored(folder))?.parent) ?? null,
        fileIn: relationId((await stored(inside))?.parent) ?? null,
        targetKept: (await stored(to)) !== null,
      }
      expect
        .soft(outcome, `round ${round}`)
        .toEqual(
          moved.status === 200
            ? { move: 200, remove: 409, folderIn: to, fileIn: folder, targetKept: true }
            : { move: 404, remove: 200, folderIn: from, fileIn: folder, targetKept: false },
        )
      expect.soft(await misplaced(root), `round ${round}`).toEqual([])
    }
  })
})

describe('a move beside the delete of the moved folder', () => {
  it(`the folder is deleted either way, and never comes back (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const root = await newRoot()
      const from = await newFolder(root)
      const to = await newFolder(root)
      const folder = await newFolder(from)
      const [moved, removed] = await atOnce([move([folder], from, to), after(round, removeFolder(folder))])
      // A move first and then the delete (both 200), or the delete first and the move refused.
      expect
        .soft(
          { move: moved.status, remove: removed.status, folderKept: (await stored(folder)) !== null },
          `round ${round}`,
        )
        .toEqual({ move: moved.status === 200 ? 200 : 404, remove: 200, folderKept: false })
      if (moved.status !== 200) expect.soft(moved.body.message, `round ${round}`).toBe(ARCHIVE_MSG.notFound)
      expect.soft(await misplaced(root), `round ${round}`).toEqual([])
    }
  })
})

describe('the recycle bin', () => {
  const toRecycleBin = async (file: string, from: string) => {
    const res = await app.api.post<Envelope<{ removed: number }>>(
      '/api/shennong/archives/remove-files',
      { folderId: from, archives: [{ _id: file }] },
      { token: admin },
    )
    expect(res.status, res.body.message).toBe(200)
  }

  it(`a restore beside a delete-forever of the same file: restored and kept, or deleted and not restored (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const root = await newRoot()
      const from = await newFolder(root)
      const file = await newFile(from)
      await toRecycleBin(file, from)
      const [restored, deleted] = await atOnce([restore(file), after(round, deleteForever(file))])
      const doc = await stored(file)
      const outcome = {
        restore: restored.status,
        remove: deleted.status,
        fileIn: doc ? relationId(doc.parent) : null,
        inRecycleBin: doc ? Boolean(doc.inRecycleBin) : null,
      }
      expect
        .soft(outcome, `round ${round}`)
        .toEqual(
          restored.status === 200
            ? { restore: 200, remove: 400, fileIn: from, inRecycleBin: false }
            : { restore: 404, remove: 200, fileIn: null, inRecycleBin: null },
        )
      expect
        .soft(restored.status === 200 ? deleted.body.message : restored.body.message, `round ${round}`)
        .toBe(restored.status === 200 ? ARCHIVE_MSG.notInFolder : ARCHIVE_MSG.notFound)
      expect.soft(await misplaced(root), `round ${round}`).toEqual([])
    }
  })

  it(`a restore beside the delete of the folder it returns to (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const root = await newRoot()
      const from = await newFolder(root)
      const file = await newFile(from)
      await toRecycleBin(file, from)
      const [restored, removed] = await atOnce([restore(file), after(round, removeFolder(from))])
      const doc = await stored(file)
      const outcome = {
        restore: restored.status,
        remove: removed.status,
        fileIn: relationId(doc?.parent) ?? null,
        inRecycleBin: Boolean(doc?.inRecycleBin),
        folderKept: (await stored(from)) !== null,
      }
      expect.soft(outcome, `round ${round}`).toEqual(
        restored.status === 200
          ? { restore: 200, remove: 409, fileIn: from, inRecycleBin: false, folderKept: true }
          : {
              restore: 409,
              remove: 200,
              fileIn: relationId((await recycleBin())?.id),
              inRecycleBin: true,
              folderKept: false,
            },
      )
      if (restored.status !== 200) expect.soft(restored.body.message, `round ${round}`).toBe(ARCHIVE_MSG.originGone)
      expect.soft(await misplaced(root), `round ${round}`).toEqual([])
    }
  })
})
