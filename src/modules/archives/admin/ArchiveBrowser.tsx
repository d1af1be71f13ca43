'use client'

import { Eye, EyeOff, FolderCog, LayoutGrid, List, Table } from 'lucide-react'
import React, { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react'

import { UploadModal } from '@/ui/UploadModal'
import { archiveApi, downloadFile, messageOf } from './api'
import { ArchiveItems } from './ArchiveItems'
import { ResultDialog } from '@/ui/ResultDialog'
import { ConfirmDialog, FolderDialog, RenameDialog } from './ArchiveModals'
import { ArchiveSidePanel } from './ArchiveSidePanel'
import { ContextMenu, type MenuEntry } from './ContextMenu'
import {
  type ArchiveLocation,
  type BarEntry,
  type FolderForm,
  type FolderPath,
  LAYOUTS,
  LAYOUT_LABELS,
  type LayoutType,
  type OperationKey,
  UPLOAD_EXTENSIONS,
  actionLabel,
  barActions,
  breadcrumbsOf,
  contextMenuActions,
  deleteOperation,
  folderPathOf,
  initialOperationState,
  isRecycleBin,
  listUrl,
  matchesFileType,
  mergeUploaded,
  operationReducer,
  operationResult,
  reconcileSelection,
  reloadsAfter,
  searchKeyword,
  uploadUrl,
} from './state'
import type { PickerModule } from '../pickerModules'
import type { ArchiveAction, ArchiveItem, ArchiveListing, FileTypeFilter } from './types'

/** The picker's hooks into the browser. */
export type PickerOptions = {
  fileType: FileTypeFilter
  multiple: boolean
  picked: readonly string[]
  /** Multi-select: a file's checkbox. */
  onToggle: (item: ArchiveItem) => void
  /** Single-select: a click on a file picks it (and previews it). */
  onSelectFile: (item: ArchiveItem) => void
  /** A double-click on a file chooses it at once. */
  onChoose: (item: ArchiveItem) => void
}

type Props = {
  variant: 'manage' | 'picker'
  location: ArchiveLocation
  onNavigate: (next: ArchiveLocation) => void
  /** Addresses for breadcrumb links (management view); the picker's breadcrumbs are buttons. */
  hrefOf?: (next: ArchiveLocation) => string
  /** The temp folder's 編輯設定 (management view). */
  canEditSettings?: boolean
  maxUploadBytes?: number
  picker?: PickerOptions
  /** Heading level and text of the manager (the picker has its dialog title). */
  heading?: string
  /**
   * The picker's screen module: the browser then uses that module's picker calls (read-only,
   * uploads into the module's special folder where the server offers them).
   */
  module?: PickerModule | null
}

type ModalKind = 'createFolder' | 'modifyFolder' | 'rename' | 'delete' | 'restore'
type ModalState = { kind: ModalKind; target: ArchiveItem | null }
type MenuState = { x: number; y: number; itemId: string | null }

const LAYOUT_ICONS: Record<LayoutType, React.FC<{ size?: number; 'aria-hidden'?: boolean }>> = {
  grid: LayoutGrid,
  list: List,
  table: Table,
}

/**
 * The archive manager, shared by the management screen and the picker: action
 * bar, breadcrumbs, grid / list / table, context menu, side info panel, footer, the archive modals
 * and their result dialogs. Every action shown is one the server allowed; every button calls the API.
 */
export const ArchiveBrowser: React.FC<Props> = ({
  variant,
  location,
  onNavigate,
  hrefOf,
  canEditSettings = false,
  maxUploadBytes,
  picker,
  heading,
  module = null,
}) => {
  const { folderPath, keyword, layout, showModuleFolders } = location
  const [listing, setListing] = useState<ArchiveListing | null>(null)
  /** The listing call `listing` answered (breadcrumbs follow the place being shown, not a stale one). */
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null)
  const [items, setItems] = useState<ArchiveItem[]>([])
  const [loading, setLoading] = useState(true)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [reloadToken, setReloadToken] = useState(0)
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [preview, setPreview] = useState(true)
  const [menu, setMenu] = useState<MenuState | null>(null)
  const [modal, setModal] = useState<ModalState | null>(null)
  const [busy, setBusy] = useState(false)
  const [operations, dispatch] = useReducer(operationReducer, undefined, initialOperationState)
  const [uploadOpen, setUploadOpen] = useState(false)
  const openFolderId = useRef<string | null>(null)
  const itemsArea = useRef<HTMLDivElement>(null)

  const url = listUrl(folderPath, {
    keyword,
    includeModuleFolders: showModuleFolders,
    view: variant === 'picker' ? 'picker' : 'manage',
    fileType: picker?.fileType,
    module,
  })

  useEffect(() => {
    const controller = new AbortController()
    setLoading(true)
    setLoadError(null)
    archiveApi
      .list(url, controller.signal)
      .then((result) => {
        setListing(result)
        setLoadedUrl(url)
        setItems(result.data)
        openFolderId.current = result.folder?._id ?? null
        setSelectedId((current) => reconcileSelection(current, result.data))
        setLoading(false)
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        setListing(null)
        setLoadedUrl(url)
        setItems([])
        openFolderId.current = null
        setLoadError(messageOf(error))
        setLoading(false)
      })
    return () => controller.abort()
  }, [url, reloadToken])

  // A new place starts with nothing selected and no menu.
  useEffect(() => {
    setSelectedId(null)
    setMenu(null)
  }, [folderPath, keyword])

  const fileType = picker?.fileType
  const visibleItems = useMemo(
    () => (fileType ? items.filter((item) => matchesFileType(item, fileType)) : items),
    [items, fileType],
  )
  const selected = visibleItems.find((item) => item._id === selectedId) ?? null
  const atRoot = folderPath === 'root'
  const inRecycleBin = isRecycleBin(folderPath, listing?.folder)
  const labelContext = { atRoot, inRecycleBin }
  // The server offers uploads only where this browser may upload (never in the manager's picker view).
  const bar = barActions(listing?.folderActions ?? [], selected)
  const canUpload = Boolean(listing?.folder && listing.folderActions.includes('uploadFile'))
  const crumbs = breadcrumbsOf(folderPath, loadedUrl === url ? listing : null, keyword)

  const focusList = useCallback(() => {
    window.requestAnimationFrame(() => itemsArea.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus())
  }, [])

  // Escape closes the context menu wherever focus is, and only the menu (not the picker's dialog).
  useEffect(() => {
    if (!menu) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      setMenu(null)
      focusList()
    }
    document.addEventListener('keydown', onKey, true)
    return () => document.removeEventListener('keydown', onKey, true)
  }, [menu, focusList])

  // ---------------------------------------------------------------------------------------------
  // Navigation

  const go = (next: Partial<ArchiveLocation>) => onNavigate({ ...location, ...next })
  const openFolder = (item: ArchiveItem) => go({ folderPath: folderPathOf(item), keyword: null })
  const openPath = (path: FolderPath) => go({ folderPath: path, keyword: null })
  const search = (raw: string) => {
    const next = searchKeyword(raw, keyword)
    if (next !== null) go({ folderPath: 'search', keyword: next })
  }

  // ---------------------------------------------------------------------------------------------
  // Operations

  const run = async (key: OperationKey, action: () => Promise<unknown>) => {
    setBusy(true)
    try {
      await action()
      dispatch({ type: 'success', key })
      if (reloadsAfter(key)) setReloadToken((token) => token + 1)
    } catch (error) {
      dispatch({ type: 'failed', key, error: messageOf(error) })
    } finally {
      setBusy(false)
      setModal(null)
    }
  }

  const download = (item: ArchiveItem) =>
    run('downloadFile', async () => {
      await downloadFile(item)
      setItems((current) =>
        current.map((entry) => (entry._id === item._id ? { ...entry, downloadCount: entry.downloadCount + 1 } : entry)),
      )
    })

  const perform = (action: ArchiveAction, target: ArchiveItem | null) => {
    switch (action) {
      case 'createFolder':
        return setModal({ kind: 'createFolder', target: null })
      case 'uploadFile':
        return setUploadOpen(true)
      case 'download':
        return target ? void download(target) : undefined
      default:
        return target ? setModal({ kind: action, target }) : undefined
    }
  }

  const targetOf = (entry: BarEntry): ArchiveItem | null =>
    entry.target === 'item' ? selected : (listing?.folder ?? null)

  const submitFolder = (form: FolderForm) => {
    if (!modal) return
    if (modal.kind === 'modifyFolder' && modal.target) {
      const target = modal.target
      return void run('modifyRootFolder', () =>
        archiveApi.modifyRootFolder({
          _id: target._id,
          name: form.name,
          auth: form.auth || 'Internal',
          authRoles: form.auth === 'Roles' ? form.authRoles : [],
        }),
      )
    }
    if (atRoot) {
      return void run('createRootFolder', () =>
        archiveApi.createRootFolder({
          name: form.name,
          auth: form.auth || 'Internal',
          authRoles: form.auth === 'Roles' ? form.authRoles : [],
        }),
      )
    }
    const parent = listing?.folder
    if (parent) void run('createFolder', () => archiveApi.createFolder({ parentFolderId: parent._id, name: form.name }))
  }

  const confirmDelete = (target: ArchiveItem) =>
    run(deleteOperation(target), () =>
      target.type === 'File'
        ? archiveApi.removeFiles({
            folderId: target.inRecycleBin ? 'recycle-bin' : (target.parentId ?? 'recycle-bin'),
            archives: [{ _id: target._id }],
            force: target.inRecycleBin,
          })
        : archiveApi.removeFolder(target._id, target.parentId === null),
    )

  // ---------------------------------------------------------------------------------------------
  // Items

  const select = (item: ArchiveItem) => {
    setSelectedId(item._id)
    if (picker && item.type === 'File' && !picker.multiple) picker.onSelectFile(item)
  }

  const menuItem = menu?.itemId ? (visibleItems.find((item) => item._id === menu.itemId) ?? null) : null
  const menuEntries: MenuEntry[] = contextMenuActions(menuItem).map((action) => ({
    key: action,
    label: actionLabel(action, labelContext),
    onSelect: () => perform(action, menuItem),
  }))

  const result = operationResult(operations)
  const target = modal?.target ?? null

  return (
    <div className={`shennong-archive shennong-archive--${variant}`}>
      {heading ? <h1 className="shennong-archive__title">{heading}</h1> : null}

      <div aria-label="檔案操作" className="shennong-archive__bar" role="group">
        {bar.map((entry) => (
          <button
            className="shennong-archive__action"
            data-action={entry.action}
            disabled={busy || loading}
            key={entry.action}
            onClick={() => perform(entry.action, targetOf(entry))}
            type="button"
          >
            {actionLabel(entry.action, labelContext)}
          </button>
        ))}
      </div>

      <nav aria-label="資料夾路徑" className="shennong-archive__crumbs">
        <ol>
          {crumbs.map((crumb, index) => (
            <li className={crumb.label.length > 30 ? 'is-long' : undefined} key={`${crumb.folderPath}-${index}`}>
              {crumb.current ? (
                <span aria-current="page">{crumb.label}</span>
              ) : hrefOf ? (
                <a
                  href={hrefOf({ ...location, folderPath: crumb.folderPath, keyword: null })}
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
                    event.preventDefault()
                    openPath(crumb.folderPath)
                  }}
                >
                  {crumb.label}
                </a>
              ) : (
                <button
                  className="shennong-archive__crumb-button"
                  onClick={() => openPath(crumb.folderPath)}
                  type="button"
                >
                  {crumb.label}
                </button>
              )}
            </li>
          ))}
        </ol>
      </nav>

      <div className="shennong-archive__body">
        <div aria-busy={loading} className="shennong-archive__main" ref={itemsArea}>
          {inRecycleBin ? (
            <p className="shennong-archive__hint">資源回收筒中的檔案可以還原到原資料夾；在這裡刪除會永久刪除。</p>
          ) : null}
          {loading ? (
            <p className="shennong-archive__loading" role="status">
              載入中…
            </p>
          ) : null}
          {loadError ? (
            <p className="shennong-archive__error" role="alert">
              {loadError}
            </p>
          ) : null}
          {!loadError && (!loading || listing) ? (
            <ArchiveItems
              items={visibleItems}
              layout={layout}
              onActivateFile={picker ? (item) => picker.onChoose(item) : undefined}
              onContextMenu={(item, x, y) => setMenu({ x, y, itemId: item?._id ?? null })}
              onOpen={openFolder}
              onSelect={select}
              pickable={picker?.multiple ? { multiple: true, picked: picker.picked, onToggle: picker.onToggle } : null}
              preview={preview}
              selectedId={selectedId}
            />
          ) : null}
        </div>
        <ArchiveSidePanel
          keyword={keyword}
          listing={listing}
          module={module}
          onSearch={search}
          preview={preview || variant === 'picker'}
          selected={selected}
          settingsEnabled={canEditSettings && variant === 'manage'}
        />
      </div>

      <footer className="shennong-archive__footer">
        {atRoot ? (
          <button
            aria-pressed={showModuleFolders}
            className="shennong-archive__toggle"
            onClick={() => go({ showModuleFolders: !showModuleFolders })}
            type="button"
          >
            <FolderCog aria-hidden="true" size={18} />
            {showModuleFolders ? '隱藏模組資料夾' : '顯示模組資料夾'}
          </button>
        ) : (
          <button
            aria-pressed={preview}
            className="shennong-archive__toggle"
            onClick={() => setPreview((value) => !value)}
            type="button"
          >
            {preview ? <EyeOff aria-hidden="true" size={18} /> : <Eye aria-hidden="true" size={18} />}
            {preview ? '取消預覽' : '顯示預覽'}
          </button>
        )}
        <div aria-label="版面" className="shennong-archive__layouts" role="group">
          {LAYOUTS.map((option) => {
            const Icon = LAYOUT_ICONS[option]
            return (
              <button
                aria-label={LAYOUT_LABELS[option]}
                aria-pressed={layout === option}
                className="shennong-archive__icon-button"
                key={option}
                onClick={() => layout !== option && go({ layout: option })}
                title={LAYOUT_LABELS[option]}
                type="button"
              >
                <Icon aria-hidden={true} size={18} />
              </button>
            )
          })}
        </div>
      </footer>

      {menu ? (
        <ContextMenu
          entries={menuEntries}
          label={menuItem ? `${menuItem.name} 的操作` : '操作'}
          onClose={() => {
            setMenu(null)
            focusList()
          }}
          x={menu.x}
          y={menu.y}
        />
      ) : null}

      <FolderDialog
        busy={busy}
        mode={modal?.kind === 'modifyFolder' ? 'modify' : 'create'}
        onClose={() => !busy && setModal(null)}
        onSubmit={submitFolder}
        open={modal?.kind === 'createFolder' || modal?.kind === 'modifyFolder'}
        target={target}
        withAuth={modal?.kind === 'modifyFolder' || (modal?.kind === 'createFolder' && atRoot)}
      />
      <RenameDialog
        busy={busy}
        onClose={() => !busy && setModal(null)}
        onSubmit={(name) => target && void run('renameArchive', () => archiveApi.rename({ _id: target._id, name }))}
        open={modal?.kind === 'rename'}
        target={target}
      />
      <ConfirmDialog
        busy={busy}
        confirmLabel={target?.inRecycleBin ? '永久刪除' : '刪除'}
        danger
        message={
          target ? (
            <>
              <p>確定要刪除「{target.name}」嗎？</p>
              <p className="shennong-archive__warning">
                {target.inRecycleBin
                  ? '這個檔案已在資源回收筒中，刪除後將永久刪除，無法復原。'
                  : target.type === 'Folder'
                    ? '資料夾會永久刪除，無法還原；資料夾內必須沒有任何檔案或資料夾。'
                    : '檔案會移到資源回收筒，之後可以從資源回收筒還原。'}
              </p>
            </>
          ) : null
        }
        onClose={() => !busy && setModal(null)}
        onConfirm={() => target && void confirmDelete(target)}
        open={modal?.kind === 'delete'}
        title={
          target
            ? target.type === 'File'
              ? '刪除檔案'
              : target.parentId === null
                ? '刪除根目錄'
                : '刪除資料夾'
            : '刪除'
        }
      />
      <ConfirmDialog
        busy={busy}
        confirmLabel="還原"
        message={target ? <p>確定要將「{target.name}」還原到原資料夾嗎？</p> : null}
        onClose={() => !busy && setModal(null)}
        onConfirm={() => target && void run('restoreFile', () => archiveApi.restoreFiles([target._id]))}
        open={modal?.kind === 'restore'}
        title="還原檔案"
      />
      <ResultDialog
        onClose={() => {
          if (operationResult(operations)) dispatch({ type: 'reset' })
          focusList()
        }}
        result={result}
      />

      {variant === 'manage' || canUpload ? (
        <UploadModal<ArchiveItem>
          accept={UPLOAD_EXTENSIONS}
          maxBytes={maxUploadBytes}
          onClose={() => setUploadOpen(false)}
          onUploaded={(item) => setItems((current) => mergeUploaded(current, item, openFolderId.current))}
          open={uploadOpen && Boolean(listing?.folder)}
          title={listing?.folder ? `上傳檔案到「${listing.folder.name}」` : '上傳檔案'}
          uploadUrl={listing?.folder ? uploadUrl(listing.folder._id, module) : ''}
        />
      ) : null}
    </div>
  )
}
