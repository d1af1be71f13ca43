import type { CollectionConfig } from 'payload'

import { EmailLogs } from '../modules/mail/collections/emailLogs'
import { Reports } from '../modules/reports/collections/reports'
import { Roles } from '../modules/accounts/collections/roles'
import { Users } from '../modules/accounts/collections/users'
import { Archives } from '../modules/archives/collections/archives'
import { moduleCollections } from './modules'
import { Departments } from '../modules/organisation/collections/departments'
import { JobCategories } from '../modules/organisation/collections/job-categories'
import { JobTitles } from '../modules/organisation/collections/job-titles'

/** Every collection of the product, in admin order. The config builder adds ids and the password gate. */
export const collections: CollectionConfig[] = [Users, Roles, EmailLogs, Reports, Departments, JobTitles, JobCategories, ...moduleCollections, Archives]
