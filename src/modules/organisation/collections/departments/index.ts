import { ORGANISATION_LISTS } from '../../lists'
import { organisationListCollection } from '../organisationList'

export const Departments = organisationListCollection(ORGANISATION_LISTS['departments'])
