import React from 'react'

import { MSG } from '@/i18n/messages'

/** What a signed-in user sees on a back-office screen their roles do not open. */
export const ForbiddenScreen: React.FC<{ title: string }> = ({ title }) => (
  <main className="shennong-auth">
    <div className="shennong-auth__card">
      <h1>{title}</h1>
      <p className="shennong-auth__error" role="alert">
        {MSG.forbiddenScreen}
      </p>
      <p className="shennong-auth__footer">
        <a href="/shennong">返回後台首頁</a>
      </p>
    </div>
  </main>
)
