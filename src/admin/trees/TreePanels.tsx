'use client'

import React from 'react'

import { ROUTE_AUTH_LABEL, ROUTE_TYPE_LABEL, CONTENT_STATUS_LABEL } from '@/i18n/modules'
import { TreeEditor } from './TreeEditor'
import type { ServerTreeNode } from './treeState'

/** A route's type, viewing rule and (when not published) status beside its name. */
const describeRoute = (node: ServerTreeNode): string => {
  const parts = [
    ROUTE_TYPE_LABEL[node.type as keyof typeof ROUTE_TYPE_LABEL],
    ROUTE_AUTH_LABEL[node.auth as keyof typeof ROUTE_AUTH_LABEL],
    node.status && node.status !== 'Published'
      ? CONTENT_STATUS_LABEL[node.status as keyof typeof CONTENT_STATUS_LABEL]
      : undefined,
  ]
  return parts.filter(Boolean).join('・')
}

const describeFaqRoute = (node: ServerTreeNode): string => {
  const answers = Array.isArray(node.answers) ? node.answers.length : 0
  return answers > 0 ? `${answers} 則問答` : ''
}

/** Above the route list (/shennong/route-management): the navigation tree editor. */
export const RouteTreePanel: React.FC = () => (
  <TreeEditor
    describe={describeRoute}
    editPath="/shennong/route-management"
    saveUrl="/api/shennong/routes/save"
    title="選單樹狀結構"
    treeUrl="/api/shennong/all-routes-tree"
  />
)

/** Above the FAQ route list (/shennong/faq-route-management): the FAQ tree editor. */
export const FaqTreePanel: React.FC = () => (
  <TreeEditor
    describe={describeFaqRoute}
    editPath="/shennong/faq-route-management"
    saveUrl="/api/shennong/faq-routes/save"
    title="常見問題樹狀結構"
    treeUrl="/api/shennong/all-faq-routes-tree"
  />
)
