/** The review screen's view of the contract (GET/POST /api/shennong/auth-requests). */

export type ReviewStatus = 'Pending' | 'Approved' | 'Rejected'

export type UserRef = { _id: string; name: string } | null

export type ReviewRequestView = {
  _id: string
  module: string
  moduleLabel: string
  documentId: string
  title: string
  status: ReviewStatus
  reason: string | null
  requestedBy: UserRef
  reviewedBy: UserRef
  createdAt: string
  updatedAt: string
}

export type FieldChange = { field: string; label: string; before: unknown; after: unknown }

export type ReviewRequestDetail = ReviewRequestView & {
  proposed: Record<string, unknown>
  published: Record<string, unknown> | null
  changes: FieldChange[]
  decidable: boolean
}

export type ReviewList = { data: ReviewRequestView[]; total: number; page: number; limit: number }

/** A plain text field of a reviewed collection the reviewer may change before publishing. */
export type EditableField = { name: string; label: string; multiline: boolean }

/** Per review module (`news`, `faqs`, `pages`): its field labels and its plain text fields. */
export type ModuleFields = Record<string, { labels: Record<string, string>; editable: EditableField[] }>
