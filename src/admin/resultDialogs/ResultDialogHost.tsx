'use client'

import { toast } from '@payloadcms/ui'
import React, { useCallback, useEffect, useRef, useState } from 'react'

import { type OperationOutcome, ResultDialog } from '@/ui/ResultDialog'
import { ADMIN_BASE } from '@/ui/paths'
import {
  DELETE_VERB,
  OperationTracker,
  SAVE_VERB,
  type Subject,
  operationTitle,
  subjectLabel,
  toastText,
} from '@/ui/resultDialogs/operations'

type Toast = typeof toast

/** Payload's form buttons (save, save draft, publish …) are each wrapped in `.form-submit`. */
const SAVE_BUTTON = '.form-submit button'
/** The confirmation of a delete: the edit view's (`delete-document`) and the list's bulk delete. */
const DELETE_CONFIRMATION = '.delete-document, [class*="--slug-confirm-delete-many-docs"]'
/** Payload's confirmation modals: the result waits until the one the user confirmed has closed. */
const CONFIRMATION_MODAL = '.confirmation-modal'
const MODAL_WAIT_MS = 3000
/** The edit view's save and menu buttons. */
const RECORD_CONTROLS = '.doc-controls__controls-wrapper button, .doc-controls__controls-wrapper [role="button"]'

/**
 * Route Payload's toasts through `tracker`: the success and error toasts of a save or delete
 * (and every form-save promise toast) become result dialogs; every other toast is shown as before.
 * Payload's client bundle carries its own copy of sonner, so its store is reachable only through
 * the `toast` object @payloadcms/ui exports, which every Payload screen calls by property.
 */
const interceptToasts = (target: Toast, tracker: OperationTracker): (() => void) => {
  const original = { promise: target.promise, success: target.success, error: target.error }
  const passOrTake =
    (type: 'success' | 'error', show: Toast['success']): Toast['success'] =>
    (message, data) => {
      const description = typeof data?.description === 'string' ? data.description : null
      const text = [toastText(message), description].filter(Boolean).join('\n') || null
      return tracker.takeToast({ type, text }) ? '' : show(message, data)
    }
  target.success = passOrTake('success', original.success)
  target.error = passOrTake('error', original.error)
  target.promise = ((promise) => {
    const running = typeof promise === 'function' ? promise() : promise
    tracker.takePromise(running)
    return { unwrap: () => running }
  }) as Toast['promise']
  return () => {
    target.promise = original.promise
    target.success = original.success
    target.error = original.error
  }
}

const focusable = (element: HTMLElement | null | undefined): element is HTMLElement =>
  Boolean(element?.isConnected) && !(element as HTMLButtonElement).disabled

/** Where focus goes back to after the dialog: the action's button, else the record's controls. */
const returnTarget = (origin: HTMLElement | null): HTMLElement | null => {
  if (focusable(origin)) return origin
  return Array.from(document.querySelectorAll<HTMLElement>(RECORD_CONTROLS)).find(focusable) ?? null
}

const confirmationClosed = (): Promise<void> =>
  new Promise((resolve) => {
    const started = Date.now()
    const check = () => {
      if (!document.querySelector(CONFIRMATION_MODAL) || Date.now() - started > MODAL_WAIT_MS) {
        // One more task: the closed modal's focus trap hands focus back first, so the dialog
        // returns it there when it closes.
        setTimeout(resolve, 0)
        return
      }
      requestAnimationFrame(check)
    }
    check()
  })

/**
 * An admin provider (config `admin.components.providers`): on every Payload screen a save or
 * delete, and its failure, end in the shared result dialog instead of a toast.
 */
export const ResultDialogHost: React.FC<{ subjects: Subject[]; children?: React.ReactNode }> = ({
  subjects,
  children,
}) => {
  const [queue, setQueue] = useState<OperationOutcome[]>([])
  const subjectsRef = useRef(subjects)
  subjectsRef.current = subjects
  /** The button the waiting action came from, to take focus back to when the dialog closes. */
  const origin = useRef<HTMLElement | null>(null)

  useEffect(() => {
    let live = true
    const kind = () => subjectLabel(window.location.pathname, subjectsRef.current, ADMIN_BASE)
    const tracker = new OperationTracker({
      now: () => Date.now(),
      defer: (run) => setTimeout(run, 0),
      defaultSaveTitle: () => operationTitle(SAVE_VERB, kind()),
      emit: (outcome) => {
        void confirmationClosed().then(() => {
          if (!live) return
          // The dialog hands focus back to what had it: the button the user pressed, or (when a
          // saved form disables it, or a create moved to the new record) the document's controls.
          if (document.activeElement === null || document.activeElement === document.body)
            returnTarget(origin.current)?.focus()
          setQueue((current) => [...current, outcome])
        })
      },
    })
    const uninstall = interceptToasts(toast, tracker)

    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button') : null
      if (!button || button.disabled) return
      // A drawer edits another kind of record than the screen's: name the operation only.
      const screenKind = button.closest('.drawer') ? undefined : kind()
      if (button.matches(SAVE_BUTTON)) {
        origin.current = button
        tracker.intend('save', operationTitle(button.textContent ?? SAVE_VERB, screenKind))
      } else if (button.id === 'confirm-action' && button.closest(DELETE_CONFIRMATION)) {
        origin.current = null
        tracker.intend('delete', operationTitle(DELETE_VERB, screenKind))
      }
    }
    document.addEventListener('click', onClick, true)
    return () => {
      live = false
      uninstall()
      document.removeEventListener('click', onClick, true)
    }
  }, [])

  const current = queue[0] ?? null
  // The close button and the dialog's own close event both call this: drop the shown outcome once.
  const close = useCallback(() => setQueue((list) => (list[0] === current ? list.slice(1) : list)), [current])

  return (
    <>
      {children}
      <ResultDialog onClose={close} result={current} />
    </>
  )
}
