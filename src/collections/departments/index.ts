import { ORGANISATION_LISTS } from '../../lib/organisationLists'
import { organisationListCollection } from '../organisationList'

export const Departments = organisationListCollection(ORGANISATION_LISTS['departments'])
