/**
 * The archive's door for browser code of other places (the admin shell's page builder and
 * question editor, other modules' screens): the picker dialog, the image input built on it and
 * the file-URL helper. Server code uses the module's index.ts.
 */
export { ArchiveImageInput } from './admin/ArchiveImageInput'
export { ArchivePicker } from './admin/ArchivePicker'
export { fileUrlOf } from './admin/state'
export type { PickerModule } from './pickerModules'
