import { OpeningPage, openingPageMetadata } from '@/modules/opening/pages'

export const dynamic = 'force-dynamic'
export const metadata = openingPageMetadata

export default OpeningPage
