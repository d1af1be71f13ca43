import fs from 'node:fs/promises'
import path from 'node:path'

import type { Endpoint } from 'payload'

import { AppError } from '@/lib/errors'
import { attachmentDisposition } from '@/lib/contentDisposition'
import { endpoint } from '@/endpoints/http'

/** The staff operation manual, shipped in the repository (the header's 操作手冊下載). */
export const MANUAL_PATH = path.resolve(process.cwd(), 'docs', 'manual', 'operation-manual.md')
export const MANUAL_DOWNLOAD_NAME = '神農圖書館後台操作手冊.md'

export const manualEndpoints: Endpoint[] = [
  endpoint('get', '/shennong/manual', 'active', async () => {
    const content = await fs.readFile(MANUAL_PATH).catch(() => {
      throw new AppError(404, '找不到操作手冊')
    })
    return new Response(new Uint8Array(content), {
      headers: {
        'Content-Type': 'text/markdown; charset=utf-8',
        'Content-Length': String(content.length),
        'Content-Disposition': attachmentDisposition(MANUAL_DOWNLOAD_NAME),
        'Cache-Control': 'private, no-cache',
      },
    })
  }),
]
