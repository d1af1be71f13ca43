import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import React from 'react'

import { Breadcrumbs } from '@/components/public/Breadcrumbs'

import { OPENING_STATUS_LABEL, WEEKDAY_LABEL } from '../labels'
import { type PublicCalendarDay, todayKey } from '..'
import {
  type YearMonth,
  hoursText,
  monthLabel,
  monthParam,
  openingMonth,
  shiftMonth,
  weeksOf,
  withinMonthBound,
} from './calendarGrid'
import { readCalendar, readOpeningDay, readOpeningSettings } from './data'
import './opening.css'

export const openingPageMetadata: Metadata = { title: '開館時間' }

type Props = { searchParams: Promise<{ month?: string | string[] }> }

const WEEKDAY_NAMES = Object.values(WEEKDAY_LABEL)

const isExternal = (url: string) => /^https?:\/\//i.test(url)

/** A link that opens external sites in a new window, saying so to screen readers. */
const SmartLink: React.FC<{ href: string; children: React.ReactNode }> = ({ href, children }) =>
  isExternal(href) ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only">（另開新視窗）</span>
    </a>
  ) : (
    <a href={href}>{children}</a>
  )

const dayLabel = (date: string): string => {
  const [year, month, day] = date.split('-').map(Number)
  return `${year} 年 ${month} 月 ${day} 日`
}

/** A day's status in words: 開館 08:00–17:00, or 閉館. */
const statusText = (day: PublicCalendarDay): string => {
  const hours = hoursText(day.openingTime, day.closingTime)
  return day.openingStatus === 'Open'
    ? `${OPENING_STATUS_LABEL.Open}${hours ? ` ${hours}` : ''}`
    : OPENING_STATUS_LABEL.Closed
}

const DayCell: React.FC<{ day: PublicCalendarDay; today: string }> = ({ day, today }) => {
  const isToday = day.date === today
  const open = day.openingStatus === 'Open'
  const hours = hoursText(day.openingTime, day.closingTime)
  return (
    <td
      className={`opening-day ${open ? 'is-open' : 'is-closed'}${isToday ? ' is-today' : ''}`}
      aria-current={isToday ? 'date' : undefined}
    >
      <span className="opening-day-number" aria-hidden="true">
        {Number(day.date.slice(8))}
      </span>
      <span className="sr-only">{dayLabel(day.date)}</span>
      {isToday ? <span className="opening-day-today">今天</span> : null}
      <span className="opening-day-status">{open ? OPENING_STATUS_LABEL.Open : OPENING_STATUS_LABEL.Closed}</span>
      {open && hours ? (
        <span className="opening-day-hours">
          <time dateTime={day.openingTime ?? undefined}>{day.openingTime}</time>
          <span className="opening-day-to">
            –<time dateTime={day.closingTime ?? undefined}>{day.closingTime}</time>
          </span>
        </span>
      ) : null}
      {day.announcement ? <span className="opening-day-note">{day.announcement}</span> : null}
    </td>
  )
}

const MonthTable: React.FC<{ month: YearMonth; days: PublicCalendarDay[]; today: string }> = ({
  month,
  days,
  today,
}) => (
  <div className="opening-table-wrap">
    <table className="opening-table">
      <caption>{monthLabel(month)}開館行事曆</caption>
      <thead>
        <tr>
          {WEEKDAY_NAMES.map((name) => (
            <th key={name} scope="col">
              <span aria-hidden="true">{name.slice(-1)}</span>
              <span className="sr-only">{name}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOf(days).map((week, row) => (
          <tr key={row}>
            {week.map((day, column) =>
              day ? (
                <DayCell key={day.date} day={day} today={today} />
              ) : (
                <td key={`empty-${column}`} className="opening-day is-empty">
                  <span className="sr-only">無</span>
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
)

/**
 * /opening: today's status, the month calendar (Monday first, 24-hour times), the weekly
 * opening days and the temporary announcement.
 */
export async function OpeningPage({ searchParams }: Props) {
  const params = await searchParams
  const today = todayKey()
  const current: YearMonth = { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) }
  // Two years either way; other and malformed months are the site's 404 page.
  const month = openingMonth(params.month, current)
  if (!month) notFound()
  const [settings, todayStatus, days] = await Promise.all([
    readOpeningSettings(),
    readOpeningDay(today),
    readCalendar(month.year, month.month),
  ])
  const previous = shiftMonth(month, -1)
  const next = shiftMonth(month, 1)
  const hasPrevious = withinMonthBound(previous, current)
  const hasNext = withinMonthBound(next, current)
  const specialDays = days.filter((day) => day.announcement)
  const weeklyHours = hoursText(settings.openingTime, settings.closingTime)
  const bannerStyle =
    settings.backgroundColor || settings.textColor
      ? { backgroundColor: settings.backgroundColor ?? undefined, color: settings.textColor ?? undefined }
      : undefined

  return (
    <section className="opening-page" aria-labelledby="opening-title">
      <Breadcrumbs items={[{ label: '開館時間' }]} />
      <h1 id="opening-title">開館時間</h1>

      {settings.temporaryAnnouncement ? (
        <section className="opening-announcement" aria-labelledby="opening-announcement-title" style={bannerStyle}>
          <h2 id="opening-announcement-title">臨時公告</h2>
          <p>{settings.temporaryAnnouncement}</p>
          {settings.temporaryImageUrl ? (
            <img src={settings.temporaryImageUrl} alt="臨時公告圖片" loading="lazy" />
          ) : null}
          {settings.temporaryLinkUrl ? (
            <p>
              <SmartLink href={settings.temporaryLinkUrl}>公告詳情</SmartLink>
            </p>
          ) : null}
        </section>
      ) : null}

      <section
        className={`opening-today ${todayStatus.openingStatus === 'Open' ? 'is-open' : 'is-closed'}`}
        aria-labelledby="opening-today-title"
      >
        <h2 id="opening-today-title">
          今日開館狀態
          <span className="opening-today-date">
            {dayLabel(today)} {WEEKDAY_LABEL[todayStatus.weekday]}
          </span>
        </h2>
        {todayStatus.openingStatus === 'Open' ? (
          <p className="opening-today-status">
            今日開館，開放時間{' '}
            <strong>{hoursText(todayStatus.openingTime, todayStatus.closingTime) || '請洽本館'}</strong>
          </p>
        ) : (
          <p className="opening-today-status">
            <strong>今日休館</strong>，暫停開放服務。
          </p>
        )}
        {todayStatus.announcement ? <p>{todayStatus.announcement}</p> : null}
        {todayStatus.imageUrl ? (
          <img
            src={todayStatus.imageUrl}
            alt={todayStatus.announcement ? `${todayStatus.announcement}圖片` : '今日公告圖片'}
            loading="lazy"
          />
        ) : null}
        {todayStatus.linkUrl ? (
          <p>
            <SmartLink href={todayStatus.linkUrl}>今日公告相關說明</SmartLink>
          </p>
        ) : null}
      </section>

      <section className="opening-weekly" aria-labelledby="opening-weekly-title">
        <h2 id="opening-weekly-title">每週開館時間</h2>
        {settings.openingDays.length === 0 ? (
          <p className="empty">目前暫無資料</p>
        ) : (
          <dl className="opening-weekly-list">
            {settings.openingDays.map((weekday) => (
              <div key={weekday}>
                <dt>{WEEKDAY_LABEL[weekday]}</dt>
                <dd>{weeklyHours || OPENING_STATUS_LABEL.Open}</dd>
              </div>
            ))}
            {Object.keys(WEEKDAY_LABEL)
              .filter((weekday) => !settings.openingDays.includes(weekday as keyof typeof WEEKDAY_LABEL))
              .map((weekday) => (
                <div key={weekday} className="is-closed">
                  <dt>{WEEKDAY_LABEL[weekday as keyof typeof WEEKDAY_LABEL]}</dt>
                  <dd>{OPENING_STATUS_LABEL.Closed}</dd>
                </div>
              ))}
          </dl>
        )}
        <p className="meta">國定假日及特別休館日以下方行事曆為準。</p>
      </section>

      <section className="opening-calendar" aria-labelledby="opening-calendar-title">
        <h2 id="opening-calendar-title">開館行事曆</h2>
        {/* Links that only page through time: nofollow, and none past the bound. */}
        <nav className="opening-months" aria-label="切換月份">
          {hasPrevious ? (
            <a href={`/opening?month=${monthParam(previous)}`} rel="nofollow">
              <span aria-hidden="true">‹ </span>上個月<span className="sr-only">（{monthLabel(previous)}）</span>
            </a>
          ) : (
            <span className="opening-month-edge" />
          )}
          <span className="opening-month-current">{monthLabel(month)}</span>
          {hasNext ? (
            <a href={`/opening?month=${monthParam(next)}`} rel="nofollow">
              下個月<span className="sr-only">（{monthLabel(next)}）</span>
              <span aria-hidden="true"> ›</span>
            </a>
          ) : (
            <span className="opening-month-edge" />
          )}
        </nav>
        {days.length === 0 ? (
          <p className="empty">目前暫無資料</p>
        ) : (
          <MonthTable month={month} days={days} today={today} />
        )}
        <p className="opening-legend meta">
          <span className="opening-swatch is-open" aria-hidden="true" /> 開館
          <span className="opening-swatch is-closed" aria-hidden="true" /> 閉館．時間為 24 小時制。
        </p>

        <h3>{monthLabel(month)}特別公告</h3>
        {specialDays.length === 0 ? (
          <p className="empty">目前暫無資料</p>
        ) : (
          <ul className="opening-special">
            {specialDays.map((day) => (
              <li key={day.date}>
                <strong>
                  {dayLabel(day.date)} {WEEKDAY_LABEL[day.weekday]}
                </strong>
                ：{statusText(day)}．{day.announcement}
                {day.linkUrl ? (
                  <>
                    {' '}
                    <SmartLink href={day.linkUrl}>
                      相關說明<span className="sr-only">（{dayLabel(day.date)}）</span>
                    </SmartLink>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  )
}
