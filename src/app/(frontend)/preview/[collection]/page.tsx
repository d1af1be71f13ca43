import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import React from 'react'

import { can } from '@/access'
import { isObjectId } from '@/lib/objectId'
import { publicPayload } from '@/lib/publicPayload'
import { withRoles } from '@/admin/sessionUser'
import { type PreviewSlug, previewFlag } from '@/modules/review'
import { LivePreviewView, type PreviewDoc } from '@/modules/review/client'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: '預覽', robots: { index: false } }

type Props = { params: Promise<{ collection: string }>; searchParams: Promise<{ id?: string }> }

/**
 * /preview/{collection}?id=… — the admin's live preview frame:
 * signed-in staff who may read the module see the latest draft, updated as they type. Nobody
 * else learns that the document exists.
 */
export default async function PreviewPage({ params, searchParams }: Props) {
  const { collection } = await params
  const { id } = await searchParams
  const flag = previewFlag(collection)
  if (!flag) notFound()
  const slug = collection as PreviewSlug
  const payload = await publicPayload()
  const requestHeaders = await headers()
  const { user } = await payload.auth({ headers: requestHeaders })
  const staff = await withRoles(payload, user)
  if (!can(staff, flag)) notFound()
  let initialData: PreviewDoc = {}
  if (id && isObjectId(id)) {
    const doc = await payload.findByID({
      collection: slug,
      id,
      draft: true,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (doc) initialData = doc as PreviewDoc
  }
  // The admin posts the form from its own origin: this site's address as the browser sees it.
  const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host') ?? ''
  const protocol = requestHeaders.get('x-forwarded-proto') ?? 'http'
  const serverURL = payload.config.serverURL || process.env.SERVER_URL || `${protocol}://${host}`
  return <LivePreviewView initialData={initialData} serverURL={serverURL} />
}
