'use client'

import React, { useEffect, useId, useRef, useState } from 'react'

import { MSG } from '@/i18n/messages'
import { archiveApi, messageOf } from './api'
import { Dialog } from '@/ui/Dialog'
import { AUTH_LABELS, type FolderForm, type FolderFormErrors, validateFolderForm } from './state'
import type { ArchiveItem, AuthMode, RoleOption } from './types'

const AUTH_MODES: AuthMode[] = ['Public', 'Internal', 'Roles']

/** A required label: star prefix. */
export const RequiredLabel: React.FC<{ htmlFor?: string; children: React.ReactNode }> = ({ htmlFor, children }) => (
  <label htmlFor={htmlFor}>
    <span aria-hidden="true" className="shennong-archive__star">
      *
    </span>
    {children}
  </label>
)

export const FieldError: React.FC<{ id: string; message?: string }> = ({ id, message }) =>
  message ? (
    <p className="shennong-archive__field-error" id={id} role="alert">
      {message}
    </p>
  ) : null

const DialogActions: React.FC<{
  busy: boolean
  submitLabel: string
  onCancel: () => void
  danger?: boolean
  cancelRef?: React.RefObject<HTMLButtonElement | null>
}> = ({ busy, submitLabel, onCancel, danger, cancelRef }) => (
  <div className="shennong-dialog__actions">
    <button className={danger ? 'shennong-archive__danger' : 'shennong-archive__primary'} disabled={busy} type="submit">
      {busy ? '處理中…' : submitLabel}
    </button>
    <button disabled={busy} onClick={onCancel} ref={cancelRef} type="button">
      取消
    </button>
  </div>
)

type FolderDialogProps = {
  open: boolean
  /** create: a new folder or root folder; modify: a root folder's name and auth. */
  mode: 'create' | 'modify'
  /** Root folders carry the auth mode and roles. */
  withAuth: boolean
  target: ArchiveItem | null
  busy: boolean
  onSubmit: (form: FolderForm) => void
  onClose: () => void
}

const FolderFormBody: React.FC<Omit<FolderDialogProps, 'open'>> = ({
  mode,
  withAuth,
  target,
  busy,
  onSubmit,
  onClose,
}) => {
  const id = useId()
  const [form, setForm] = useState<FolderForm>(() => ({
    name: mode === 'modify' ? (target?.name ?? '') : '',
    auth: mode === 'modify' ? (target?.auth ?? '') : '',
    authRoles: mode === 'modify' ? [...(target?.authRoles ?? [])] : [],
  }))
  const [errors, setErrors] = useState<FolderFormErrors>({})
  const [roles, setRoles] = useState<RoleOption[] | null>(null)
  const [rolesError, setRolesError] = useState<string | null>(null)

  useEffect(() => {
    if (!withAuth) return
    let live = true
    archiveApi
      .roles()
      .then((list) => live && setRoles(list))
      .catch((error: unknown) => {
        if (!live) return
        setRoles([])
        setRolesError(messageOf(error))
      })
    return () => {
      live = false
    }
  }, [withAuth])

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    event.stopPropagation()
    const found = validateFolderForm(form, withAuth)
    setErrors(found)
    if (Object.keys(found).length === 0) onSubmit({ ...form, name: form.name.trim() })
  }

  const toggleRole = (roleId: string) =>
    setForm((current) => ({
      ...current,
      authRoles: current.authRoles.includes(roleId)
        ? current.authRoles.filter((r) => r !== roleId)
        : [...current.authRoles, roleId],
    }))

  return (
    <form noValidate onSubmit={submit}>
      <div className="shennong-archive__field">
        <RequiredLabel htmlFor={`${id}-name`}>名稱</RequiredLabel>
        <input
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
          aria-invalid={Boolean(errors.name)}
          aria-required="true"
          id={`${id}-name`}
          maxLength={200}
          onChange={(event) => setForm((current) => ({ ...current, name: event.target.value }))}
          value={form.name}
        />
        <FieldError id={`${id}-name-error`} message={errors.name} />
      </div>
      {withAuth ? (
        <>
          <fieldset
            aria-describedby={errors.auth ? `${id}-auth-error` : undefined}
            className="shennong-archive__fieldset"
          >
            <legend>
              <span aria-hidden="true" className="shennong-archive__star">
                *
              </span>
              權限
            </legend>
            {AUTH_MODES.map((option) => (
              <label className="shennong-archive__choice" key={option}>
                <input
                  checked={form.auth === option}
                  name={`${id}-auth`}
                  onChange={() => setForm((current) => ({ ...current, auth: option }))}
                  type="radio"
                  value={option}
                />
                {AUTH_LABELS[option]}
              </label>
            ))}
            <FieldError id={`${id}-auth-error`} message={errors.auth} />
          </fieldset>
          {form.auth === 'Roles' ? (
            <fieldset
              aria-describedby={errors.authRoles ? `${id}-roles-error` : undefined}
              className="shennong-archive__fieldset"
            >
              <legend>
                <span aria-hidden="true" className="shennong-archive__star">
                  *
                </span>
                角色
              </legend>
              {roles === null ? <p role="status">載入中…</p> : null}
              {rolesError ? (
                <p className="shennong-archive__field-error" role="alert">
                  {rolesError}
                </p>
              ) : null}
              {roles !== null && roles.length === 0 && !rolesError ? <p>{MSG.noOptions}</p> : null}
              <div className="shennong-archive__roles">
                {(roles ?? []).map((role) => (
                  <label className="shennong-archive__choice" key={role._id}>
                    <input
                      checked={form.authRoles.includes(role._id)}
                      onChange={() => toggleRole(role._id)}
                      type="checkbox"
                      value={role._id}
                    />
                    {role.name}
                  </label>
                ))}
              </div>
              <FieldError id={`${id}-roles-error`} message={errors.authRoles} />
            </fieldset>
          ) : null}
        </>
      ) : null}
      <DialogActions busy={busy} onCancel={onClose} submitLabel={mode === 'create' ? '建立' : '儲存'} />
    </form>
  )
}

/** createFolder and modifyFolder. */
export const FolderDialog: React.FC<FolderDialogProps> = (props) => {
  const title = props.mode === 'create' ? (props.withAuth ? '建立根目錄' : '建立資料夾') : '修改根目錄'
  return (
    <Dialog onClose={props.onClose} open={props.open} title={title}>
      <FolderFormBody {...props} />
    </Dialog>
  )
}

type RenameProps = {
  open: boolean
  target: ArchiveItem | null
  busy: boolean
  onSubmit: (name: string) => void
  onClose: () => void
}

const RenameBody: React.FC<Omit<RenameProps, 'open'>> = ({ target, busy, onSubmit, onClose }) => {
  const id = useId()
  const [name, setName] = useState(target?.name ?? '')
  const [error, setError] = useState<string | undefined>()
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    event.stopPropagation()
    const found = validateFolderForm({ name, auth: '', authRoles: [] }, false)
    setError(found.name)
    if (!found.name) onSubmit(name.trim())
  }
  return (
    <form noValidate onSubmit={submit}>
      <div className="shennong-archive__field">
        <RequiredLabel htmlFor={`${id}-name`}>名稱</RequiredLabel>
        <input
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={Boolean(error)}
          aria-required="true"
          id={`${id}-name`}
          maxLength={200}
          onChange={(event) => setName(event.target.value)}
          value={name}
        />
        <FieldError id={`${id}-error`} message={error} />
        {target?.type === 'File' && target.extension ? (
          <p className="shennong-archive__hint">檔案會保留副檔名 .{target.extension}</p>
        ) : null}
      </div>
      <DialogActions busy={busy} onCancel={onClose} submitLabel="儲存" />
    </form>
  )
}

export const RenameDialog: React.FC<RenameProps> = (props) => (
  <Dialog onClose={props.onClose} open={props.open} title="重新命名">
    <RenameBody {...props} />
  </Dialog>
)

type ConfirmProps = {
  open: boolean
  title: string
  message: React.ReactNode
  confirmLabel: string
  danger?: boolean
  busy: boolean
  onConfirm: () => void
  onClose: () => void
}

/** delete and restore confirmations. */
export const ConfirmDialog: React.FC<ConfirmProps> = ({
  open,
  title,
  message,
  confirmLabel,
  danger,
  busy,
  onConfirm,
  onClose,
}) => {
  // A destructive confirmation opens on 取消, so Enter does not delete by accident.
  const cancel = useRef<HTMLButtonElement>(null)
  return (
    <Dialog initialFocus={danger ? cancel : undefined} onClose={onClose} open={open} title={title}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          event.stopPropagation()
          onConfirm()
        }}
      >
        <div className="shennong-archive__confirm">{message}</div>
        <DialogActions busy={busy} cancelRef={cancel} danger={danger} onCancel={onClose} submitLabel={confirmLabel} />
      </form>
    </Dialog>
  )
}
