import { defineModule } from '@/modules/define'
import { manualEndpoints } from './endpoints'
import { manualManifest } from './manifest'

/** 操作手冊: the staff operation manual, downloaded from the user menu (GET /api/shennong/manual). */
export const manualModule = defineModule(manualManifest, {
  endpoints: manualEndpoints,
})

export { MANUAL_DOWNLOAD_NAME, MANUAL_PATH } from './endpoints'
