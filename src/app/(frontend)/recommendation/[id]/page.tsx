import { RecommendationStatusPage, recommendationStatusMetadata } from '@/modules/recommendations/pages'

// Per visitor, behind the key of the mailed link: never cached.
export const dynamic = 'force-dynamic'
export const metadata = recommendationStatusMetadata

export default RecommendationStatusPage
