import { FaqPage, faqPageMetadata } from '@/modules/faq/pages'

export const dynamic = 'force-dynamic'
export const metadata = faqPageMetadata

export default FaqPage
