'use client'

import { useEffect } from 'react'

/**
 * Apply `fix` to the document now and again after each change of Payload's screens (at most once
 * a frame): for what Payload renders and offers no option for (src/admin/components/SelectA11y,
 * SpecAddresses). `attributes` also watches those attributes (a fix that rewrites one of them
 * sees its own change once and finds nothing more to do).
 */
export const useDocumentFix = (fix: (root: Document) => void, attributes: string[] = []): void => {
  useEffect(() => {
    fix(document)
    let queued = false
    const observer = new MutationObserver(() => {
      if (queued) return
      queued = true
      requestAnimationFrame(() => {
        queued = false
        fix(document)
      })
    })
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      ...(attributes.length > 0 ? { attributes: true, attributeFilter: attributes } : {}),
    })
    return () => observer.disconnect()
    // The fix and its attributes are fixed for the life of the provider.
  }, [])
}
