import type { Endpoint } from 'payload'

import { authEndpoints } from '../modules/accounts/authEndpoints'
import { publicArchiveEndpoints } from '../modules/archives/publicEndpoints'
import { archiveEndpoints } from '../modules/archives/endpoints'
import { catalogImportEndpoints } from '../modules/catalogs/importEndpoints'
import { moduleCallEndpoints } from '../modules/_split/moduleCalls'
import { contentModuleEndpoints } from '../modules/_split/contentModules'
import { emailEndpoints } from '../modules/mail/endpoints'
import { manualEndpoints } from '../modules/manual/endpoints'
import { reportEndpoints } from '../modules/reports/endpoints'
import { publicListEndpoints } from '../modules/organisation/publicEndpoints'
import { publicContentEndpoints } from '../modules/news/publicEndpoints'
import { publicFaqPageEndpoints } from '../modules/_split/publicFaqPageEndpoints'
import { publicModuleEndpoints } from '../modules/_split/publicModuleEndpoints'
import { publicHomeEndpoints } from '../modules/site/publicEndpoints'
import { publicRouteEndpoints } from '../modules/_split/publicRouteEndpoints'
import { routeTreeEndpoints } from '../modules/_split/treeEndpoints'
import { listEndpoints } from '../modules/organisation/endpoints'
import { notifierEndpoints } from '../modules/notifiers/endpoints'
import { roleEndpoints } from '../modules/accounts/roleEndpoints'
import { userEndpoints } from '../modules/accounts/userEndpoints'

/** Accounts: users, roles, role assignment, module notifiers, organisation lists and their public lookups. */
const accountEndpoints: Endpoint[] = [...userEndpoints, ...roleEndpoints, ...notifierEndpoints, ...listEndpoints, ...publicListEndpoints]

/** Every root endpoint of the HTTP contract (DESIGN.md §4), mounted under /api. */
export const endpoints: Endpoint[] = [...authEndpoints, ...emailEndpoints, ...reportEndpoints, ...manualEndpoints, ...accountEndpoints, ...archiveEndpoints, ...publicArchiveEndpoints, ...catalogImportEndpoints, ...moduleCallEndpoints, ...contentModuleEndpoints, ...publicContentEndpoints, ...publicFaqPageEndpoints, ...publicModuleEndpoints, ...publicHomeEndpoints, ...routeTreeEndpoints, ...publicRouteEndpoints]
