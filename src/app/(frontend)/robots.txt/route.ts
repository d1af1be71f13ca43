import { robotsTxtResponse } from '../components/robotsTxt'

// Per request: the Sitemap line names the site's origin (SERVER_URL, else the request's).
export const dynamic = 'force-dynamic'

export const GET = robotsTxtResponse
