import type { Endpoint } from 'payload'

import { authEndpoints } from './auth'
import { publicArchiveEndpoints } from './public/archives'
import { archiveEndpoints } from './shennong/archives'
import { catalogImportEndpoints } from './shennong/catalogImport'
import { moduleCallEndpoints } from './shennong/moduleCalls'
import { contentModuleEndpoints } from './shennong/contentModules'
import { emailEndpoints } from './shennong/emails'
import { manualEndpoints } from './shennong/manual'
import { reportEndpoints } from './shennong/reports'
import { publicListEndpoints } from './public/lists'
import { publicContentEndpoints } from './public/content'
import { publicFaqPageEndpoints } from './public/faqPages'
import { publicModuleEndpoints } from './public/modules'
import { publicHomeEndpoints } from './public/home'
import { publicRouteEndpoints } from './public/routes'
import { routeTreeEndpoints } from './shennong/routes'
import { listEndpoints } from './shennong/lists'
import { notifierEndpoints } from './shennong/notifiers'
import { roleEndpoints } from './shennong/roles'
import { userEndpoints } from './shennong/users'

/** Accounts: users, roles, role assignment, module notifiers, organisation lists and their public lookups. */
const accountEndpoints: Endpoint[] = [...userEndpoints, ...roleEndpoints, ...notifierEndpoints, ...listEndpoints, ...publicListEndpoints]

/** Every root endpoint of the HTTP contract (DESIGN.md §4), mounted under /api. */
export const endpoints: Endpoint[] = [...authEndpoints, ...emailEndpoints, ...reportEndpoints, ...manualEndpoints, ...accountEndpoints, ...archiveEndpoints, ...publicArchiveEndpoints, ...catalogImportEndpoints, ...moduleCallEndpoints, ...contentModuleEndpoints, ...publicContentEndpoints, ...publicFaqPageEndpoints, ...publicModuleEndpoints, ...publicHomeEndpoints, ...routeTreeEndpoints, ...publicRouteEndpoints]
