import { buildAppConfig } from './src/config/buildAppConfig'

/** The app's Payload config; the database comes from DATABASE_URL (DESIGN.md §1). */
export default buildAppConfig()
