import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import React from 'react'

import { BlockRenderer } from '@/components/blocks/BlockRenderer'
import { safeUrl } from '@/components/blocks/sanitize'
import { type PublicPage, type RouteTree, linkOf, pathTo } from '..'
import { readLoginSettings, readRouteBlocks, readRoutePages, visibleRoutes } from './cmsData'
import './cms.css'

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ page?: string | string[] }> }

/**
 * What /cms/{id} shows: a Path route its own blocks, a
 * SinglePage route its (first) published page, a List route its published pages or, with
 * ?page=, one of them. A route the visitor may not see is the same as a missing one.
 */
type View =
  | { kind: 'path'; trail: RouteTree[]; route: RouteTree; blocks: unknown }
  | { kind: 'single'; trail: RouteTree[]; route: RouteTree; page: PublicPage | null }
  | { kind: 'list'; trail: RouteTree[]; route: RouteTree; pages: PublicPage[] }
  | { kind: 'list-page'; trail: RouteTree[]; route: RouteTree; page: PublicPage }
  | { kind: 'redirect'; href: string }

const one = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim().toLowerCase()

const resolve = async (id: string, pageId: string): Promise<View | null> => {
  const trail = pathTo(await visibleRoutes(), id.toLowerCase())
  const route = trail.at(-1)
  if (!route) return null
  switch (route.type) {
    case 'Url':
    case 'Module': {
      // The navigation links these elsewhere; an old link to /cms/{id} follows them there.
      const href = safeUrl(linkOf(route).href ?? '')
      return href ? { kind: 'redirect', href } : null
    }
    case 'SinglePage':
      return { kind: 'single', trail, route, page: (await readRoutePages(route._id))[0] ?? null }
    case 'List': {
      const pages = await readRoutePages(route._id)
      if (!pageId) return { kind: 'list', trail, route, pages }
      const page = pages.find((p) => p._id === pageId)
      return page ? { kind: 'list-page', trail, route, page } : null
    }
    default:
      return { kind: 'path', trail, route, blocks: await readRouteBlocks(route._id) }
  }
}

const titleOf = (view: View): string => {
  switch (view.kind) {
    case 'redirect':
      return ''
    case 'single':
      return view.page?.title || view.route.name
    case 'list-page':
      return view.page.title
    default:
      return view.route.name
  }
}

export const cmsPageMetadata = async ({ params, searchParams }: Props): Promise<Metadata> => {
  const view = await resolve((await params).id, one((await searchParams).page))
  return { title: view ? titleOf(view) : '此頁面尚未建立' }
}

/** The breadcrumb list: home, the route's ancestors, the route, and the list page shown. */
const Breadcrumbs: React.FC<{ trail: RouteTree[]; current?: string }> = ({ trail, current }) => (
  <nav aria-label="麵包屑" className="breadcrumbs cms-breadcrumbs">
    <ol>
      <li>
        <a href="/">首頁</a>
      </li>
      {trail.map((node, index) => {
        const last = index === trail.length - 1 && !current
        const { href, newWindow } = linkOf(node)
        return (
          <li key={node._id}>
            {last ? (
              <span aria-current="page">{node.name}</span>
            ) : href && !newWindow ? (
              <a href={href}>{node.name}</a>
            ) : (
              <span>{node.name}</span>
            )}
          </li>
        )
      })}
      {current ? (
        <li>
          <span aria-current="page">{current}</span>
        </li>
      ) : null}
    </ol>
  </nav>
)

const Cover: React.FC<{ src: string | null; className: string }> = ({ src, className }) => {
  const url = safeUrl(src ?? '')
  // The title beside it names the page: the cover is decorative.
  return url ? <img alt="" className={className} loading="lazy" src={url} /> : null
}

/** The sub-pages of a Path route, so a section without content of its own still leads somewhere. */
const Children: React.FC<{ nodes: RouteTree[] }> = ({ nodes }) =>
  nodes.length === 0 ? null : (
    <nav aria-labelledby="cms-children-title" className="cms-children">
      <h2 id="cms-children-title">本區內容</h2>
      <ul>
        {nodes.map((node) => {
          const { href, newWindow } = linkOf(node)
          return (
            <li key={node._id}>
              {href ? (
                <a href={href} {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  {node.name}
                  {newWindow ? <span className="cms-sr-only">（另開新視窗）</span> : null}
                </a>
              ) : (
                <span>{node.name}</span>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )

/** /cms/{id}: a navigation node's content. */
export async function CmsPage({ params, searchParams }: Props) {
  const view = await resolve((await params).id, one((await searchParams).page))
  if (!view) notFound()
  if (view.kind === 'redirect') redirect(view.href)
  const login = await readLoginSettings()

  switch (view.kind) {
    case 'single':
      // Single-page paths hide the breadcrumb list.
      return (
        <article aria-labelledby="cms-title" className="cms-page">
          <h1 id="cms-title">{titleOf(view)}</h1>
          {view.page ? (
            <BlockRenderer blocks={view.page.blocks} login={login} />
          ) : (
            <p className="empty">目前暫無資料</p>
          )}
        </article>
      )
    case 'list':
      return (
        <section aria-labelledby="cms-title" className="cms-page">
          <Breadcrumbs trail={view.trail} />
          <h1 id="cms-title">{view.route.name}</h1>
          {view.pages.length === 0 ? (
            <p className="empty">目前暫無資料</p>
          ) : (
            <ul className="cms-list">
              {view.pages.map((page) => (
                <li className="cms-list__item" key={page._id}>
                  <Cover className="cms-list__cover" src={page.coverImageUrl} />
                  <div className="cms-list__text">
                    <h2 className="cms-list__title">
                      <a href={`/cms/${view.route._id}?page=${page._id}`}>{page.title}</a>
                    </h2>
                    {page.description ? <p className="cms-list__description">{page.description}</p> : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      )
    case 'list-page':
      return (
        <article aria-labelledby="cms-title" className="cms-page">
          <Breadcrumbs current={view.page.title} trail={view.trail} />
          <h1 id="cms-title">{view.page.title}</h1>
          <BlockRenderer blocks={view.page.blocks} login={login} />
          <p className="cms-back">
            <a href={`/cms/${view.route._id}`}>回{view.route.name}列表</a>
          </p>
        </article>
      )
    default:
      return (
        <article aria-labelledby="cms-title" className="cms-page">
          <Breadcrumbs trail={view.trail} />
          <h1 id="cms-title">{view.route.name}</h1>
          <BlockRenderer blocks={view.blocks} login={login} />
          <Children nodes={view.route.children} />
        </article>
      )
  }
}
