import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { FLAGS, can } from '@/access'
import { ADMIN_BASE } from '@/admin/routeTable'
import { statisticsScreen } from '../frame'
import { ManualFill } from './ManualFill'
import { ManualSettings } from './ManualSettings'

export const MANUAL_SETTINGS_PATH = 'statistics-demo-management/manual-report-settings'
export const MANUAL_FILL_PATH = 'statistics-demo-management/manual-report-fill'

/** /shennong/statistics-demo-management/manual-report-settings: staff with statistics.read. */
export const ManualSettingsView = async (props: AdminViewServerProps) =>
  statisticsScreen(props, {
    path: MANUAL_SETTINGS_PATH,
    title: '手動報表設定',
    flag: FLAGS.statistics.read,
    render: ({ user, links }) => (
      <ManualSettings
        links={links}
        rights={{ edit: can(user, FLAGS.statistics.edit), delete: can(user, FLAGS.statistics.delete) }}
      />
    ),
  })

/**
 * /shennong/statistics-demo-management/manual-report-fill: any signed-in account (the writers
 * may hold no statistics flag); the calls show each caller only the reports assigned to them.
 */
export const ManualFillView = async (props: AdminViewServerProps) =>
  statisticsScreen(props, {
    path: MANUAL_FILL_PATH,
    title: '填報作業',
    flag: null,
    render: ({ links }) => (
      <ManualFill
        links={
          links.length > 0 ? links : [{ href: `${ADMIN_BASE}/${MANUAL_FILL_PATH}`, title: '填報作業', current: true }]
        }
      />
    ),
  })
