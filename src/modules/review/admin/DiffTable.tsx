'use client'

import React from 'react'

import { type Shown, shownValue } from './format'
import { type DiffLine, lineDiff } from './lineDiff'
import type { FieldChange } from './types'

type Props = {
  changes: FieldChange[]
  /** The content was never published: the left column has nothing to show. */
  neverPublished: boolean
  labelOf: (field: string) => string
}

const textOf = (shown: Shown): string => (shown.kind === 'empty' ? '' : shown.text)

const Lines: React.FC<{ lines: DiffLine[] }> = ({ lines }) =>
  lines.length === 0 ? (
    <Empty />
  ) : (
    <div className="shennong-review__lines">
      {lines.map((line, index) =>
        line.kind === 'removed' ? (
          <del className="shennong-review__line is-removed" key={index}>
            <span className="shennong-visually-hidden">（刪除）</span>
            {line.text || '\u00a0'}
          </del>
        ) : line.kind === 'added' ? (
          <ins className="shennong-review__line is-added" key={index}>
            <span className="shennong-visually-hidden">（新增）</span>
            {line.text || '\u00a0'}
          </ins>
        ) : (
          <span className="shennong-review__line" key={index}>
            {line.text || '\u00a0'}
          </span>
        ),
      )}
    </div>
  )

const Empty: React.FC<{ text?: string }> = ({ text = '（空白）' }) => (
  <span className="shennong-review__muted">{text}</span>
)

const Single: React.FC<{ shown: Shown; side: 'before' | 'after' }> = ({ shown, side }) => {
  if (shown.kind === 'empty') return <Empty />
  const mark = side === 'before' ? 'is-removed' : 'is-added'
  if (shown.kind === 'json') return <code className={`shennong-review__json ${mark}`}>{shown.text}</code>
  return <span className={`shennong-review__value ${mark}`}>{shown.text}</span>
}

/** One changed field: long texts compared line by line, other values side by side. */
const ChangeRow: React.FC<{ change: FieldChange; neverPublished: boolean; label: string }> = ({
  change,
  neverPublished,
  label,
}) => {
  const before = shownValue(change.field, change.before)
  const after = shownValue(change.field, change.after)
  const byLines = (before.kind === 'lines' || after.kind === 'lines') && before.kind !== 'json' && after.kind !== 'json'
  const lines = byLines ? lineDiff(textOf(before), textOf(after)) : null
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>
        {neverPublished ? (
          <Empty text="（未發布）" />
        ) : lines ? (
          <Lines lines={lines.before} />
        ) : (
          <Single shown={before} side="before" />
        )}
      </td>
      <td>{lines ? <Lines lines={lines.after} /> : <Single shown={after} side="after" />}</td>
    </tr>
  )
}

/** 欄位 / 目前發布版本 / 送審版本: only the fields the submission changes. */
export const DiffTable: React.FC<Props> = ({ changes, neverPublished, labelOf }) => {
  if (changes.length === 0) return <p className="shennong-review__muted">送審版本與目前發布版本的內容相同。</p>
  return (
    <div className="shennong-review__table-wrap">
      <table className="shennong-review__table shennong-review__diff">
        <caption className="shennong-visually-hidden">內容差異（刪除的內容標示為紅色，新增的內容標示為綠色）</caption>
        <thead>
          <tr>
            <th scope="col">欄位</th>
            <th scope="col">目前發布版本</th>
            <th scope="col">送審版本</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <ChangeRow
              change={change}
              key={change.field}
              label={change.label && change.label !== change.field ? change.label : labelOf(change.field)}
              neverPublished={neverPublished}
            />
          ))}
        </tbody>
      </table>
    </div>
  )
}
