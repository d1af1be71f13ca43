import React from 'react'

import { type RouteTree, linkOf } from '@/modules/cms'

const NodeLink: React.FC<{ node: RouteTree }> = ({ node }) => {
  const { href, newWindow } = linkOf(node)
  if (!href) return <span className="nav-label">{node.name}</span>
  return (
    <a href={href} {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {node.name}
      {newWindow ? <span className="sr-only">（另開新視窗）</span> : null}
    </a>
  )
}

const Branch: React.FC<{ nodes: RouteTree[]; level: number }> = ({ nodes, level }) => (
  <ul className={level === 0 ? 'nav-top' : 'nav-sub'}>
    {nodes.map((node) => (
      <li key={node._id}>
        <NodeLink node={node} />
        {node.children.length > 0 ? <Branch nodes={node.children} level={level + 1} /> : null}
      </li>
    ))}
  </ul>
)

/**
 * The top navigation built from the route tree the visitor may see: a bar
 * above 920 px, the burger menu's panel below (MenuToggle). The access key U anchor of the top
 * menu area is in the header, beside it.
 */
export const SiteNav: React.FC<{ tree: RouteTree[] }> = ({ tree }) =>
  tree.length === 0 ? null : (
    <nav aria-label="主選單" className="site-nav" id="site-nav">
      <Branch nodes={tree} level={0} />
    </nav>
  )
