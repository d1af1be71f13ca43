import { defineManifest } from '@/modules/define'

/** 操作手冊: the staff operation manual served from the user menu. */
export const manualManifest = defineManifest({
  name: 'manual',
  label: '操作手冊',
})
