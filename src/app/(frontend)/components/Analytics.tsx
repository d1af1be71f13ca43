import Script from 'next/script'
import React from 'react'

import { analyticsInitScript } from '@/lib/securityHeaders'
import { isAnalyticsId } from '@/modules/site'

/**
 * Google Analytics (gtag.js) for the public site only (analytics load outside
 * the admin section; the /shennong admin has its own layout and never renders this). Nothing
 * loads unless a valid measurement id is set in the site settings. The page policy allows the
 * inline setup by its hash (src/lib/securityHeaders.ts), so its text lives there.
 */
export const Analytics: React.FC<{ id: string | null }> = ({ id }) => {
  if (!id || !isAnalyticsId(id)) return null
  return (
    <>
      <Script
        src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`}
        strategy="afterInteractive"
      />
      <Script id="ga-init" strategy="afterInteractive">
        {analyticsInitScript(id)}
      </Script>
    </>
  )
}
