import { sitemapPages } from '@/lib/publicPages'
import { MANIFESTS } from '@/modules/manifests'

/**
 * The public module pages (the top links list and the other
 * module routes), listed on /sitemap and in /sitemap.xml beside the navigation tree. Each
 * module's manifest declares its pages' sitemap entries (name and place).
 */
export const MODULE_PAGES: readonly { path: string; name: string }[] = sitemapPages(MANIFESTS)
