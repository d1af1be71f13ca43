/** The review module's door for browser code of other places (the public site's route files). */
export { LivePreviewView, type PreviewDoc } from './public/LivePreviewView'
