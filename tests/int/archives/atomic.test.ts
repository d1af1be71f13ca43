import type { Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ARCHIVE_MSG } from '@/modules/archives'
import { relationId, relationIds } from '@/lib/relation'
import type { Archive } from '@/payload-types'
import { startTestApp, type TestApp } from '../../helpers/app'
import { ROUNDS, atOnce } from '../../helpers/atOnce'

/**
 * The archive tree where a move (or a restore, an upload, a new folder, a rename) and a delete
 * meet, where two moves of one file meet, where a root folder's auth change meets items placed
 * under it, and where root folders are given one name at once (docs/decisions.md
 * "Read-decide-write"): each race fired ROUNDS times at the same instant through the archive
 * manager's calls. Invariant: no item ends up in a folder that no longer exists (and none is
 * brought back after its delete), nothing is lost that the refused call promised to keep, every
 * item under a root folder reads with the root's auth, no two root folders share a name, and a
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

/**
 * A round's own tree: a root folder (its tree is what the round checks) with the folder `from`
 * and, unless `to` is false, a second folder `to`.
 */
const newTree = async ({ to = true } = {}): Promise<{ root: string; from: string; to: string }> => {
  const root = await newRoot()
  const from = await newFolder(root)
  return { root, from, to: to ? await newFolder(root) : '' }
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
  const find = (where: Where) =>
    app.payload.find({ collection: 'archives', where, pagination: false, limit: 0, depth: 0, overrideAccess: true })
  // The round's tree: its root folder and whatever says it lies under it (not the whole archive).
  const ours = (await find({ or: [{ id: { equals: root } }, { path: { like: `/${root}/` } }] })).docs
  const parentIds = [...new Set(ours.map((doc) => relationId(doc.parent)).filter((id): id is string => !!id))]
  const parents = parentIds.length ? (await find({ id: { in: parentIds } })).docs : []
  const byId = new Map([...ours, ...parents].map((doc) => [String(doc.id), doc]))
  const wrong: string[] = []
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
      const { root, from, to } = await newTree()
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
      const { root, from, to } = await newTree()
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
      const { root, from, to } = await newTree()
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
      const { root, from } = await newTree({ to: false })
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
      const { root, from } = await newTree({ to: false })
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

/** A one-byte text file uploaded into `folderId` through the archive manager. */
const upload = (folderId: string) => () => {
  const form = new FormData()
  form.append('file', new Blob([new TextEncoder().encode('x')], { type: 'text/plain' }), '上傳.txt')
  return app.api.post<Envelope<Item>>(`/api/shennong/archives/upload?module=archives&folderId=${folderId}`, form, {
    token: admin,
  })
}

const createFolder = (parent: string) => () => {
  folders += 1
  return app.api.post<Envelope<Item>>(
    '/api/shennong/archives/create-folder',
    { parentFolderId: parent, name: `新資料夾 ${folders}` },
    { token: admin },
  )
}

const rename = (id: string, name: string) => () =>
  app.api.post<Envelope<Item>>('/api/shennong/archives/change-name', { _id: id, name }, { token: admin })

const toBin = (id: string, from: string) => () =>
  app.api.post<Envelope<{ removed: number }>>(
    '/api/shennong/archives/remove-files',
    { folderId: from, archives: [{ _id: id }] },
    { token: admin },
  )

/** The live (not binned) items whose parent is `folder`. */
const childrenOf = async (folder: string) =>
  (
    await app.payload.find({
      collection: 'archives',
      where: { parent: { equals: folder } },
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs.map((doc) => String(doc.id))

describe('an item made in a folder as the folder is deleted', () => {
  for (const [what, make] of [
    ['an upload', upload],
    ['a new folder', createFolder],
  ] as const) {
    it(`${what}: made and the delete refused, or refused and the folder gone; never a live item under no folder (${ROUNDS} rounds)`, async () => {
      const root = await newRoot()
      for (let round = 0; round < ROUNDS; round += 1) {
        const folder = await newFolder(root)
        const [made, removed] = await atOnce([make(folder), after(round, removeFolder(folder))])
        const outcome = {
          make: [made.status, made.status === 200 ? null : made.body.message],
          remove: [removed.status, removed.status === 200 ? null : removed.body.message],
          folderKept: (await stored(folder)) !== null,
          children: await childrenOf(folder),
        }
        expect.soft(outcome, `round ${round}`).toEqual(
          made.status === 200
            ? {
                make: [200, null],
                remove: [409, ARCHIVE_MSG.folderNotEmpty],
                folderKept: true,
                children: [made.body.result._id],
              }
            : { make: [404, ARCHIVE_MSG.notFound], remove: [200, null], folderKept: false, children: [] },
        )
        expect.soft(await misplaced(root), `round ${round}`).toEqual([])
      }
    })
  }
})

describe('a rename beside a delete', () => {
  it(`a file renamed as it goes to the recycle bin: it ends in the bin, renamed only when the rename was accepted (${ROUNDS} rounds)`, async () => {
    const bin = String((await recycleBin())!.id)
    const { root, from } = await newTree({ to: false })
    for (let round = 0; round < ROUNDS; round += 1) {
      const file = await newFile(from)
      const before = (await stored(file))!.name
      const [renamed, binned] = await atOnce([rename(file, `改名 ${round}`), after(round, toBin(file, from))])
      const doc = await stored(file)
      const outcome = {
        rename: [renamed.status, renamed.status === 200 ? null : renamed.body.message],
        bin: binned.status,
        name: doc?.name,
        parent: relationId(doc?.parent),
        inRecycleBin: doc?.inRecycleBin,
        deletedFrom: relationId(doc?.deletedFrom),
      }
      expect.soft(outcome, `round ${round}`).toEqual({
        // Renamed first, or refused: an item in the bin is not renamed (403, or 409 when it went
        // there between the rename's first look and its locks).
        rename:
          renamed.status === 200
            ? [200, null]
            : renamed.status === 409
              ? [409, ARCHIVE_MSG.changedMeanwhile]
              : [403, ARCHIVE_MSG.forbidden],
        bin: 200,
        name: renamed.status === 200 ? `改名 ${round}.txt` : before,
        parent: bin,
        inRecycleBin: true,
        deletedFrom: from,
      })
      expect.soft(await misplaced(root), `round ${round}`).toEqual([])
    }
  })

  it(`a folder renamed as it is deleted: deleted either way, the rename accepted first or refused (${ROUNDS} rounds)`, async () => {
    const root = await newRoot()
    for (let round = 0; round < ROUNDS; round += 1) {
      const folder = await newFolder(root)
      const [renamed, removed] = await atOnce([rename(folder, `改名 ${round}`), after(round, removeFolder(folder))])
      expect
        .soft(
          {
            rename: [renamed.status, renamed.status === 200 ? null : renamed.body.message],
            remove: removed.status,
            folderKept: (await stored(folder)) !== null,
          },
          `round ${round}`,
        )
        .toEqual({
          rename: renamed.status === 200 ? [200, null] : [404, ARCHIVE_MSG.notFound],
          remove: 200,
          folderKept: false,
        })
      expect.soft(await misplaced(root), `round ${round}`).toEqual([])
    }
  })
})

describe('two moves of one file', () => {
  it(`moved to two folders at once: it ends in one of them, the other move refused (${ROUNDS} rounds)`, async () => {
    const { root, from, to } = await newTree()
    const other = await newFolder(root)
    for (let round = 0; round < ROUNDS; round += 1) {
      const file = await newFile(from)
      const [first, second] = await atOnce([move([file], from, to), after(round, move([file], from, other))])
      const files = (
        await app.payload.find({
          collection: 'archives',
          where: { and: [{ type: { equals: 'File' } }, { name: { equals: (await stored(file))!.name } }] },
          limit: 0,
          pagination: false,
          depth: 0,
          overrideAccess: true,
        })
      ).docs
      const winner = first.status === 200 ? to : other
      const loser = first.status === 200 ? second : first
      expect
        .soft(
          {
            statuses: [first.status, second.status].sort(),
            refusal: loser.body.message,
            files: files.map((doc) => [String(doc.id), relationId(doc.parent)]),
          },
          `round ${round}`,
        )
        .toEqual({ statuses: [200, 400], refusal: ARCHIVE_MSG.notInFolder, files: [[file, winner]] })
      expect.soft(await misplaced(root), `round ${round}`).toEqual([])
    }
  })
})

describe('two renames in one folder', () => {
  it(`two files given one name at once: both renamed, to two names (${ROUNDS} rounds)`, async () => {
    const { root, from } = await newTree({ to: false })
    for (let round = 0; round < ROUNDS; round += 1) {
      const [one, two] = [await newFile(from), await newFile(from)]
      const [first, second] = await atOnce([rename(one, `同名 ${round}`), after(round, rename(two, `同名 ${round}`))])
      const names = [(await stored(one))?.name, (await stored(two))?.name]
      expect
        .soft({ statuses: [first.status, second.status], distinct: new Set(names).size }, `round ${round} ${names}`)
        .toEqual({ statuses: [200, 200], distinct: 2 })
      expect.soft(await misplaced(root), `round ${round}`).toEqual([])
    }
  })
})

const modifyRoot = (id: string, body: { name: string; auth?: string; authRoles?: string[] }) => () =>
  app.api.post<Envelope<Item>>('/api/shennong/archives/modify-root-folder', { _id: id, ...body }, { token: admin })

/** A root folder (Internal) stored directly, without a call: the rounds' own, cheaply. */
const storedRoot = async (name: string): Promise<string> => {
  const doc = await app.payload.create({
    collection: 'archives',
    data: {
      name,
      type: 'Folder',
      path: '',
      auth: 'Internal',
      effectiveAuth: 'Internal',
      createdUser: adminId,
    },
    overrideAccess: true,
  })
  return String(doc.id)
}

/** A folder stored directly in root folder `root`. */
const storedFolder = async (root: string): Promise<string> => {
  folders += 1
  const doc = await app.payload.create({
    collection: 'archives',
    data: {
      name: `資料夾 ${folders}`,
      type: 'Folder',
      parent: root,
      path: `/${root}/`,
      rootFolder: root,
      effectiveAuth: 'Internal',
      createdUser: adminId,
    },
    overrideAccess: true,
  })
  return String(doc.id)
}

describe("a root folder's auth change beside new items under it", () => {
  it(`a new folder, an upload and a move from another tree, each into a folder of the root as its auth changes: every item ends with the root's auth (${ROUNDS} rounds)`, async () => {
    const role = String((await app.payload.find({ collection: 'roles', limit: 1, depth: 0 })).docs[0]!.id)
    const source = await newTree({ to: false })
    for (let round = 0; round < ROUNDS; round += 1) {
      const name = `權限變更 ${round}`
      const root = await storedRoot(name)
      const folder = await storedFolder(root)
      const file = await newFile(source.from)
      const auth = round % 2 === 0 ? { auth: 'Roles', authRoles: [role] } : { auth: 'Public', authRoles: [] }
      // The auth change and three items placed in the root's folder, each its own call.
      const [modified, made, uploaded, moved] = await atOnce([
        modifyRoot(root, { name, ...auth }),
        after(round, createFolder(folder)),
        after(round, upload(folder)),
        after(round, move([file], source.from, folder)),
      ])
      expect
        .soft(
          [modified, made, uploaded, moved].map((res) => [res.status, res.body.message ?? null]),
          `round ${round}`,
        )
        .toEqual([
          [200, null],
          [200, null],
          [200, null],
          [200, null],
        ])
      const under = (
        await app.payload.find({
          collection: 'archives',
          where: { or: [{ id: { equals: root } }, { rootFolder: { equals: root } }] },
          pagination: false,
          limit: 0,
          depth: 0,
          overrideAccess: true,
        })
      ).docs
      const authOf = (doc: Archive) => [doc.effectiveAuth, relationIds(doc.effectiveAuthRoles).sort()]
      const kinds = new Map([
        [root, 'the root'],
        [folder, 'the folder'],
        [made.body.result?._id, 'the new folder'],
        [uploaded.body.result?._id, 'the upload'],
        [file, 'the moved file'],
      ])
      expect.soft(under.length, `round ${round}: the root and the items under it`).toBe(5)
      for (const doc of under)
        expect
          .soft(authOf(doc), `round ${round}: ${kinds.get(String(doc.id)) ?? doc.name}`)
          .toEqual([auth.auth, auth.authRoles])
    }
  })
})

/** The root folders (module folders included) named `name`, compared as siblingNames does (case-insensitive). */
const rootsNamed = async (name: string): Promise<string[]> =>
  (
    await app.payload.find({
      collection: 'archives',
      where: { parent: { exists: false } },
      pagination: false,
      limit: 0,
      depth: 0,
      overrideAccess: true,
      select: { name: true },
    })
  ).docs
    .filter((doc) => doc.name.toLowerCase() === name.toLowerCase())
    .map((doc) => String(doc.id))

const createRoot = (name: string) => () =>
  app.api.post<Envelope<Item>>(
    '/api/shennong/archives/create-root-folder',
    { name, auth: 'Internal' },
    { token: admin },
  )

describe('root folders given one name at once', () => {
  it(`two root folders created with one name (in two cases): one made, the other refused 409 (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const name = `Same Root ${round}`
      const [first, second] = await atOnce([createRoot(name), after(round, createRoot(name.toUpperCase()))])
      const winner = first.status === 200 ? first : second
      expect
        .soft(
          {
            statuses: [first.status, second.status].sort(),
            refusal: (first.status === 200 ? second : first).body.message,
            roots: await rootsNamed(name),
          },
          `round ${round}`,
        )
        .toEqual({ statuses: [200, 409], refusal: ARCHIVE_MSG.folderExists, roots: [winner.body.result?._id] })
    }
  })

  for (const [what, renameTo] of [
    ['modify-root-folder', (id: string, name: string) => modifyRoot(id, { name })],
    ['change-name', (id: string, name: string) => rename(id, name)],
  ] as const) {
    it(`a root folder created beside another root folder renamed to its name (${what}): one of them has it, the other refused 409 (${ROUNDS} rounds)`, async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const name = `Taken ${what} ${round}`
        const before = `改名前 ${what} ${round}`
        const other = await storedRoot(before)
        // The rename does more before it reads the names: the create is the side let go later.
        const [renamed, created] = await atOnce([renameTo(other, name.toUpperCase()), after(round, createRoot(name))])
        const winner = created.status === 200 ? created.body.result?._id : other
        expect
          .soft(
            {
              statuses: [created.status, renamed.status].sort(),
              refusal: (created.status === 200 ? renamed : created).body.message,
              roots: await rootsNamed(name),
              otherName: (await stored(other))!.name,
            },
            `round ${round}`,
          )
          .toEqual({
            statuses: [200, 409],
            refusal: ARCHIVE_MSG.folderExists,
            roots: [winner],
            otherName: created.status === 200 ? before : name.toUpperCase(),
          })
      }
    })
  }
})
