import { SiteFrame, frameMetadata } from './components/SiteFrame'

export const generateMetadata = frameMetadata

export default SiteFrame
