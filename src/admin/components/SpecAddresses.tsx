'use client'

import React, { useEffect } from 'react'

import { keepSpecAddressesInHistory, pointLinksAtSpecAddresses } from '../lib/specLinks'
import { useDocumentFix } from '../lib/useDocumentFix'

/** Applies src/admin/lib/specLinks.ts: the address bar and every link Payload renders at spec addresses. */
export const SpecAddresses: React.FC<{ children?: React.ReactNode }> = ({ children }) => {
  useEffect(keepSpecAddressesInHistory, [])
  useDocumentFix(pointLinksAtSpecAddresses, ['href'])
  return <>{children}</>
}
