'use client'

import { ErrorPage } from './components/ErrorPage'

/** A public page that failed: zh-TW, inside the site frame, with a retry (components/ErrorPage.tsx). */
export default ErrorPage
