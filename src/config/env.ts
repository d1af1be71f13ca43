import path from 'node:path'

/** Where the project keeps its runtime files (database, outbox, generated secret). */
export const PROJECT_ROOT = process.cwd()
export const DATA_DIR = path.resolve(PROJECT_ROOT, process.env.DATA_DIR || 'data')

export const DEFAULT_SQLITE_URL = `file:${path.join(DATA_DIR, 'shennong.db')}`

export type DatabaseKind = 'sqlite' | 'postgres' | 'mongodb'

export const databaseKind = (url: string): DatabaseKind => {
  if (/^postgres(ql)?:\/\//i.test(url)) return 'postgres'
  if (/^mongodb(\+srv)?:\/\//i.test(url)) return 'mongodb'
  return 'sqlite'
}

export type SmtpSettings = {
  host: string
  port: number
  secure: boolean
  user?: string
  pass?: string
  from: string
  fromName: string
  /** How long the server may take to connect and greet (the socket may idle twice as long). */
  timeoutMs: number
}

/** SMTP_TIMEOUT_MS unless set: a mail server that does not answer fails a send in seconds, not minutes. */
export const DEFAULT_SMTP_TIMEOUT_MS = 10_000

export const DEFAULT_FROM = 'library@localhost'
export const DEFAULT_FROM_NAME = '神農醫學圖書館'

/** SMTP_* variables; undefined when no SMTP_HOST is set (mail then goes to the outbox folder). */
export const smtpFromEnv = (env: NodeJS.ProcessEnv = process.env): SmtpSettings | undefined => {
  if (!env.SMTP_HOST) return undefined
  const port = Number(env.SMTP_PORT || 587)
  return {
    host: env.SMTP_HOST,
    port,
    secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : port === 465,
    user: env.SMTP_USER || undefined,
    pass: env.SMTP_PASS || undefined,
    from: env.SMTP_FROM || DEFAULT_FROM,
    fromName: env.SMTP_FROM_NAME || DEFAULT_FROM_NAME,
    timeoutMs: smtpTimeoutMs(env.SMTP_TIMEOUT_MS),
  }
}

/** MAIL_QUEUE_SECONDS unless set: how often the mail queue sends what was queued. */
export const DEFAULT_MAIL_QUEUE_SECONDS = 10

/**
 * MAIL_QUEUE_SECONDS: the mail queue runs every that many seconds, a whole number from 1 to 59
 * (a divisor of 60 keeps the runs evenly spaced); anything else stops the start.
 */
export const mailQueueSeconds = (value: string | undefined = process.env.MAIL_QUEUE_SECONDS): number => {
  if (value === undefined || value.trim() === '') return DEFAULT_MAIL_QUEUE_SECONDS
  if (!/^\d{1,2}$/.test(value.trim()) || Number(value) < 1 || Number(value) > 59)
    throw new Error(`MAIL_QUEUE_SECONDS must be a whole number of seconds from 1 to 59, not "${value}"`)
  return Number(value)
}

const smtpTimeoutMs = (value: string | undefined): number => {
  if (value === undefined || value.trim() === '') return DEFAULT_SMTP_TIMEOUT_MS
  if (!/^\d{1,7}$/.test(value.trim()) || Number(value) < 100)
    throw new Error(`SMTP_TIMEOUT_MS must be a whole number of milliseconds (100 or more), not "${value}"`)
  return Number(value)
}
