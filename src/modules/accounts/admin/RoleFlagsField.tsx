'use client'

import { FieldLabel, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'
import React, { useMemo } from 'react'

import { FLAG_TREE, type FlagNode, nodeFlag } from '@/access/catalog'
import { type FlagMap, normalizeFlags } from '@/access/permissions'

const flagsUnder = (node: FlagNode): string[] => [nodeFlag(node), ...(node.children ?? []).flatMap(flagsUnder)]

type NodeProps = {
  node: FlagNode
  flags: FlagMap
  onChange: (changes: Record<string, boolean>) => void
  readOnly: boolean
  depth: number
}

const FlagNodeRow: React.FC<NodeProps> = ({ node, flags, onChange, readOnly, depth }) => {
  const flag = nodeFlag(node)
  const all = flagsUnder(node)
  const allOn = all.every((f) => flags[f])
  const someOn = all.some((f) => flags[f])
  const id = `flag-${flag}`
  return (
    <li className={`shennong-flags__node shennong-flags__node--depth-${depth}`}>
      <div className="shennong-flags__row">
        <input
          checked={Boolean(flags[flag])}
          disabled={readOnly}
          id={id}
          onChange={(e) => onChange({ [flag]: e.target.checked })}
          type="checkbox"
        />
        <label htmlFor={id}>{node.label}</label>
        {node.children ? (
          <label className="shennong-flags__all">
            <input
              aria-label={`${node.label}全選`}
              checked={allOn}
              disabled={readOnly}
              onChange={(e) => onChange(Object.fromEntries(all.map((f) => [f, e.target.checked])))}
              ref={(el) => {
                if (el) el.indeterminate = someOn && !allOn
              }}
              type="checkbox"
            />
            全選
          </label>
        ) : null}
      </div>
      {node.children ? (
        <ul>
          {node.children.map((child) => (
            <FlagNodeRow
              depth={depth + 1}
              flags={flags}
              key={child.key}
              node={child}
              onChange={onChange}
              readOnly={readOnly}
            />
          ))}
        </ul>
      ) : null}
    </li>
  )
}

/** The role's flags as the nested permission tree, with check-all per module. */
export const RoleFlagsField: JSONFieldClientComponent = ({ path, readOnly }) => {
  const { value, setValue } = useField<Record<string, boolean>>({ path })
  const isSuperAdmin = useField<boolean>({ path: 'isSuperAdmin' }).value
  const flags = useMemo(() => normalizeFlags(value), [value])
  const locked = Boolean(readOnly) || Boolean(isSuperAdmin)
  const onChange = (changes: Record<string, boolean>) => setValue({ ...flags, ...changes })
  return (
    <div className="field-type shennong-flags">
      <FieldLabel label="權限" path={path} />
      {isSuperAdmin ? <p className="shennong-flags__note">超級管理員擁有所有權限，無法修改。</p> : null}
      <ul className="shennong-flags__tree">
        {FLAG_TREE.map((node) => (
          <FlagNodeRow depth={0} flags={flags} key={node.key} node={node} onChange={onChange} readOnly={locked} />
        ))}
      </ul>
    </div>
  )
}
