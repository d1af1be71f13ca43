/**
 * The FAQ helper robot's matching (the FAQ robot links to
 * /faq/{id} and /feedback/create, and says so when nothing matches). Pure: the caller passes the
 * published FAQ entries.
 *
 * Chinese has no spaces between words, so text is compared by overlapping character pairs
 * (bigrams; single characters for a one-character question) after normalising: NFKC (full-width
 * letters, digits and punctuation become half-width), lower case, punctuation, symbols and spaces
 * removed. An entry scores by
 * - its keywords (weighted more): a keyword contained whole in the visitor's question is a strong
 *   hit; otherwise the bigram overlap (Dice) of question and keyword counts for less;
 * - its question: the share of the visitor's bigrams found in it (a question containing the
 *   visitor's whole text counts fully).
 * Common question words (如何, 怎麼, 請問 ...) are ignored unless they are all the visitor typed.
 */

export type RobotFaq = { _id: string; question: string; keywords?: readonly string[] | null }

export type RobotMatch = { _id: string; question: string; score: number }

export const ROBOT_MAX_MATCHES = 5

/** Scores under this (0..1) are weak matches and dropped. */
export const ROBOT_THRESHOLD = 0.15

/** The longest question the robot reads. */
export const ROBOT_MAX_QUESTION = 200

const KEYWORD_WEIGHT = 1.5
const QUESTION_WEIGHT = 1
const TOTAL_WEIGHT = KEYWORD_WEIGHT + QUESTION_WEIGHT
/** A keyword of one character contained in the question: a hint, not a strong hit. */
const SHORT_KEYWORD_HIT = 0.5
/** A keyword only partly present never counts as much as a whole one. */
const PARTIAL_KEYWORD_FACTOR = 0.8

/** Bigrams of question words that say nothing about the topic. */
const STOP_GRAMS = new Set([
  '如何',
  '怎麼',
  '怎樣',
  '請問',
  '什麼',
  '甚麼',
  '是否',
  '哪裡',
  '那裡',
  '為何',
  '為什',
  '可以',
  '我想',
  '我要',
  '想要',
  '要如',
  '何才',
  '能否',
  '有沒',
  '沒有',
  '是不',
  '不是',
])

/** Lower case, half-width, without punctuation, symbols or spaces. */
export const normaliseText = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}\p{Z}\p{C}\s]/gu, '')

/** The distinct overlapping character pairs of a normalised text (its only character when it has one). */
export const bigramsOf = (text: string): Set<string> => {
  const chars = Array.from(text)
  if (chars.length <= 1) return new Set(chars)
  const grams = new Set<string>()
  for (let i = 0; i < chars.length - 1; i++) grams.add(chars[i]! + chars[i + 1]!)
  return grams
}

const overlap = (a: ReadonlySet<string>, b: ReadonlySet<string>): number => {
  let count = 0
  for (const gram of a) if (b.has(gram)) count++
  return count
}

/** The visitor's grams that carry meaning (all of them when only question words were typed). */
const topicGrams = (grams: Set<string>): Set<string> => {
  const topical = new Set([...grams].filter((gram) => !STOP_GRAMS.has(gram)))
  return topical.size > 0 ? topical : grams
}

type Query = { text: string; grams: Set<string>; single: boolean }

const keywordScore = (query: Query, keywords: readonly string[]): number => {
  let best = 0
  for (const raw of keywords) {
    const keyword = normaliseText(raw)
    if (!keyword) continue
    let score: number
    if (query.text.includes(keyword)) score = Array.from(keyword).length > 1 ? 1 : SHORT_KEYWORD_HIT
    else if (query.single) score = keyword.includes(query.text) ? SHORT_KEYWORD_HIT : 0
    else {
      const grams = bigramsOf(keyword)
      const shared = overlap(query.grams, grams)
      score = shared === 0 ? 0 : ((2 * shared) / (query.grams.size + grams.size)) * PARTIAL_KEYWORD_FACTOR
    }
    best = Math.max(best, score)
    if (best >= 1) break
  }
  return best
}

const questionScore = (query: Query, question: string): number => {
  const text = normaliseText(question)
  if (!text) return 0
  if (text.includes(query.text)) return 1
  if (query.single) return 0
  return overlap(query.grams, bigramsOf(text)) / query.grams.size
}

/** How well one entry answers the normalised question, 0..1. */
const scoreOf = (query: Query, faq: RobotFaq): number =>
  (KEYWORD_WEIGHT * keywordScore(query, faq.keywords ?? []) + QUESTION_WEIGHT * questionScore(query, faq.question)) /
  TOTAL_WEIGHT

/**
 * The entries that best answer `question`, best first (ties keep the input order), at most
 * `limit`, weak matches dropped. A blank question matches nothing.
 */
export const rankFaqs = (
  question: string,
  faqs: readonly RobotFaq[],
  options: { limit?: number; threshold?: number } = {},
): RobotMatch[] => {
  const text = normaliseText(question.slice(0, ROBOT_MAX_QUESTION * 2))
  if (!text) return []
  const single = Array.from(text).length === 1
  const query: Query = { text, grams: single ? bigramsOf(text) : topicGrams(bigramsOf(text)), single }
  const threshold = options.threshold ?? ROBOT_THRESHOLD
  return faqs
    .map((faq, index) => ({ faq, index, score: scoreOf(query, faq) }))
    .filter((entry) => entry.score >= threshold)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, options.limit ?? ROBOT_MAX_MATCHES)
    .map(({ faq, score }) => ({ _id: faq._id, question: faq.question, score: Math.round(score * 1000) / 1000 }))
}
