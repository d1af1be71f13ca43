import config from '@payload-config'
import '@payloadcms/next/css'

import { restHandlers } from '@/endpoints/restHandlers'

// Payload's REST API and the root endpoints, through the product's wrappers (src/endpoints/restHandlers.ts).
export const { GET, POST, DELETE, PATCH, PUT, OPTIONS } = restHandlers(config)
