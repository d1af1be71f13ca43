import type { Endpoint } from 'payload'

import { endpoint, ok } from '../../endpoints/http'
import { publicCarousels } from './public'

/** The public call of the home carousel (spec doc 2 §7 "Public"). */
export const carouselPublicEndpoints: Endpoint[] = [endpoint('get', '/public/carousels', 'public', async (req) => ok(await publicCarousels(req.payload)))]
