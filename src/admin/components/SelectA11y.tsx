'use client'

import React, { useEffect } from 'react'

import { fixSelectA11y } from '../lib/selectA11y'

/** Applies src/admin/lib/selectA11y.ts to every select Payload renders, now and as screens change. */
export const SelectA11y: React.FC<{ children?: React.ReactNode }> = ({ children }) => {
  useEffect(() => {
    fixSelectA11y(document)
    let queued = false
    const observer = new MutationObserver(() => {
      if (queued) return
      queued = true
      requestAnimationFrame(() => {
        queued = false
        fixSelectA11y(document)
      })
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])
  return <>{children}</>
}
