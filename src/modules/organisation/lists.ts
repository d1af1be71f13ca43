import { FLAGS } from '@/access'

/**
 * The three organisation lists (departments, job titles, job categories): one definition each,
 * shared by their collections, the back-office CRUD calls, the public lookups and the seed.
 * `flags` are the list's own read, edit and delete flags.
 */
export const ORGANISATION_LISTS = {
  departments: { slug: 'departments', flags: FLAGS.departments, singular: '部門', plural: '部門管理' },
  'job-titles': { slug: 'job-titles', flags: FLAGS.job_titles, singular: '職稱', plural: '職稱管理' },
  'job-categories': { slug: 'job-categories', flags: FLAGS.job_categories, singular: '職類', plural: '職類管理' },
} as const

export type OrganisationListSlug = keyof typeof ORGANISATION_LISTS

export type OrganisationListDefinition = (typeof ORGANISATION_LISTS)[OrganisationListSlug]

export const ORGANISATION_LIST_SLUGS = Object.keys(ORGANISATION_LISTS) as OrganisationListSlug[]
