import { defineModule } from '@/modules/define'
import { CarouselSettings } from './collections/carouselSettings'
import { Carousels } from './collections/carousels'
import { carouselEndpoints } from './endpoints'
import { carouselsManifest } from './manifest'
import { carouselPublicEndpoints } from './publicEndpoints'

/** 輪播: the home page carousel and its settings. */
export const carouselsModule = defineModule(carouselsManifest, {
  collections: [Carousels],
  globals: [CarouselSettings],
  endpoints: [...carouselEndpoints, ...carouselPublicEndpoints],
  // Its demo data (seed.ts), loaded only when the demo seed runs.
  seed: async (payload) => (await import('./seed')).seedCarousels(payload),
})

export { type PublicCarousels, isShownAt, publicCarousels } from './public'
export { CAROUSEL_SIZE_LABEL } from './labels'
