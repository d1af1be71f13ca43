import { type Endpoint, addDataAndFileToRequest } from 'payload'
import { z } from 'zod'

import { AppError } from '../../lib/errors'
import { importCatalogItems } from './import'
import { MSG } from '../../i18n/messages'
import { endpoint, ok, readBody } from '../../endpoints/http'

const jsonBody = z.object({
  _id: z.string({ error: MSG.required('新書通報') }),
  catalogItems: z.array(z.record(z.string(), z.unknown()), { error: MSG.required('書目') }),
})

/** POST /shennong/import-catalog-items: `{ _id, catalogItems }` as JSON, or a multipart `file` (.xlsx/.csv) with `?_id=`. */
export const catalogImportEndpoints: Endpoint[] = [
  endpoint('post', '/shennong/import-catalog-items', { flag: 'catalogs__edit' }, async (req) => {
    if ((req.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
      await addDataAndFileToRequest(req)
      // The catalog id comes in the query (`?_id=`) or, Payload's multipart convention, in `_payload`.
      const fromPayload = typeof req.data?._id === 'string' ? req.data._id : ''
      const catalogId = req.searchParams?.get('_id') || fromPayload
      if (!req.file) throw new AppError(400, '請選擇要匯入的檔案')
      return ok(await importCatalogItems(req, catalogId, { kind: 'file', filename: req.file.name, data: req.file.data }))
    }
    const body = await readBody(req, jsonBody)
    return ok(await importCatalogItems(req, body._id, { kind: 'rows', rows: body.catalogItems }))
  }),
]
