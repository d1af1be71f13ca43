import { NotFoundPage } from './components/NotFoundPage'

/** Every public page's notFound() without a closer not-found: zh-TW, inside the site frame. */
export default NotFoundPage
