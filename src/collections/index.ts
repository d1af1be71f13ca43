import type { CollectionConfig } from 'payload'

import { EmailLogs } from './emailLogs'
import { Reports } from './reports'
import { Roles } from './roles'
import { Users } from './users'
import { Archives } from './archives'
import { moduleCollections } from './modules'
import { Departments } from './departments'
import { JobCategories } from './job-categories'
import { JobTitles } from './job-titles'

/** Every collection of the product, in admin order. The config builder adds ids and the password gate. */
export const collections: CollectionConfig[] = [Users, Roles, EmailLogs, Reports, Departments, JobTitles, JobCategories, ...moduleCollections, Archives]
