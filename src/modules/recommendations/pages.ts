/**
 * The recommendations module's door for the Next route files under src/app/(frontend) only: its
 * public pages. These run only inside Next (stylesheets, the request), never where index.ts is
 * loaded outside it (the Payload CLI, scripts, the config).
 */
export { RecommendationStatusPage, recommendationStatusMetadata } from './public/RecommendationStatusPage'
