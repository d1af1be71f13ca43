import type { GlobalConfig } from 'payload'

import { ModuleNotifiers } from './moduleNotifiers'
import { moduleGlobals } from './modules'
import { SiteSettings } from './siteSettings'
import { ArchivesSettings } from './archivesSettings'

/** Every global (singleton) of the product. */
export const globals: GlobalConfig[] = [SiteSettings, ModuleNotifiers, ...moduleGlobals, ArchivesSettings]
