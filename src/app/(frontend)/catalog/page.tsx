import { CatalogPage, catalogPageMetadata } from '@/modules/catalogs/pages'

export const dynamic = 'force-dynamic'
export const generateMetadata = catalogPageMetadata

export default CatalogPage
