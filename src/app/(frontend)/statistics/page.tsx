import { StatisticsPage, statisticsPageMetadata } from '@/modules/statistics/pages'

export const dynamic = 'force-dynamic'
export const metadata = statisticsPageMetadata

export default StatisticsPage
