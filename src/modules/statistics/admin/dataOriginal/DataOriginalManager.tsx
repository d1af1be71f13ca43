'use client'

import React, { useCallback, useEffect, useRef, useState } from 'react'

import { Dialog } from '@/ui/Dialog'
import { adminRequest, messageOf } from '@/ui/apiClient'
import { LoadState } from '@/ui/kit'
import { HARVEST_STATE_LABEL, type HarvestState } from '../../shared/harvestState'
import { BASE, DataOriginalRights, Setting, Group, SetView, Progress, Paged, dateTime, thisMonth, monthsBack } from './types'
import { Field, type FormState, SettingForm } from './SettingForm'
import { HarvestGrid } from './HarvestGrid'
import { SetDetail } from './SetDetail'
import { type StatisticsLink, StatisticsShell } from '../StatisticsShell'
import './dataOriginal.scss'

/**
 * 原始資料設定 (issue 14 §1, docs/statistics.md §2): the COUNTER SUSHI sources with their health
 * and last error in words; per source its report types × months grid (state colour and text,
 * attempts, last error), and the work on it: check the service, list its report types, add
 * months, harvest now (with progress), re-parse a month; create, edit and delete sources.
 */
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
      <LoadState empty={settings !== null && settings.length === 0} emptyText="尚無 SUSHI 來源，請按「新增來源」。" error={listError} loading={settings === null} />
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
          <LoadState empty={false} error={gridError} loading={gridLoading && groups.length === 0} />
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

