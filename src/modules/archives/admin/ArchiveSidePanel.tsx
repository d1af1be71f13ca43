'use client'

import { Search } from 'lucide-react'
import React, { useEffect, useId, useState } from 'react'

import { formatSize } from '@/lib/format'
import type { PickerModule } from '../pickerModules'
import { archiveApi, messageOf } from './api'
import { FieldError, RequiredLabel } from './ArchiveModals'
import { ResultDialog } from '@/ui/ResultDialog'
import { SectionSidePanel } from '@/ui/SectionSidePanel'
import {
  ROOT_LABEL,
  SETTINGS_LABELS,
  type SettingsErrors,
  type SettingsForm,
  formatDateTime,
  isTempFolder,
  validateSettingsForm,
} from './state'
import type { ArchiveItem, ArchiveListing } from './types'

// ---------------------------------------------------------------------------------------------
// Search box

/** Submits on Enter or the icon; the caller applies the keyword rules (trimmed, empty ignored, same keyword stays). */
export const SearchBox: React.FC<{ keyword: string | null; onSearch: (raw: string) => void }> = ({
  keyword,
  onSearch,
}) => {
  const id = useId()
  const [value, setValue] = useState(keyword ?? '')
  useEffect(() => setValue(keyword ?? ''), [keyword])
  return (
    <form
      className="shennong-archive__search"
      onSubmit={(event) => {
        event.preventDefault()
        event.stopPropagation()
        onSearch(value)
      }}
      role="search"
    >
      <label className="shennong-visually-hidden" htmlFor={`${id}-keyword`}>
        搜尋檔案或資料夾
      </label>
      <input
        id={`${id}-keyword`}
        onChange={(event) => setValue(event.target.value)}
        placeholder="搜尋檔案或資料夾"
        type="search"
        value={value}
      />
      <button aria-label="搜尋" className="shennong-archive__icon-button" type="submit">
        <Search aria-hidden="true" size={18} />
      </button>
    </form>
  )
}

// ---------------------------------------------------------------------------------------------
// Root folder name

const nameCache = new Map<string, string>()

/** The name of an item's root folder: from the open listing when it knows it, otherwise asked once. */
const useRootFolderName = (
  item: ArchiveItem | null,
  listing: ArchiveListing | null,
  module: PickerModule | null,
): string | null => {
  const rootId = item?.rootFolderId ?? null
  const known =
    rootId === null
      ? ROOT_LABEL
      : listing?.folder?._id === rootId
        ? listing.folder.name
        : (listing?.ancestors.find((a) => a._id === rootId)?.name ?? nameCache.get(rootId) ?? null)
  const [fetched, setFetched] = useState<{ id: string; name: string } | null>(null)
  useEffect(() => {
    if (rootId === null || known !== null) return
    let live = true
    archiveApi
      .folder(rootId, module)
      .then((folder) => {
        nameCache.set(rootId, folder.name)
        if (live) setFetched({ id: rootId, name: folder.name })
      })
      .catch(() => live && setFetched({ id: rootId, name: '-' }))
    return () => {
      live = false
    }
  }, [rootId, known, module])
  if (known !== null) return known
  return fetched?.id === rootId ? fetched.name : null
}

// ---------------------------------------------------------------------------------------------
// Info views

const Row: React.FC<{ label: string; children: React.ReactNode }> = ({ label, children }) => (
  <>
    <dt>{label}</dt>
    <dd>{children}</dd>
  </>
)

const FolderInfo: React.FC<{ item: ArchiveItem; listing: ArchiveListing | null; module: PickerModule | null }> = ({
  item,
  listing,
  module,
}) => {
  const rootName = useRootFolderName(item, listing, module)
  return (
    <dl className="shennong-archive__info">
      <Row label="名稱">{item.name}</Row>
      <Row label="建立日期">{formatDateTime(item.createdAt)}</Row>
      <Row label="建立者">{item.createdUser?.name || '-'}</Row>
      <Row label="根目錄">{rootName ?? '載入中…'}</Row>
    </dl>
  )
}

const FileInfo: React.FC<{ item: ArchiveItem; preview: boolean }> = ({ item, preview }) => (
  <>
    {preview && item.isImage && item.previewUrl ? (
      <img alt={item.name} className="shennong-archive__preview" src={item.previewUrl} />
    ) : null}
    <dl className="shennong-archive__info">
      <Row label="名稱">{item.name}</Row>
      <Row label="檔案大小">{formatSize(item.size)}</Row>
      <Row label="下載連結">
        {item.downloadUrl ? (
          <a download={item.name} href={item.downloadUrl}>
            下載 {item.name}
          </a>
        ) : (
          '-'
        )}
      </Row>
      <Row label="下載次數">{item.downloadCount}</Row>
      <Row label="建立日期">{formatDateTime(item.createdAt)}</Row>
      <Row label="建立者">{item.createdUser?.name || '-'}</Row>
    </dl>
  </>
)

// ---------------------------------------------------------------------------------------------
// Temp-file settings (own loading, success and failure flags)

type SettingsStatus = { loading: boolean; success: boolean; failed: boolean; error: string | null }
const IDLE: SettingsStatus = { loading: false, success: false, failed: false, error: null }

const TempSettings: React.FC<{ onLeave: () => void }> = ({ onLeave }) => {
  const id = useId()
  const [form, setForm] = useState<SettingsForm>({ tempFilesProtectionMinutes: '', hour: '', minute: '' })
  const [errors, setErrors] = useState<SettingsErrors>({})
  const [status, setStatus] = useState<SettingsStatus>({ ...IDLE, loading: true })
  const [loadError, setLoadError] = useState<string | null>(null)
  const [loaded, setLoaded] = useState(false)

  useEffect(() => {
    let live = true
    archiveApi
      .settings()
      .then((settings) => {
        if (!live) return
        setForm({
          tempFilesProtectionMinutes: String(settings.tempFilesProtectionMinutes),
          hour: String(settings.tempFilesDeletionTime.hour),
          minute: String(settings.tempFilesDeletionTime.minute),
        })
        setStatus(IDLE)
        setLoaded(true)
      })
      .catch((error: unknown) => {
        if (!live) return
        setLoadError(messageOf(error))
        setStatus(IDLE)
        setLoaded(true)
      })
    return () => {
      live = false
    }
  }, [])

  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    event.stopPropagation()
    const checked = validateSettingsForm(form)
    setErrors(checked.errors)
    if (!checked.value) return
    setStatus({ ...IDLE, loading: true })
    try {
      await archiveApi.saveSettings(checked.value)
      setStatus({ ...IDLE, success: true })
    } catch (error) {
      setStatus({ ...IDLE, failed: true, error: messageOf(error) })
    }
  }

  const input = (key: keyof SettingsForm, min: number, max?: number) => (
    <div className="shennong-archive__field">
      <RequiredLabel htmlFor={`${id}-${key}`}>{SETTINGS_LABELS[key]}</RequiredLabel>
      <input
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        aria-invalid={Boolean(errors[key])}
        aria-required="true"
        id={`${id}-${key}`}
        inputMode="numeric"
        max={max}
        min={min}
        onChange={(event) => setForm((current) => ({ ...current, [key]: event.target.value }))}
        step={1}
        type="number"
        value={form[key]}
      />
      <FieldError id={`${id}-${key}-error`} message={errors[key]} />
    </div>
  )

  const done = status.success || status.failed
  return (
    <section aria-labelledby={`${id}-title`} className="shennong-archive__settings">
      <h3 id={`${id}-title`}>暫存檔案設定</h3>
      {status.loading ? <p role="status">{loaded ? '儲存中…' : '載入中…'}</p> : null}
      {loadError ? (
        <p className="shennong-archive__error" role="alert">
          {loadError}
        </p>
      ) : null}
      <form noValidate onSubmit={save}>
        {input('tempFilesProtectionMinutes', 0)}
        <p className="shennong-archive__hint">暫存檔案在上傳後這段時間內不可刪除。</p>
        {input('hour', 0, 23)}
        {input('minute', 0, 59)}
        <div className="shennong-dialog__actions">
          <button className="shennong-archive__primary" disabled={status.loading} type="submit">
            儲存設定
          </button>
          <button disabled={status.loading} onClick={onLeave} type="button">
            取消
          </button>
        </div>
      </form>
      <ResultDialog
        onClose={() => {
          setStatus(IDLE)
          onLeave()
        }}
        result={done ? { title: '暫存檔案設定', success: status.success, error: status.error } : null}
      />
    </section>
  )
}

// ---------------------------------------------------------------------------------------------
// The panel

type Props = {
  selected: ArchiveItem | null
  listing: ArchiveListing | null
  preview: boolean
  keyword: string | null
  onSearch: (raw: string) => void
  /** The temp folder's 編輯設定 button (management view only). */
  settingsEnabled: boolean
  /** The picker's screen module (its calls look up folder names). */
  module?: PickerModule | null
}

/** The side info panel: search box, then the folder, file or nothing-selected view. */
export const ArchiveSidePanel: React.FC<Props> = ({
  selected,
  listing,
  preview,
  keyword,
  onSearch,
  settingsEnabled,
  module = null,
}) => {
  const [settingsMode, setSettingsMode] = useState(false)
  const tempFolder = isTempFolder(selected)
    ? selected
    : !selected && isTempFolder(listing?.folder)
      ? listing!.folder
      : null

  useEffect(() => {
    if (!tempFolder) setSettingsMode(false)
  }, [tempFolder])

  return (
    <SectionSidePanel
      className="shennong-archive__side"
      label="資訊面板"
      toggleClassName="shennong-archive__side-toggle"
    >
      <SearchBox keyword={keyword} onSearch={onSearch} />
      {tempFolder && settingsEnabled ? (
        <button
          aria-pressed={settingsMode}
          className="shennong-archive__settings-button"
          onClick={() => setSettingsMode((value) => !value)}
          type="button"
        >
          編輯設定
        </button>
      ) : null}
      {settingsMode && tempFolder ? (
        <TempSettings onLeave={() => setSettingsMode(false)} />
      ) : selected === null ? (
        <p className="shennong-archive__prompt">請選擇資料夾或檔案</p>
      ) : selected.type === 'Folder' ? (
        <FolderInfo item={selected} listing={listing} module={module} />
      ) : (
        <FileInfo item={selected} preview={preview} />
      )}
    </SectionSidePanel>
  )
}
