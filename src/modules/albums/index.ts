import { defineModule } from '@/modules/define'
import { AlbumImages } from './collections/album-images'
import { Albums } from './collections/albums'
import { albumEndpoints } from './endpoints'
import { albumsManifest } from './manifest'
import { albumPublicEndpoints } from './publicEndpoints'

/** 相簿: photo albums and their images. */
export const albumsModule = defineModule(albumsManifest, {
  collections: [Albums, AlbumImages],
  endpoints: [...albumEndpoints, ...albumPublicEndpoints],
  // Its demo data (seed.ts), loaded only when the demo seed runs.
  seed: async (payload) => (await import('./seed')).seedAlbums(payload),
})

export { publicAlbum, publicAlbums, publicHighlightedImages, visibleAlbumsWhere } from './public'
