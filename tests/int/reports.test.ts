import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MSG } from '@/i18n/messages'
import { DEMO_ACCOUNTS } from '@/seed'
import { REPORTS_DIR, REPORT_MSG, registerReport } from '@/modules/reports'
import { rawRequest } from '../helpers/raw'
import {
  admin,
  adminId,
  app,
  dispositionName,
  editor,
  List,
  Message,
  MISSING_ID,
  RUN,
  viewer,
  useReportsApi,
} from '../helpers/reportsApi'

useReportsApi()

describe('report registry', () => {
  const csv = Buffer.from('\uFEFF日期,人次\n2026-05-01,12\n2026-05-02,8\n', 'utf8')
  const binary = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 31) % 256))
  const csvName = `座位預約統計-${RUN}.csv`
  const binName = `統計報表 (5月)-${RUN}.bin`
  let csvId: string
  let binId: string

  it('files an export through registerReport into media/reports', async () => {
    const first = await registerReport(app.payload, {
      name: '座位預約統計 2026 年 5 月',
      module: 'reservations',
      filename: csvName,
      mimeType: 'text/csv',
      data: csv,
      user: { id: adminId },
    })
    csvId = first.id
    expect(first.filename).toBe(csvName)
    expect(first.filesize).toBe(csv.length)
    expect(fs.readFileSync(path.join(REPORTS_DIR, csvName)).equals(csv)).toBe(true)

    const second = await registerReport(app.payload, {
      name: '館藏統計月報',
      module: 'statistics',
      filename: binName,
      mimeType: 'application/octet-stream',
      data: binary,
    })
    binId = second.id
    expect(second.filename).toBe(binName)
  })

  it('lists reports newest first with keyword and module filters', async () => {
    const list = await app.api.get<List>('/api/shennong/reports', { token: admin })
    expect(list.status).toBe(200)
    expect(list.body.result).toMatchObject({ total: 2, page: 1, limit: 10 })
    expect(list.body.result.data.map((item) => item._id)).toEqual([binId, csvId])
    const csvItem = list.body.result.data[1]!
    expect(csvItem).toMatchObject({
      name: '座位預約統計 2026 年 5 月',
      module: 'reservations',
      filename: csvName,
      mimeType: 'text/csv',
      filesize: csv.length,
      createdBy: { _id: adminId, name: DEMO_ACCOUNTS.admin.name },
      downloadUrl: `/api/shennong/reports/${csvId}/download`,
    })

    const byKeyword = await app.api.get<List>(`/api/shennong/reports?keyword=${encodeURIComponent('座位')}`, {
      token: admin,
    })
    expect(byKeyword.body.result.data.map((item) => item._id)).toEqual([csvId])
    const byModule = await app.api.get<List>('/api/shennong/reports?module=statistics', { token: admin })
    expect(byModule.body.result.data.map((item) => item._id)).toEqual([binId])
    const page2 = await app.api.get<List>('/api/shennong/reports?page=2&limit=1', { token: admin })
    expect(page2.body.result).toMatchObject({ total: 2, page: 2, limit: 1 })
    expect(page2.body.result.data.map((item) => item._id)).toEqual([csvId])
    const bad = await app.api.get<Message>('/api/shennong/reports?limit=0', { token: admin })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe(MSG.min(1))
  })

  it('downloads the exact bytes with the UTF-8 file name', async () => {
    const res = await rawRequest(app, 'GET', `/api/shennong/reports/${csvId}/download`, admin)
    expect(res.status).toBe(200)
    expect(res.bytes.equals(csv)).toBe(true)
    expect(res.headers.get('content-type')).toBe('text/csv')
    expect(res.headers.get('content-length')).toBe(String(csv.length))
    expect(dispositionName(res.headers.get('content-disposition'))).toBe(csvName)

    const bin = await rawRequest(app, 'GET', `/api/shennong/reports/${binId}/download`, viewer)
    expect(bin.status).toBe(200)
    expect(bin.bytes.equals(binary)).toBe(true)
    // RFC 5987: the parentheses and the space are percent-encoded too.
    expect(bin.headers.get('content-disposition')).toContain('%20%285%E6%9C%88%29-')
    expect(dispositionName(bin.headers.get('content-disposition'))).toBe(binName)
  })

  it('answers 404 in zh-TW for an unknown report and for a file gone from disk', async () => {
    for (const id of [MISSING_ID, 'nope']) {
      const res = await app.api.get<Message>(`/api/shennong/reports/${id}/download`, { token: admin })
      expect(res.status).toBe(404)
      expect(res.body.message).toBe(REPORT_MSG.notFound)
    }
    const orphan = await registerReport(app.payload, {
      name: '遺失的檔案',
      module: 'statistics',
      filename: `遺失-${RUN}.csv`,
      mimeType: 'text/csv',
      data: Buffer.from('a,b\n'),
    })
    fs.unlinkSync(path.join(REPORTS_DIR, orphan.filename!))
    const res = await app.api.get<Message>(`/api/shennong/reports/${orphan.id}/download`, { token: admin })
    expect(res.status).toBe(404)
    expect(res.body.message).toBe(REPORT_MSG.fileMissing)
    await app.payload.delete({ collection: 'reports', id: orphan.id, overrideAccess: true })
  })

  it('refuses the editor (403) and anonymous callers (401) on every call', async () => {
    const calls = [
      (token?: string) => app.api.get<Message>('/api/shennong/reports', { token }),
      (token?: string) => app.api.get<Message>(`/api/shennong/reports/${csvId}/download`, { token }),
      (token?: string) => app.api.delete<Message>(`/api/shennong/reports/${csvId}`, { token }),
    ]
    for (const call of calls) {
      const asEditor = await call(editor)
      expect(asEditor.status).toBe(403)
      expect(asEditor.body.message).toBe(MSG.forbidden)
      const anonymous = await call(undefined)
      expect(anonymous.status).toBe(401)
      expect(anonymous.body.message).toBe(MSG.unauthenticated)
    }
    // Payload's own file route applies the same read access.
    const direct = await app.api.get(`/api/reports/file/${encodeURIComponent(csvName)}`, { token: editor })
    expect(direct.status).toBe(403)
    expect(fs.existsSync(path.join(REPORTS_DIR, csvName))).toBe(true)
  })

  it('lets nobody create or change reports through the collection API', async () => {
    const create = await app.api.post('/api/reports', { name: 'x', module: 'x' }, { token: admin })
    expect(create.status).toBe(403)
    const update = await app.api.patch(`/api/reports/${csvId}`, { name: '改名' }, { token: admin })
    expect(update.status).toBe(403)
    const stored = await app.payload.findByID({ collection: 'reports', id: csvId, depth: 0 })
    expect(stored.name).toBe('座位預約統計 2026 年 5 月')
  })

  it('deletes a report and its file only with authorizations__users__delete', async () => {
    const denied = await app.api.delete<Message>(`/api/shennong/reports/${csvId}`, { token: viewer })
    expect(denied.status).toBe(403)
    expect(fs.existsSync(path.join(REPORTS_DIR, csvName))).toBe(true)

    const res = await app.api.delete<{ result: { message: string } }>(`/api/shennong/reports/${csvId}`, {
      token: admin,
    })
    expect(res.status).toBe(200)
    expect(res.body.result.message).toBe(REPORT_MSG.deleted)
    expect(fs.existsSync(path.join(REPORTS_DIR, csvName))).toBe(false)
    const list = await app.api.get<List>('/api/shennong/reports', { token: admin })
    expect(list.body.result.data.map((item) => item._id)).toEqual([binId])
    const again = await app.api.delete<Message>(`/api/shennong/reports/${csvId}`, { token: admin })
    expect(again.status).toBe(404)
    const download = await app.api.get<Message>(`/api/shennong/reports/${csvId}/download`, { token: admin })
    expect(download.status).toBe(404)
  })
})
