import { ORGANISATION_LISTS } from '../../lists'
import { organisationListCollection } from '../organisationList'

export const JobCategories = organisationListCollection(ORGANISATION_LISTS['job-categories'])
