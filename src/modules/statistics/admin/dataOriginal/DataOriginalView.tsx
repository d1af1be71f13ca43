import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { FLAGS, can } from '@/access'
import { statisticsScreen } from '../frame'
import { DataOriginalManager } from './DataOriginalManager'

/** /shennong/statistics-demo-management/data-original-settings: the COUNTER SUSHI sources. */
export const DataOriginalView = async (props: AdminViewServerProps) =>
  statisticsScreen(props, {
    path: 'statistics-demo-management/data-original-settings',
    title: '原始資料設定',
    flag: FLAGS.statistics.read,
    render: ({ user, links }) => (
      <DataOriginalManager
        links={links}
        rights={{ edit: can(user, FLAGS.statistics.edit), delete: can(user, FLAGS.statistics.delete) }}
      />
    ),
  })
