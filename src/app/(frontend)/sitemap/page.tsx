import { SitemapPage, sitemapMetadata } from '../components/SitemapPage'

export const dynamic = 'force-dynamic'
export const metadata = sitemapMetadata

export default SitemapPage
