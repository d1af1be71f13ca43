import { ORGANISATION_LISTS } from '../../lib/organisationLists'
import { organisationListCollection } from '../organisationList'

export const JobTitles = organisationListCollection(ORGANISATION_LISTS['job-titles'])
