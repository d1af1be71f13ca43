import type { Metadata } from 'next'
import { connection } from 'next/server'
import React from 'react'

import { NotFoundPage } from './(frontend)/components/NotFoundPage'
import { SiteFrame } from './(frontend)/components/SiteFrame'
import { readInfra } from './(frontend)/components/frameData'

/**
 * An address no route matches (`/nonexistent`, `/space`): the public site's 404 page in zh-TW,
 * rendered on the server inside the site frame. The app has two root layouts (the public site
 * and Payload's back office), so without this file Next answers such addresses with its own
 * English page and no frame (next.config.mjs turns the file on). Addresses under /shennong and
 * /api always match a Payload route, which answers for itself.
 */

export const generateMetadata = async (): Promise<Metadata> => {
  await connection()
  return { title: `找不到網頁 - ${(await readInfra()).libraryName}` }
}

export default async function GlobalNotFound() {
  // Rendered per request: the frame shows today's hours and the visitor's navigation.
  await connection()
  return (
    <SiteFrame>
      <NotFoundPage />
    </SiteFrame>
  )
}
