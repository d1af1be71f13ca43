import type { GlobalConfig, TextField } from 'payload'

import { anyone, isSuperAdmin, userOf } from '@/access'
import { urlField } from '@/fields/common'
import { isAbsoluteUrl } from '@/fields/validate'
import { MENU_GROUPS } from '@/i18n/menu'
import { PUBLIC_TAGS, revalidatePublicGlobalHook } from '@/lib/publicCache'

/**
 * Library-wide settings the public site frame and mails read:
 * the library's name and contact, the four search targets of the integrated search
 * box, the patron login of the library system, the footer links and accessibility badge, and
 * the Google Analytics measurement id.
 */

export const SITE_SETTINGS_MSG = {
  notSearchTemplate: '查詢網址須為完整網址（http 或 https），並以 {q} 標示關鍵字位置',
  notAnalyticsId: 'Google Analytics 評估 ID 格式錯誤，例如 G-XXXXXXXXXX',
} as const

/** Where the typed term goes in a search target's URL template. */
export const SEARCH_TERM_PLACEHOLDER = '{q}'

/** The four search targets of the integrated search box, in display order. */
export const SEARCH_TARGETS = [
  {
    key: 'integrated',
    field: 'integratedSearchUrl',
    label: '整合查詢',
    defaultUrl: 'https://search.worldcat.org/search?q={q}',
  },
  {
    key: 'holdings',
    field: 'holdingsSearchUrl',
    label: '館藏查詢',
    defaultUrl: 'https://search.worldcat.org/search?q={q}',
  },
  { key: 'pubmed', field: 'pubmedSearchUrl', label: 'PubMed', defaultUrl: 'https://pubmed.ncbi.nlm.nih.gov/?term={q}' },
  {
    key: 'scholar',
    field: 'scholarSearchUrl',
    label: 'Google Scholar',
    defaultUrl: 'https://scholar.google.com/scholar?q={q}',
  },
] as const

export type SearchTargetKey = (typeof SEARCH_TARGETS)[number]['key']

/** An absolute http(s) URL template holding `{q}`. */
export const isSearchTemplate = (value: string): boolean =>
  value.includes(SEARCH_TERM_PLACEHOLDER) && isAbsoluteUrl(value.split(SEARCH_TERM_PLACEHOLDER).join('q'))

/** GA4 (`G-XXXXXXX`) or Universal Analytics (`UA-1234-1`) ids: letters, digits and dashes only. */
export const ANALYTICS_ID = /^(G-[A-Z0-9]{4,20}|UA-\d{4,12}-\d{1,4})$/

export const isAnalyticsId = (value: string): boolean => ANALYTICS_ID.test(value)

/**
 * The accessibility mark (Taiwan's 無障礙標章, 88 x 31 px, shown at the foot of the home page and
 * linked to the page the authority names). Each site is issued its own mark and link, so the
 * image has no default: until one is set the footer links 無障礙 to the site's own statement (/accessibility).
 */
export const DEFAULT_BADGE = {
  linkUrl: 'https://accessibility.moda.gov.tw/',
  alt: '通過AA等級無障礙網頁檢測',
} as const

const searchTemplateField = (name: string, label: string, defaultValue: string): TextField => ({
  name,
  label,
  type: 'text',
  required: true,
  defaultValue,
  validate: (value: string | null | undefined) =>
    value && isSearchTemplate(value.trim()) ? true : SITE_SETTINGS_MSG.notSearchTemplate,
  admin: { description: `以 ${SEARCH_TERM_PLACEHOLDER} 標示關鍵字位置，例如 ${defaultValue}` },
})

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: '網站設定',
  admin: { group: MENU_GROUPS.platform },
  access: {
    read: anyone,
    // The patron-login URL here is where patrons post their library passwords: only the
    // super-admin changes these settings, not a holder of a roles flag.
    update: ({ req }) => isSuperAdmin(userOf(req)),
  },
  hooks: { afterChange: [revalidatePublicGlobalHook(PUBLIC_TAGS.settings)] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: '基本資料',
          fields: [
            { name: 'libraryName', label: '圖書館名稱', type: 'text', required: true, defaultValue: '神農醫學圖書館' },
            { name: 'contactPhone', label: '聯絡電話', type: 'text' },
            { name: 'contactEmail', label: '聯絡信箱', type: 'email' },
            { name: 'address', label: '地址', type: 'text' },
            {
              name: 'openingHoursNote',
              label: '開館時間備註',
              type: 'textarea',
              admin: { description: '顯示於首頁開館時間下方，例如「國定假日休館」。' },
            },
          ],
        },
        {
          label: '整合查詢',
          description: '首頁查詢框的四個查詢目標，送出時以新視窗開啟並帶入關鍵字。',
          fields: SEARCH_TARGETS.map((target) =>
            searchTemplateField(
              target.field,
              `${target.label}${/[A-Za-z]$/.test(target.label) ? ' ' : ''}網址`,
              target.defaultUrl,
            ),
          ),
        },
        {
          label: '讀者登入',
          description: '首頁讀者登入表單會以新視窗送出至圖書館系統；未設定登入網址時不顯示表單。',
          fields: [
            urlField('patronLoginUrl', '讀者登入網址', {
              absolute: true,
              admin: { description: '圖書館系統的登入表單送出網址（http 或 https）。' },
            }),
            urlField('patronForgotPasswordUrl', '忘記密碼網址', { absolute: true }),
          ],
        },
        {
          label: '頁尾',
          fields: [
            {
              name: 'footerLinks',
              label: '頁尾連結',
              labels: { singular: '連結', plural: '連結' },
              type: 'array',
              fields: [
                { name: 'label', label: '名稱', type: 'text', required: true },
                urlField('url', '連結網址', { required: true }),
              ],
            },
            urlField('accessibilityBadgeImageUrl', '無障礙標章圖片網址', {
              admin: { description: '主管機關核發的標章圖片（寬 88、高 31 像素）；留白則不顯示標章。' },
            }),
            urlField('accessibilityBadgeLinkUrl', '無障礙標章連結網址', { defaultValue: DEFAULT_BADGE.linkUrl }),
            {
              name: 'accessibilityBadgeAlt',
              label: '無障礙標章替代文字',
              type: 'text',
              defaultValue: DEFAULT_BADGE.alt,
            },
          ],
        },
        {
          label: '網站分析',
          fields: [
            {
              name: 'analyticsId',
              label: 'Google Analytics 評估 ID',
              type: 'text',
              validate: (value: string | null | undefined) =>
                !value || isAnalyticsId(value.trim()) ? true : SITE_SETTINGS_MSG.notAnalyticsId,
              admin: { description: '例如 G-XXXXXXXXXX；留白則不載入分析程式（後台一律不載入）。' },
            },
          ],
        },
      ],
    },
  ],
}
