import { describe, expect, it } from 'vitest'
import { MSG } from '@/i18n/messages'
import { MODULE_MSG } from '@/i18n/modules'
import type { OpeningSetting } from '@/payload-types'
import { admin, app, editor, fieldErrors, useModuleCollections } from '../../helpers/moduleCollections'

useModuleCollections()

describe('opening settings (global)', () => {
  it('admin saves the hours and opening days; anyone reads them', async () => {
    const saved = await app.api.post(
      '/api/globals/opening-settings',
      {
        openingTime: '08:00',
        closingTime: '22:00',
        openingDays: ['Monday', 'Tuesday', 'Saturday'],
        temporaryLinkUrl: '/news',
      },
      { token: admin },
    )
    expect(saved.status).toBe(200)
    const read = await app.api.get<OpeningSetting>('/api/globals/opening-settings')
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({
      openingTime: '08:00',
      closingTime: '22:00',
      openingDays: ['Monday', 'Tuesday', 'Saturday'],
      temporaryLinkUrl: '/news',
    })
  })

  it('refuses a bad time, closing before opening and a bad link', async () => {
    const badTime = await app.api.post(
      '/api/globals/opening-settings',
      { openingTime: '8點', closingTime: '22:00' },
      { token: admin },
    )
    expect(badTime.status).toBe(400)
    expect(fieldErrors(badTime.body)).toContainEqual(
      expect.objectContaining({ path: 'openingTime', message: MODULE_MSG.notTime }),
    )

    const inverted = await app.api.post(
      '/api/globals/opening-settings',
      { openingTime: '18:00', closingTime: '09:00' },
      { token: admin },
    )
    expect(inverted.status).toBe(400)
    expect(fieldErrors(inverted.body)).toContainEqual(
      expect.objectContaining({ path: 'closingTime', message: MODULE_MSG.closingBeforeOpening }),
    )

    const badLink = await app.api.post(
      '/api/globals/opening-settings',
      { openingTime: '08:00', closingTime: '22:00', temporaryImageUrl: 'ftp://x' },
      { token: admin },
    )
    expect(badLink.status).toBe(400)
    expect(fieldErrors(badLink.body)).toContainEqual(
      expect.objectContaining({ path: 'temporaryImageUrl', message: MSG.notUrl }),
    )
  })

  it('the editor may read but not change it', async () => {
    expect((await app.api.get('/api/globals/opening-settings', { token: editor })).status).toBe(200)
    const res = await app.api.post(
      '/api/globals/opening-settings',
      { openingTime: '07:00', closingTime: '22:00' },
      { token: editor },
    )
    expect(res.status).toBe(403)
  })

  it('an opening date is unique per day', async () => {
    const first = await app.api.post(
      '/api/opening-dates',
      { date: '2025-02-28T00:00:00.000Z', openingStatus: 'Closed' },
      { token: admin },
    )
    expect(first.status).toBe(201)
    const again = await app.api.post(
      '/api/opening-dates',
      { date: '2025-02-28T00:00:00.000Z', openingStatus: 'Open' },
      { token: admin },
    )
    expect(again.status).toBe(400)
    expect(
      (await app.api.post('/api/opening-dates', { date: '2025-03-01T00:00:00.000Z' }, { token: admin })).status,
    ).toBe(400)
  })
})
