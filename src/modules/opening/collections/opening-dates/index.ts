import type { CollectionConfig } from 'payload'

import { archiveFileAdmin } from '@/fields/archiveFile'
import { dateField, textareaField, urlField } from '@/fields/common'
import { FIELD_LABEL, optionsOf } from '@/i18n/modules'
import { OPENING_STATUS_LABEL } from '../../labels'
import { FLAGS } from '@/access'
import { moduleAccess } from '@/access/moduleAccess'
import { MENU_GROUPS } from '@/i18n/menu'
import { PUBLIC_TAGS, expirePublicAfterChange, expirePublicAfterDelete } from '@/lib/publicCache'

/** Per-day opening exceptions and notices; the weekly hours are the `opening-settings` global. */
export const OpeningDates: CollectionConfig = {
  slug: 'opening-dates',
  labels: { singular: '開館日', plural: '開館時間管理' },
  defaultSort: 'date',
  admin: {
    useAsTitle: 'date',
    // The list's search box looks in the notice: a `like` on the date column is an error on
    // PostgreSQL (a timestamp is no text), so searching by the title field would break there.
    listSearchableFields: ['announcement'],
    defaultColumns: ['date', 'openingStatus', 'announcement'],
    group: MENU_GROUPS.site,
    components: { beforeList: ['/ui/ImportPanel#OpeningDatesImport'] },
  },
  access: moduleAccess(FLAGS.opening_dates),
  hooks: {
    afterChange: [expirePublicAfterChange(PUBLIC_TAGS.opening)],
    afterDelete: [expirePublicAfterDelete(PUBLIC_TAGS.opening)],
  },
  fields: [
    dateField('date', FIELD_LABEL.date, 'dayOnly', { required: true, unique: true }),
    {
      name: 'openingStatus',
      label: '開館狀態',
      type: 'select',
      required: true,
      options: optionsOf(OPENING_STATUS_LABEL),
    },
    textareaField('announcement', '公告'),
    urlField('linkUrl', FIELD_LABEL.linkUrl),
    urlField('imageUrl', FIELD_LABEL.imageUrl, { admin: archiveFileAdmin('image') }),
  ],
  timestamps: true,
}
