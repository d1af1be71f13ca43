import type { Payload } from 'payload'

import { storedDay } from '@/crud/inputs'
import { dayFromToday, isEmpty } from '@/lib/demoData'

/** A demo new-books list. */
const context = { seed: true }

export const seedCatalogs = async (payload: Payload): Promise<void> => {
  if (!(await isEmpty(payload, 'catalogs'))) return
  const catalog = await payload.create({
    collection: 'catalogs',
    data: { title: '本月新書通報', date: storedDay(dayFromToday(-5)), highlighted: true },
    context,
    overrideAccess: true,
  })
  const items = [
    {
      resourceNumber: 'M0001001',
      barcode: '31001000123',
      name: '哈里遜內科學精要',
      author: 'Loscalzo, Joseph',
      isbn: '9781264268504',
    },
    {
      resourceNumber: 'M0001002',
      barcode: '31001000124',
      name: '護理倫理與法律',
      author: '盧美秀',
      isbn: '9789861946781',
    },
    {
      resourceNumber: 'M0001003',
      barcode: '31001000125',
      name: '實證醫學：臨床實踐與教學指引',
      author: '陳杰峰',
      isbn: '9789863682106',
    },
  ]
  for (const item of items) {
    await payload.create({
      collection: 'catalog-items',
      data: { ...item, catalogId: catalog.id },
      context,
      overrideAccess: true,
    })
  }
}
