'use client'

import { Banner, Button } from '@payloadcms/ui'
import React from 'react'

/** Loading, error (with retry) and empty states, the same on both screens. */
export const Loading: React.FC = () => (
  <p aria-live="polite" className="shennong-answers__status" role="status">
    載入中…
  </p>
)

export const LoadError: React.FC<{ message: string; onRetry: () => void }> = ({ message, onRetry }) => (
  <div className="shennong-answers__error" role="alert">
    <Banner type="error">載入失敗：{message}</Banner>
    <Button buttonStyle="secondary" onClick={onRetry} size="small">
      重新載入
    </Button>
  </div>
)

export const Empty: React.FC<{ text: string }> = ({ text }) => (
  <p className="shennong-answers__empty" role="status">
    {text}
  </p>
)
