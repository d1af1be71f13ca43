import type { Endpoint } from 'payload'

import { publicHome, publicInfra } from './public'
import { endpoint, ok } from '../../endpoints/http'

/** The public frame and home header (spec doc 2 §7 "Public": /public/home, /public/infra). */
export const sitePublicEndpoints: Endpoint[] = [
  endpoint('get', '/public/home', 'public', async (req) => ok(await publicHome(req.payload))),
  endpoint('get', '/public/infra', 'public', async (req) => ok(await publicInfra(req.payload))),
]
