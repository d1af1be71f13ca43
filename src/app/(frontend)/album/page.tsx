import { AlbumPage, albumPageMetadata } from '@/modules/albums/pages'

export const dynamic = 'force-dynamic'
export const generateMetadata = albumPageMetadata

export default AlbumPage
