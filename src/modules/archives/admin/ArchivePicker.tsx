'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import React, { useRef, useState } from 'react'

import { ArchiveBrowser } from './ArchiveBrowser'
import { Dialog } from '@/ui/Dialog'
import { type PickerModule, pickerModuleOf, pickerModuleSpec } from '../pickerModules'
import { SYSTEM_FOLDER_LABELS } from '../rules'
import { type ArchiveLocation, FILE_TYPE_LABELS, togglePick } from './state'
import type { ArchiveItem, FileTypeFilter } from './types'

type Props = {
  open: boolean
  fileType?: FileTypeFilter
  multiple?: boolean
  title?: string
  /**
   * The screen's module (./pickerModules.ts): its editors pick through the module's picker calls
   * and upload into its special folder. By default the module of the document being edited; a
   * screen outside Payload's document views (a custom view) names it.
   */
  module?: PickerModule | null
  onChoose: (items: ArchiveItem[]) => void
  onClose: () => void
}

const START: ArchiveLocation = { folderPath: 'root', keyword: null, layout: 'grid', showModuleFolders: false }

type BodyProps = Omit<Props, 'open' | 'title' | 'module'> & {
  fileType: FileTypeFilter
  multiple: boolean
  module: PickerModule | null
}

const PickerBody: React.FC<BodyProps> = ({ fileType, multiple, module, onChoose, onClose }) => {
  const [location, setLocation] = useState<ArchiveLocation>(START)
  const [picked, setPicked] = useState<string[]>([])
  const known = useRef(new Map<string, ArchiveItem>())

  const remember = (item: ArchiveItem) => known.current.set(item._id, item)
  const chosen = picked.map((id) => known.current.get(id)).filter((item): item is ArchiveItem => item !== undefined)
  const uploadFolder = module ? pickerModuleSpec(module).folder : null

  return (
    <>
      <p className="shennong-archive__hint">
        可選擇的檔案類型：{FILE_TYPE_LABELS[fileType]}
        {multiple ? '（可複選）' : ''}。點一下檔案可預覽，點兩下資料夾可進入。
        {uploadFolder ? `新檔案請開啟「${SYSTEM_FOLDER_LABELS[uploadFolder]}」資料夾上傳。` : ''}
      </p>
      <ArchiveBrowser
        location={location}
        module={module}
        onNavigate={setLocation}
        picker={{
          fileType,
          multiple,
          picked,
          onToggle: (item) => {
            remember(item)
            setPicked((current) => togglePick(current, item._id, true))
          },
          onSelectFile: (item) => {
            remember(item)
            setPicked((current) => togglePick(current, item._id, false))
          },
          onChoose: (item) => {
            if (multiple) {
              remember(item)
              setPicked((current) => togglePick(current, item._id, true))
            } else onChoose([item])
          },
        }}
        variant="picker"
      />
      <div className="shennong-dialog__actions shennong-archive-picker__actions">
        <span aria-live="polite" className="shennong-archive-picker__count">
          {chosen.length > 0 ? `已選擇：${chosen.map((item) => item.name).join('、')}` : '尚未選擇檔案'}
        </span>
        <button
          className="shennong-archive__primary"
          disabled={chosen.length === 0}
          onClick={() => onChoose(chosen)}
          type="button"
        >
          選擇
        </button>
        <button onClick={onClose} type="button">
          取消
        </button>
      </div>
    </>
  )
}

/**
 * The file selector from the archive: the
 * manager in a modal with its place in local state, a click on a file previews it, a double-click
 * opens a folder, checkboxes in multi-select mode, filtered by file type. Read-only, but for
 * uploads into the screen module's special folder.
 */
export const ArchivePicker: React.FC<Props> = ({
  open,
  fileType = 'any',
  multiple = false,
  title = '從檔案庫選擇檔案',
  module,
  onChoose,
  onClose,
}) => {
  const { collectionSlug, globalSlug } = useDocumentInfo()
  const screenModule = module === undefined ? pickerModuleOf({ collectionSlug, globalSlug }) : module
  return (
    <Dialog className="shennong-archive-picker" onClose={onClose} open={open} title={title}>
      <PickerBody fileType={fileType} module={screenModule} multiple={multiple} onChoose={onChoose} onClose={onClose} />
    </Dialog>
  )
}
