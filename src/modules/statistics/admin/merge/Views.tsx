import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { FLAGS, can } from '@/access'
import { statisticsScreen } from '../frame'
import { BasicManager } from '../basic/BasicManager'
import { MixManager } from '../mixin/MixManager'
import { MergeManager } from './MergeManager'

const rightsOf = (user: Parameters<typeof can>[0]) => ({
  edit: can(user, FLAGS.statistics.edit),
  delete: can(user, FLAGS.statistics.delete),
})

/** /shennong/statistics-demo-management: the landing, with the basic statistics. */
export const BasicStatisticsView = async (props: AdminViewServerProps) =>
  statisticsScreen(props, {
    path: 'statistics-demo-management',
    title: '統計管理',
    flag: FLAGS.statistics.read,
    render: ({ user, links }) => <BasicManager links={links} rights={rightsOf(user)} />,
  })

/** /shennong/statistics-demo-management/merge. */
export const MergeStatisticsView = async (props: AdminViewServerProps) =>
  statisticsScreen(props, {
    path: 'statistics-demo-management/merge',
    title: '合併統計',
    flag: FLAGS.statistics.read,
    render: ({ user, links }) => <MergeManager links={links} rights={rightsOf(user)} />,
  })

/** /shennong/statistics-demo-management/mix-report. */
export const MixStatisticsView = async (props: AdminViewServerProps) =>
  statisticsScreen(props, {
    path: 'statistics-demo-management/mix-report',
    title: '混合統計',
    flag: FLAGS.statistics.read,
    render: ({ user, links }) => <MixManager links={links} rights={rightsOf(user)} />,
  })
