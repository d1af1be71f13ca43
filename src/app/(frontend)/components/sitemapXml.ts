import { requestOrigin } from '@/lib/origin'
import { PUBLIC_TAGS, cachedPublic } from '@/lib/publicCache'
import { publicPayload } from '@/lib/publicPayload'
import { publicNewsList } from '@/modules/news'
import { publicFaqSearchIndex } from '@/modules/faq'
import { ANONYMOUS, publishedPagesOf, storedRouteTree, visibleTree } from '@/modules/cms'
import { flattenNested } from '@/trees/trees'
import { MODULE_PAGES } from './modulePages'

/**
 * /sitemap.xml for search engines: what an anonymous visitor may open: the home and module
 * pages, the navigation's own pages (Public and Published, ancestors included), the pages of
 * its List routes, published news and published FAQ. Addresses are absolute, on SERVER_URL when
 * set, else on the request's origin. The list is cached with the content it names.
 */

type Entry = { path: string; lastModified?: string }

const LIST_LIMIT = 50_000

const readEntries = cachedPublic(
  'sitemap:entries',
  [PUBLIC_TAGS.routes, PUBLIC_TAGS.pages, PUBLIC_TAGS.news, PUBLIC_TAGS.faq],
  async (): Promise<Entry[]> => {
    const payload = await publicPayload()
    const tree = await storedRouteTree(payload)
    const routes = flattenNested(visibleTree(tree, ANONYMOUS))
    const listRoutes = new Set(routes.filter((route) => route.type === 'List').map((route) => route._id))
    const [pages, news, faqs] = await Promise.all([
      publishedPagesOf(payload, [...listRoutes], { page: 1, limit: LIST_LIMIT }),
      publicNewsList(payload, { page: 1, limit: LIST_LIMIT }),
      publicFaqSearchIndex(payload),
    ])
    return [
      { path: '/' },
      { path: '/sitemap' },
      ...MODULE_PAGES.map((page) => ({ path: page.path })),
      ...routes
        .filter((route) => ['Path', 'List', 'SinglePage'].includes(route.type))
        .map((route) => ({ path: `/cms/${route._id}`, lastModified: route.updatedAt })),
      ...pages.data.map((page) => ({ path: `/cms/${page.routeId}?page=${page._id}`, lastModified: page.updatedAt })),
      ...news.data.map((item) => ({ path: `/news/${item._id}`, lastModified: item.updatedAt })),
      ...faqs.map((faq) => ({ path: `/faq/${faq._id}` })),
    ]
  },
)

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!)

export async function sitemapXml(request: Request): Promise<Response> {
  // SERVER_URL, else the request's origin (behind TRUST_PROXY, the forwarded one): src/lib/origin.ts.
  const origin = requestOrigin(request)
  const entries = await readEntries()
  const urls = entries
    .map(({ path, lastModified }) => {
      const lastmod =
        lastModified && !Number.isNaN(Date.parse(lastModified))
          ? `<lastmod>${new Date(lastModified).toISOString()}</lastmod>`
          : ''
      return `  <url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod}</url>`
    })
    .join('\n')
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
}
