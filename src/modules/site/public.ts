import { type Payload, createLocalReq } from 'payload'

import { DEFAULT_BADGE, SEARCH_TARGETS, type SearchTargetKey, isAnalyticsId } from './collections/siteSettings'
import type { SiteSetting } from '@/payload-types'
import { publicHighlightedImages } from '@/modules/albums'
import { publicCarousels } from '@/modules/carousels'
import { publicNewsList } from '@/modules/news'
import { type OpeningStatus, openingDay, readOpeningSettings, todayKey } from '@/modules/opening'
import { publicQuickLinks } from '@/modules/quick-links'

/**
 * The public frame and home page:
 * GET /public/home (today's opening and the temporary announcement banner), GET /public/infra
 * (what every public page's frame shows) and the home page's lists. Everything here is the same
 * for every visitor, so the public site caches it (src/lib/publicCache.ts).
 */

// ---------------------------------------------------------------------------------------------
// Home data
// ---------------------------------------------------------------------------------------------

export type HomeData = {
  openingDate: {
    /** Today, `YYYY-MM-DD` in the library's time zone. */
    date: string
    openingStatus: OpeningStatus
    openingTime: string | null
    closingTime: string | null
    announcement: string | null
    linkUrl: string | null
    imageUrl: string | null
  }
  temporaryAnnouncement: string | null
  temporaryLinkUrl: string | null
  temporaryImageUrl: string | null
  textColor: string | null
  backgroundColor: string | null
}

/** GET /public/home: today's opening (its opening-dates entry, else the weekly rule) and the banner. */
export const publicHome = async (payload: Payload, now: Date = new Date()): Promise<HomeData> => {
  const req = await createLocalReq({}, payload)
  const [today, settings] = await Promise.all([
    openingDay(req, todayKey(now), { overrideAccess: true }),
    readOpeningSettings(req, { overrideAccess: true }),
  ])
  return {
    openingDate: {
      date: today.date,
      openingStatus: today.openingStatus,
      openingTime: today.openingTime,
      closingTime: today.closingTime,
      announcement: today.announcement,
      linkUrl: today.linkUrl,
      imageUrl: today.imageUrl,
    },
    temporaryAnnouncement: settings.temporaryAnnouncement || null,
    temporaryLinkUrl: settings.temporaryLinkUrl || null,
    temporaryImageUrl: settings.temporaryImageUrl || null,
    textColor: settings.textColor || null,
    backgroundColor: settings.backgroundColor || null,
  }
}

// ---------------------------------------------------------------------------------------------
// Infra (the frame)
// ---------------------------------------------------------------------------------------------

export type SearchTarget = { key: SearchTargetKey; label: string; urlTemplate: string }
export type FooterLink = { label: string; url: string }

export type InfraData = {
  libraryName: string
  contactPhone: string | null
  contactEmail: string | null
  address: string | null
  openingHoursNote: string | null
  footerLinks: FooterLink[]
  accessibilityBadge: { imageUrl: string | null; linkUrl: string | null; alt: string }
  searchTargets: SearchTarget[]
  patronLoginUrl: string | null
  patronForgotPasswordUrl: string | null
  analyticsId: string | null
}

/** The site-settings fields this file reads (the generated types may lag behind the global). */
type FrameSettings = SiteSetting & {
  openingHoursNote?: string | null
  integratedSearchUrl?: string | null
  holdingsSearchUrl?: string | null
  pubmedSearchUrl?: string | null
  scholarSearchUrl?: string | null
  patronLoginUrl?: string | null
  patronForgotPasswordUrl?: string | null
  footerLinks?: { label?: string | null; url?: string | null }[] | null
  accessibilityBadgeImageUrl?: string | null
  accessibilityBadgeLinkUrl?: string | null
  accessibilityBadgeAlt?: string | null
  analyticsId?: string | null
}

const text = (value: string | null | undefined): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null

/** The frame's data from stored site settings (pure: defaults fill what was never saved). */
export const infraOf = (stored: SiteSetting): InfraData => {
  const settings = stored as FrameSettings
  const analyticsId = text(settings.analyticsId)
  return {
    libraryName: text(settings.libraryName) ?? '神農醫學圖書館',
    contactPhone: text(settings.contactPhone),
    contactEmail: text(settings.contactEmail),
    address: text(settings.address),
    openingHoursNote: text(settings.openingHoursNote),
    footerLinks: (settings.footerLinks ?? [])
      .map((link) => ({ label: text(link.label) ?? '', url: text(link.url) ?? '' }))
      .filter((link) => link.label !== '' && link.url !== ''),
    accessibilityBadge: {
      imageUrl: text(settings.accessibilityBadgeImageUrl),
      linkUrl: text(settings.accessibilityBadgeLinkUrl) ?? DEFAULT_BADGE.linkUrl,
      alt: text(settings.accessibilityBadgeAlt) ?? DEFAULT_BADGE.alt,
    },
    searchTargets: SEARCH_TARGETS.map((target) => ({
      key: target.key,
      label: target.label,
      urlTemplate: text(settings[target.field]) ?? target.defaultUrl,
    })),
    patronLoginUrl: text(settings.patronLoginUrl),
    patronForgotPasswordUrl: text(settings.patronForgotPasswordUrl),
    analyticsId: analyticsId && isAnalyticsId(analyticsId) ? analyticsId : null,
  }
}

/** GET /public/infra: the library's name and contact, footer, badge, search targets, patron login, analytics id. */
export const publicInfra = async (payload: Payload): Promise<InfraData> =>
  infraOf(await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }))

// ---------------------------------------------------------------------------------------------
// Home page lists
// ---------------------------------------------------------------------------------------------

export type QuickLink = { _id: string; path: string; icon: string; label: string }

/** The quick links, in their saved order (GET /public/quick-links). */
export const homeQuickLinks = async (payload: Payload): Promise<QuickLink[]> =>
  (await publicQuickLinks(payload)).map((link) => ({
    _id: link._id,
    path: String(link.path ?? ''),
    icon: String(link.icon ?? ''),
    label: String(link.label ?? ''),
  }))

export type CarouselSlide = {
  _id: string
  title: string
  imageUrl: string | null
  linkUrl: string | null
  backgroundColor: string | null
  textColor: string | null
}

export type HomeCarousel = { speed: number; size: 'Large' | 'Medium' | 'Small'; items: CarouselSlide[] }

/** The carousel as GET /public/carousels shows it (enabled, in its window, in play order), with its settings. */
export const homeCarousel = async (payload: Payload, now: Date = new Date()): Promise<HomeCarousel> => {
  const { items, settings } = await publicCarousels(payload, now)
  return {
    speed: typeof settings.speed === 'number' && settings.speed > 0 ? settings.speed : 5,
    size: settings.size === 'Medium' || settings.size === 'Small' ? settings.size : 'Large',
    items: items.map((item) => ({
      _id: item._id,
      title: text(item.title as string | null) ?? '',
      imageUrl: text(item.imageUrl as string | null),
      linkUrl: text(item.linkUrl as string | null),
      backgroundColor: text(item.backgroundColor as string | null),
      textColor: text(item.textColor as string | null),
    })),
  }
}

export type HomeNews = { _id: string; title: string; link: string | null; isPined: boolean; date: string | null }

/** The latest published news in their window, pinned first. */
export const homeNews = async (payload: Payload, limit = 5, now: Date = new Date()): Promise<HomeNews[]> => {
  const found = await publicNewsList(payload, { page: 1, limit }, undefined, now)
  return found.data.map((item) => ({
    _id: item._id,
    title: item.title,
    link: text(item.link),
    isPined: item.isPined === true,
    date: item.startDate ?? item.createdAt ?? null,
  }))
}

export type HomeAlbumImage = {
  _id: string
  imageUrl: string
  description: string | null
  albumId: string
  albumTitle: string
}

/** Highlighted photos of visible albums, newest first (GET /public/album-highlighted-images). */
export const homeAlbumImages = async (
  payload: Payload,
  limit = 8,
  now: Date = new Date(),
): Promise<HomeAlbumImage[]> => {
  const images = await publicHighlightedImages(payload, now)
  return images.slice(0, limit).map((image) => ({
    _id: image._id,
    imageUrl: String(image.imageUrl ?? ''),
    description: text(image.description as string | null),
    albumId: String(image.albumId ?? ''),
    albumTitle: String(image.albumTitle ?? ''),
  }))
}

export type HomeCatalog = { _id: string; title: string; date: string }

/** The newest catalogs (new acquisitions lists). */
export const homeCatalogs = async (payload: Payload, limit = 3): Promise<HomeCatalog[]> => {
  const found = await payload.find({
    collection: 'catalogs',
    sort: ['-date', '-createdAt'],
    limit,
    depth: 0,
    joins: false,
    select: { title: true, date: true },
    overrideAccess: true,
  })
  return found.docs.map((catalog) => ({ _id: String(catalog.id), title: catalog.title, date: catalog.date }))
}
