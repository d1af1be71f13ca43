import { sitemapXml } from '../components/sitemapXml'

export const dynamic = 'force-dynamic'

export const GET = sitemapXml
