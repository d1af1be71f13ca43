import React from 'react'

import type { HomeData } from '@/modules/site'
import { linkTarget } from '@/components/public/links'

/** `2026年5月12日 星期二` for a `YYYY-MM-DD` day. */
export const formatLongDay = (day: string): string =>
  new Intl.DateTimeFormat('zh-TW', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00.000Z`))

/**
 * The home header: today's date, today's opening hours, or 今日休館 with the
 * closed day's announcement (its link and image), and the settings' opening-hours note.
 */
export const HomeHeader: React.FC<{ home: HomeData; note: string | null }> = ({ home, note }) => {
  const day = home.openingDate
  const open = day.openingStatus === 'Open'
  return (
    <div className="home-header container">
      <p className="home-date">
        今天是 <time dateTime={day.date}>{formatLongDay(day.date)}</time>
      </p>
      {open ? (
        <p className="home-hours">
          今日開館時間{' '}
          <strong>
            {day.openingTime && day.closingTime ? (
              <>
                <time dateTime={day.openingTime}>{day.openingTime}</time>–
                <time dateTime={day.closingTime}>{day.closingTime}</time>
              </>
            ) : (
              '請見開館時間'
            )}
          </strong>
        </p>
      ) : (
        <p className="home-hours home-hours--closed">
          <strong>今日休館</strong>
        </p>
      )}
      {day.announcement || day.imageUrl ? (
        <div className="home-notice">
          {day.imageUrl ? (
            <img src={day.imageUrl} alt={day.announcement ? '' : open ? '今日公告' : '今日休館公告'} />
          ) : null}
          {day.announcement ? <p>{day.announcement}</p> : null}
          {day.linkUrl ? (
            <a href={day.linkUrl} {...linkTarget(day.linkUrl)}>
              詳細說明
              {linkTarget(day.linkUrl).target ? <span className="sr-only">（另開新視窗）</span> : null}
            </a>
          ) : null}
        </div>
      ) : null}
      {note ? <p className="home-note">{note}</p> : null}
      <p className="home-opening-link">
        <a href="/opening">查看開館時間與行事曆</a>
      </p>
    </div>
  )
}
