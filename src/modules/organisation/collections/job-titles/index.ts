import { ORGANISATION_LISTS } from '../../lists'
import { organisationListCollection } from '../organisationList'

export const JobTitles = organisationListCollection(ORGANISATION_LISTS['job-titles'])
