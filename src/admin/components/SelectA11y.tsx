'use client'

import React from 'react'

import { fixSelectA11y } from '../lib/selectA11y'
import { useDocumentFix } from '../lib/useDocumentFix'

/** Applies src/admin/lib/selectA11y.ts to every select Payload renders, now and as screens change. */
export const SelectA11y: React.FC<{ children?: React.ReactNode }> = ({ children }) => {
  useDocumentFix(fixSelectA11y)
  return <>{children}</>
}
