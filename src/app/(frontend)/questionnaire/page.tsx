import { QuestionnaireListPage, questionnaireListMetadata } from '@/modules/questionnaires/pages'

export const dynamic = 'force-dynamic'
export const metadata = questionnaireListMetadata

export default QuestionnaireListPage
