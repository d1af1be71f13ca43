import { QuestionnairePage, questionnaireMetadata } from '@/modules/questionnaires/pages'

export const dynamic = 'force-dynamic'
export const generateMetadata = questionnaireMetadata

export default QuestionnairePage
