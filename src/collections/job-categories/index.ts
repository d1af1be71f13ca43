import { ORGANISATION_LISTS } from '../../lib/organisationLists'
import { organisationListCollection } from '../organisationList'

export const JobCategories = organisationListCollection(ORGANISATION_LISTS['job-categories'])
