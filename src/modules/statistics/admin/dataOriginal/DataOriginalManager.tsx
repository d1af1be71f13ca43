'use client'

import React, { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'

import { Dialog } from '@/ui/Dialog'
import { adminRequest, messageOf } from '@/ui/apiClient'
import { HARVEST_STATE_LABEL, type HarvestState } from '../../shared/harvestState'
import { type StatisticsLink, StatisticsShell } from '../StatisticsShell'
import './dataOriginal.scss'

/**
 * 原始資料設定 (issue 14 §1, docs/statistics.md §2): the COUNTER SUSHI sources with their health
 * and last error in words; per source its report types × months grid (state colour and text,
 * attempts, last error), and the work on it: check the service, list its report types, add
 * months, harvest now (with progress), re-parse a month; create, edit and delete sources.
 */

const BASE = '/api/shennong/statistics'

export type DataOriginalRights = { edit: boolean; delete: boolean }

type Setting = {
  _id: string
  name: string
  url: string
  customerId?: string | null
  requestorId?: string | null
  platform?: string | null
  reportTypes?: string[] | null
  release: '5' | '5.1'
  status?: 'Enabled' | 'Disabled'
  health?: 'unknown' | 'ok' | 'broken'
  healthLabel: string
  lastError?: string | null
  lastCheckedAt?: string | null
  hasApiKey: boolean
}
type Group = { _id: string; reportType: string; months: number; counts: Record<HarvestState, number>; rowCount: number }
type SetView = {
  _id: string
  month: string
  reportType: string
  state: HarvestState
  stateLabel: string
  attempts: number
  lastCode: number | null
  lastError: string | null
  rowCount: number
  total: number
  nextAttemptAt: string | null
  harvestedAt: string | null
}
type Progress = { running: boolean; total: number; finished: number; counts: Partial<Record<HarvestState, number>>; current: string | null; error: string | null } | null
type Row = { _id: string; title?: string | null; itemId?: string | null; metricType: string; count: number; platform?: string | null; database?: string | null }
type Paged<T> = { data: T[]; total: number; page: number; limit: number }

const dateTime = (value: string | null | undefined) => (value ? new Date(value).toLocaleString('zh-TW', { hour12: false }) : '—')

const thisMonth = () => new Date().toISOString().slice(0, 7)
const monthsBack = (n: number) => {
  const now = new Date()
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1))
  return date.toISOString().slice(0, 7)
}

const Status: React.FC<{ loading: boolean; error: string | null; empty: boolean; emptyText?: string }> = ({ loading, error, empty, emptyText = '目前暫無資料' }) =>
  loading ? (
    <p role="status">載入中…</p>
  ) : error ? (
    <p className="shennong-stats__error" role="alert">
      {error}
    </p>
  ) : empty ? (
    <p>{emptyText}</p>
  ) : null

const Field: React.FC<{ label: string; required?: boolean; children: (id: string) => React.ReactNode; hint?: string }> = ({ label, required, children, hint }) => {
  const id = useId()
  return (
    <div className="shennong-stats__field">
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children(id)}
      {hint ? <small>{hint}</small> : null}
    </div>
  )
}

type FormState = { _id?: string; name: string; url: string; customerId: string; requestorId: string; apiKey: string; platform: string; release: '5' | '5.1'; reportTypes: string[]; status: 'Enabled' | 'Disabled' }

const emptyForm = (): FormState => ({ name: '', url: '', customerId: '', requestorId: '', apiKey: '', platform: '', release: '5', reportTypes: [], status: 'Enabled' })

/** The create/edit form: the api key is write-only (blank keeps the stored one); "列出報表類型" asks the vendor. */
const SettingForm: React.FC<{ initial: FormState | null; hasApiKey: boolean; onClose: () => void; onSaved: (setting: Setting) => void }> = ({ initial, hasApiKey, onClose, onSaved }) => {
  const [form, setForm] = useState<FormState>(initial ?? emptyForm())
  const [offered, setOffered] = useState<{ id: string; name: string }[] | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((old) => ({ ...old, [key]: value }))

  const connection = () => ({
    ...(form._id ? { _id: form._id } : {}),
    url: form.url.trim(),
    customerId: form.customerId.trim() || null,
    requestorId: form.requestorId.trim() || null,
    apiKey: form.apiKey.trim() || null,
    platform: form.platform.trim() || null,
    release: form.release,
  })

  const listTypes = async () => {
    setBusy(true)
    setError(null)
    setNotice(null)
    try {
      const answer = await adminRequest<{ release: string; reportTypes: { id: string; name: string }[] }>('POST', `${BASE}/check-url-and-list-report-types`, connection())
      setOffered(answer.reportTypes)
      setNotice(`廠商提供 ${answer.reportTypes.length} 種報表（COUNTER ${answer.release}）`)
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setBusy(false)
    }
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!form.name.trim()) return setError('名稱為必填欄位')
    if (!/^https?:\/\//i.test(form.url.trim())) return setError('服務網址必須是 http 或 https 網址')
    setBusy(true)
    setError(null)
    try {
      const saved = await adminRequest<Setting>('PUT', `${BASE}/data-original-settings`, {
        ...connection(),
        apiKey: form.apiKey.trim() || undefined,
        name: form.name.trim(),
        reportTypes: form.reportTypes,
        status: form.status,
      })
      onSaved(saved)
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setBusy(false)
    }
  }

  const choices = useMemo(() => {
    const ids = new Map<string, string>()
    for (const type of form.reportTypes) ids.set(type, type)
    for (const report of offered ?? []) ids.set(report.id, `${report.id}　${report.name}`)
    return [...ids.entries()]
  }, [offered, form.reportTypes])

  return (
    <Dialog onClose={onClose} open title={form._id ? '編輯來源' : '新增來源'}>
      <form className="shennong-dataorig__form" noValidate onSubmit={submit}>
        <Field label="名稱" required>
          {(id) => <input id={id} onChange={(e) => set('name', e.target.value)} required value={form.name} />}
        </Field>
        <Field hint="例如 https://sushi.vendor.example/counter/r5；以 /r51 結尾時使用 R5.1。" label="服務網址" required>
          {(id) => <input id={id} inputMode="url" onChange={(e) => set('url', e.target.value)} required type="url" value={form.url} />}
        </Field>
        <Field label="COUNTER 版本">
          {(id) => (
            <select id={id} onChange={(e) => set('release', e.target.value as '5' | '5.1')} value={form.release}>
              <option value="5">R5</option>
              <option value="5.1">R5.1</option>
            </select>
          )}
        </Field>
        <Field label="客戶編號（Customer ID）">{(id) => <input id={id} onChange={(e) => set('customerId', e.target.value)} value={form.customerId} />}</Field>
        <Field label="申請者編號（Requestor ID）">{(id) => <input id={id} onChange={(e) => set('requestorId', e.target.value)} value={form.requestorId} />}</Field>
        <Field hint={hasApiKey ? '已設定；留白則保留原值。' : '僅能寫入：儲存後不再顯示。'} label="API 金鑰">
          {(id) => <input autoComplete="off" id={id} onChange={(e) => set('apiKey', e.target.value)} type="password" value={form.apiKey} />}
        </Field>
        <Field label="平台">{(id) => <input id={id} onChange={(e) => set('platform', e.target.value)} value={form.platform} />}</Field>
        <Field label="狀態">
          {(id) => (
            <select id={id} onChange={(e) => set('status', e.target.value as 'Enabled' | 'Disabled')} value={form.status}>
              <option value="Enabled">啟用</option>
              <option value="Disabled">停用</option>
            </select>
          )}
        </Field>
        <fieldset className="shennong-dataorig__types">
          <legend>報表類型</legend>
          <button disabled={busy || !form.url.trim()} onClick={listTypes} type="button">
            列出報表類型
          </button>
          {choices.length === 0 ? <p>按「列出報表類型」向廠商查詢可收割的報表。</p> : null}
          {choices.map(([id, label]) => (
            <label key={id}>
              <input
                checked={form.reportTypes.includes(id)}
                onChange={(e) => set('reportTypes', e.target.checked ? [...form.reportTypes, id] : form.reportTypes.filter((type) => type !== id))}
                type="checkbox"
              />{' '}
              {label}
            </label>
          ))}
        </fieldset>
        {notice ? <p className="shennong-stats__success" role="status">{notice}</p> : null}
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
    </Dialog>
  )
}

/** The report types × months grid: each cell a button with the month's state in colour and text. */
const HarvestGrid: React.FC<{ source: Setting; groups: Group[]; sets: Record<string, SetView[]>; selected: string | null; onSelect: (set: SetView) => void }> = ({
  source,
  groups,
  sets,
  selected,
  onSelect,
}) => {
  const months = [...new Set(Object.values(sets).flatMap((list) => list.map((set) => set.month)))].sort()
  if (groups.length === 0) return <p>此來源尚未建立收割月份：請選擇報表類型與月份後按「建立月份」。</p>
  return (
    <div className="shennong-dataorig__gridwrap" tabIndex={0} role="region" aria-label="收割狀態表（可水平捲動）">
      <table className="shennong-stats__table shennong-dataorig__grid">
        <caption>{source.name}：各報表類型每月收割狀態</caption>
        <thead>
          <tr>
            <th scope="col">報表類型</th>
            {months.map((month) => (
              <th key={month} scope="col">
                {month}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => {
            const byMonth = new Map((sets[group._id] ?? []).map((set) => [set.month, set]))
            return (
              <tr key={group._id}>
                <th scope="row">{group.reportType}</th>
                {months.map((month) => {
                  const set = byMonth.get(month)
                  if (!set) return <td key={month}>—</td>
                  return (
                    <td className={`is-${set.state}`} key={month}>
                      <button
                        aria-pressed={selected === set._id}
                        className="shennong-dataorig__cell"
                        onClick={() => onSelect(set)}
                        title={set.lastError ?? set.stateLabel}
                        type="button"
                      >
                        <span>{set.stateLabel}</span>
                        {set.rowCount > 0 ? <small>{set.rowCount.toLocaleString('zh-TW')} 列</small> : null}
                        {set.attempts > 1 ? <small>第 {set.attempts} 次</small> : null}
                      </button>
                    </td>
                  )
                })}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

/** A month's detail: state, attempts, next attempt, last error, its rows; re-parse and harvest. */
const SetDetail: React.FC<{ set: SetView; rights: DataOriginalRights; onReparse: () => Promise<void>; onHarvest: () => Promise<void> }> = ({ set, rights, onReparse, onHarvest }) => {
  const [rows, setRows] = useState<Paged<Row> | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    let live = true
    setRows(null)
    setError(null)
    adminRequest<Paged<Row>>('GET', `${BASE}/data-original-items/${set._id}?limit=20`)
      .then((answer) => live && setRows(answer))
      .catch((failure) => live && setError(messageOf(failure)))
    return () => {
      live = false
    }
  }, [set._id, set.harvestedAt, set.rowCount])
  const act = (work: () => Promise<void>) => async () => {
    setBusy(true)
    setError(null)
    try {
      await work()
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setBusy(false)
    }
  }
  return (
    <section aria-label={`${set.reportType} ${set.month}`} className="shennong-dataorig__detail">
      <h2>
        {set.reportType}　{set.month}
      </h2>
      <dl>
        <dt>狀態</dt>
        <dd className={`shennong-dataorig__state is-${set.state}`}>{set.stateLabel}</dd>
        <dt>嘗試次數</dt>
        <dd>{set.attempts}</dd>
        <dt>下次嘗試</dt>
        <dd>{dateTime(set.nextAttemptAt)}</dd>
        <dt>收割時間</dt>
        <dd>{dateTime(set.harvestedAt)}</dd>
        <dt>資料列數／總計</dt>
        <dd>
          {set.rowCount.toLocaleString('zh-TW')}／{set.total.toLocaleString('zh-TW')}
        </dd>
        <dt>最後錯誤</dt>
        <dd>{set.lastError ?? '—'}</dd>
      </dl>
      {rights.edit ? (
        <div className="shennong-stats__toolbar">
          <button disabled={busy} onClick={act(onHarvest)} type="button">
            重新收割此月
          </button>
          <button disabled={busy} onClick={act(onReparse)} type="button">
            重新解析
          </button>
        </div>
      ) : null}
      <Status empty={rows !== null && rows.data.length === 0} emptyText="此月份沒有資料列" error={error} loading={rows === null && !error} />
      {rows && rows.data.length > 0 ? (
        <table className="shennong-stats__table">
          <caption>
            前 {rows.data.length} 列（共 {rows.total.toLocaleString('zh-TW')} 列）
          </caption>
          <thead>
            <tr>
              <th scope="col">題名／資料庫</th>
              <th scope="col">計量類型</th>
              <th className="is-number" scope="col">
                次數
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.data.map((row) => (
              <tr key={row._id}>
                <td>{row.title ?? row.database ?? row.platform ?? row.itemId ?? '—'}</td>
                <td>{row.metricType}</td>
                <td className="is-number">{row.count.toLocaleString('zh-TW')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  )
}

export const DataOriginalManager: React.FC<{ links: StatisticsLink[]; rights: DataOriginalRights }> = ({ links, rights }) => {
  const [keyword, setKeyword] = useState('')
  const [settings, setSettings] = useState<Setting[] | null>(null)
  const [listError, setListError] = useState<string | null>(null)
  const [current, setCurrent] = useState<Setting | null>(null)
  const [groups, setGroups] = useState<Group[]>([])
  const [sets, setSets] = useState<Record<string, SetView[]>>({})
  const [gridError, setGridError] = useState<string | null>(null)
  const [gridLoading, setGridLoading] = useState(false)
  const [selectedSet, setSelectedSet] = useState<SetView | null>(null)
  const [form, setForm] = useState<{ initial: FormState | null; hasApiKey: boolean } | null>(null)
  const [deleting, setDeleting] = useState<Setting | null>(null)
  const [deleteError, setDeleteError] = useState<string | null>(null)
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const [progress, setProgress] = useState<Progress>(null)
  const [initStart, setInitStart] = useState(monthsBack(12))
  const [initEnd, setInitEnd] = useState(monthsBack(1))
  const poll = useRef<ReturnType<typeof setTimeout> | null>(null)

  const loadSettings = useCallback(async (search = keyword) => {
    setListError(null)
    try {
      const answer = await adminRequest<Paged<Setting>>('GET', `${BASE}/data-original-settings?limit=100${search ? `&keyword=${encodeURIComponent(search)}` : ''}`)
      setSettings(answer.data)
      return answer.data
    } catch (failure) {
      setListError(messageOf(failure))
      setSettings([])
      return []
    }
  }, [keyword])

  const loadGrid = useCallback(async (source: Setting) => {
    setGridLoading(true)
    setGridError(null)
    try {
      const [detail, groupList] = await Promise.all([
        adminRequest<Setting>('GET', `${BASE}/data-original-settings/detail/${source._id}`),
        adminRequest<Group[]>('GET', `${BASE}/data-original-groups/${source._id}`),
      ])
      const lists = await Promise.all(groupList.map((group) => adminRequest<SetView[]>('GET', `${BASE}/data-original-sets/${group._id}`)))
      setCurrent(detail)
      setGroups(groupList)
      const bySet: Record<string, SetView[]> = {}
      groupList.forEach((group, at) => {
        bySet[group._id] = lists[at] ?? []
      })
      setSets(bySet)
      setSelectedSet((old) => (old ? (Object.values(bySet).flat().find((set) => set._id === old._id) ?? null) : null))
    } catch (failure) {
      setGridError(messageOf(failure))
    } finally {
      setGridLoading(false)
    }
  }, [])

  useEffect(() => {
    void loadSettings('')
    return () => {
      if (poll.current) clearTimeout(poll.current)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const open = (source: Setting) => {
    setSelectedSet(null)
    setNotice(null)
    setProgress(null)
    setCurrent(source)
    void loadGrid(source)
  }

  const run = async (work: () => Promise<string | void>) => {
    setBusy(true)
    setNotice(null)
    try {
      const text = await work()
      if (text) setNotice({ ok: true, text })
    } catch (failure) {
      setNotice({ ok: false, text: messageOf(failure) })
    } finally {
      setBusy(false)
    }
  }

  const checkStatus = (source: Setting) =>
    run(async () => {
      const answer = await adminRequest<{ ok: boolean; message: string }>('GET', `${BASE}/check-service-status/${source._id}`)
      await loadSettings()
      if (current?._id === source._id) await loadGrid(source)
      if (!answer.ok) throw new Error(answer.message)
      return `服務狀態：${answer.message}`
    })

  const initMonths = (source: Setting) =>
    run(async () => {
      const answer = await adminRequest<{ setsCreated: number; groupsCreated: number }>('POST', `${BASE}/init-original-groups-and-sets`, { id: source._id, startMonth: initStart, endMonth: initEnd })
      await loadGrid(source)
      return `已建立 ${answer.groupsCreated} 個報表類型、${answer.setsCreated} 個月份`
    })

  const watch = useCallback(
    (source: Setting) => {
      const tick = async () => {
        try {
          const state = await adminRequest<Progress>('GET', `${BASE}/download-sushi-report/${source._id}`)
          setProgress(state)
          await loadGrid(source)
          if (state?.running) poll.current = setTimeout(tick, 1500)
          else {
            await loadSettings()
            setNotice(state?.error ? { ok: false, text: state.error } : { ok: true, text: `收割完成：${state?.finished ?? 0} 個月份` })
          }
        } catch (failure) {
          setNotice({ ok: false, text: messageOf(failure) })
        }
      }
      if (poll.current) clearTimeout(poll.current)
      poll.current = setTimeout(tick, 500)
    },
    [loadGrid, loadSettings],
  )

  const harvest = (source: Setting, body: Record<string, unknown> = {}) =>
    run(async () => {
      const state = await adminRequest<Progress>('POST', `${BASE}/download-sushi-report/${source._id}`, body)
      setProgress(state)
      if (state && state.total === 0) return '目前沒有需要收割的月份'
      watch(source)
      return '已開始收割'
    })

  const reparse = async (set: SetView) => {
    const outcome = await adminRequest<{ state: HarvestState; rowCount: number; message: string }>('POST', `${BASE}/reparse-sushi-report/${set._id}`)
    if (current) await loadGrid(current)
    setNotice({ ok: true, text: `重新解析完成：${HARVEST_STATE_LABEL[outcome.state]}，${outcome.rowCount} 列` })
  }

  const edit = (source: Setting | null) =>
    setForm({
      initial: source
        ? {
            _id: source._id,
            name: source.name,
            url: source.url,
            customerId: source.customerId ?? '',
            requestorId: source.requestorId ?? '',
            apiKey: '',
            platform: source.platform ?? '',
            release: source.release,
            reportTypes: source.reportTypes ?? [],
            status: source.status ?? 'Enabled',
          }
        : null,
      hasApiKey: source?.hasApiKey ?? false,
    })

  const legend = (
    <section aria-label="狀態說明" className="shennong-dataorig__legend">
      <h2>狀態說明</h2>
      <ul>
        {(Object.keys(HARVEST_STATE_LABEL) as HarvestState[]).map((state) => (
          <li key={state}>
            <span className={`shennong-dataorig__swatch is-${state}`} aria-hidden="true" /> {HARVEST_STATE_LABEL[state]}
          </li>
        ))}
      </ul>
    </section>
  )

  return (
    <StatisticsShell links={links} side={selectedSet ? <SetDetail onHarvest={() => harvest(current!, { setIds: [selectedSet._id] })} onReparse={() => reparse(selectedSet)} rights={rights} set={selectedSet} /> : legend} title="原始資料設定">
      <form
        className="shennong-stats__toolbar"
        onSubmit={(event) => {
          event.preventDefault()
          void loadSettings(keyword)
        }}
        role="search"
      >
        <Field label="關鍵字">{(id) => <input id={id} onChange={(e) => setKeyword(e.target.value)} placeholder="名稱、平台或網址" value={keyword} />}</Field>
        <button type="submit">搜尋</button>
        {rights.edit ? (
          <button className="shennong-stats__primary" onClick={() => edit(null)} type="button">
            新增來源
          </button>
        ) : null}
      </form>
      {notice ? (
        <p className={notice.ok ? 'shennong-stats__success' : 'shennong-stats__error'} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </p>
      ) : null}
      <Status empty={settings !== null && settings.length === 0} emptyText="尚無 SUSHI 來源，請按「新增來源」。" error={listError} loading={settings === null} />
      {settings && settings.length > 0 ? (
        <table className="shennong-stats__table">
          <caption>SUSHI 來源</caption>
          <thead>
            <tr>
              <th scope="col">名稱</th>
              <th scope="col">平台</th>
              <th scope="col">版本</th>
              <th scope="col">來源狀態</th>
              <th scope="col">最後錯誤</th>
              <th scope="col">最後檢查</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {settings.map((source) => (
              <tr aria-current={current?._id === source._id ? 'true' : undefined} key={source._id}>
                <th scope="row">
                  <button className="shennong-dataorig__link" onClick={() => open(source)} type="button">
                    {source.name}
                  </button>
                  {source.status === 'Disabled' ? <small>（停用）</small> : null}
                </th>
                <td>{source.platform ?? '—'}</td>
                <td>R{source.release}</td>
                <td>
                  <span className={`shennong-dataorig__health is-${source.health ?? 'unknown'}`}>{source.healthLabel}</span>
                </td>
                <td>{source.lastError ?? '—'}</td>
                <td>{dateTime(source.lastCheckedAt)}</td>
                <td className="shennong-dataorig__actions">
                  <button onClick={() => open(source)} type="button">
                    收割狀態
                  </button>
                  {rights.edit ? (
                    <>
                      <button disabled={busy} onClick={() => checkStatus(source)} type="button">
                        檢查服務
                      </button>
                      <button onClick={() => edit(source)} type="button">
                        編輯
                      </button>
                    </>
                  ) : null}
                  {rights.delete ? (
                    <button className="shennong-stats__danger" onClick={() => setDeleting(source)} type="button">
                      刪除
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}

      {current ? (
        <section aria-label={`${current.name} 收割狀態`} className="shennong-dataorig__source">
          <h2>{current.name}：收割狀態</h2>
          <p>
            來源狀態：<span className={`shennong-dataorig__health is-${current.health ?? 'unknown'}`}>{current.healthLabel}</span>
            {current.lastError ? `　最後錯誤：${current.lastError}` : ''}
          </p>
          {rights.edit ? (
            <div className="shennong-stats__toolbar">
              <Field label="起始月份">{(id) => <input id={id} max={thisMonth()} onChange={(e) => setInitStart(e.target.value)} type="month" value={initStart} />}</Field>
              <Field label="結束月份">{(id) => <input id={id} max={thisMonth()} onChange={(e) => setInitEnd(e.target.value)} type="month" value={initEnd} />}</Field>
              <button disabled={busy} onClick={() => initMonths(current)} type="button">
                建立月份
              </button>
              <button className="shennong-stats__primary" disabled={busy || Boolean(progress?.running) || current.health === 'broken'} onClick={() => harvest(current)} type="button">
                立即收割
              </button>
            </div>
          ) : null}
          {current.health === 'broken' ? <p className="shennong-stats__error">此來源的憑證錯誤：請按「編輯」修正設定後再收割。</p> : null}
          {progress && progress.total > 0 ? (
            <div className="shennong-dataorig__progress" role="status">
              <label>
                收割進度 {progress.finished}／{progress.total}
                {progress.current ? `（正在收割 ${progress.current}）` : progress.running ? '' : '（已結束）'}
                <progress max={progress.total} value={progress.finished} />
              </label>
            </div>
          ) : null}
          <Status empty={false} error={gridError} loading={gridLoading && groups.length === 0} />
          {!gridError ? <HarvestGrid groups={groups} onSelect={setSelectedSet} selected={selectedSet?._id ?? null} sets={sets} source={current} /> : null}
        </section>
      ) : null}

      {form ? (
        <SettingForm
          hasApiKey={form.hasApiKey}
          initial={form.initial}
          onClose={() => setForm(null)}
          onSaved={async (saved) => {
            setForm(null)
            await loadSettings()
            // Open the saved source first: opening clears the notice line.
            open(saved)
            setNotice({ ok: true, text: `已儲存「${saved.name}」` })
          }}
        />
      ) : null}

      <Dialog onClose={() => setDeleting(null)} open={deleting !== null} title="刪除來源">
        <p>確定要刪除「{deleting?.name}」嗎？其所有收割月份、原始回應與資料列都會一併刪除，且無法復原。</p>
        {deleteError ? (
          <p className="shennong-stats__error" role="alert">
            {deleteError}
          </p>
        ) : null}
        <div className="shennong-dialog__actions">
          <button
            className="shennong-stats__danger"
            disabled={busy}
            onClick={async () => {
              if (!deleting) return
              setBusy(true)
              setDeleteError(null)
              try {
                await adminRequest('DELETE', `${BASE}/data-original-settings/${deleting._id}`)
                if (current?._id === deleting._id) {
                  setCurrent(null)
                  setGroups([])
                  setSets({})
                  setSelectedSet(null)
                }
                setNotice({ ok: true, text: `已刪除「${deleting.name}」` })
                setDeleting(null)
                await loadSettings()
              } catch (failure) {
                setDeleteError(messageOf(failure))
              } finally {
                setBusy(false)
              }
            }}
            type="button"
          >
            刪除
          </button>
          <button disabled={busy} onClick={() => setDeleting(null)} type="button">
            取消
          </button>
        </div>
      </Dialog>
    </StatisticsShell>
  )
}
