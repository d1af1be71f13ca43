import type { CollectionSlug, Payload } from 'payload'

import { storedDay } from '@/crud/inputs'
import { demoImageResolver } from './demoImages'

/**
 * Demo content of the albums, carousels, catalogs, links and opening-hours modules (a teaching
 * hospital's medical library, zh-TW). A plain function: each module that already has data is
 * left alone, so calling it twice adds nothing. Pictures are drawn and stored in the archive
 * (src/seed/demoImages.ts).
 */

const context = { seed: true }

/** `YYYY-MM-DD` of today plus `offset` days (UTC). */
const dayFromToday = (offset: number): string => {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + offset)
  return date.toISOString().slice(0, 10)
}

const isEmpty = async (payload: Payload, collection: CollectionSlug): Promise<boolean> =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs === 0

const seedAlbums = async (payload: Payload): Promise<void> => {
  if (!(await isEmpty(payload, 'albums'))) return
  const albums = [
    {
      title: '2025 圖書館週：閱讀療癒',
      date: storedDay(dayFromToday(-40)),
      description: '書展、講座與館藏導覽活動剪影。',
      images: [
        { imageUrl: '/images/demo/library-week-1.jpg', description: '開幕式與院長致詞', highlighted: true, isCover: true },
        { imageUrl: '/images/demo/library-week-2.jpg', description: '醫學人文主題書展' },
        { imageUrl: '/images/demo/library-week-3.jpg', description: '實證醫學講座現場', highlighted: true },
      ],
    },
    {
      title: '新春揮毫送春聯',
      date: storedDay(dayFromToday(-10)),
      description: '館員與院內同仁一同揮毫，迎接新年。',
      images: [
        { imageUrl: '/images/demo/spring-couplets-1.jpg', description: '揮毫現場', isCover: true },
        { imageUrl: '/images/demo/spring-couplets-2.jpg', description: '春聯作品展示', highlighted: true },
      ],
    },
  ]
  const picture = await demoImageResolver(payload)
  for (const { images, ...album } of albums) {
    const cover = images.find((image) => image.isCover)
    const created = await payload.create({
      collection: 'albums',
      data: { ...album, enabled: true, count: images.length, coverImageUrl: await picture(cover?.imageUrl, 'albums') },
      context,
      overrideAccess: true,
    })
    for (const image of images) {
      await payload.create({
        collection: 'album-images',
        data: { highlighted: false, isCover: false, ...image, imageUrl: (await picture(image.imageUrl, 'albums')) ?? image.imageUrl, albumId: created.id },
        context,
        overrideAccess: true,
      })
    }
  }
}

const seedCarousels = async (payload: Payload): Promise<void> => {
  if (!(await isEmpty(payload, 'carousels'))) return
  const items = [
    {
      title: '新進館藏：2025 年臨床指引專區',
      imageUrl: '/images/demo/carousel-guidelines.jpg',
      linkUrl: '/catalog',
      backgroundColor: '#197879',
      textColor: '#f8f8f4',
    },
    {
      title: 'UpToDate 與 Cochrane 資料庫檢索講習報名中',
      imageUrl: '/images/demo/carousel-training.jpg',
      linkUrl: '/news',
      backgroundColor: '#14578e',
      textColor: '#f8f8f4',
    },
  ]
  const picture = await demoImageResolver(payload)
  for (const [index, item] of items.entries()) {
    const imageUrl = await picture(item.imageUrl, 'carousels')
    await payload.create({ collection: 'carousels', data: { ...item, imageUrl, enabled: true, sort: index + 1 }, context, overrideAccess: true })
  }
}

const seedCatalogs = async (payload: Payload): Promise<void> => {
  if (!(await isEmpty(payload, 'catalogs'))) return
  const catalog = await payload.create({
    collection: 'catalogs',
    data: { title: '本月新書通報', date: storedDay(dayFromToday(-5)), highlighted: true },
    context,
    overrideAccess: true,
  })
  const items = [
    { resourceNumber: 'M0001001', barcode: '31001000123', name: '哈里遜內科學精要', author: 'Loscalzo, Joseph', isbn: '9781264268504' },
    { resourceNumber: 'M0001002', barcode: '31001000124', name: '護理倫理與法律', author: '盧美秀', isbn: '9789861946781' },
    { resourceNumber: 'M0001003', barcode: '31001000125', name: '實證醫學：臨床實踐與教學指引', author: '陳杰峰', isbn: '9789863682106' },
  ]
  for (const item of items) {
    await payload.create({ collection: 'catalog-items', data: { ...item, catalogId: catalog.id }, context, overrideAccess: true })
  }
}

const seedLinks = async (payload: Payload): Promise<void> => {
  if (await isEmpty(payload, 'quick-links')) {
    const quickLinks = [
      { icon: 'Clock', label: '開館時間', path: '/opening' },
      { icon: 'Newspaper', label: '最新消息', path: '/news' },
      { icon: 'BookOpen', label: '新書通報', path: '/catalog' },
      { icon: 'CalendarCheck', label: '空間預約', path: '/space/room-reservation' },
    ]
    for (const [index, link] of quickLinks.entries()) {
      await payload.create({ collection: 'quick-links', data: { ...link, sort: index + 1 }, context, overrideAccess: true })
    }
  }
  if (await isEmpty(payload, 'external-links')) {
    const externalLinks = [
      { title: 'PubMed', linkUrl: 'https://pubmed.ncbi.nlm.nih.gov/' },
      { title: '衛生福利部', linkUrl: 'https://www.mohw.gov.tw/' },
      { title: '國家圖書館', linkUrl: 'https://www.ncl.edu.tw/' },
    ]
    for (const [index, link] of externalLinks.entries()) {
      await payload.create({ collection: 'external-links', data: { ...link, enabled: true, sort: index + 1 }, context, overrideAccess: true })
    }
  }
}

/**
 * Weekdays 08:00–17:00 and Saturday (the settings hold one pair of hours for every opening
 * day); two special closing days ahead.
 */
const seedOpening = async (payload: Payload): Promise<void> => {
  const settings = await payload.findGlobal({ slug: 'opening-settings', overrideAccess: true })
  if (!settings.openingTime) {
    await payload.updateGlobal({
      slug: 'opening-settings',
      data: {
        openingTime: '08:00',
        closingTime: '17:00',
        openingDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        temporaryAnnouncement: '週六開放時間為 09:00–12:00，國定假日休館。',
        temporaryLinkUrl: '/opening',
        backgroundColor: '#197879',
        textColor: '#f8f8f4',
      },
      context,
      overrideAccess: true,
    })
  }
  if (await isEmpty(payload, 'opening-dates')) {
    const closed = [
      { date: storedDay(dayFromToday(7)), announcement: '館藏盤點，休館一日。' },
      { date: storedDay(dayFromToday(21)), announcement: '消防安全檢查，暫停開放。', linkUrl: '/news' },
    ]
    for (const entry of closed) {
      await payload.create({ collection: 'opening-dates', data: { ...entry, openingStatus: 'Closed' }, context, overrideAccess: true })
    }
  }
}

/** Seed the albums, carousels, catalogs, links and opening-hours demo content. */
export const seedContentModules = async (payload: Payload): Promise<void> => {
  await seedAlbums(payload)
  await seedCarousels(payload)
  await seedCatalogs(payload)
  await seedLinks(payload)
  await seedOpening(payload)
}
