import type { Endpoint } from 'payload'

import { type FileKind, serveArchiveFile } from './files'
import { endpoint } from '@/endpoints/http'
import { routeParam } from '@/endpoints/query'

/** Archive files by id: access follows the folder's auth mode, checked in the service. */
export const publicArchiveEndpoints: Endpoint[] = (['download', 'preview', 'thumbnail'] as FileKind[]).map((kind) =>
  endpoint('get', `/public/archives/:id/${kind}`, 'public', async (req) =>
    serveArchiveFile(req, routeParam(req, 'id'), kind, req.searchParams?.get('name') ?? undefined),
  ),
)
