import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { FLAGS, can } from '@/access'
import { statisticsScreen } from '../frame'
import { FormulaManager } from './FormulaManager'

/** /shennong/statistics-demo-management/formula-settings (公式報表設定). */
export const FormulaSettingsView = async (props: AdminViewServerProps) =>
  statisticsScreen(props, {
    path: 'statistics-demo-management/formula-settings',
    title: '公式報表設定',
    flag: FLAGS.statistics.read,
    render: ({ user, links }) => (
      <FormulaManager
        links={links}
        rights={{ edit: can(user, FLAGS.statistics.edit), delete: can(user, FLAGS.statistics.delete) }}
      />
    ),
  })
