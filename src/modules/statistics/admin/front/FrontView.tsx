import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { FLAGS, can } from '@/access'
import { statisticsScreen } from '../frame'
import { FrontManager } from './FrontManager'

/** /shennong/statistics-demo-management/public-report (前台報表). */
export const PublicReportView = async (props: AdminViewServerProps) =>
  statisticsScreen(props, {
    path: 'statistics-demo-management/public-report',
    title: '前台報表',
    flag: FLAGS.statistics.read,
    render: ({ user, links }) => (
      <FrontManager
        links={links}
        rights={{ edit: can(user, FLAGS.statistics.edit), delete: can(user, FLAGS.statistics.delete) }}
      />
    ),
  })
