import { describe, expect, it } from 'vitest'

import { ROBOT_MAX_MATCHES, bigramsOf, normaliseText, rankFaqs } from '@/modules/faq/robot'

/** The demo FAQ (src/modules/faq/seed.ts) plus one entry without keywords. */
const FAQS = [
  { _id: 'renew', question: '如何續借圖書？', keywords: ['續借', '借期', '延長'] },
  { _id: 'quota', question: '一次可以借幾本書？借期多久？', keywords: ['借書', '冊數', '借期'] },
  { _id: 'remote', question: '在院外如何使用電子資料庫？', keywords: ['遠端', '院外', '電子資料庫', 'VPN'] },
  { _id: 'print', question: '館內可以影印或列印嗎？', keywords: [] },
]

const ids = (question: string) => rankFaqs(question, FAQS).map((match) => match._id)

describe('normaliseText', () => {
  it('lowercases, makes full-width characters half-width and drops punctuation and spaces', () => {
    expect(normaliseText('ＶＰＮ　怎麼連？')).toBe('vpn怎麼連')
    expect(normaliseText(' Up To Date!! ')).toBe('uptodate')
    expect(normaliseText('「續借」、（圖書）')).toBe('續借圖書')
    expect(normaliseText('１２３')).toBe('123')
  })

  it('makes character pairs, or the single character of a one-character text', () => {
    expect([...bigramsOf('續借書')]).toEqual(['續借', '借書'])
    expect([...bigramsOf('書')]).toEqual(['書'])
    expect([...bigramsOf('')]).toEqual([])
  })
})

describe('rankFaqs', () => {
  it('finds the entry whose keyword the question contains, first', () => {
    const matches = rankFaqs('續借', FAQS)
    expect(matches[0]).toMatchObject({ _id: 'renew', question: '如何續借圖書？' })
    expect(matches[0]!.score).toBe(1)
    expect(matches.map((m) => m._id)).not.toContain('remote')
  })

  it('reads a whole sentence: a keyword inside it is a strong hit', () => {
    expect(ids('我想延長借書的期限，請問怎麼辦？')).toEqual(expect.arrayContaining(['renew', 'quota']))
    expect(ids('在家裡要怎麼連 VPN')[0]).toBe('remote')
    expect(ids('ｖｐｎ')[0]).toBe('remote')
  })

  it('weighs keywords more than the words of the question', () => {
    // 借期 is a keyword of both; 多久 only appears in the second question.
    const [first, second] = rankFaqs('借期多久', FAQS)
    expect(first!._id).toBe('quota')
    expect(second!._id).toBe('renew')
    expect(first!.score).toBeGreaterThan(second!.score)
  })

  it('matches entries without keywords by their question', () => {
    expect(ids('可以列印嗎')).toEqual(['print'])
  })

  it('matches a one-character question by single characters', () => {
    expect(ids('書')).toEqual(expect.arrayContaining(['renew', 'quota']))
    expect(ids('書')[0]).toBe('quota')
  })

  it('counts part of a keyword for less than the whole keyword', () => {
    const [match] = rankFaqs('資料庫', FAQS)
    expect(match!._id).toBe('remote')
    expect(match!.score).toBeLessThan(1)
  })

  it('drops weak matches: common question words alone do not match a topic', () => {
    expect(rankFaqs('今天天氣如何？', FAQS)).toEqual([])
    expect(rankFaqs('停車場在哪裡', FAQS)).toEqual([])
  })

  it('ignores blank input', () => {
    expect(rankFaqs('', FAQS)).toEqual([])
    expect(rankFaqs('   ', FAQS)).toEqual([])
    expect(rankFaqs('？！。', FAQS)).toEqual([])
    expect(rankFaqs('續借', [])).toEqual([])
  })

  it('returns at most five matches, best first, ties in the given order', () => {
    const many = Array.from({ length: 8 }, (_, i) => ({
      _id: `n${i}`,
      question: `第 ${i} 個續借問題`,
      keywords: i === 6 ? ['續借'] : [],
    }))
    const matches = rankFaqs('續借', many)
    expect(matches).toHaveLength(ROBOT_MAX_MATCHES)
    expect(matches.map((m) => m._id)).toEqual(['n6', 'n0', 'n1', 'n2', 'n3'])
  })
})
