import { type Payload, createLocalReq } from 'payload'
import sharp from 'sharp'

import { uploadFile } from './upload'

/**
 * Demo pictures for the seeded albums and carousels: drawn here (a gradient with a shelf of
 * books, no text, so no font is needed) and stored in the module's archive folder like any
 * upload, so the public site shows real images served through the archive's access control.
 */

const DEMO_PREFIX = '/images/demo/'

const hueOf = (name: string): number => [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 7)

const svgFor = (name: string): string => {
  const hue = hueOf(name)
  const books = Array.from({ length: 9 }, (_, i) => {
    const height = 150 + ((hue + i * 47) % 120)
    const x = 180 + i * 92
    return `<rect x="${x}" y="${560 - height}" width="70" height="${height}" rx="6" fill="hsl(${(hue + i * 35) % 360}, 45%, ${62 + (i % 3) * 8}%)" opacity="0.92"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue}, 50%, 38%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360}, 55%, 24%)"/>
  </linearGradient></defs>
  <rect width="1200" height="675" fill="url(#g)"/>
  <circle cx="1000" cy="140" r="90" fill="hsl(${(hue + 180) % 360}, 70%, 80%)" opacity="0.35"/>
  ${books}
  <rect x="140" y="560" width="900" height="18" rx="4" fill="hsl(${hue}, 30%, 85%)"/>
</svg>`
}

/**
 * Replace a `/images/demo/<name>.jpg` placeholder with a drawn picture stored in the module's
 * archive folder (uploaded as the seeded administrator); other URLs pass through unchanged.
 */
export const demoImageResolver = async (payload: Payload) => {
  const admin = (
    await payload.find({
      collection: 'users',
      where: { username: { equals: 'admin' } },
      depth: 1,
      limit: 1,
      overrideAccess: true,
    })
  ).docs[0]
  const made = new Map<string, string>()
  return async (url: string | null | undefined, module: 'albums' | 'carousels'): Promise<string | null> => {
    if (!url || !url.startsWith(DEMO_PREFIX) || !admin) return url ?? null
    const known = made.get(url)
    if (known) return known
    const name = url.slice(DEMO_PREFIX.length)
    const data = await sharp(Buffer.from(svgFor(name)))
      .jpeg({ quality: 78 })
      .toBuffer()
    const req = await createLocalReq({ user: { ...admin, collection: 'users' } }, payload)
    const view = await uploadFile(req, { module, folderId: null }, { name, data, size: data.length })
    const stored = view.previewUrl ?? url
    made.set(url, stored)
    return stored
  }
}
