import type { PayloadRequest } from 'payload'

import { AppError } from '@/lib/errors'
import { isObjectId } from '@/lib/objectId'
import { type ImportColumn, type ImportRow, createAll, readSpreadsheet, validateRows } from '@/crud/imports'
import { CATALOG_MSG } from './messages'
import { catalogItemRowSchema } from './schemas'

/** Columns of a catalog-item import file: zh-TW or English headers. */
export const CATALOG_ITEM_COLUMNS: readonly ImportColumn[] = [
  { field: 'resourceNumber', headers: ['資源編號', 'resourceNumber'] },
  { field: 'barcode', headers: ['條碼', 'barcode'] },
  { field: 'name', headers: ['書名', 'name', 'title'] },
  { field: 'author', headers: ['作者', 'author'] },
  { field: 'isbn', headers: ['ISBN', 'isbn'] },
  { field: 'url', headers: ['館藏網址', 'url'] },
  { field: 'introUrl', headers: ['簡介網址', 'introUrl'] },
  { field: 'coverImageUrl', headers: ['封面圖片', 'coverImageUrl'] },
]

export type CatalogImportSource =
  { kind: 'rows'; rows: Record<string, unknown>[] } | { kind: 'file'; filename: string; data: Buffer }

/**
 * Import catalog items into a catalog (`import-catalog-items`): from rows sent as JSON or from an
 * .xlsx/.csv file. A bad row saves nothing; the answer names every bad row.
 */
export const importCatalogItems = async (
  req: PayloadRequest,
  catalogId: string,
  source: CatalogImportSource,
): Promise<{ imported: number }> => {
  const catalog = isObjectId(catalogId)
    ? await req.payload.findByID({
        collection: 'catalogs',
        id: catalogId,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        req,
      })
    : null
  if (!catalog) throw new AppError(404, CATALOG_MSG.notFound)
  const rows: ImportRow[] =
    source.kind === 'file'
      ? await readSpreadsheet(source.filename, source.data, CATALOG_ITEM_COLUMNS)
      : source.rows.map((values, i) => ({ row: i + 1, values }))
  const items = validateRows(rows, catalogItemRowSchema)
  const imported = await createAll(
    req,
    'catalog-items',
    items.map((item) => ({ ...item, catalogId: catalog.id })),
  )
  return { imported }
}
