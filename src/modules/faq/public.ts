import { type Payload, createLocalReq } from 'payload'

import { MSG } from '@/i18n/messages'
import { AppError } from '@/lib/errors'
import { isObjectId } from '@/lib/objectId'
import type { Faq } from '@/payload-types'
import { type RobotMatch, rankFaqs } from './robot'
import { type FaqRouteTree, faqTree } from './tree'
import { type ListQuery, type Paginated, allOf, keywordWhere, toPaginated } from '@/crud/listQuery'
import { PUBLISHED } from '@/crud/displayWindow'
import { relationId } from '@/lib/relation'

/**
 * The public FAQ calls (/public/faq, /{id}, /faq-categories,
 * /faq-infra) and the helper robot. Only published versions show: a draft,
 * or a new version under review, never does (the public keeps seeing the published one).
 */

export const FEEDBACK_URL = '/feedback/create'

const FAQ_SORT = ['sort', '-createdAt']

export type PublicFaqLink = { title: string; linkUrl: string; isExternal: boolean; categoryId: string | null }

/** An FAQ entry as the public sees it: no workflow fields. */
export type PublicFaq = {
  _id: string
  categoryId: string | null
  question: string
  keywords: string[]
  links: PublicFaqLink[]
  blocks: unknown
  blockText: string
  sort: number | null
  createdAt: string
  updatedAt: string
}

/** A line of the FAQ index: enough to list and link a question. */
export type PublicFaqSummary = { _id: string; question: string; categoryId: string | null }

export type PublicFaqCategory = { _id: string; name: string; sort: number | null }

/** A node of the FAQ tree; `answers` only name published entries. */
export type PublicFaqRoute = Omit<FaqRouteTree, 'children'> & { children: PublicFaqRoute[] }

export type PublicFaqInfra = { categories: PublicFaqCategory[]; tree: PublicFaqRoute[]; faqs: PublicFaqSummary[] }

export type FaqRobotAnswer = { matches: RobotMatch[]; feedbackUrl: string }

const notFound = () => new AppError(404, MSG.notFound)

const publicFaq = (doc: Faq): PublicFaq => ({
  _id: String(doc.id),
  categoryId: relationId(doc.categoryId),
  question: doc.question,
  keywords: doc.keywords ?? [],
  links: (doc.links ?? []).map((link) => ({
    title: link.title ?? '',
    linkUrl: link.linkUrl ?? '',
    isExternal: link.isExternal === true,
    categoryId: relationId(link.categoryId),
  })),
  blocks: doc.blocks ?? [],
  blockText: doc.blockText ?? '',
  sort: typeof doc.sort === 'number' ? doc.sort : null,
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
})

/** GET /public/faq: published entries by sort; `keyword` searches question, keywords and answer text. */
export const publicFaqList = async (
  payload: Payload,
  query: ListQuery,
  categoryId?: string,
): Promise<Paginated<PublicFaq>> => {
  const found = await payload.find({
    collection: 'faq',
    where: allOf(
      PUBLISHED,
      keywordWhere(query.keyword, ['question', 'keywords', 'blockText']),
      categoryId ? { categoryId: { equals: categoryId } } : undefined,
    ),
    page: query.page,
    limit: query.limit,
    sort: FAQ_SORT,
    depth: 0,
    overrideAccess: true,
  })
  return toPaginated(found, query, publicFaq)
}

/** GET /public/faq/{id}: one published entry, else 404 (also for an id that is no ObjectId). */
export const publicFaqItem = async (payload: Payload, id: string): Promise<PublicFaq> => {
  if (!isObjectId(id)) throw notFound()
  const found = await payload.find({
    collection: 'faq',
    where: allOf({ id: { equals: id.toLowerCase() } }, PUBLISHED),
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc = found.docs[0]
  if (!doc) throw notFound()
  return publicFaq(doc)
}

/** GET /public/faq-categories: every category, by sort. */
export const publicFaqCategories = async (payload: Payload): Promise<PublicFaqCategory[]> => {
  const found = await payload.find({
    collection: 'faq-categories',
    pagination: false,
    sort: ['sort', 'name'],
    depth: 0,
    overrideAccess: true,
  })
  return found.docs.map((doc) => ({
    _id: String(doc.id),
    name: doc.name,
    sort: typeof doc.sort === 'number' ? doc.sort : null,
  }))
}

/** Every published entry's id, question, keywords and category, by sort. */
const publishedFaqIndex = async (payload: Payload) => {
  const found = await payload.find({
    collection: 'faq',
    where: PUBLISHED,
    pagination: false,
    sort: FAQ_SORT,
    depth: 0,
    select: { question: true, keywords: true, categoryId: true },
    overrideAccess: true,
  })
  return found.docs.map((doc) => ({
    _id: String(doc.id),
    question: doc.question,
    keywords: doc.keywords ?? [],
    categoryId: relationId(doc.categoryId),
  }))
}

const withPublishedAnswers = (nodes: readonly FaqRouteTree[], published: ReadonlySet<string>): PublicFaqRoute[] =>
  nodes.map((node) => ({
    ...node,
    answers: node.answers.filter((id) => published.has(id)),
    children: withPublishedAnswers(node.children, published),
  }))

/**
 * GET /public/faq-infra: what the FAQ page needs in one call: the categories, the FAQ tree
 * (answers limited to published entries) and the published questions.
 */
export const publicFaqInfra = async (payload: Payload): Promise<PublicFaqInfra> => {
  const [categories, tree, index] = await Promise.all([
    publicFaqCategories(payload),
    createLocalReq({}, payload).then((req) => faqTree.allTree(req)),
    publishedFaqIndex(payload),
  ])
  const published = new Set(index.map((faq) => faq._id))
  return {
    categories,
    tree: withPublishedAnswers(tree, published),
    faqs: index.map(({ _id, question, categoryId }) => ({ _id, question, categoryId })),
  }
}

/** A published entry as the FAQ page searches it. */
export type FaqSearchEntry = PublicFaqSummary & { keywords: string[]; blockText: string }

/** Every published entry with the text a keyword search reads, by sort (the FAQ page caches it). */
export const publicFaqSearchIndex = async (payload: Payload): Promise<FaqSearchEntry[]> => {
  const found = await payload.find({
    collection: 'faq',
    where: PUBLISHED,
    pagination: false,
    sort: FAQ_SORT,
    depth: 0,
    select: { question: true, keywords: true, categoryId: true, blockText: true },
    overrideAccess: true,
  })
  return found.docs.map((doc) => ({
    _id: String(doc.id),
    question: doc.question,
    categoryId: relationId(doc.categoryId),
    keywords: doc.keywords ?? [],
    blockText: doc.blockText ?? '',
  }))
}

/**
 * The entries matching a keyword and a category, as GET /public/faq matches them: every word of
 * the keyword (case-insensitive) appears in the question, a keyword or the answer text.
 */
export const filterFaqIndex = (
  entries: readonly FaqSearchEntry[],
  keyword?: string,
  categoryId?: string,
): FaqSearchEntry[] => {
  const words = (keyword ?? '').toLowerCase().split(/\s+/).filter(Boolean)
  return entries.filter((entry) => {
    if (categoryId && entry.categoryId !== categoryId) return false
    if (words.length === 0) return true
    const text = [entry.question, ...entry.keywords, entry.blockText].join('\n').toLowerCase()
    return words.every((word) => text.includes(word))
  })
}

/** GET /public/faq-robot: the published entries that best answer the visitor's question. */
export const publicFaqRobot = async (payload: Payload, question: string): Promise<FaqRobotAnswer> => {
  const text = question.trim()
  if (!text) return { matches: [], feedbackUrl: FEEDBACK_URL }
  return { matches: rankFaqs(text, await publishedFaqIndex(payload)), feedbackUrl: FEEDBACK_URL }
}
