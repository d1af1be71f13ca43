import { NewsPage, newsPageMetadata } from '@/modules/news/pages'

export const dynamic = 'force-dynamic'
export const metadata = newsPageMetadata

export default NewsPage
