import { FaqItemPage, faqItemPageMetadata } from '@/modules/faq/pages'

export const dynamic = 'force-dynamic'
export const generateMetadata = faqItemPageMetadata

export default FaqItemPage
