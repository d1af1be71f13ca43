/** The carousels module's door for browser code of other places (the public site's route files). */
export { Carousel } from './public/Carousel'
