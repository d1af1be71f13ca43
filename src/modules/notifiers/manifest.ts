import { defineManifest } from '@/modules/define'

/** 通知信箱: the recipients of each module's mails. */
export const notifiersManifest = defineManifest({
  name: 'notifiers',
  label: '通知信箱設定',
})
