'use client'

import { SetStepNav } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'
import React, { useMemo } from 'react'

import './review.scss'
import { ReviewDetail } from './ReviewDetail'
import { ReviewList } from './ReviewList'
import { REVIEW_BASE, listHref, listStateOf } from './state'
import type { ModuleFields } from './types'

type Props = {
  /** The signed-in user holds `FLAGS.auth_requests.edit` (may approve or return). */
  canDecide: boolean
  currentUserId: string
  moduleFields: ModuleFields
  modules: { value: string; label: string }[]
}

/** The review screen: the list, or with `?authRequestId=` one request. */
export const ReviewManager: React.FC<Props> = ({ canDecide, currentUserId, moduleFields, modules }) => {
  const searchParams = useSearchParams()
  const authRequestId = searchParams.get('authRequestId')?.trim() || null
  const list = useMemo(() => listStateOf(searchParams), [searchParams])

  return (
    <div className="shennong-review-page">
      <SetStepNav
        nav={
          authRequestId
            ? [{ label: '審核管理', url: listHref(list) }, { label: '審核內容' }]
            : [{ label: '審核管理', url: REVIEW_BASE }]
        }
      />
      {authRequestId ? (
        <ReviewDetail
          backHref={listHref(list)}
          canDecide={canDecide}
          currentUserId={currentUserId}
          id={authRequestId}
          key={authRequestId}
          moduleFields={moduleFields}
        />
      ) : (
        <ReviewList modules={modules} state={list} />
      )}
    </div>
  )
}
