'use client'

import React, { useId, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

import {
  type JumpChange,
  describeJumpChange,
  duplicateGroup,
  duplicateQuestion,
  moveGroup,
  moveItem,
  removeGroup,
} from '@/forms/jumps'
import { FORWARD_LABEL, OPTION_FORWARD_LABEL, QUESTION_TYPE_LABEL } from '@/forms/labels'
import { defaultLikertColumn, defaultLikertRow } from '@/forms/places'
import { LIKERT_MAX_COLUMNS, type StructureIssue, checkStructure, isChoiceType } from '@/forms/structure'
import {
  FORWARDS,
  QUESTION_TYPES,
  type Forward,
  type Question,
  type QuestionGroup,
  type QuestionOption,
  type QuestionType,
} from '@/forms/types'
import { ArchivePicker, fileUrlOf } from '@/modules/archives/client'
import './QuestionGroupsEditor.css'

/**
 * The question-group builder, shared by questionnaires and the recommendation
 * questionnaire: controlled by `value` / `onChange`. Groups and questions move by drag (the
 * ⠿ handle) and by the 上移/下移 buttons; moving or removing a group renumbers every jump to it
 * through src/forms/jumps.ts and lists the changed jumps. 複製 puts a copy (new ids) right after a
 * group or question; 收合 folds one to its heading (its error count stays visible). The structure check of
 * src/forms/structure.ts runs on every change; its messages show next to the place they name.
 */

export type QuestionGroupsEditorProps = {
  value: QuestionGroup[]
  onChange: (groups: QuestionGroup[]) => void
  disabled?: boolean
  /** Label of the whole editor (the field label). */
  label?: string
}

const newId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`

export const newOption = (index: number): QuestionOption => ({
  _id: newId(),
  text: `選項 ${index + 1}`,
  forward: 'Next',
  forwardGroup: null,
  imageUrl: null,
})

export const newQuestion = (): Question => ({
  _id: newId(),
  question: '',
  type: 'TextBox',
  imageUrl: null,
  options: [],
  isRequired: false,
  hasOtherOption: false,
})

export const newGroup = (): QuestionGroup => ({
  _id: newId(),
  title: '',
  description: null,
  imageUrl: null,
  forward: 'Next',
  forwardGroup: null,
  questions: [newQuestion()],
})

/** Change a question's type, keeping only what the new type may carry. */
export const withType = (question: Question, type: QuestionType): Question => {
  const choice = isChoiceType(type)
  const next: Question = {
    ...question,
    type,
    options: choice ? (question.options.length > 0 ? question.options : [newOption(0), newOption(1)]) : [],
    hasOtherOption: choice ? question.hasOtherOption : false,
  }
  delete next.likertRows
  delete next.likertColumns
  if (type === 'LikertScale') {
    next.likertRows = question.likertRows?.length ? question.likertRows : [defaultLikertRow(0)]
    next.likertColumns = question.likertColumns?.length
      ? question.likertColumns
      : [0, 1, 2, 3, 4].map(defaultLikertColumn)
  }
  return next
}

/** Loosely read a stored value for editing (the structure check reports what is wrong). */
export const editableGroups = (value: unknown): QuestionGroup[] =>
  Array.isArray(value) ? (value as QuestionGroup[]) : []

const key = (path: readonly (string | number)[]) => path.join('.')

type ImageTarget = { set: (url: string) => void }

const JumpSelect: React.FC<{
  idBase: string
  forward: Forward
  forwardGroup: number | null
  groupIndex: number
  groupCount: number
  labels: Record<Forward, string>
  disabled: boolean
  onChange: (jump: { forward: Forward; forwardGroup: number | null }) => void
}> = ({ idBase, forward, forwardGroup, groupIndex, groupCount, labels, disabled, onChange }) => {
  const targets = Array.from({ length: groupCount }, (_, i) => i + 1).filter((n) => n > groupIndex + 1)
  return (
    <span className="qb-jump">
      <label htmlFor={`${idBase}-forward`}>跳題方式</label>
      <select
        disabled={disabled}
        id={`${idBase}-forward`}
        onChange={(event) => {
          const next = event.target.value as Forward
          onChange({ forward: next, forwardGroup: next === 'Group' ? (targets[0] ?? null) : null })
        }}
        value={forward}
      >
        {FORWARDS.map((f) => (
          <option key={f} value={f}>
            {labels[f]}
          </option>
        ))}
      </select>
      {forward === 'Group' ? (
        <>
          <label htmlFor={`${idBase}-group`}>跳至題組</label>
          <select
            disabled={disabled}
            id={`${idBase}-group`}
            onChange={(event) =>
              onChange({ forward, forwardGroup: event.target.value ? Number(event.target.value) : null })
            }
            value={forwardGroup ?? ''}
          >
            <option value="">請選擇</option>
            {forwardGroup !== null && !targets.includes(forwardGroup) ? (
              <option value={forwardGroup}>第 {forwardGroup} 題組（無效）</option>
            ) : null}
            {targets.map((n) => (
              <option key={n} value={n}>
                第 {n} 題組
              </option>
            ))}
          </select>
        </>
      ) : null}
    </span>
  )
}

const Problems: React.FC<{ issues: StructureIssue[] | undefined }> = ({ issues }) =>
  issues && issues.length > 0 ? (
    <ul className="qb-problems">
      {issues.map((issue) => (
        <li key={issue.message}>{issue.message}</li>
      ))}
    </ul>
  ) : null

const ImageInput: React.FC<{
  id: string
  value: string | null | undefined
  disabled: boolean
  onChange: (url: string | null) => void
  onPick: (target: ImageTarget) => void
}> = ({ id, value, disabled, onChange, onPick }) => (
  <span className="qb-image">
    <label htmlFor={id}>圖片網址</label>
    <input
      disabled={disabled}
      id={id}
      onChange={(event) => onChange(event.target.value || null)}
      type="text"
      value={value ?? ''}
    />
    <button disabled={disabled} onClick={() => onPick({ set: (url) => onChange(url) })} type="button">
      從檔案庫選擇
    </button>
  </span>
)

type Drag = { kind: 'group'; from: number } | { kind: 'question'; group: number; from: number }

export const QuestionGroupsEditor: React.FC<QuestionGroupsEditorProps> = ({
  value,
  onChange,
  disabled = false,
  label = '題組',
}) => {
  const base = useId()
  const [changes, setChanges] = useState<JumpChange[]>([])
  const [imageTarget, setImageTarget] = useState<ImageTarget | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const drag = useRef<Drag | null>(null)
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set())
  const root = useRef<HTMLDivElement>(null)
  const groups = value

  const issues = useMemo(() => {
    const result = checkStructure(groups)
    const byPlace = new Map<string, StructureIssue[]>()
    if (result.ok) return byPlace
    for (const issue of result.errors) {
      // An issue belongs to its entity: the path up to (not including) the field name.
      const path = typeof issue.path[issue.path.length - 1] === 'string' ? issue.path.slice(0, -1) : issue.path
      const list = byPlace.get(key(path)) ?? []
      list.push(issue)
      byPlace.set(key(path), list)
    }
    return byPlace
  }, [groups])

  /** How many structure issues lie at or under a place (shown on a folded group or question). */
  const issuesUnder = (path: readonly (string | number)[]): number => {
    const prefix = key(path)
    let count = 0
    for (const [place, list] of issues) if (place === prefix || place.startsWith(`${prefix}.`)) count += list.length
    return count
  }
  const toggle = (id: string) =>
    setCollapsed((previous) => {
      const next = new Set(previous)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  const focusLater = (selector: string) =>
    setTimeout(() => root.current?.querySelector<HTMLElement>(selector)?.focus(), 0)

  const setGroup = (g: number, patch: Partial<QuestionGroup>) =>
    onChange(groups.map((group, i) => (i === g ? { ...group, ...patch } : group)))
  const setQuestion = (g: number, q: number, next: Question) =>
    setGroup(g, { questions: groups[g]!.questions.map((question, i) => (i === q ? next : question)) })
  const setOption = (g: number, q: number, o: number, patch: Partial<QuestionOption>) => {
    const question = groups[g]!.questions[q]!
    setQuestion(g, q, {
      ...question,
      options: question.options.map((option, i) => (i === o ? { ...option, ...patch } : option)),
    })
  }

  const applyGroupChange = (result: { groups: QuestionGroup[]; changes: JumpChange[] }, message: string) => {
    onChange(result.groups)
    setChanges(result.changes)
    setAnnouncement(result.changes.length > 0 ? `${message}，${result.changes.length} 個跳題已調整` : message)
  }

  const moveGroupTo = (from: number, to: number) => {
    if (to < 0 || to >= groups.length || from === to) return
    applyGroupChange(moveGroup(groups, from, to), `第 ${from + 1} 題組已移到第 ${to + 1} 題組`)
    focusLater(`[data-group="${to}"] .qb-group__title`)
  }

  const deleteGroup = (g: number) => {
    if (!window.confirm(`確定刪除第 ${g + 1} 題組？`)) return
    applyGroupChange(removeGroup(groups, g), `第 ${g + 1} 題組已刪除`)
  }

  const copyGroup = (g: number) => {
    applyGroupChange(duplicateGroup(groups, g, newId), `第 ${g + 1} 題組已複製為第 ${g + 2} 題組`)
    focusLater(`[data-group="${g + 1}"] .qb-group__title`)
  }

  const copyQuestion = (g: number, q: number) => {
    setGroup(g, { questions: duplicateQuestion(groups[g]!.questions, q, newId) })
    setAnnouncement(`第 ${g + 1} 題組第 ${q + 1} 題已複製為第 ${q + 2} 題`)
    focusLater(`[data-group="${g}"] [data-question="${q + 1}"] .qb-question__title`)
  }

  const moveQuestionTo = (g: number, from: number, to: number) => {
    if (to < 0 || to >= groups[g]!.questions.length || from === to) return
    setGroup(g, { questions: moveItem(groups[g]!.questions, from, to) })
    setAnnouncement(`第 ${g + 1} 題組第 ${from + 1} 題已移到第 ${to + 1} 題`)
    focusLater(`[data-group="${g}"] [data-question="${to}"] .qb-question__title`)
  }

  const onDrop = (target: Drag) => {
    const source = drag.current
    drag.current = null
    if (!source || source.kind !== target.kind) return
    if (source.kind === 'group') moveGroupTo(source.from, target.from)
    else if (target.kind === 'question' && source.group === target.group)
      moveQuestionTo(source.group, source.from, target.from)
  }

  return (
    <div className="qb" ref={root}>
      <p aria-live="polite" className="qb-sr-only">
        {announcement}
      </p>
      {changes.length > 0 ? (
        <div className="qb-changes" role="status">
          <strong>已調整的跳題</strong>
          <ul>
            {changes.map((change) => (
              <li key={`${change.place}-${change.from}`}>{describeJumpChange(change)}</li>
            ))}
          </ul>
          <button onClick={() => setChanges([])} type="button">
            知道了
          </button>
        </div>
      ) : null}
      {groups.length === 0 ? <p className="qb-empty">目前暫無資料</p> : null}
      {groups.length > 0 ? (
        <div className="qb-toolbar">
          <button onClick={() => setCollapsed(new Set(groups.map((group, g) => group._id || `g${g}`)))} type="button">
            全部收合
          </button>
          <button onClick={() => setCollapsed(new Set())} type="button">
            全部展開
          </button>
        </div>
      ) : null}
      <ol aria-label={label} className="qb-groups">
        {groups.map((group, g) => {
          const gid = `${base}-g${g}`
          const groupKey = group._id || `g${g}`
          const groupFolded = collapsed.has(groupKey)
          const groupIssues = groupFolded ? issuesUnder([g]) : 0
          return (
            <li
              className="qb-group"
              data-group={g}
              key={group._id || g}
              onDragOver={(event) => drag.current?.kind === 'group' && event.preventDefault()}
              onDrop={() => onDrop({ kind: 'group', from: g })}
            >
              <div className="qb-group__head">
                <span
                  aria-hidden="true"
                  className="qb-handle"
                  draggable={!disabled}
                  onDragStart={() => (drag.current = { kind: 'group', from: g })}
                  title="拖曳以調整題組順序"
                >
                  ⠿
                </span>
                <h3>
                  第 {g + 1} 題組
                  {groupFolded ? (
                    <span className="qb-summary">
                      ：{group.title || '（未命名）'}，{group.questions.length} 題
                    </span>
                  ) : null}
                  {groupIssues > 0 ? <span className="qb-badge">{groupIssues} 個錯誤</span> : null}
                </h3>
                <button
                  aria-controls={`${gid}-body`}
                  aria-expanded={!groupFolded}
                  aria-label={`${groupFolded ? '展開' : '收合'}第 ${g + 1} 題組`}
                  onClick={() => toggle(groupKey)}
                  type="button"
                >
                  {groupFolded ? '展開' : '收合'}
                </button>
                <button
                  aria-label={`第 ${g + 1} 題組上移`}
                  disabled={disabled || g === 0}
                  onClick={() => moveGroupTo(g, g - 1)}
                  type="button"
                >
                  上移
                </button>
                <button
                  aria-label={`第 ${g + 1} 題組下移`}
                  disabled={disabled || g === groups.length - 1}
                  onClick={() => moveGroupTo(g, g + 1)}
                  type="button"
                >
                  下移
                </button>
                <button
                  aria-label={`複製第 ${g + 1} 題組`}
                  disabled={disabled}
                  onClick={() => copyGroup(g)}
                  type="button"
                >
                  複製
                </button>
                <button
                  aria-label={`刪除第 ${g + 1} 題組`}
                  className="qb-danger"
                  disabled={disabled}
                  onClick={() => deleteGroup(g)}
                  type="button"
                >
                  刪除
                </button>
              </div>
              <div hidden={groupFolded} id={`${gid}-body`}>
                <Problems issues={issues.get(key([g]))} />
                <div className="qb-row">
                  <label htmlFor={`${gid}-title`}>題組標題</label>
                  <input
                    className="qb-group__title"
                    disabled={disabled}
                    id={`${gid}-title`}
                    onChange={(event) => setGroup(g, { title: event.target.value })}
                    type="text"
                    value={group.title ?? ''}
                  />
                </div>
                <div className="qb-row">
                  <label htmlFor={`${gid}-description`}>說明</label>
                  <textarea
                    disabled={disabled}
                    id={`${gid}-description`}
                    onChange={(event) => setGroup(g, { description: event.target.value || null })}
                    rows={2}
                    value={group.description ?? ''}
                  />
                </div>
                <div className="qb-row">
                  <ImageInput
                    disabled={disabled}
                    id={`${gid}-image`}
                    onChange={(imageUrl) => setGroup(g, { imageUrl })}
                    onPick={setImageTarget}
                    value={group.imageUrl}
                  />
                </div>
                <div className="qb-row">
                  <JumpSelect
                    disabled={disabled}
                    forward={group.forward}
                    forwardGroup={group.forwardGroup}
                    groupCount={groups.length}
                    groupIndex={g}
                    idBase={`${gid}-jump`}
                    labels={FORWARD_LABEL}
                    onChange={(jump) => setGroup(g, jump)}
                  />
                </div>
                <ol className="qb-questions">
                  {group.questions.map((question, q) => {
                    const qid = `${gid}-q${q}`
                    const choice = isChoiceType(question.type)
                    const questionKey = question._id || `${groupKey}-q${q}`
                    const questionFolded = collapsed.has(questionKey)
                    const questionIssues = questionFolded ? issuesUnder([g, 'questions', q]) : 0
                    return (
                      <li
                        className="qb-question"
                        data-question={q}
                        key={question._id || q}
                        onDragOver={(event) => drag.current?.kind === 'question' && event.preventDefault()}
                        onDrop={(event) => {
                          event.stopPropagation()
                          onDrop({ kind: 'question', group: g, from: q })
                        }}
                      >
                        <div className="qb-question__head">
                          <span
                            aria-hidden="true"
                            className="qb-handle"
                            draggable={!disabled}
                            onDragStart={(event) => {
                              event.stopPropagation()
                              drag.current = { kind: 'question', group: g, from: q }
                            }}
                            title="拖曳以調整題目順序"
                          >
                            ⠿
                          </span>
                          <h4>
                            第 {q + 1} 題
                            {questionFolded ? (
                              <span className="qb-summary">
                                ：{question.question || '（未命名）'}，{QUESTION_TYPE_LABEL[question.type]}
                              </span>
                            ) : null}
                            {questionIssues > 0 ? <span className="qb-badge">{questionIssues} 個錯誤</span> : null}
                          </h4>
                          <button
                            aria-controls={`${qid}-body`}
                            aria-expanded={!questionFolded}
                            aria-label={`${questionFolded ? '展開' : '收合'}第 ${g + 1} 題組第 ${q + 1} 題`}
                            onClick={() => toggle(questionKey)}
                            type="button"
                          >
                            {questionFolded ? '展開' : '收合'}
                          </button>
                          <button
                            aria-label={`第 ${g + 1} 題組第 ${q + 1} 題上移`}
                            disabled={disabled || q === 0}
                            onClick={() => moveQuestionTo(g, q, q - 1)}
                            type="button"
                          >
                            上移
                          </button>
                          <button
                            aria-label={`第 ${g + 1} 題組第 ${q + 1} 題下移`}
                            disabled={disabled || q === group.questions.length - 1}
                            onClick={() => moveQuestionTo(g, q, q + 1)}
                            type="button"
                          >
                            下移
                          </button>
                          <button
                            aria-label={`複製第 ${g + 1} 題組第 ${q + 1} 題`}
                            disabled={disabled}
                            onClick={() => copyQuestion(g, q)}
                            type="button"
                          >
                            複製
                          </button>
                          <button
                            aria-label={`刪除第 ${g + 1} 題組第 ${q + 1} 題`}
                            className="qb-danger"
                            disabled={disabled}
                            onClick={() => {
                              if (window.confirm(`確定刪除第 ${g + 1} 題組第 ${q + 1} 題？`))
                                setGroup(g, { questions: group.questions.filter((_, i) => i !== q) })
                            }}
                            type="button"
                          >
                            刪除
                          </button>
                        </div>
                        <div hidden={questionFolded} id={`${qid}-body`}>
                          <Problems issues={issues.get(key([g, 'questions', q]))} />
                          <div className="qb-row">
                            <label htmlFor={`${qid}-text`}>題目</label>
                            <input
                              className="qb-question__title"
                              disabled={disabled}
                              id={`${qid}-text`}
                              onChange={(event) => setQuestion(g, q, { ...question, question: event.target.value })}
                              type="text"
                              value={question.question ?? ''}
                            />
                          </div>
                          <div className="qb-row qb-inline">
                            <label htmlFor={`${qid}-type`}>題型</label>
                            <select
                              disabled={disabled}
                              id={`${qid}-type`}
                              onChange={(event) =>
                                setQuestion(g, q, withType(question, event.target.value as QuestionType))
                              }
                              value={question.type}
                            >
                              {QUESTION_TYPES.map((type) => (
                                <option key={type} value={type}>
                                  {QUESTION_TYPE_LABEL[type]}
                                </option>
                              ))}
                            </select>
                            <label>
                              <input
                                checked={question.isRequired}
                                disabled={disabled}
                                onChange={(event) =>
                                  setQuestion(g, q, { ...question, isRequired: event.target.checked })
                                }
                                type="checkbox"
                              />{' '}
                              必填
                            </label>
                            {choice ? (
                              <label>
                                <input
                                  checked={question.hasOtherOption}
                                  disabled={disabled}
                                  onChange={(event) =>
                                    setQuestion(g, q, { ...question, hasOtherOption: event.target.checked })
                                  }
                                  type="checkbox"
                                />{' '}
                                提供「其他」選項
                              </label>
                            ) : null}
                          </div>
                          <div className="qb-row">
                            <ImageInput
                              disabled={disabled}
                              id={`${qid}-image`}
                              onChange={(imageUrl) => setQuestion(g, q, { ...question, imageUrl })}
                              onPick={setImageTarget}
                              value={question.imageUrl}
                            />
                          </div>
                          {choice ? (
                            <fieldset className="qb-options">
                              <legend>選項</legend>
                              <ol>
                                {question.options.map((option, o) => {
                                  const oid = `${qid}-o${o}`
                                  return (
                                    <li key={option._id || o}>
                                      <Problems issues={issues.get(key([g, 'questions', q, 'options', o]))} />
                                      <label htmlFor={`${oid}-text`}>選項文字</label>
                                      <input
                                        disabled={disabled}
                                        id={`${oid}-text`}
                                        onChange={(event) => setOption(g, q, o, { text: event.target.value })}
                                        type="text"
                                        value={option.text ?? ''}
                                      />
                                      <JumpSelect
                                        disabled={disabled}
                                        forward={option.forward}
                                        forwardGroup={option.forwardGroup}
                                        groupCount={groups.length}
                                        groupIndex={g}
                                        idBase={`${oid}-jump`}
                                        labels={OPTION_FORWARD_LABEL}
                                        onChange={(jump) => setOption(g, q, o, jump)}
                                      />
                                      <ImageInput
                                        disabled={disabled}
                                        id={`${oid}-image`}
                                        onChange={(imageUrl) => setOption(g, q, o, { imageUrl })}
                                        onPick={setImageTarget}
                                        value={option.imageUrl}
                                      />
                                      <button
                                        aria-label={`選項 ${o + 1} 上移`}
                                        disabled={disabled || o === 0}
                                        onClick={() =>
                                          setQuestion(g, q, {
                                            ...question,
                                            options: moveItem(question.options, o, o - 1),
                                          })
                                        }
                                        type="button"
                                      >
                                        上移
                                      </button>
                                      <button
                                        aria-label={`選項 ${o + 1} 下移`}
                                        disabled={disabled || o === question.options.length - 1}
                                        onClick={() =>
                                          setQuestion(g, q, {
                                            ...question,
                                            options: moveItem(question.options, o, o + 1),
                                          })
                                        }
                                        type="button"
                                      >
                                        下移
                                      </button>
                                      <button
                                        aria-label={`刪除選項 ${o + 1}`}
                                        className="qb-danger"
                                        disabled={disabled}
                                        onClick={() => {
                                          if (window.confirm(`確定刪除選項 ${o + 1}？`))
                                            setQuestion(g, q, {
                                              ...question,
                                              options: question.options.filter((_, i) => i !== o),
                                            })
                                        }}
                                        type="button"
                                      >
                                        刪除
                                      </button>
                                    </li>
                                  )
                                })}
                              </ol>
                              <button
                                disabled={disabled}
                                onClick={() =>
                                  setQuestion(g, q, {
                                    ...question,
                                    options: [...question.options, newOption(question.options.length)],
                                  })
                                }
                                type="button"
                              >
                                新增選項
                              </button>
                            </fieldset>
                          ) : null}
                          {question.type === 'LikertScale' ? (
                            <div className="qb-likert">
                              {(['likertRows', 'likertColumns'] as const).map((field) => {
                                const list = question[field] ?? []
                                const fallback = field === 'likertRows' ? defaultLikertRow : defaultLikertColumn
                                const word = field === 'likertRows' ? '列' : '欄'
                                return (
                                  <fieldset key={field}>
                                    <legend>量表{word}</legend>
                                    <ol>
                                      {list.map((text, i) => (
                                        <li key={i}>
                                          <label htmlFor={`${qid}-${field}-${i}`}>
                                            第 {i + 1} {word}
                                          </label>
                                          <input
                                            disabled={disabled}
                                            id={`${qid}-${field}-${i}`}
                                            onChange={(event) =>
                                              setQuestion(g, q, {
                                                ...question,
                                                [field]: list.map((t, j) => (j === i ? event.target.value : t)),
                                              })
                                            }
                                            placeholder={fallback(i)}
                                            type="text"
                                            value={text}
                                          />
                                          <button
                                            aria-label={`刪除第 ${i + 1} ${word}`}
                                            disabled={disabled}
                                            onClick={() =>
                                              setQuestion(g, q, {
                                                ...question,
                                                [field]: list.filter((_, j) => j !== i),
                                              })
                                            }
                                            type="button"
                                          >
                                            刪除
                                          </button>
                                        </li>
                                      ))}
                                    </ol>
                                    <button
                                      disabled={
                                        disabled || (field === 'likertColumns' && list.length >= LIKERT_MAX_COLUMNS)
                                      }
                                      onClick={() =>
                                        setQuestion(g, q, { ...question, [field]: [...list, fallback(list.length)] })
                                      }
                                      type="button"
                                    >
                                      新增{word}
                                    </button>
                                    {field === 'likertColumns' ? <small>（2 到 {LIKERT_MAX_COLUMNS} 欄）</small> : null}
                                  </fieldset>
                                )
                              })}
                            </div>
                          ) : null}
                        </div>
                      </li>
                    )
                  })}
                </ol>
                <button
                  disabled={disabled}
                  onClick={() => {
                    setGroup(g, { questions: [...group.questions, newQuestion()] })
                    focusLater(`[data-group="${g}"] [data-question="${group.questions.length}"] .qb-question__title`)
                  }}
                  type="button"
                >
                  新增題目
                </button>
              </div>
            </li>
          )
        })}
      </ol>
      <button
        className="qb-add-group"
        disabled={disabled}
        onClick={() => {
          onChange([...groups, newGroup()])
          focusLater(`[data-group="${groups.length}"] .qb-group__title`)
        }}
        type="button"
      >
        新增題組
      </button>
      {imageTarget && typeof document !== 'undefined'
        ? createPortal(
            <ArchivePicker
              fileType="image"
              onChoose={(items) => {
                const url = items[0] ? fileUrlOf(items[0]) : null
                if (url) imageTarget.set(url)
                setImageTarget(null)
              }}
              onClose={() => setImageTarget(null)}
              open
              title="選擇圖片"
            />,
            document.body,
          )
        : null}
    </div>
  )
}
