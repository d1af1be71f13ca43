/**
 * Result dialogs on Payload's own module screens: which toast
 * Payload raises belongs to a user's save or delete, and the outcome it becomes. Pure logic
 * (no DOM, no React state): the client host (ResultDialogHost.tsx) feeds it the user's
 * intents and Payload's toast calls. Why toasts are intercepted: docs/decisions.md
 * "Result dialogs on Payload screens".
 */

import { isValidElement } from 'react'

import type { OperationOutcome } from '../ResultDialog'

export const SAVE_VERB = '儲存'
export const DELETE_VERB = '刪除'
const UNKNOWN_ERROR = '發生未知錯誤'

/** A screen's record kind: a path under the admin base (`news-management`, `collections/news`) and its label. */
export type Subject = { path: string; label: string }

/** The record kind of the screen at `pathname` (`/shennong/news-management/create` → 最新消息); the longest path wins. */
export const subjectLabel = (
  pathname: string,
  subjects: readonly Subject[],
  base = '/shennong',
): string | undefined => {
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return undefined
  const rest = pathname.slice(base.length).replace(/^\/+|\/+$/g, '')
  let best: Subject | undefined
  for (const subject of subjects) {
    if (
      (rest === subject.path || rest.startsWith(`${subject.path}/`)) &&
      (!best || subject.path.length > best.path.length)
    )
      best = subject
  }
  return best?.label
}

/**
 * The dialog's title: the operation as the button the user pressed names it. A plain 儲存 or 刪除
 * names the record kind too (儲存最新消息, like the archive's 刪除檔案); 儲存草稿, 送出審核 … already say what they do.
 */
export const operationTitle = (verb: string, kind?: string): string => {
  const clean = verb.replace(/\s+/g, ' ').trim() || SAVE_VERB
  return kind && (clean === SAVE_VERB || clean === DELETE_VERB) ? `${clean}${kind}` : clean
}

/**
 * The text of what Payload passes to a toast: a string, an Error, or one of its toast elements
 * (the field-errors toast carries `errorMessage`).
 */
export const toastText = (value: unknown): string | null => {
  if (typeof value === 'string') return value.trim() || null
  if (typeof value === 'number') return String(value)
  if (value instanceof Error) return value.message.trim() || null
  if (isValidElement(value)) {
    const props = value.props as { errorMessage?: unknown; message?: unknown; children?: unknown }
    for (const candidate of [props.errorMessage, props.message, props.children]) {
      if (typeof candidate === 'string' && candidate.trim()) return candidate.trim()
    }
  }
  return null
}

export type ToastCall = { type: 'success' | 'error'; text: string | null }

/** One operation's toasts as its outcome: any error makes it 失敗 with every error message. */
export const outcomeOf = (title: string, calls: readonly ToastCall[]): OperationOutcome => {
  const texts = (type: ToastCall['type']) =>
    calls
      .filter((call) => call.type === type)
      .map((call) => call.text)
      .filter((text): text is string => Boolean(text))
  const errors = calls.filter((call) => call.type === 'error')
  if (errors.length > 0) return { title, success: false, error: texts('error').join('\n') || UNKNOWN_ERROR }
  return { title, success: true, message: texts('success').join('\n') || null }
}

export type IntentKind = 'save' | 'delete'
type Intent = { kind: IntentKind; title: string; at: number }

/**
 * How long a user's action waits for its toast. A create's success toast comes only after
 * Payload has moved to the new record's screen, so a save waits longer than a click.
 */
export const INTENT_TTL_MS = 60_000

type TrackerDeps = {
  now: () => number
  /** Run after the current task: a bulk delete raises its success and error toasts together. */
  defer: (run: () => void) => void
  emit: (outcome: OperationOutcome) => void
  /** The title of a form save nobody clicked for (Ctrl+S, Enter in a field). */
  defaultSaveTitle: () => string
}

/**
 * Pairs the user's save and delete actions with the toasts Payload raises for them. A toast is
 * taken (and not shown) only while such an action waits for it; every other toast is Payload's.
 */
export class OperationTracker {
  private intent: Intent | null = null
  private batch: { title: string; calls: ToastCall[] } | null = null

  constructor(private readonly deps: TrackerDeps) {}

  /** The user pressed a save button or confirmed a delete. */
  intend(kind: IntentKind, title: string): void {
    this.intent = { kind, title, at: this.deps.now() }
  }

  private take(kind?: IntentKind): Intent | null {
    const intent = this.intent
    if (!intent || this.deps.now() - intent.at > INTENT_TTL_MS || (kind && intent.kind !== kind)) return null
    this.intent = null
    return intent
  }

  /**
   * Payload's form submission toast (`toast.promise`): only a form's save raises it (autosave
   * asks for no toast), so it is always taken. The outcome follows the promise.
   */
  takePromise(promise: Promise<unknown>): void {
    const title = this.take('save')?.title ?? this.deps.defaultSaveTitle()
    promise.then(
      (value) => this.deps.emit(outcomeOf(title, [{ type: 'success', text: toastText(value) }])),
      (reason: unknown) => this.deps.emit(outcomeOf(title, [{ type: 'error', text: toastText(reason) }])),
    )
  }

  /** A success or error toast: true when it is the result of the action waiting for it. */
  takeToast(call: ToastCall): boolean {
    if (this.batch) {
      this.batch.calls.push(call)
      return true
    }
    const intent = this.take()
    if (!intent) return false
    const batch = { title: intent.title, calls: [call] }
    this.batch = batch
    this.deps.defer(() => {
      if (this.batch === batch) this.batch = null
      this.deps.emit(outcomeOf(batch.title, batch.calls))
    })
    return true
  }
}
