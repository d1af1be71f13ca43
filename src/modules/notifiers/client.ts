/** The notifiers' door for browser code of other places: the header's 通知設定 button. */
export { NotifierButton } from './admin/NotifierButton'
