import React from 'react'

import { NotFoundPage } from '../../components/NotFoundPage'

/** /cms/{id} of a route that does not exist, is not published, or is not open to this visitor. */
export default function CmsNotFound() {
  return <NotFoundPage title="此頁面尚未建立" message="您要瀏覽的頁面尚未建立或目前不開放瀏覽。" />
}
