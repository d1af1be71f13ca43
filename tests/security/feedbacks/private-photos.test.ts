import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../helpers/app'
import {
  ARCHIVE_ALL,
  type Created,
  FEEDBACK_EDIT,
  FEEDBACK_READ,
  type Msg,
  type TicketView,
  createTicket,
  makeCategory,
  makeUser,
  missingId,
  png,
  photoForm,
  photoIdOf,
  uploadPhoto,
  withKey,
} from './setup'

/**
 * Issue 28 item 1: a feedback ticket's photos (the visitor's uploads and the photos staff attach
 * to a reply) are module-private archive files. Only the ticket's own route serves them, to the
 * key holder and to staff holding feedbacks read; the archive's routes (public file routes,
 * /api/shennong/archives, Payload REST) never list nor serve them, and answer their ids exactly
 * like an id that does not exist.
 */

type Ok<T> = { result: T }
type ArchiveItem = { _id: string; name: string; previewUrl: string | null; downloadUrl: string | null }
type Listing = { data: ArchiveItem[]; total: number }

let app: TestApp
let admin: string
let nobody: string
let reader: string
let editor: string
let archivist: string
let ticket: Created
let visitorPhotoUrl: string
let visitorPhotoId: string
let staffPhotoId: string
let staffPhotoUrl: string
let feedbacksFolderId: string

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login('admin', 'Admin@12345')
  nobody = await makeUser(app, 'zero-flag', [])
  reader = await makeUser(app, 'fb-reader', FEEDBACK_READ)
  editor = await makeUser(app, 'fb-editor', FEEDBACK_EDIT)
  archivist = await makeUser(app, 'archivist', ARCHIVE_ALL)
  const categoryId = await makeCategory(app)
  ticket = await createTicket(app, categoryId)
  const up = await uploadPhoto(app, ticket._id, ticket.key, await png(), { name: '冷氣出風口.png' })
  expect(up.status).toBe(200)
  visitorPhotoUrl = up.body.result.photoUrl
  visitorPhotoId = photoIdOf(visitorPhotoUrl)
  expect(
    (
      await app.api.put(
        '/api/public/feedbacks',
        { _id: ticket._id, message: '附上照片', photoUrl: visitorPhotoUrl },
        withKey(ticket.key),
      )
    ).status,
  ).toBe(200)

  // Staff attach a reply photo: uploaded through the feedbacks picker, sent with the reply.
  const picked = await app.api.post<Ok<ArchiveItem>>(
    '/api/shennong/archives/picker/upload?module=feedbacks',
    photoForm(await png(), '館員回覆照片.png'),
    { token: editor },
  )
  expect(picked.status).toBe(200)
  staffPhotoId = picked.body.result._id
  const reply = await app.api.put(
    '/api/shennong/feedbacks/reply',
    { _id: ticket._id, message: '已調整溫度，附上照片', photoUrl: picked.body.result.previewUrl },
    { token: editor },
  )
  expect(reply.status).toBe(200)
  const view = await app.api.get<Ok<TicketView>>(`/api/public/feedbacks/${ticket._id}`, withKey(ticket.key))
  staffPhotoUrl = view.body.result.messages.at(-1)!.photoUrl

  feedbacksFolderId = String(
    (
      await app.payload.find({
        collection: 'archives',
        where: { systemKey: { equals: 'feedbacks' } },
        limit: 1,
        overrideAccess: true,
        depth: 0,
      })
    ).docs[0]!.id,
  )
})
afterAll(async () => app?.close())

const callers = (): [string, string | undefined][] => [
  ['a zero-flag account', nobody],
  ['anonymous', undefined],
  ['staff with feedbacks read', reader],
  ['an archive manager', archivist],
  ['the super-admin', admin],
]

describe("the archive's file routes", () => {
  it('answer a private photo id exactly like an id that does not exist, to every caller', async () => {
    const missing = missingId()
    for (const [who, token] of callers()) {
      for (const kind of ['download', 'preview', 'thumbnail']) {
        const absent = await app.api.get<Msg>(`/api/public/archives/${missing}/${kind}`, { token })
        expect(absent.status, `${who} ${kind} missing`).toBe(404)
        for (const id of [visitorPhotoId, staffPhotoId]) {
          const res = await app.api.get<Msg>(`/api/public/archives/${id}/${kind}`, { token })
          expect(res.status, `${who} ${kind} ${id === visitorPhotoId ? 'visitor photo' : 'staff photo'}`).toBe(404)
          expect(res.body).toEqual(absent.body)
        }
      }
    }
  })
})

describe('the archive calls (/api/shennong/archives)', () => {
  it('never list a private photo: search, the feedbacks folder, the picker, the recycle bin', async () => {
    for (const [who, token] of [
      ['an archive manager', archivist],
      ['the super-admin', admin],
    ] as const) {
      const seen: string[] = []
      for (const keyword of [ticket._id, '冷氣出風口', '館員回覆照片', 'png']) {
        const search = await app.api.get<Ok<Listing>>(
          `/api/shennong/archives?keyword=${encodeURIComponent(keyword)}&limit=100`,
          { token },
        )
        expect(search.status, who).toBe(200)
        seen.push(...search.body.result.data.map((item) => item._id))
      }
      const folder = await app.api.get<Ok<Listing>>(`/api/shennong/archives/list/${feedbacksFolderId}?limit=100`, {
        token,
      })
      expect(folder.status, who).toBe(200)
      seen.push(...folder.body.result.data.map((item) => item._id))
      const bin = await app.api.get<Ok<Listing>>('/api/shennong/archives/list/recycle-bin?limit=100', { token })
      seen.push(...(bin.body.result?.data ?? []).map((item) => item._id))
      expect(seen, who).not.toContain(visitorPhotoId)
      expect(seen, who).not.toContain(staffPhotoId)
    }
    const picker = await app.api.get<Ok<Listing>>(
      `/api/shennong/archives/picker/list/${feedbacksFolderId}?module=feedbacks&limit=100`,
      { token: editor },
    )
    expect(picker.status).toBe(200)
    expect(picker.body.result.data.map((item) => item._id)).not.toContain(staffPhotoId)
    expect(picker.body.result.data.map((item) => item._id)).not.toContain(visitorPhotoId)
  })

  it('answer a private photo id like a missing one: folder view, rename, move, delete', async () => {
    const missing = missingId()
    for (const token of [archivist, admin]) {
      for (const id of [visitorPhotoId, staffPhotoId]) {
        const pairs: [
          () => Promise<{ status: number; body: unknown }>,
          () => Promise<{ status: number; body: unknown }>,
        ][] = [
          [
            () => app.api.get(`/api/shennong/archives/folders/${id}`, { token }),
            () => app.api.get(`/api/shennong/archives/folders/${missing}`, { token }),
          ],
          [
            () => app.api.post('/api/shennong/archives/change-name', { _id: id, name: '改名.png' }, { token }),
            () => app.api.post('/api/shennong/archives/change-name', { _id: missing, name: '改名.png' }, { token }),
          ],
          [
            () =>
              app.api.post(
                '/api/shennong/archives/remove-files',
                { folderId: feedbacksFolderId, archives: [{ _id: id }], force: true },
                { token },
              ),
            () =>
              app.api.post(
                '/api/shennong/archives/remove-files',
                { folderId: feedbacksFolderId, archives: [{ _id: missing }], force: true },
                { token },
              ),
          ],
        ]
        for (const [privateCall, missingCall] of pairs) {
          const [a, b] = [await privateCall(), await missingCall()]
          expect(a.status).toBe(404)
          expect(a.body).toEqual(b.body)
        }
      }
    }
    // Nothing was renamed or removed.
    const stored = await app.payload.find({
      collection: 'archives',
      where: { id: { in: [visitorPhotoId, staffPhotoId] } },
      overrideAccess: true,
      depth: 0,
    })
    expect(stored.docs).toHaveLength(2)
    expect(stored.docs.map((doc) => doc.name)).not.toContain('改名.png')
  })

  it('refuse archive uploads into the module-private folder', async () => {
    const res = await app.api.post<Msg>(
      `/api/shennong/archives/upload?module=archives&folderId=${feedbacksFolderId}`,
      photoForm(await png(), '塞進來.png'),
      { token: archivist },
    )
    expect(res.status).toBe(403)
  })
})

describe('Payload REST (/api/archives)', () => {
  it('never lists or reads a private photo, for the archive manager nor the super-admin', async () => {
    for (const token of [archivist, admin]) {
      const list = await app.api.get<{ docs: { id: string }[] }>('/api/archives?limit=1000&depth=0', { token })
      expect(list.status).toBe(200)
      const ids = list.body.docs.map((doc) => doc.id)
      expect(ids).not.toContain(visitorPhotoId)
      expect(ids).not.toContain(staffPhotoId)
      const byModule = await app.api.get<{ docs: unknown[] }>(
        '/api/archives?where[module][equals]=feedbacks&where[type][equals]=File&depth=0',
        { token },
      )
      expect(byModule.body.docs ?? []).toEqual([])
      for (const id of [visitorPhotoId, staffPhotoId]) {
        const one = await app.api.get(`/api/archives/${id}?depth=0`, { token })
        const absent = await app.api.get(`/api/archives/${missingId()}?depth=0`, { token })
        expect(one.status).toBe(absent.status)
        expect(one.status).toBeGreaterThanOrEqual(400)
      }
    }
  })
})

describe("the ticket's own photo route", () => {
  it('a staff reply photo is stored as the ticket route, not an archive URL', () => {
    expect(staffPhotoUrl).toBe(`/api/public/feedbacks/${ticket._id}/photos/${staffPhotoId}`)
  })

  it('a staff reply stored before the fix with the archive URL of its photo is shown and served through the ticket route', async () => {
    const picked = await app.api.post<Ok<ArchiveItem>>(
      '/api/shennong/archives/picker/upload?module=feedbacks',
      photoForm(await png(), '舊回覆照片.png'),
      { token: editor },
    )
    expect(picked.status).toBe(200)
    const legacy = await createTicket(app, await makeCategory(app))
    const archiveUrl = picked.body.result.previewUrl!
    await app.payload.update({
      collection: 'feedbacks',
      id: legacy._id,
      data: {
        status: 'Replied',
        messages: [
          {
            sender: 'staff',
            senderName: '館員',
            message: '舊回覆',
            photoUrl: archiveUrl,
            date: new Date().toISOString(),
          },
        ],
      },
      overrideAccess: true,
    })
    const view = await app.api.get<Ok<TicketView>>(`/api/public/feedbacks/${legacy._id}`, withKey(legacy.key))
    const shown = view.body.result.messages[0]!.photoUrl
    expect(shown).toBe(`/api/public/feedbacks/${legacy._id}/photos/${picked.body.result._id}`)
    expect((await app.api.get(shown, withKey(legacy.key))).status).toBe(200)
    expect((await app.api.get(shown, withKey(ticket.key))).status).toBe(404)
    expect((await app.api.get(archiveUrl, { token: nobody })).status).toBe(404)
    const staff = await app.api.get<Ok<TicketView>>(`/api/shennong/feedbacks/${legacy._id}`, { token: reader })
    expect(staff.body.result.messages[0]!.photoUrl).toBe(shown)
  })

  it("a staff reply cannot carry another ticket's visitor photo", async () => {
    const other = await createTicket(app, await makeCategory(app))
    const res = await app.api.put<Msg>(
      '/api/shennong/feedbacks/reply',
      { _id: other._id, message: '轉貼', photoUrl: `/api/public/archives/${visitorPhotoId}/preview` },
      { token: editor },
    )
    expect(res.status).toBe(400)
    expect(res.body.message).toContain('照片網址')
    const forged = await app.api.put(
      '/api/shennong/feedbacks/reply',
      { _id: other._id, message: '轉貼', photoUrl: `/api/public/feedbacks/${other._id}/photos/${visitorPhotoId}` },
      { token: editor },
    )
    expect(forged.status).toBe(200)
    expect(
      (await app.api.get(`/api/public/feedbacks/${other._id}/photos/${visitorPhotoId}`, withKey(other.key))).status,
    ).toBe(404)
  })

  it('serves both photos to the key holder and to staff holding feedbacks read, and to nobody else', async () => {
    for (const url of [visitorPhotoUrl, staffPhotoUrl]) {
      expect((await app.api.get(url, withKey(ticket.key))).status, url).toBe(200)
      expect((await app.api.get(url, { token: reader })).status, url).toBe(200)
      expect((await app.api.get(url, { token: admin })).status, url).toBe(200)
      for (const token of [undefined, nobody, archivist]) {
        const res = await app.api.get<Msg>(url, { token })
        expect(res.status, url).toBe(404)
        expect(res.body.message).toMatch(/找不到/)
      }
    }
  })
})
