/** The feedbacks module's door for browser code of other places (the public site's route files). */
export { FeedbackForm } from './public/FeedbackForm'
export { FeedbackTicket } from './public/FeedbackTicket'
