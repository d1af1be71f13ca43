'use client'

import React, { useCallback, useEffect, useRef, useState } from 'react'

import { Dialog } from '@/ui/Dialog'
import { messageOf } from '@/ui/apiClient'
import type { ReportTable } from '../../shared/table'
import { StatisticsShell, type StatisticsLink } from '../StatisticsShell'
import {
  FIELD_TYPE_LABEL,
  type Field,
  type FieldType,
  type MonthSet,
  type Setting,
  api,
  monthName,
  thisYear,
} from './api'
import { TableChart } from './TableChart'
import { ConfirmDialog, LoadState, Notice } from '@/ui/kit'
import { WriterPicker } from './ui'

export type ManualRights = { edit: boolean; delete: boolean }

const emptySetting = (): Setting => ({
  _id: '',
  name: '',
  basedLatestValue: false,
  status: 'Enabled',
  fields: [],
  writeUsers: [],
})
const emptyField = (): Field => ({ _id: '', name: '', type: 'normal', items: [{ _id: '', name: '' }], writeUsers: [] })

/** The setting form: name, latest-value switch, status, writers, and the fields with their items and writers. */
const SettingForm: React.FC<{ initial: Setting; onSaved: (setting: Setting) => void; onClose: () => void }> = ({
  initial,
  onSaved,
  onClose,
}) => {
  const [draft, setDraft] = useState<Setting>(initial)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const setField = (index: number, change: Partial<Field>) =>
    setDraft({ ...draft, fields: draft.fields.map((field, at) => (at === index ? { ...field, ...change } : field)) })
  const save = async () => {
    setBusy(true)
    setError(null)
    try {
      const { _id, ...rest } = draft
      onSaved(await api.save(_id ? draft : rest))
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form
      className="shennong-stats__form"
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <label className="shennong-stats__field">
        <span>報表名稱（必填）</span>
        <input onChange={(event) => setDraft({ ...draft, name: event.target.value })} required value={draft.name} />
      </label>
      <label>
        <input
          checked={draft.basedLatestValue}
          onChange={(event) => setDraft({ ...draft, basedLatestValue: event.target.checked })}
          type="checkbox"
        />{' '}
        以最新值計算（合計取最新一期，而非加總）
      </label>
      <label className="shennong-stats__field">
        <span>狀態</span>
        <select
          onChange={(event) => setDraft({ ...draft, status: event.target.value as Setting['status'] })}
          value={draft.status}
        >
          <option value="Enabled">啟用</option>
          <option value="Disabled">停用</option>
        </select>
      </label>
      <WriterPicker
        label="報表填報人員"
        onChange={(writeUsers) => setDraft({ ...draft, writeUsers })}
        value={draft.writeUsers}
      />
      <h3>填報欄位</h3>
      {draft.fields.length === 0 ? <p>尚無欄位</p> : null}
      {draft.fields.map((field, index) => (
        <fieldset className="shennong-stats__fieldset" key={field._id || `new-${index}`}>
          <legend>欄位 {index + 1}</legend>
          <div className="shennong-stats__toolbar">
            <label className="shennong-stats__field">
              <span>欄位名稱（必填）</span>
              <input onChange={(event) => setField(index, { name: event.target.value })} required value={field.name} />
            </label>
            <label className="shennong-stats__field">
              <span>欄位類型</span>
              <select
                onChange={(event) => setField(index, { type: event.target.value as FieldType })}
                value={field.type}
              >
                {(Object.keys(FIELD_TYPE_LABEL) as FieldType[]).map((type) => (
                  <option key={type} value={type}>
                    {FIELD_TYPE_LABEL[type]}
                  </option>
                ))}
              </select>
            </label>
            <button
              onClick={() => setDraft({ ...draft, fields: draft.fields.filter((_, at) => at !== index) })}
              type="button"
            >
              移除欄位
            </button>
          </div>
          <ul className="shennong-stats__items">
            {field.items.map((item, itemIndex) => (
              <li key={item._id || `new-${itemIndex}`}>
                <label className="shennong-stats__field">
                  <span>項目名稱 {itemIndex + 1}（必填）</span>
                  <input
                    onChange={(event) =>
                      setField(index, {
                        items: field.items.map((other, at) =>
                          at === itemIndex ? { ...other, name: event.target.value } : other,
                        ),
                      })
                    }
                    required
                    value={item.name}
                  />
                </label>
                <button
                  onClick={() => setField(index, { items: field.items.filter((_, at) => at !== itemIndex) })}
                  type="button"
                >
                  移除項目
                </button>
              </li>
            ))}
          </ul>
          <button onClick={() => setField(index, { items: [...field.items, { _id: '', name: '' }] })} type="button">
            新增項目
          </button>
          <WriterPicker
            label={`欄位「${field.name || index + 1}」填報人員`}
            onChange={(writeUsers) => setField(index, { writeUsers })}
            value={field.writeUsers}
          />
        </fieldset>
      ))}
      <button onClick={() => setDraft({ ...draft, fields: [...draft.fields, emptyField()] })} type="button">
        新增欄位
      </button>
      {error ? (
        <p className="shennong-stats__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="shennong-dialog__actions">
        <button className="shennong-stats__primary" disabled={busy} type="submit">
          儲存
        </button>
        <button disabled={busy} onClick={onClose} type="button">
          取消
        </button>
      </div>
    </form>
  )
}

/** A setting's year: its month sets with the locks, the sum table and chart, the export. */
const SettingYear: React.FC<{ setting: Setting; rights: ManualRights }> = ({ setting, rights }) => {
  const [year, setYear] = useState(thisYear())
  const [sets, setSets] = useState<MonthSet[]>([])
  const [table, setTable] = useState<ReportTable | null>(null)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  const [confirm, setConfirm] = useState<MonthSet | null>(null)
  const latest = useRef(0)
  const load = useCallback(async () => {
    const ticket = ++latest.current
    setLoading(true)
    setError(null)
    try {
      const [found, sums] = await Promise.all([api.sets(setting._id, year), api.sums(year)])
      // A slower answer for a year no longer chosen is dropped.
      if (ticket !== latest.current) return
      setSets(found)
      setTable(sums.find((entry) => entry._id === setting._id)?.table ?? null)
    } catch (failure) {
      if (ticket === latest.current) setError(messageOf(failure))
    } finally {
      if (ticket === latest.current) setLoading(false)
    }
  }, [setting._id, year])
  useEffect(() => {
    void load()
  }, [load])
  return (
    <section aria-labelledby="manual-year-title" className="shennong-stats__panel">
      <h2 id="manual-year-title">{setting.name}：年度填報與統計</h2>
      <div className="shennong-stats__toolbar">
        <label className="shennong-stats__field">
          <span>年度</span>
          <input
            max={2999}
            min={1900}
            onChange={(event) => setYear(Number(event.target.value) || thisYear())}
            type="number"
            value={year}
          />
        </label>
        {rights.edit ? (
          <button
            onClick={async () => {
              setNotice(null)
              try {
                await api.initSets(setting._id, year)
                setNotice({ ok: true, text: `已建立 ${year} 年的 12 個填報月份` })
                await load()
              } catch (failure) {
                setNotice({ ok: false, text: messageOf(failure) })
              }
            }}
            type="button"
          >
            建立 {year} 年填報月份
          </button>
        ) : null}
        <button
          onClick={async () => {
            setNotice(null)
            try {
              const report = await api.exportReport(setting._id, year)
              setNotice({ ok: true, text: `已匯出「${report.name}」，可於報表管理下載` })
              window.location.assign(report.downloadUrl)
            } catch (failure) {
              setNotice({ ok: false, text: messageOf(failure) })
            }
          }}
          type="button"
        >
          匯出 Excel
        </button>
      </div>
      <Notice notice={notice} />
      <LoadState
        empty={!loading && !error && sets.length === 0}
        emptyHint={`尚未建立 ${year} 年的填報月份。`}
        error={error}
        loading={loading}
      />
      {sets.length > 0 ? (
        <table className="shennong-stats__table" data-testid="manual-sets">
          <caption>{year} 年填報月份與鎖定狀態（鎖定適用於所有手動報表）</caption>
          <thead>
            <tr>
              <th scope="col">月份</th>
              <th scope="col">狀態</th>
              {rights.edit ? <th scope="col">操作</th> : null}
            </tr>
          </thead>
          <tbody>
            {sets.map((set) => (
              <tr key={set._id}>
                <th scope="row">{monthName(set.month)}</th>
                <td>{set.locked ? '已鎖定' : '開放填報'}</td>
                {rights.edit ? (
                  <td>
                    <button onClick={() => setConfirm(set)} type="button">
                      {set.locked ? `解除鎖定 ${monthName(set.month)}` : `鎖定 ${monthName(set.month)}`}
                    </button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {table ? <TableChart table={table} testId="manual-sum" /> : null}
      <ConfirmDialog
        danger={false}
        confirmLabel={confirm?.locked ? '解除鎖定' : '鎖定'}
        message={
          confirm
            ? confirm.locked
              ? `解除鎖定後，所有手動報表的 ${confirm.month} 皆可再填報。確定解除？`
              : `鎖定後，所有手動報表的 ${confirm.month} 皆不可再填報或修改（含管理者）。確定鎖定？`
            : ''
        }
        onClose={() => setConfirm(null)}
        onConfirm={async () => {
          if (!confirm) return
          const state = await api.toggleLock(confirm.month)
          setNotice({ ok: true, text: `${state.month} ${state.locked ? '已鎖定' : '已解除鎖定'}` })
          await load()
        }}
        open={confirm !== null}
        title={confirm?.locked ? '解除鎖定月份' : '鎖定月份'}
      />
    </section>
  )
}

/** 手動報表設定: the settings list and form, and a selected setting's year (sets, locks, sums, export). */
export const ManualSettings: React.FC<{ links: StatisticsLink[]; rights: ManualRights }> = ({ links, rights }) => {
  const [settings, setSettings] = useState<Setting[]>([])
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const [editing, setEditing] = useState<Setting | null>(null)
  const [removing, setRemoving] = useState<Setting | null>(null)
  const [selected, setSelected] = useState<string | null>(null)
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  const load = useCallback(async () => {
    setLoading(true)
    setError(null)
    try {
      setSettings((await api.settings()).data)
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setLoading(false)
    }
  }, [])
  useEffect(() => {
    void load()
  }, [load])
  const current = settings.find((setting) => setting._id === selected) ?? null
  return (
    <StatisticsShell links={links} title="手動報表設定">
      <div className="shennong-stats__toolbar">
        {rights.edit ? (
          <button className="shennong-stats__primary" onClick={() => setEditing(emptySetting())} type="button">
            新增手動報表
          </button>
        ) : null}
      </div>
      <Notice notice={notice} />
      <LoadState empty={settings.length === 0} error={error} loading={loading} />
      {settings.length > 0 ? (
        <table className="shennong-stats__table" data-testid="manual-settings">
          <caption>手動報表設定</caption>
          <thead>
            <tr>
              <th scope="col">報表名稱</th>
              <th scope="col">欄位</th>
              <th scope="col">填報人員</th>
              <th scope="col">狀態</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {settings.map((setting) => (
              <tr aria-selected={setting._id === selected} key={setting._id}>
                <th scope="row">{setting.name}</th>
                <td>
                  {setting.fields.map((field) => `${field.name}（${FIELD_TYPE_LABEL[field.type]}）`).join('、') || '—'}
                </td>
                <td>
                  {[...setting.writeUsers, ...setting.fields.flatMap((field) => field.writeUsers)]
                    .map((writer) => writer.name)
                    .filter((name, index, all) => all.indexOf(name) === index)
                    .join('、') || '—'}
                </td>
                <td>{setting.status === 'Disabled' ? '停用' : '啟用'}</td>
                <td className="shennong-stats__actions">
                  <button onClick={() => setSelected(setting._id)} type="button">
                    檢視「{setting.name}」統計
                  </button>
                  {rights.edit ? (
                    <button onClick={() => setEditing(setting)} type="button">
                      編輯
                    </button>
                  ) : null}
                  {rights.delete ? (
                    <button className="shennong-stats__danger" onClick={() => setRemoving(setting)} type="button">
                      刪除
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {current ? <SettingYear key={current._id} rights={rights} setting={current} /> : null}
      <Dialog
        className="shennong-stats__dialog"
        onClose={() => setEditing(null)}
        open={editing !== null}
        title={editing?._id ? '編輯手動報表' : '新增手動報表'}
      >
        {editing ? (
          <SettingForm
            initial={editing}
            key={editing._id || 'new'}
            onClose={() => setEditing(null)}
            onSaved={async (saved) => {
              setEditing(null)
              setNotice({ ok: true, text: `已儲存「${saved.name}」` })
              setSelected(saved._id)
              await load()
            }}
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        confirmLabel="刪除"
        danger
        message={removing ? `刪除「${removing.name}」將一併刪除其所有月份與填報數值，且無法復原。確定刪除？` : ''}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return
          await api.remove([removing._id])
          if (selected === removing._id) setSelected(null)
          setNotice({ ok: true, text: `已刪除「${removing.name}」` })
          await load()
        }}
        open={removing !== null}
        title="刪除手動報表"
      />
    </StatisticsShell>
  )
}
