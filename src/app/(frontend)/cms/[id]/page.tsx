import { CmsPage, cmsPageMetadata } from '@/modules/cms/pages'

export const dynamic = 'force-dynamic'
export const generateMetadata = cmsPageMetadata

export default CmsPage
