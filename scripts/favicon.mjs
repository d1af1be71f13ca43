// Writes src/app/favicon.ico from src/app/icon.svg: the library's default icon, 16, 32 and 48 px
// PNG images in one ICO file (Next serves both files and links them from every page:
// docs/decisions.md "The site's icon"). Run it after changing the SVG: node scripts/favicon.mjs
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import sharp from 'sharp'

const APP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/app')
const SIZES = [16, 32, 48]

const svg = fs.readFileSync(path.join(APP, 'icon.svg'))
const images = await Promise.all(
  SIZES.map((size) => sharp(svg, { density: 300 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer()),
)

// ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per image, then the PNG images themselves.
const header = Buffer.alloc(6)
header.writeUInt16LE(0, 0) // reserved
header.writeUInt16LE(1, 2) // 1 = icon
header.writeUInt16LE(images.length, 4)
const entries = Buffer.alloc(16 * images.length)
let offset = header.length + entries.length
images.forEach((image, index) => {
  const entry = entries.subarray(index * 16, index * 16 + 16)
  entry.writeUInt8(SIZES[index] % 256, 0) // width (0 would mean 256)
  entry.writeUInt8(SIZES[index] % 256, 1) // height
  entry.writeUInt8(0, 2) // no palette
  entry.writeUInt8(0, 3) // reserved
  entry.writeUInt16LE(1, 4) // colour planes
  entry.writeUInt16LE(32, 6) // bits per pixel
  entry.writeUInt32LE(image.length, 8)
  entry.writeUInt32LE(offset, 12)
  offset += image.length
})
fs.writeFileSync(path.join(APP, 'favicon.ico'), Buffer.concat([header, entries, ...images]))
console.log(`src/app/favicon.ico: ${SIZES.join(', ')} px, ${offset} bytes`)
