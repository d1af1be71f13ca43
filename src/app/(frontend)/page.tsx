import { HomePage } from './components/HomePage'

export const dynamic = 'force-dynamic'

export default HomePage
