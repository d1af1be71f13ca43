/** The recommendations module's door for browser code of other places (the public site's route files). */
export { RecommendationForm } from './public/RecommendationForm'
