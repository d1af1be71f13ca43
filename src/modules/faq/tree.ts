import { relationId, relationIds } from '@/lib/relation'
import { FLAGS } from '@/access'
import { TREE_MSG } from '@/trees/messages'
import { type StoredTreeDoc, type TreeNodeBase, treeService } from '@/trees/treeCollection'
import type { TreeOf } from '@/trees/trees'

/**
 * The FAQ tree: nodes with the ids of their answering
 * FAQ entries. The same tree implementation as the navigation tree, without the routeIds scope.
 */

export type FaqRouteNode = TreeNodeBase & { answers: string[] }

export type FaqRouteTree = TreeOf<FaqRouteNode>

export const toFaqRouteNode = (doc: StoredTreeDoc): FaqRouteNode => ({
  _id: String(doc.id),
  parentId: relationId(doc.parentId),
  name: doc.name,
  answers: relationIds(doc.answers),
  sort: doc.sort ?? '',
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
})

export const faqTree = treeService<FaqRouteNode>({
  slug: 'faq-routes',
  toNode: toFaqRouteNode,
  dataOf: (input) => ({
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.answers !== undefined ? { answers: input.answers } : {}),
  }),
  defaults: { answers: [] },
  references: [{ key: 'answers', collection: 'faq', message: TREE_MSG.unknownAnswer }],
  inUseMessage: TREE_MSG.faqHasChildren,
  dependentsMessage: () => TREE_MSG.faqHasChildren,
  deleteFlag: FLAGS.faq.delete,
})
