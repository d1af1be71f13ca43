'use client'

import React, { useState } from 'react'

import { ArchivePicker } from './ArchivePicker'
import { fileUrlOf } from './state'
import type { PickerModule } from '../pickerModules'

/** `module`: the screen's module, whose picker calls and upload folder the picker uses. */
type Props = { id: string; value: string; onChange: (url: string) => void; label: string; module: PickerModule }

/**
 * An image URL input for custom admin forms, with the archive picker beside it (the same
 * picker the archive file field and the question-group builder use).
 */
export const ArchiveImageInput: React.FC<Props> = ({ id, value, onChange, label, module }) => {
  const [picking, setPicking] = useState(false)
  return (
    <div className="shennong-image-input">
      <input id={id} onChange={(event) => onChange(event.target.value)} type="url" value={value} />
      <button onClick={() => setPicking(true)} type="button">
        從檔案庫選擇
      </button>
      {value ? (
        <button aria-label={`清除${label}`} onClick={() => onChange('')} type="button">
          清除
        </button>
      ) : null}
      {value ? <img alt={`${label}預覽`} className="shennong-image-input__preview" src={value} /> : null}
      {picking ? (
        <ArchivePicker
          fileType="image"
          module={module}
          onChoose={(items) => {
            const url = items[0] ? fileUrlOf(items[0]) : null
            if (url) onChange(url)
            setPicking(false)
          }}
          onClose={() => setPicking(false)}
          open
        />
      ) : null}
    </div>
  )
}
