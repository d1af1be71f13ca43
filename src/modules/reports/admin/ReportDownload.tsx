'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import React from 'react'

const href = (id: string | number) => `/api/shennong/reports/${id}/download`

/** Download link on a report's edit screen. */
export const ReportDownloadField: React.FC = () => {
  const { id } = useDocumentInfo()
  if (!id) return null
  return (
    <p>
      <a className="shennong-header-button" download href={href(id)}>
        下載報表
      </a>
    </p>
  )
}

/** Download link in the report list. */
export const ReportDownloadCell: React.FC<DefaultCellComponentProps> = ({ rowData }) =>
  rowData?.id ? (
    <a download href={href(rowData.id as string)} onClick={(event) => event.stopPropagation()}>
      下載
    </a>
  ) : null
