import { createElement } from 'react'
import { describe, expect, it } from 'vitest'

import type { OperationOutcome } from '@/ui/ResultDialog'
import {
  INTENT_TTL_MS,
  OperationTracker,
  operationTitle,
  outcomeOf,
  subjectLabel,
  toastText,
} from '@/ui/resultDialogs/operations'

const SUBJECTS = [
  { path: 'collections/news', label: '最新消息' },
  { path: 'news-management', label: '最新消息' },
  { path: 'space-management/room-management', label: '空間' },
  { path: 'space-management', label: '空間預約' },
]

describe('subjectLabel', () => {
  it('names the record kind of a spec screen, its create and edit screens, and Payload paths', () => {
    expect(subjectLabel('/shennong/news-management', SUBJECTS)).toBe('最新消息')
    expect(subjectLabel('/shennong/news-management/create', SUBJECTS)).toBe('最新消息')
    expect(subjectLabel('/shennong/news-management/64b7f0a1c2d3e4f5a6b7c8d9', SUBJECTS)).toBe('最新消息')
    expect(subjectLabel('/shennong/collections/news/create', SUBJECTS)).toBe('最新消息')
  })
  it('prefers the longest path and ignores look-alike prefixes and other areas', () => {
    expect(subjectLabel('/shennong/space-management/room-management/create', SUBJECTS)).toBe('空間')
    expect(subjectLabel('/shennong/space-management', SUBJECTS)).toBe('空間預約')
    expect(subjectLabel('/shennong/news-management-archive', SUBJECTS)).toBeUndefined()
    expect(subjectLabel('/news-management', SUBJECTS)).toBeUndefined()
    expect(subjectLabel('/shennong', SUBJECTS)).toBeUndefined()
  })
})

describe('operationTitle', () => {
  it('adds the record kind to a plain 儲存 or 刪除 only', () => {
    expect(operationTitle('儲存', '最新消息')).toBe('儲存最新消息')
    expect(operationTitle(' 刪除\n', '輪播')).toBe('刪除輪播')
    expect(operationTitle('儲存草稿', '最新消息')).toBe('儲存草稿')
    expect(operationTitle('送出審核', '最新消息')).toBe('送出審核')
    expect(operationTitle('儲存')).toBe('儲存')
    expect(operationTitle('   ', '最新消息')).toBe('儲存最新消息')
  })
})

describe('toastText', () => {
  it('reads strings, errors and Payload toast elements', () => {
    expect(toastText(' 更新成功。 ')).toBe('更新成功。')
    expect(toastText('')).toBeNull()
    expect(toastText(new Error('標題為必填欄位'))).toBe('標題為必填欄位')
    expect(toastText(createElement('div', { errorMessage: '以下欄位無效：標題' }))).toBe('以下欄位無效：標題')
    expect(toastText(createElement('span', null, '刪除失敗'))).toBe('刪除失敗')
    expect(toastText({ message: 'x' })).toBeNull()
    expect(toastText(undefined)).toBeNull()
  })
})

describe('outcomeOf', () => {
  it('is 成功 with the success text when nothing failed', () => {
    expect(outcomeOf('刪除輪播', [{ type: 'success', text: '已成功刪除 2 個 輪播。' }])).toEqual({
      title: '刪除輪播',
      success: true,
      message: '已成功刪除 2 個 輪播。',
    })
  })
  it('is 失敗 with every error message when any call failed, even beside a success', () => {
    const outcome = outcomeOf('刪除輪播', [
      { type: 'success', text: '已成功刪除 1 個 輪播。' },
      { type: 'error', text: '無法刪除 1 個項目' },
      { type: 'error', text: '您沒有權限執行此操作' },
    ])
    expect(outcome).toEqual({ title: '刪除輪播', success: false, error: '無法刪除 1 個項目\n您沒有權限執行此操作' })
  })
  it('names an unknown error when the failure says nothing', () => {
    expect(outcomeOf('儲存', [{ type: 'error', text: null }])).toMatchObject({ success: false, error: '發生未知錯誤' })
  })
})

describe('OperationTracker', () => {
  const setup = () => {
    let now = 1_000
    const deferred: (() => void)[] = []
    const outcomes: OperationOutcome[] = []
    const tracker = new OperationTracker({
      now: () => now,
      defer: (run) => deferred.push(run),
      emit: (outcome) => outcomes.push(outcome),
      defaultSaveTitle: () => '儲存最新消息',
    })
    const flush = () => deferred.splice(0).forEach((run) => run())
    return { tracker, outcomes, flush, advance: (ms: number) => (now += ms) }
  }

  it('leaves toasts alone while no save or delete waits for them', () => {
    const { tracker, outcomes, flush } = setup()
    expect(tracker.takeToast({ type: 'success', text: '已複製' })).toBe(false)
    expect(tracker.takeToast({ type: 'error', text: '自動儲存失敗' })).toBe(false)
    flush()
    expect(outcomes).toEqual([])
  })

  it('turns the toast after a confirmed delete into its outcome, once', () => {
    const { tracker, outcomes, flush } = setup()
    tracker.intend('delete', '刪除最新消息')
    expect(tracker.takeToast({ type: 'success', text: '最新消息「冬季書展」已成功刪除。' })).toBe(true)
    flush()
    expect(outcomes).toEqual([{ title: '刪除最新消息', success: true, message: '最新消息「冬季書展」已成功刪除。' }])
    expect(tracker.takeToast({ type: 'success', text: '已複製' })).toBe(false)
  })

  it('gathers the toasts a bulk delete raises together into one 失敗 outcome', () => {
    const { tracker, outcomes, flush } = setup()
    tracker.intend('delete', '刪除輪播')
    expect(tracker.takeToast({ type: 'success', text: '已成功刪除 1 個 輪播。' })).toBe(true)
    expect(tracker.takeToast({ type: 'error', text: '無法刪除 1 個項目' })).toBe(true)
    flush()
    expect(outcomes).toHaveLength(1)
    expect(outcomes[0]).toMatchObject({ title: '刪除輪播', success: false, error: '無法刪除 1 個項目' })
  })

  it('forgets an action whose toast never came', () => {
    const { tracker, outcomes, flush, advance } = setup()
    tracker.intend('save', '儲存輪播')
    advance(INTENT_TTL_MS + 1)
    expect(tracker.takeToast({ type: 'success', text: '已複製' })).toBe(false)
    flush()
    expect(outcomes).toEqual([])
  })

  it('a create: the save button, then the toast Payload raises on the new record screen', () => {
    const { tracker, outcomes, flush, advance } = setup()
    tracker.intend('save', '儲存最新消息')
    advance(5_000)
    expect(tracker.takeToast({ type: 'success', text: '已成功建立 最新消息。' })).toBe(true)
    flush()
    expect(outcomes).toEqual([{ title: '儲存最新消息', success: true, message: '已成功建立 最新消息。' }])
  })

  it('a form save promise: 成功 when it resolves, 失敗 with the server message when it rejects', async () => {
    const { tracker, outcomes } = setup()
    tracker.intend('save', '送出審核')
    tracker.takePromise(Promise.resolve('更新成功。'))
    tracker.takePromise(Promise.reject(createElement('div', { errorMessage: '標題為必填欄位' })))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(outcomes).toEqual([
      { title: '送出審核', success: true, message: '更新成功。' },
      // The second save had no click of its own (Ctrl+S): the default title.
      { title: '儲存最新消息', success: false, error: '標題為必填欄位' },
    ])
  })

  it('a save promise does not consume a waiting delete', async () => {
    const { tracker, outcomes, flush } = setup()
    tracker.intend('delete', '刪除輪播')
    tracker.takePromise(Promise.resolve('更新成功。'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(tracker.takeToast({ type: 'success', text: '已成功刪除 1 個 輪播。' })).toBe(true)
    flush()
    expect(outcomes.map((o) => o.title)).toEqual(['儲存最新消息', '刪除輪播'])
  })
})
