import { defineManifest } from '@/modules/define'

/** 通知信箱: the recipients of each module's mails (spec doc 3 §3 module notifiers). */
export const notifiersManifest = defineManifest({
  name: 'notifiers',
  label: '通知信箱設定',
})
