import type { CollectionConfig } from 'payload'

import { MENU_GROUPS } from '@/i18n/menu'
import { checkboxField, numberField, textField, textareaField } from '@/fields/common'
import { optionsOf } from '@/i18n/modules'
import { FLAGS } from '@/access'
import { serviceWrittenAccess } from '@/access/moduleAccess'
import { HARVEST_RUN_STATUS_LABEL, HARVEST_TRIGGER_LABEL } from '../../shared/harvestState'

/**
 * A harvest run (docs/statistics.md §2 "Harvest runs"): one harvest of some months of a source,
 * started by hand ("harvest now", "re-harvest") or by the hourly job, run as a job. Its progress
 * lives here, so any screen and any server process reads the same progress, after a reload too;
 * a run is cancelled by setting `cancelRequested`, which the runner reads before each month.
 * One run per source is queued or running at a time (sushi/harvest.ts).
 */
export const DataOriginalHarvests: CollectionConfig = {
  slug: 'data-original-harvests',
  labels: { singular: '收割作業', plural: '收割作業' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'scope',
    defaultColumns: ['setting', 'status', 'finished', 'total', 'createdAt'],
    group: MENU_GROUPS.platform,
    hidden: true,
  },
  access: serviceWrittenAccess(FLAGS.statistics),
  fields: [
    {
      name: 'setting',
      label: '原始資料設定',
      type: 'relationship',
      relationTo: 'data-original-settings',
      required: true,
      index: true,
    },
    {
      name: 'status',
      label: '作業狀態',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: optionsOf(HARVEST_RUN_STATUS_LABEL),
    },
    {
      name: 'trigger',
      label: '啟動方式',
      type: 'select',
      required: true,
      defaultValue: 'manual',
      options: optionsOf(HARVEST_TRIGGER_LABEL),
    },
    textField('scope', '收割範圍'),
    checkboxField('reharvest', '重新收割（已完成的月份也再收割）', false),
    // The months to harvest, in order (set ids).
    { name: 'setIds', label: '收割月份', type: 'json', required: true },
    numberField('total', '月份數', { defaultValue: 0, min: 0 }),
    numberField('finished', '已完成月份數', { defaultValue: 0, min: 0 }),
    textField('current', '正在收割'),
    // Per month: { setId, reportType, month, state, rowCount, message }.
    { name: 'outcomes', label: '各月結果', type: 'json' },
    { name: 'counts', label: '各狀態月份數', type: 'json' },
    { name: 'startedBy', label: '啟動者', type: 'relationship', relationTo: 'users' },
    textField('startedByName', '啟動者名稱'),
    { name: 'startedAt', label: '開始時間', type: 'date' },
    { name: 'finishedAt', label: '結束時間', type: 'date', index: true },
    // Written after every month: a running run not heard from for long died with its process.
    { name: 'heartbeatAt', label: '最後進度時間', type: 'date' },
    checkboxField('cancelRequested', '已要求取消', false),
    textField('cancelledByName', '取消者名稱'),
    textareaField('error', '錯誤'),
  ],
  timestamps: true,
}
