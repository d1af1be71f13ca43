'use client'

import React, { useId, useState } from 'react'

import { messageOf } from '@/ui/apiClient'
import { type Exported, type Paged, type Version, api } from './api'
import { ReportView } from './ReportView'
import { LoadState, Notice } from '@/ui/kit'
import { RecordTable, useChanges, useLoad } from '@/ui/manager'
import { ExportButton } from './ui'

/**
 * The versions of one merged or mixed statistics: make one (freezes the year's report), look at
 * its frozen tables, publish or withdraw it (公開 / 取消公開), delete it.
 */
export const VersionsPanel: React.FC<{
  kind: 'merge' | 'mixin'
  /** The merge or mix; a disabled one publishes none of its versions. */
  parent: { _id: string; name: string; status?: 'Enabled' | 'Disabled' }
  rights: { edit: boolean; delete: boolean }
  year: number
}> = ({ kind, parent, rights, year }) => {
  const base = `${kind}-statistics-versions`
  const parentField = kind === 'merge' ? 'mergeStatistics' : 'mixinStatistics'
  const [name, setName] = useState('')
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [viewing, setViewing] = useState<Version | null>(null)
  const id = useId()
  const { data, loading, error, reload } = useLoad(
    (signal) => api.get<Paged<Version>>(base, { [parentField]: parent._id, limit: 100 }, signal),
    [base, parentField, parent._id],
  )
  const { notice, setNotice, askDelete, deleteDialog } = useChanges(reload)
  const versions = data?.data ?? []

  return (
    <section aria-label="版本" className="shennong-merge__panel">
      <h2>版本</h2>
      <p>建立版本會把 {year} 年的報表凍結保存；版本「公開」後顯示於前台統計資料頁（/statistics）。</p>
      <Notice notice={notice} />
      {rights.edit ? (
        <form
          aria-label="建立版本"
          className="shennong-stats__toolbar"
          noValidate
          onSubmit={async (event) => {
            event.preventDefault()
            if (!name.trim()) {
              setFormError('版本名稱為必填欄位')
              return
            }
            setBusy(true)
            setFormError(null)
            try {
              const made = await api.put<Version>(base, { versionName: name.trim(), [parentField]: parent._id, year })
              setName('')
              setNotice({ ok: true, text: `已建立版本「${made.versionName}」` })
              reload()
            } catch (failure) {
              setFormError(messageOf(failure))
            } finally {
              setBusy(false)
            }
          }}
        >
          <label className="shennong-stats__field" htmlFor={`${id}-name`}>
            版本名稱（必填）
            <input id={`${id}-name`} onChange={(event) => setName(event.target.value)} value={name} />
          </label>
          <button className="shennong-stats__primary" disabled={busy} type="submit">
            {busy ? '建立中…' : `建立 ${year} 年版本`}
          </button>
          {formError ? (
            <span className="shennong-stats__error" role="alert">
              {formError}
            </span>
          ) : null}
        </form>
      ) : null}
      {parent.status === 'Disabled' ? (
        <p className="shennong-stats__hint">
          此{kind === 'merge' ? '合併' : '混合'}
          統計已停用：其版本都不會出現在前台統計資料頁，啟用後已公開的版本才會再顯示。
        </p>
      ) : null}
      <LoadState empty={!loading && !error && versions.length === 0} error={error} loading={loading} />
      {versions.length > 0 ? (
        <RecordTable
          caption={`「${parent.name}」的版本`}
          columns={[
            { header: '版本名稱', cell: (version) => version.versionName },
            { header: '年度', cell: (version) => version.year },
            {
              header: '前台',
              cell: (version) =>
                version.status !== 'Enabled'
                  ? '未公開'
                  : parent.status === 'Disabled'
                    ? `已公開（${kind === 'merge' ? '合併' : '混合'}統計停用中，前台不顯示）`
                    : '已公開',
              testId: 'version-status',
            },
          ]}
          onDelete={
            rights.delete
              ? (version) =>
                  askDelete({
                    name: version.versionName,
                    remove: () => api.del(`${base}/${version._id}`),
                    afterwards: () => viewing?._id === version._id && setViewing(null),
                  })
              : undefined
          }
          rowHeader
          rowKey={(version) => version._id}
          rowName={(version) => version.versionName}
          rows={versions}
          view={(version) => (
            <>
              <button
                aria-label={`檢視版本「${version.versionName}」`}
                onClick={async () => {
                  try {
                    setViewing(await api.get<Version>(`${base}/${version._id}`))
                  } catch (failure) {
                    setNotice({ ok: false, text: messageOf(failure) })
                  }
                }}
                type="button"
              >
                檢視
              </button>
              {rights.edit ? (
                <button
                  aria-label={`${version.status === 'Enabled' ? '取消公開' : '公開'}版本「${version.versionName}」`}
                  onClick={async () => {
                    try {
                      const toggled = await api.put<Version>(`toggle-${base}/${version._id}`)
                      setNotice({
                        ok: true,
                        text:
                          toggled.status === 'Enabled'
                            ? `已公開「${toggled.versionName}」`
                            : `已取消公開「${toggled.versionName}」`,
                      })
                      reload()
                    } catch (failure) {
                      setNotice({ ok: false, text: messageOf(failure) })
                    }
                  }}
                  type="button"
                >
                  {version.status === 'Enabled' ? '取消公開' : '公開'}
                </button>
              ) : null}
            </>
          )}
        />
      ) : null}
      {viewing ? (
        <section aria-label={`版本「${viewing.versionName}」內容`}>
          <h3>
            版本「{viewing.versionName}」（{viewing.year} 年，凍結內容）
          </h3>
          <ExportButton run={() => api.get<Exported>(`export-${base}/${viewing._id}`)} />
          {(viewing.tables ?? []).map((table, index) => (
            <ReportView key={`${table.title}-${index}`} table={table} />
          ))}
          <button onClick={() => setViewing(null)} type="button">
            關閉
          </button>
        </section>
      ) : null}
      {deleteDialog}
    </section>
  )
}
