import { UserEmailField as UserEmailField_3b081aad7f1d3b2f43cc6f48bff7feff } from '../../../modules/accounts/admin/UserEmailField'
import { BlocksEditorField as BlocksEditorField_0a9af05ac4147512845c52750f836e8e } from '../../../admin/blocks/BlocksEditorField'
import { ReviewAwarePublishButton as ReviewAwarePublishButton_94913854e22144858f6bd794c0c6f2fb } from '../../../modules/review/admin/PublishButton'
import { ArchiveFileField as ArchiveFileField_4e5f6a0c011694167c754a12d567caac } from '../../../modules/archives/admin/ArchiveFileField'
import { IconField as IconField_a84bb308745bc7c02483f68835c3d87c } from '../../../ui/fields/IconField'
import { FaqTreePanel as FaqTreePanel_072d56f1d7e85d6b0d109e765b605ddb } from '../../../admin/trees/TreePanels'
import { TagsField as TagsField_cef5f052cf24c9824539d7da59d32968 } from '../../../ui/fields/TagsInput'
import { FaqLinkPicker as FaqLinkPicker_ddc4bb4e1ee54b62b5dc4ba0b9154680 } from '../../../modules/faq/admin/FaqLinkPicker'
import { FeedbackConversation as FeedbackConversation_2b48b30fddf7e0e779f1b31f790d65b1 } from '../../../modules/feedbacks/admin/FeedbackConversation'
import { RecommendationPanel as RecommendationPanel_983a52f350199a5e2db6f990545751cc } from '../../../modules/recommendations/admin/RecommendationPanel'
import { JsonTextareaField as JsonTextareaField_ac54fb5837db50c3ce778b41b83e11b1 } from '../../../ui/fields/JsonTextareaField'
import { CatalogItemsImport as CatalogItemsImport_8d5af34ed2ba95522ebc84f24ee48609 } from '../../../ui/ImportPanel'
import { QuestionGroupsField as QuestionGroupsField_ca48b262fde8ccde958bea74fff90663 } from '../../../admin/forms/QuestionGroupsField'
import { DuplicateQuestionnaire as DuplicateQuestionnaire_db54bf855fe5a3eadbda33fa26ed81ae } from '../../../modules/questionnaires/admin/DuplicateQuestionnaire'
import { QuestionnaireAnswers as QuestionnaireAnswers_ce5b52fecfe3ccc0504967021e456056 } from '../../../modules/questionnaires/admin/QuestionnaireAnswers'
import { OpeningDatesImport as OpeningDatesImport_8d5af34ed2ba95522ebc84f24ee48609 } from '../../../ui/ImportPanel'
import { RouteTreePanel as RouteTreePanel_072d56f1d7e85d6b0d109e765b605ddb } from '../../../admin/trees/TreePanels'
import { RoleFlagsField as RoleFlagsField_86aa5b11d196c5dc10c997ec18119f2f } from '../../../modules/accounts/admin/RoleFlagsField'
import { EmailLogActions as EmailLogActions_bf28dc119e148c3a2b8d2e77af35c574 } from '../../../modules/mail/admin/EmailLogActions'
import { EmailTestForm as EmailTestForm_03837fe0809fba8f363be32ef054e5e6 } from '../../../modules/mail/admin/EmailTestForm'
import { ReportDownloadField as ReportDownloadField_ee09d559b1dded2d59c44ce3f3d1d195 } from '../../../modules/reports/admin/ReportDownload'
import { ReportDownloadCell as ReportDownloadCell_ee09d559b1dded2d59c44ce3f3d1d195 } from '../../../modules/reports/admin/ReportDownload'
import { Nav as Nav_4e2fd1f2ddee185304cca245e07e098e } from '../../../admin/components/Nav'
import { HeaderActions as HeaderActions_12e913b0ffb9a69bf9452c5f566f92cb } from '../../../admin/components/HeaderActions'
import { PasswordChangeGuard as PasswordChangeGuard_af7e74d8787f684b6cd662f5e08c1f35 } from '../../../admin/components/PasswordChangeGuard'
import { SessionKeeper as SessionKeeper_f42a1373ea8ef5ca5e5c9e55da3373a5 } from '../../../admin/components/SessionKeeper'
import { ResultDialogProvider as ResultDialogProvider_49f206073bae9c05a4f8a89e21212aec } from '../../../admin/resultDialogs/ResultDialogProvider'
import { SelectA11y as SelectA11y_2b328bf82075dc161578d81545fa60a3 } from '../../../admin/components/SelectA11y'
import { SpecAddresses as SpecAddresses_c5acada083b5f060d7824374919fdb43 } from '../../../admin/components/SpecAddresses'
import { LoginView as LoginView_7a7d8bc9f52686b9434e52cdbbddd94b } from '../../../admin/views/Login'
import { ModifyPasswordView as ModifyPasswordView_04da7076be551ded639aa00cee1f78cb } from '../../../admin/views/ModifyPassword'
import { AnswersView as AnswersView_211d0395f3a507ce048961748df718ee } from '../../../modules/questionnaires/admin/answers/AnswersView'
import { StatisticsView as StatisticsView_14a14847af3c5250939d9d2bcc34b0dc } from '../../../modules/questionnaires/admin/answers/StatisticsView'
import { ArchiveView as ArchiveView_0df34b50b2b91a7f233892220009ff57 } from '../../../modules/archives/admin/ArchiveView'
import { RoomManagementView as RoomManagementView_4bc5470beedf7f61e5101082dd552c0f } from '../../../modules/reservations/admin/SpaceViews'
import { SeatManagementView as SeatManagementView_4bc5470beedf7f61e5101082dd552c0f } from '../../../modules/reservations/admin/SpaceViews'
import { RoomReservationView as RoomReservationView_4bc5470beedf7f61e5101082dd552c0f } from '../../../modules/reservations/admin/SpaceViews'
import { SeatReservationView as SeatReservationView_4bc5470beedf7f61e5101082dd552c0f } from '../../../modules/reservations/admin/SpaceViews'
import { SpaceDayView as SpaceDayView_4bc5470beedf7f61e5101082dd552c0f } from '../../../modules/reservations/admin/SpaceViews'
import { ReviewView as ReviewView_b8297d71ce99179a35c3283314ec163d } from '../../../modules/review/admin/ReviewView'
import { ManualSettingsView as ManualSettingsView_781c4df19c332342886f9043597b1530 } from '../../../modules/statistics/admin/manual/ManualViews'
import { ManualFillView as ManualFillView_781c4df19c332342886f9043597b1530 } from '../../../modules/statistics/admin/manual/ManualViews'
import { DataOriginalView as DataOriginalView_29530a7687db35825a2ea2ddc83149f2 } from '../../../modules/statistics/admin/dataOriginal/DataOriginalView'
import { FormulaSettingsView as FormulaSettingsView_82c98043090ba35a5b976d09fc71ff62 } from '../../../modules/statistics/admin/formula/FormulaView'
import { PublicReportView as PublicReportView_e0c5e712db8844325eecdd54af1e6c88 } from '../../../modules/statistics/admin/front/FrontView'
import { BasicStatisticsView as BasicStatisticsView_f8c1aab62c81a2b75166ecba71e6309f } from '../../../modules/statistics/admin/merge/Views'
import { MergeStatisticsView as MergeStatisticsView_f8c1aab62c81a2b75166ecba71e6309f } from '../../../modules/statistics/admin/merge/Views'
import { MixStatisticsView as MixStatisticsView_f8c1aab62c81a2b75166ecba71e6309f } from '../../../modules/statistics/admin/merge/Views'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/modules/accounts/admin/UserEmailField#UserEmailField": UserEmailField_3b081aad7f1d3b2f43cc6f48bff7feff,
  "/admin/blocks/BlocksEditorField#BlocksEditorField": BlocksEditorField_0a9af05ac4147512845c52750f836e8e,
  "/modules/review/admin/PublishButton#ReviewAwarePublishButton": ReviewAwarePublishButton_94913854e22144858f6bd794c0c6f2fb,
  "/modules/archives/admin/ArchiveFileField#ArchiveFileField": ArchiveFileField_4e5f6a0c011694167c754a12d567caac,
  "/ui/fields/IconField#IconField": IconField_a84bb308745bc7c02483f68835c3d87c,
  "/admin/trees/TreePanels#FaqTreePanel": FaqTreePanel_072d56f1d7e85d6b0d109e765b605ddb,
  "/ui/fields/TagsInput#TagsField": TagsField_cef5f052cf24c9824539d7da59d32968,
  "/modules/faq/admin/FaqLinkPicker#FaqLinkPicker": FaqLinkPicker_ddc4bb4e1ee54b62b5dc4ba0b9154680,
  "/modules/feedbacks/admin/FeedbackConversation#FeedbackConversation": FeedbackConversation_2b48b30fddf7e0e779f1b31f790d65b1,
  "/modules/recommendations/admin/RecommendationPanel#RecommendationPanel": RecommendationPanel_983a52f350199a5e2db6f990545751cc,
  "/ui/fields/JsonTextareaField#JsonTextareaField": JsonTextareaField_ac54fb5837db50c3ce778b41b83e11b1,
  "/ui/ImportPanel#CatalogItemsImport": CatalogItemsImport_8d5af34ed2ba95522ebc84f24ee48609,
  "/admin/forms/QuestionGroupsField#QuestionGroupsField": QuestionGroupsField_ca48b262fde8ccde958bea74fff90663,
  "/modules/questionnaires/admin/DuplicateQuestionnaire#DuplicateQuestionnaire": DuplicateQuestionnaire_db54bf855fe5a3eadbda33fa26ed81ae,
  "/modules/questionnaires/admin/QuestionnaireAnswers#QuestionnaireAnswers": QuestionnaireAnswers_ce5b52fecfe3ccc0504967021e456056,
  "/ui/ImportPanel#OpeningDatesImport": OpeningDatesImport_8d5af34ed2ba95522ebc84f24ee48609,
  "/admin/trees/TreePanels#RouteTreePanel": RouteTreePanel_072d56f1d7e85d6b0d109e765b605ddb,
  "/modules/accounts/admin/RoleFlagsField#RoleFlagsField": RoleFlagsField_86aa5b11d196c5dc10c997ec18119f2f,
  "/modules/mail/admin/EmailLogActions#EmailLogActions": EmailLogActions_bf28dc119e148c3a2b8d2e77af35c574,
  "/modules/mail/admin/EmailTestForm#EmailTestForm": EmailTestForm_03837fe0809fba8f363be32ef054e5e6,
  "/modules/reports/admin/ReportDownload#ReportDownloadField": ReportDownloadField_ee09d559b1dded2d59c44ce3f3d1d195,
  "/modules/reports/admin/ReportDownload#ReportDownloadCell": ReportDownloadCell_ee09d559b1dded2d59c44ce3f3d1d195,
  "/admin/components/Nav#Nav": Nav_4e2fd1f2ddee185304cca245e07e098e,
  "/admin/components/HeaderActions#HeaderActions": HeaderActions_12e913b0ffb9a69bf9452c5f566f92cb,
  "/admin/components/PasswordChangeGuard#PasswordChangeGuard": PasswordChangeGuard_af7e74d8787f684b6cd662f5e08c1f35,
  "/admin/components/SessionKeeper#SessionKeeper": SessionKeeper_f42a1373ea8ef5ca5e5c9e55da3373a5,
  "/admin/resultDialogs/ResultDialogProvider#ResultDialogProvider": ResultDialogProvider_49f206073bae9c05a4f8a89e21212aec,
  "/admin/components/SelectA11y#SelectA11y": SelectA11y_2b328bf82075dc161578d81545fa60a3,
  "/admin/components/SpecAddresses#SpecAddresses": SpecAddresses_c5acada083b5f060d7824374919fdb43,
  "/admin/views/Login#LoginView": LoginView_7a7d8bc9f52686b9434e52cdbbddd94b,
  "/admin/views/ModifyPassword#ModifyPasswordView": ModifyPasswordView_04da7076be551ded639aa00cee1f78cb,
  "/modules/questionnaires/admin/answers/AnswersView#AnswersView": AnswersView_211d0395f3a507ce048961748df718ee,
  "/modules/questionnaires/admin/answers/StatisticsView#StatisticsView": StatisticsView_14a14847af3c5250939d9d2bcc34b0dc,
  "/modules/archives/admin/ArchiveView#ArchiveView": ArchiveView_0df34b50b2b91a7f233892220009ff57,
  "/modules/reservations/admin/SpaceViews#RoomManagementView": RoomManagementView_4bc5470beedf7f61e5101082dd552c0f,
  "/modules/reservations/admin/SpaceViews#SeatManagementView": SeatManagementView_4bc5470beedf7f61e5101082dd552c0f,
  "/modules/reservations/admin/SpaceViews#RoomReservationView": RoomReservationView_4bc5470beedf7f61e5101082dd552c0f,
  "/modules/reservations/admin/SpaceViews#SeatReservationView": SeatReservationView_4bc5470beedf7f61e5101082dd552c0f,
  "/modules/reservations/admin/SpaceViews#SpaceDayView": SpaceDayView_4bc5470beedf7f61e5101082dd552c0f,
  "/modules/review/admin/ReviewView#ReviewView": ReviewView_b8297d71ce99179a35c3283314ec163d,
  "/modules/statistics/admin/manual/ManualViews#ManualSettingsView": ManualSettingsView_781c4df19c332342886f9043597b1530,
  "/modules/statistics/admin/manual/ManualViews#ManualFillView": ManualFillView_781c4df19c332342886f9043597b1530,
  "/modules/statistics/admin/dataOriginal/DataOriginalView#DataOriginalView": DataOriginalView_29530a7687db35825a2ea2ddc83149f2,
  "/modules/statistics/admin/formula/FormulaView#FormulaSettingsView": FormulaSettingsView_82c98043090ba35a5b976d09fc71ff62,
  "/modules/statistics/admin/front/FrontView#PublicReportView": PublicReportView_e0c5e712db8844325eecdd54af1e6c88,
  "/modules/statistics/admin/merge/Views#BasicStatisticsView": BasicStatisticsView_f8c1aab62c81a2b75166ecba71e6309f,
  "/modules/statistics/admin/merge/Views#MergeStatisticsView": MergeStatisticsView_f8c1aab62c81a2b75166ecba71e6309f,
  "/modules/statistics/admin/merge/Views#MixStatisticsView": MixStatisticsView_f8c1aab62c81a2b75166ecba71e6309f,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
