import { RoleFlagsField as RoleFlagsField_6cfb6272373519e4ee03e2436dc3103b } from '../../../admin/components/RoleFlagsField'
import { EmailLogActions as EmailLogActions_199ff314cfe76e8a8f4c301a5c20208b } from '../../../admin/components/EmailLogActions'
import { EmailTestForm as EmailTestForm_6626d5291d94a276092421fbb08c878d } from '../../../admin/components/EmailTestForm'
import { ReportDownloadField as ReportDownloadField_26a24d6781f207d6ac239cdbb1e334ea } from '../../../admin/components/ReportDownload'
import { ReportDownloadCell as ReportDownloadCell_26a24d6781f207d6ac239cdbb1e334ea } from '../../../admin/components/ReportDownload'
import { BlocksEditorField as BlocksEditorField_0a9af05ac4147512845c52750f836e8e } from '../../../admin/blocks/BlocksEditorField'
import { ReviewAwarePublishButton as ReviewAwarePublishButton_ffd38e97cd9328052a0b0cf689fb988c } from '../../../admin/review/PublishButton'
import { ArchiveFileField as ArchiveFileField_ce7c3bb1f60de57e62056553de759bd2 } from '../../../admin/archive/ArchiveFileField'
import { IconField as IconField_d56a4b450df0a013cabbc839206d148b } from '../../../admin/components/IconField'
import { FaqTreePanel as FaqTreePanel_072d56f1d7e85d6b0d109e765b605ddb } from '../../../admin/trees/TreePanels'
import { JsonTextareaField as JsonTextareaField_81734567eabd4c33b2f2175afe1fb371 } from '../../../admin/components/JsonTextareaField'
import { CatalogItemsImport as CatalogItemsImport_e5078ec1eeb738a8b0b9f7401ee0766d } from '../../../admin/components/ImportPanel'
import { OpeningDatesImport as OpeningDatesImport_e5078ec1eeb738a8b0b9f7401ee0766d } from '../../../admin/components/ImportPanel'
import { RouteTreePanel as RouteTreePanel_072d56f1d7e85d6b0d109e765b605ddb } from '../../../admin/trees/TreePanels'
import { Nav as Nav_4e2fd1f2ddee185304cca245e07e098e } from '../../../admin/components/Nav'
import { HeaderActions as HeaderActions_12e913b0ffb9a69bf9452c5f566f92cb } from '../../../admin/components/HeaderActions'
import { PasswordChangeGuard as PasswordChangeGuard_af7e74d8787f684b6cd662f5e08c1f35 } from '../../../admin/components/PasswordChangeGuard'
import { LoginView as LoginView_7a7d8bc9f52686b9434e52cdbbddd94b } from '../../../admin/views/Login'
import { ModifyPasswordView as ModifyPasswordView_04da7076be551ded639aa00cee1f78cb } from '../../../admin/views/ModifyPassword'
import { ArchiveView as ArchiveView_5563743d2fc02da48ce3e269b9827054 } from '../../../admin/archive/ArchiveView'
import { ReviewView as ReviewView_f7dfdaab1ebe2676d1592820d98a0bae } from '../../../admin/review/ReviewView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin/components/RoleFlagsField#RoleFlagsField": RoleFlagsField_6cfb6272373519e4ee03e2436dc3103b,
  "/admin/components/EmailLogActions#EmailLogActions": EmailLogActions_199ff314cfe76e8a8f4c301a5c20208b,
  "/admin/components/EmailTestForm#EmailTestForm": EmailTestForm_6626d5291d94a276092421fbb08c878d,
  "/admin/components/ReportDownload#ReportDownloadField": ReportDownloadField_26a24d6781f207d6ac239cdbb1e334ea,
  "/admin/components/ReportDownload#ReportDownloadCell": ReportDownloadCell_26a24d6781f207d6ac239cdbb1e334ea,
  "/admin/blocks/BlocksEditorField#BlocksEditorField": BlocksEditorField_0a9af05ac4147512845c52750f836e8e,
  "/admin/review/PublishButton#ReviewAwarePublishButton": ReviewAwarePublishButton_ffd38e97cd9328052a0b0cf689fb988c,
  "/admin/archive/ArchiveFileField#ArchiveFileField": ArchiveFileField_ce7c3bb1f60de57e62056553de759bd2,
  "/admin/components/IconField#IconField": IconField_d56a4b450df0a013cabbc839206d148b,
  "/admin/trees/TreePanels#FaqTreePanel": FaqTreePanel_072d56f1d7e85d6b0d109e765b605ddb,
  "/admin/components/JsonTextareaField#JsonTextareaField": JsonTextareaField_81734567eabd4c33b2f2175afe1fb371,
  "/admin/components/ImportPanel#CatalogItemsImport": CatalogItemsImport_e5078ec1eeb738a8b0b9f7401ee0766d,
  "/admin/components/ImportPanel#OpeningDatesImport": OpeningDatesImport_e5078ec1eeb738a8b0b9f7401ee0766d,
  "/admin/trees/TreePanels#RouteTreePanel": RouteTreePanel_072d56f1d7e85d6b0d109e765b605ddb,
  "/admin/components/Nav#Nav": Nav_4e2fd1f2ddee185304cca245e07e098e,
  "/admin/components/HeaderActions#HeaderActions": HeaderActions_12e913b0ffb9a69bf9452c5f566f92cb,
  "/admin/components/PasswordChangeGuard#PasswordChangeGuard": PasswordChangeGuard_af7e74d8787f684b6cd662f5e08c1f35,
  "/admin/views/Login#LoginView": LoginView_7a7d8bc9f52686b9434e52cdbbddd94b,
  "/admin/views/ModifyPassword#ModifyPasswordView": ModifyPasswordView_04da7076be551ded639aa00cee1f78cb,
  "/admin/archive/ArchiveView#ArchiveView": ArchiveView_5563743d2fc02da48ce3e269b9827054,
  "/admin/review/ReviewView#ReviewView": ReviewView_f7dfdaab1ebe2676d1592820d98a0bae,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
