'use client'

import React, { useEffect, useId, useRef, useState } from 'react'

/**
 * The FAQ helper robot: a chat-style panel. The visitor types a
 * question (Enter or the button sends; blank input is ignored); the robot answers with links to
 * the matching questions (/faq/{id}) or says nothing matched, and always offers the feedback
 * form (/feedback/create). It asks GET /api/public/faq-robot.
 */

type Match = { _id: string; question: string; score: number }

type NewMessage =
  { role: 'visitor'; text: string } | { role: 'robot'; text: string; matches?: Match[]; feedbackUrl?: string }

type Message = NewMessage & { id: number }

const FEEDBACK_URL = '/feedback/create'
const MAX_QUESTION = 200

const ROBOT_TEXT = {
  title: '常見問題小幫手',
  greeting: '您好，我是常見問題小幫手，請輸入您想詢問的問題，例如「如何續借」。',
  found: '以下是可能符合您問題的常見問題：',
  noMatch: '很抱歉，找不到與您的搜尋條件相對應的問題。',
  failed: '很抱歉，系統暫時無法回應，請稍後再試。',
  feedback: '沒有找到答案嗎？歡迎前往意見回饋',
  label: '輸入您的問題',
  send: '送出',
  sending: '查詢中…',
  log: '小幫手對話紀錄',
  you: '您',
  robot: '小幫手',
} as const

export const FaqRobot: React.FC<{ headingLevel?: 'h2' | 'h3' }> = ({ headingLevel = 'h2' }) => {
  const Heading = headingLevel
  const inputId = useId()
  const titleId = useId()
  const [messages, setMessages] = useState<Message[]>([{ id: 0, role: 'robot', text: ROBOT_TEXT.greeting }])
  const [question, setQuestion] = useState('')
  const [busy, setBusy] = useState(false)
  const nextId = useRef(1)
  const logRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const log = logRef.current
    if (log) log.scrollTop = log.scrollHeight
  }, [messages])

  const add = (message: NewMessage) => {
    const id = nextId.current++
    setMessages((current) => [...current, { ...message, id }])
  }

  const ask = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const text = question.trim()
    if (!text || busy) return
    add({ role: 'visitor', text })
    setQuestion('')
    setBusy(true)
    try {
      const response = await fetch(
        `/api/public/faq-robot?${new URLSearchParams({ question: text.slice(0, MAX_QUESTION) })}`,
        {
          headers: { Accept: 'application/json' },
        },
      )
      if (!response.ok) throw new Error(String(response.status))
      const { result } = (await response.json()) as { result: { matches: Match[]; feedbackUrl?: string } }
      const feedbackUrl = result.feedbackUrl || FEEDBACK_URL
      if (result.matches.length > 0)
        add({ role: 'robot', text: ROBOT_TEXT.found, matches: result.matches, feedbackUrl })
      else add({ role: 'robot', text: ROBOT_TEXT.noMatch, feedbackUrl })
    } catch {
      add({ role: 'robot', text: ROBOT_TEXT.failed, feedbackUrl: FEEDBACK_URL })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby={titleId} className="faq-robot">
      <Heading className="faq-robot__title" id={titleId}>
        {ROBOT_TEXT.title}
      </Heading>
      <div
        aria-label={ROBOT_TEXT.log}
        aria-live="polite"
        className="faq-robot__log"
        ref={logRef}
        role="log"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the scrollable chat log must be focusable so keyboard users can scroll it (axe scrollable-region-focusable)
        tabIndex={0}
      >
        {messages.map((message) => (
          <div className={`faq-robot__message faq-robot__message--${message.role}`} key={message.id}>
            <span className="faq-robot__speaker">{message.role === 'robot' ? ROBOT_TEXT.robot : ROBOT_TEXT.you}：</span>
            <p className="faq-robot__text">{message.text}</p>
            {message.role === 'robot' && message.matches && message.matches.length > 0 ? (
              <ul className="faq-robot__matches">
                {message.matches.map((match) => (
                  <li key={match._id}>
                    <a href={`/faq/${match._id}`}>{match.question}</a>
                  </li>
                ))}
              </ul>
            ) : null}
            {message.role === 'robot' && message.feedbackUrl ? (
              <p className="faq-robot__feedback">
                <a href={message.feedbackUrl}>{ROBOT_TEXT.feedback}</a>
              </p>
            ) : null}
          </div>
        ))}
      </div>
      <form className="faq-robot__form" onSubmit={ask}>
        <label className="faq-robot__label" htmlFor={inputId}>
          {ROBOT_TEXT.label}
        </label>
        <div className="faq-robot__row">
          <input
            autoComplete="off"
            className="faq-robot__input"
            id={inputId}
            maxLength={MAX_QUESTION}
            name="question"
            onChange={(event) => setQuestion(event.target.value)}
            type="text"
            value={question}
          />
          <button aria-busy={busy} className="faq-robot__send" disabled={busy} type="submit">
            {busy ? ROBOT_TEXT.sending : ROBOT_TEXT.send}
          </button>
        </div>
      </form>
    </section>
  )
}
