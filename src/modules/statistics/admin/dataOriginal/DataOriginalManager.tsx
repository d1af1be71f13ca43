'use client'

import React, { useCallback, useEffect, useRef, useState } from 'react'

import { Dialog } from '@/ui/Dialog'
import { adminRequest, messageOf } from '@/ui/apiClient'
import { LoadState, Pager } from '@/ui/kit'
import { UploadModal } from '@/ui/UploadModal'
import { HARVEST_STATE_LABEL, type HarvestState } from '../../shared/harvestState'
import {
  BASE,
  DataOriginalRights,
  Setting,
  Group,
  SetView,
  Paged,
  dateTime,
  thisMonth,
  monthsBack,
  type SettingDetail,
  type UploadResult,
  UPLOAD_ACCEPT,
  UPLOAD_MAX_BYTES,
  monthsInWords,
} from './types'
import { Field, type FormState, SettingForm } from './SettingForm'
import {
  HarvestGrid,
  HarvestRunPanel,
  type HarvestRunView,
  type ReharvestBody,
  ReharvestForm,
  SourceHealth,
} from './HarvestGrid'
import { SetDetail } from './SetDetail'
import { type StatisticsLink, StatisticsShell } from '../StatisticsShell'
import './dataOriginal.scss'

/**
 * 原始資料設定 (docs/statistics.md §2): the COUNTER SUSHI sources with their health
 * and last error in words; per source its report types × months grid (state colour and text,
 * attempts, last error), and the work on it: check the service, list its report types, add
 * months, harvest now (with progress), re-parse a month, upload a COUNTER file into it; create,
 * edit and delete sources (a source formula reports count is named, not deleted). The list pages
 * at 30; the opened source's grid comes first, above the list, its heading focused.
 */
export const DataOriginalManager: React.FC<{ links: StatisticsLink[]; rights: DataOriginalRights }> = ({
  links,
  rights,
}) => {
  const [keyword, setKeyword] = useState('')
  const [settings, setSettings] = useState<Setting[] | null>(null)
  const [page, setPage] = useState(1)
  const [listInfo, setListInfo] = useState<{ total: number; page: number; limit: number } | null>(null)
  const sourceHeading = useRef<HTMLHeadingElement>(null)
  const [uploadOpen, setUploadOpen] = useState(false)
  const [uploads, setUploads] = useState<UploadResult[]>([])
  const [deleteUsers, setDeleteUsers] = useState<{ _id: string; name: string }[] | null>(null)
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
  // The source's harvest run as the server keeps it: the same after a reload.
  const [progress, setProgress] = useState<HarvestRunView | null>(null)
  const [initStart, setInitStart] = useState(monthsBack(12))
  const [initEnd, setInitEnd] = useState(monthsBack(1))
  const poll = useRef<ReturnType<typeof setTimeout> | null>(null)

  // The server's page size (30, docs/statistics.md §2): no `limit` is asked.
  const loadSettings = useCallback(
    async (search = keyword, at = page) => {
      setListError(null)
      try {
        let answer = await adminRequest<Paged<Setting>>(
          'GET',
          `${BASE}/data-original-settings?page=${at}${search ? `&keyword=${encodeURIComponent(search)}` : ''}`,
        )
        // A page emptied (its last source deleted): the last page that has sources.
        if (answer.data.length === 0 && at > 1 && answer.total > 0) {
          const last = Math.max(1, Math.ceil(answer.total / answer.limit))
          answer = await adminRequest<Paged<Setting>>(
            'GET',
            `${BASE}/data-original-settings?page=${last}${search ? `&keyword=${encodeURIComponent(search)}` : ''}`,
          )
          setPage(last)
        }
        setSettings(answer.data)
        setListInfo({ total: answer.total, page: answer.page, limit: answer.limit })
        return answer.data
      } catch (failure) {
        setListError(messageOf(failure))
        setSettings([])
        setListInfo(null)
        return []
      }
    },
    [keyword, page],
  )

  const loadGrid = useCallback(async (source: Setting) => {
    setGridLoading(true)
    setGridError(null)
    try {
      const [detail, groupList] = await Promise.all([
        adminRequest<Setting>('GET', `${BASE}/data-original-settings/detail/${source._id}`),
        adminRequest<Group[]>('GET', `${BASE}/data-original-groups/${source._id}`),
      ])
      const lists = await Promise.all(
        groupList.map((group) => adminRequest<SetView[]>('GET', `${BASE}/data-original-sets/${group._id}`)),
      )
      setCurrent(detail)
      setGroups(groupList)
      const bySet: Record<string, SetView[]> = {}
      groupList.forEach((group, at) => {
        bySet[group._id] = lists[at] ?? []
      })
      setSets(bySet)
      setSelectedSet((old) =>
        old
          ? (Object.values(bySet)
              .flat()
              .find((set) => set._id === old._id) ?? null)
          : null,
      )
    } catch (failure) {
      setGridError(messageOf(failure))
    } finally {
      setGridLoading(false)
    }
  }, [])

  useEffect(() => {
    void loadSettings('')
    // A reload comes back to the source it showed, with its harvest's progress.
    const opened = new URLSearchParams(window.location.search).get('source')
    if (opened)
      adminRequest<Setting>('GET', `${BASE}/data-original-settings/detail/${encodeURIComponent(opened)}`).then(
        open,
        () => undefined,
      )
    return () => {
      if (poll.current) clearTimeout(poll.current)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const open = (source: Setting) => {
    setSelectedSet(null)
    setNotice(null)
    setProgress(null)
    setUploads([])
    setCurrent(source)
    // Stop following another source's harvest.
    if (poll.current) clearTimeout(poll.current)
    void loadGrid(source)
    void loadRun(source)
    // A reload opens the same source with its harvest's progress.
    window.history.replaceState(window.history.state, '', `?source=${encodeURIComponent(source._id)}`)
  }

  // The opened source's grid sits above the list: take the reader there.
  const currentId = current?._id
  useEffect(() => {
    if (!currentId) return
    sourceHeading.current?.focus()
    sourceHeading.current?.scrollIntoView?.({ block: 'start' })
  }, [currentId])

  const goToPage = (at: number) => {
    setPage(at)
    void loadSettings(keyword, at)
  }

  const askDelete = (source: Setting) => {
    setDeleteError(null)
    setDeleteUsers(null)
    setDeleting(source)
    adminRequest<SettingDetail>('GET', `${BASE}/data-original-settings/detail/${source._id}`)
      .then((detail) => setDeleteUsers(detail.usedBy ?? []))
      .catch((failure) => {
        setDeleteUsers([])
        setDeleteError(messageOf(failure))
      })
  }

  const uploaded = (result: UploadResult) => {
    setUploads((list) => [...list, result])
    setNotice({
      ok: true,
      text: `已匯入「${result.fileName}」：${result.reportType} ${monthsInWords(result.months)}，共 ${result.rowCount.toLocaleString('zh-TW')} 列`,
    })
    if (current) void loadGrid(current)
    void loadSettings()
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
      const answer = await adminRequest<{ ok: boolean; message: string }>(
        'GET',
        `${BASE}/check-service-status/${source._id}`,
      )
      await loadSettings()
      if (current?._id === source._id) await loadGrid(source)
      if (!answer.ok) throw new Error(answer.message)
      return `服務狀態：${answer.message}`
    })

  const initMonths = (source: Setting) =>
    run(async () => {
      const answer = await adminRequest<{ setsCreated: number; groupsCreated: number }>(
        'POST',
        `${BASE}/init-original-groups-and-sets`,
        { _id: source._id, startMonth: initStart, endMonth: initEnd },
      )
      await loadGrid(source)
      return `已建立 ${answer.groupsCreated} 個報表類型、${answer.setsCreated} 個月份`
    })

  const watch = useCallback(
    (source: Setting) => {
      const tick = async () => {
        try {
          const state = await adminRequest<HarvestRunView | null>('GET', `${BASE}/download-sushi-report/${source._id}`)
          setProgress(state)
          await loadGrid(source)
          if (state?.running) poll.current = setTimeout(tick, 1500)
          else {
            await loadSettings()
            setNotice(
              state?.error
                ? { ok: false, text: state.error }
                : state?.status === 'cancelled'
                  ? { ok: true, text: `已取消收割：完成 ${state.finished}／${state.total} 個月份` }
                  : { ok: true, text: `收割完成：${state?.finished ?? 0} 個月份` },
            )
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
      const state = await adminRequest<HarvestRunView>('POST', `${BASE}/download-sushi-report/${source._id}`, body)
      if (state.total === 0) return '目前沒有需要收割的月份'
      setProgress(state)
      watch(source)
      return '已開始收割'
    })

  /** The source's harvest run from the server; a running one is followed. */
  const loadRun = async (source: Setting) => {
    try {
      const state = await adminRequest<HarvestRunView | null>('GET', `${BASE}/download-sushi-report/${source._id}`)
      setProgress(state)
      if (state?.running) watch(source)
    } catch (failure) {
      setNotice({ ok: false, text: messageOf(failure) })
    }
  }

  /** 取消收割: the run stops after the month in flight. */
  const cancelHarvest = async (source: Setting) => {
    const state = await adminRequest<HarvestRunView>('DELETE', `${BASE}/download-sushi-report/${source._id}`)
    setProgress(state)
    setNotice({ ok: true, text: state.running ? '已要求取消收割：目前的月份完成後停止' : '已取消收割' })
    watch(source)
  }

  const reparse = async (set: SetView) => {
    const outcome = await adminRequest<{ state: HarvestState; rowCount: number; message: string }>(
      'POST',
      `${BASE}/reparse-sushi-report/${set._id}`,
    )
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
    <StatisticsShell
      links={links}
      side={
        selectedSet ? (
          <SetDetail
            onHarvest={() => harvest(current!, { setIds: [selectedSet._id] })}
            onReparse={() => reparse(selectedSet)}
            rights={rights}
            set={selectedSet}
          />
        ) : (
          legend
        )
      }
      title="原始資料設定"
    >
      <form
        className="shennong-stats__toolbar"
        onSubmit={(event) => {
          event.preventDefault()
          setPage(1)
          void loadSettings(keyword, 1)
        }}
        role="search"
      >
        <Field label="關鍵字">
          {(id) => (
            <input
              id={id}
              onChange={(e) => setKeyword(e.target.value)}
              placeholder="名稱、平台或網址"
              value={keyword}
            />
          )}
        </Field>
        <button type="submit">搜尋</button>
        {rights.edit ? (
          <button className="shennong-stats__primary" onClick={() => edit(null)} type="button">
            新增來源
          </button>
        ) : null}
      </form>
      {notice ? (
        <p
          className={notice.ok ? 'shennong-stats__success' : 'shennong-stats__error'}
          role={notice.ok ? 'status' : 'alert'}
        >
          {notice.text}
        </p>
      ) : null}
      {current ? (
        <section aria-label={`${current.name} 收割狀態`} className="shennong-dataorig__source">
          <h2 ref={sourceHeading} tabIndex={-1}>
            {current.name}：收割狀態
          </h2>
          <p>
            來源狀態：
            <SourceHealth source={current} />
            {current.lastError ? `\u3000最後錯誤：${current.lastError}` : ''}
          </p>
          {rights.edit ? (
            <div className="shennong-stats__toolbar">
              <Field label="起始月份">
                {(id) => (
                  <input
                    id={id}
                    max={thisMonth()}
                    onChange={(e) => setInitStart(e.target.value)}
                    type="month"
                    value={initStart}
                  />
                )}
              </Field>
              <Field label="結束月份">
                {(id) => (
                  <input
                    id={id}
                    max={thisMonth()}
                    onChange={(e) => setInitEnd(e.target.value)}
                    type="month"
                    value={initEnd}
                  />
                )}
              </Field>
              <button disabled={busy} onClick={() => initMonths(current)} type="button">
                建立月份
              </button>
              <button
                className="shennong-stats__primary"
                disabled={busy || Boolean(progress?.running) || current.health === 'broken'}
                onClick={() => harvest(current)}
                type="button"
              >
                立即收割
              </button>
            </div>
          ) : null}
          {rights.edit ? (
            <ReharvestForm
              disabled={busy || Boolean(progress?.running) || current.health === 'broken'}
              groups={groups}
              onSubmit={(body: ReharvestBody) => harvest(current, body)}
              source={current}
            />
          ) : null}
          {rights.edit ? (
            <div className="shennong-dataorig__upload">
              <button onClick={() => setUploadOpen(true)} type="button">
                上傳 COUNTER 報表
              </button>
              <small>
                沒有 SUSHI 時，可上傳廠商後台下載的 COUNTER R{current.release}{' '}
                報表（.json、.xlsx、.csv、.tsv），匯入此來源已設定的報表類型的各月份。
              </small>
            </div>
          ) : null}
          {uploads.length > 0 ? (
            <div aria-label="上傳結果" className="shennong-dataorig__uploaded" role="group">
              <ul>
                {uploads.map((result, at) => (
                  <li key={`${result.fileName}-${at}`}>
                    「{result.fileName}」：{result.reportType}，
                    {result.months
                      .map(
                        (month) => `${month.month} ${month.stateLabel}（${month.rowCount.toLocaleString('zh-TW')} 列）`,
                      )
                      .join('、')}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {current.health === 'broken' ? (
            <p className="shennong-stats__error">此來源的憑證錯誤：請按「編輯」修正設定後再收割。</p>
          ) : null}
          <HarvestRunPanel canCancel={rights.edit} onCancel={() => cancelHarvest(current)} run={progress} />
          <LoadState empty={false} error={gridError} loading={gridLoading && groups.length === 0} />
          {!gridError ? (
            <HarvestGrid
              groups={groups}
              onSelect={setSelectedSet}
              selected={selectedSet?._id ?? null}
              sets={sets}
              source={current}
            />
          ) : null}
        </section>
      ) : null}

      <section aria-label="SUSHI 來源清單" className="shennong-dataorig__list">
        <LoadState
          empty={settings !== null && settings.length === 0}
          emptyHint="新增 SUSHI 來源請按「新增來源」。"
          error={listError}
          loading={settings === null}
        />
        {settings && settings.length > 0 ? (
          <table className="shennong-stats__table">
            <caption>
              SUSHI 來源
              {listInfo && listInfo.total > listInfo.limit ? `（第 ${listInfo.page} 頁，共 ${listInfo.total} 個）` : ''}
            </caption>
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
                    <SourceHealth source={source} />
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
                      <button className="shennong-stats__danger" onClick={() => askDelete(source)} type="button">
                        刪除
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {listInfo && listInfo.total > listInfo.limit ? (
          <Pager limit={listInfo.limit} onPage={goToPage} page={listInfo.page} total={listInfo.total} />
        ) : null}
      </section>

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

      {current ? (
        <UploadModal<UploadResult>
          accept={UPLOAD_ACCEPT}
          maxBytes={UPLOAD_MAX_BYTES}
          onClose={() => setUploadOpen(false)}
          onUploaded={uploaded}
          open={uploadOpen}
          title={`上傳 COUNTER 報表到「${current.name}」`}
          uploadUrl={`${BASE}/upload-counter-report/${current._id}`}
        />
      ) : null}

      <Dialog onClose={() => setDeleting(null)} open={deleting !== null} title="刪除來源">
        {deleteUsers === null ? (
          <p role="status">正在確認此來源是否被公式報表使用…</p>
        ) : deleteUsers.length > 0 ? (
          <p className="shennong-stats__error" role="alert">
            此來源被 {deleteUsers.length} 個公式報表使用（{deleteUsers.map((report) => report.name).join('、')}
            ），請先修改報表，改用其他來源或刪除其計算項目後，才能刪除「{deleting?.name}」。
          </p>
        ) : (
          <p>確定要刪除「{deleting?.name}」嗎？其所有收割月份、原始回應與資料列都會一併刪除，且無法復原。</p>
        )}
        {deleteError ? (
          <p className="shennong-stats__error" role="alert">
            {deleteError}
          </p>
        ) : null}
        <div className="shennong-dialog__actions">
          <button
            className="shennong-stats__danger"
            disabled={busy || deleteUsers === null || deleteUsers.length > 0}
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
