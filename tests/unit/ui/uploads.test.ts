import { describe, expect, it } from 'vitest'

import { applyUploadEvent, capProgress, extensionOf, newEntry, precheckFile } from '@/ui/uploads'
import { formatSize } from '@/lib/format'

describe('formatSize (B…YB, base 1024, 2 decimals)', () => {
  it.each([
    [0, '0.00 B'],
    [1023, '1023.00 B'],
    [1024, '1.00 KB'],
    [1536, '1.50 KB'],
    [1024 ** 2 * 5.25, '5.25 MB'],
    [1024 ** 8, '1.00 YB'],
    [1024 ** 9, '1024.00 YB'],
  ])('%d -> %s', (bytes, text) => expect(formatSize(bytes)).toBe(text))
  it('shows a dash for missing sizes', () => {
    expect(formatSize(undefined)).toBe('-')
    expect(formatSize(-1)).toBe('-')
  })
})

describe('upload entries', () => {
  const file = { name: '報告.PDF', type: 'application/pdf', size: 2048 }
  it('caps progress at 100 and never goes back', () => {
    expect(capProgress(150, 100)).toBe(100)
    expect(capProgress(0, 0)).toBe(0)
    let entries = [newEntry(0, file)]
    entries = applyUploadEvent(entries, { type: 'progress', index: 0, loaded: 60, total: 100 })
    entries = applyUploadEvent(entries, { type: 'progress', index: 0, loaded: 30, total: 100 })
    expect(entries[0]!.progress).toBe(60)
    entries = applyUploadEvent(entries, { type: 'progress', index: 0, loaded: 500, total: 100 })
    expect(entries[0]!.progress).toBe(100)
  })
  it('ends as completed, cancelled or failed, and stays there', () => {
    const done = applyUploadEvent([newEntry(0, file)], { type: 'done', index: 0 })
    expect(done[0]).toMatchObject({ progress: 100, done: true })
    const cancelled = applyUploadEvent([newEntry(0, file)], { type: 'cancel', index: 0 })
    expect(applyUploadEvent(cancelled, { type: 'done', index: 0 })[0]).toMatchObject({ isCancel: true, done: false })
    const failed = applyUploadEvent([newEntry(0, file)], { type: 'error', index: 0, message: '不支援' })
    expect(failed[0]!.error).toBe('不支援')
  })
  it('reads the extension in lower case and prechecks type and size', () => {
    expect(extensionOf('報告.PDF')).toBe('pdf')
    expect(extensionOf('.bashrc')).toBe('')
    expect(precheckFile(file, ['pdf'], 4096)).toBeNull()
    expect(precheckFile(file, ['jpg'], undefined)).toContain('不支援的檔案類型')
    expect(precheckFile(file, undefined, 1024)).toContain('大小上限')
  })
})
