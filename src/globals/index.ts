import type { GlobalConfig } from 'payload'

import { ModuleNotifiers } from '../modules/notifiers/collections/moduleNotifiers'
import { moduleGlobals } from './modules'
import { SiteSettings } from '../modules/site/collections/siteSettings'
import { ArchivesSettings } from '../modules/archives/collections/archivesSettings'

/** Every global (singleton) of the product. */
export const globals: GlobalConfig[] = [SiteSettings, ModuleNotifiers, ...moduleGlobals, ArchivesSettings]
