import type { Payload } from 'payload'

import { storedDay } from '@/crud/inputs'
import { dayFromToday, isEmpty } from '@/lib/demoData'
import { demoImageResolver } from '@/modules/archives'

/** Demo albums (a teaching hospital's medical library); pictures are drawn and stored in the archive. */
const context = { seed: true }

export const seedAlbums = async (payload: Payload): Promise<void> => {
  if (!(await isEmpty(payload, 'albums'))) return
  const albums = [
    {
      title: '2025 圖書館週：閱讀療癒',
      date: storedDay(dayFromToday(-40)),
      description: '書展、講座與館藏導覽活動剪影。',
      images: [
        {
          imageUrl: '/images/demo/library-week-1.jpg',
          description: '開幕式與院長致詞',
          highlighted: true,
          isCover: true,
        },
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
        data: {
          highlighted: false,
          isCover: false,
          ...image,
          imageUrl: (await picture(image.imageUrl, 'albums')) ?? image.imageUrl,
          albumId: created.id,
        },
        context,
        overrideAccess: true,
      })
    }
  }
}
