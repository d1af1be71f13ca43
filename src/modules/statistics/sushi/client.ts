import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'

import { SUSHI_MSG } from './messages'

/**
 * The SUSHI HTTP client (docs/statistics.md §2 "Asking the vendor"): http(s) only, a timeout, a
 * response-size limit, redirects followed only after the same checks, and an SSRF guard: the host
 * is resolved and every address it resolves to must be public (no loopback, private, link-local,
 * unique-local, CGNAT, multicast or reserved address) unless the host is listed in the
 * environment variable SUSHI_ALLOWED_HOSTS (comma-separated). The check runs inside the socket's
 * own DNS lookup, so the address connected to is the address checked (no DNS rebinding).
 * Built on node:http(s) rather than fetch for that lookup hook; no extra package needed.
 */

export type SushiRelease = '5' | '5.1'

export type SushiSource = {
  url: string
  customerId?: string | null
  requestorId?: string | null
  apiKey?: string | null
  platform?: string | null
  release?: SushiRelease | null
}

export type SushiHttpAnswer = {
  status: number
  body: string
  contentType: string
  retryAfter: string | null
  /** The url asked, the api_key hidden (it is stored beside the raw answer). */
  url: string
}

/** A refusal before or while asking (bad url, blocked address, timeout, too large, network). */
export class SushiRequestError extends Error {
  constructor(
    message: string,
    /** 'refused': the url itself is not allowed (a 400 for a call); else a harvest failure. */
    readonly kind: 'refused' | 'timeout' | 'tooLarge' | 'network',
  ) {
    super(message)
  }
}

export const DEFAULT_TIMEOUT_MS = 30_000
export const DEFAULT_MAX_BYTES = 50 * 1024 * 1024

/** A byte limit in MB as the words give it (50, 1, 0.5). */
export const megabytes = (bytes: number): number => Math.round((bytes / (1024 * 1024)) * 10) / 10
const MAX_REDIRECTS = 3

const envNumber = (name: string, fallback: number): number => {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value > 0 ? value : fallback
}

/** The response-size limit in force (SUSHI_MAX_BYTES, else 50 MB). */
export const maxResponseBytes = (): number => envNumber('SUSHI_MAX_BYTES', DEFAULT_MAX_BYTES)

export const allowedHosts = (): Set<string> =>
  new Set(
    (process.env.SUSHI_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((host) =>
        host
          .trim()
          .toLowerCase()
          .replace(/^\[|\]$/g, ''),
      )
      .filter(Boolean),
  )

const blocked = new net.BlockList()
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(address, prefix, 'ipv4')
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b::', 96],
] as const)
  blocked.addSubnet(address, prefix, 'ipv6')

/** Is this address one a user-supplied url must not reach (loopback, private, link-local…)? */
export const isPrivateAddress = (address: string): boolean => {
  const family = net.isIP(address)
  if (family === 4) return blocked.check(address, 'ipv4')
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
    if (mapped) return blocked.check(mapped[1]!, 'ipv4')
    return blocked.check(address, 'ipv6')
  }
  return true
}

/** The url checked: http(s), no credentials in it; throws SushiRequestError('refused'). */
export const checkUrl = (value: string): URL => {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new SushiRequestError(SUSHI_MSG.badUrl, 'refused')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SushiRequestError(SUSHI_MSG.badUrl, 'refused')
  if (url.username || url.password) throw new SushiRequestError(SUSHI_MSG.badUrl, 'refused')
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase()
  if (net.isIP(host) && isPrivateAddress(host) && !allowedHosts().has(host))
    throw new SushiRequestError(SUSHI_MSG.privateAddress, 'refused')
  return url
}

/** The socket's DNS lookup, refusing private answers for hosts not allowed. */
const guardedLookup =
  (host: string): net.LookupFunction =>
  (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0)
      const list = addresses as dns.LookupAddress[]
      if (!allowedHosts().has(host) && list.some((entry) => isPrivateAddress(entry.address))) {
        return callback(Object.assign(new Error(SUSHI_MSG.privateAddress), { code: 'SUSHI_PRIVATE' }), '', 0)
      }
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list)
      const first = list[0]
      if (!first) return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '', 0)
      callback(null, first.address, first.family)
    })
  }

const once = (
  url: URL,
  timeoutMs: number,
  maxBytes: number,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> =>
  new Promise((resolve, reject) => {
    const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase()
    const client = url.protocol === 'https:' ? https : http
    const request = client.request(
      url,
      // A fresh connection per request (agent: false): no pooled socket the vendor may have closed
      // (ECONNRESET), and every connection goes through the guarded lookup.
      {
        method: 'GET',
        headers: { Accept: 'application/json', 'User-Agent': 'shennong-library-sushi/1.0' },
        lookup: guardedLookup(host),
        timeout: timeoutMs,
        agent: false,
      },
      (response) => {
        const declared = Number(response.headers['content-length'])
        if (Number.isFinite(declared) && declared > maxBytes) {
          request.destroy()
          return reject(new SushiRequestError(SUSHI_MSG.tooLarge(megabytes(maxBytes)), 'tooLarge'))
        }
        const chunks: Buffer[] = []
        let size = 0
        response.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > maxBytes) {
            request.destroy()
            reject(new SushiRequestError(SUSHI_MSG.tooLarge(megabytes(maxBytes)), 'tooLarge'))
            return
          }
          chunks.push(chunk)
        })
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        response.on('error', (error) => reject(new SushiRequestError(SUSHI_MSG.network(error.message), 'network')))
      },
    )
    // The whole exchange, not only socket idleness, is held to the timeout.
    const timer = setTimeout(() => {
      request.destroy()
      reject(new SushiRequestError(SUSHI_MSG.timeout, 'timeout'))
    }, timeoutMs)
    request.on('close', () => clearTimeout(timer))
    request.on('timeout', () => {
      request.destroy()
      reject(new SushiRequestError(SUSHI_MSG.timeout, 'timeout'))
    })
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'SUSHI_PRIVATE') reject(new SushiRequestError(SUSHI_MSG.privateAddress, 'refused'))
      else reject(new SushiRequestError(SUSHI_MSG.network(error.code ?? error.message), 'network'))
    })
    request.end()
  })

/** GET a url with every check, following at most three redirects (each checked again). */
export const sushiGet = async (
  value: string,
  options: { timeoutMs?: number; maxBytes?: number } = {},
): Promise<Omit<SushiHttpAnswer, 'url'>> => {
  const timeoutMs = options.timeoutMs ?? envNumber('SUSHI_TIMEOUT_MS', DEFAULT_TIMEOUT_MS)
  const maxBytes = options.maxBytes ?? maxResponseBytes()
  let url = checkUrl(value)
  for (let hop = 0; ; hop++) {
    const answer = await once(url, timeoutMs, maxBytes)
    const location = answer.headers.location
    if (answer.status >= 300 && answer.status < 400 && location) {
      if (hop >= MAX_REDIRECTS) throw new SushiRequestError(SUSHI_MSG.tooManyRedirects, 'network')
      url = checkUrl(new URL(location, url).toString())
      continue
    }
    const retryAfter = answer.headers['retry-after']
    return {
      status: answer.status,
      body: answer.body,
      contentType: String(answer.headers['content-type'] ?? ''),
      retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
    }
  }
}

/** The release a url speaks: 5.1 when its path ends in /r51, else the one given, else 5. */
export const releaseOfUrl = (url: string, release?: SushiRelease | null): SushiRelease => {
  try {
    if (/\/r51\/?$/i.test(new URL(url).pathname)) return '5.1'
  } catch {
    /* checked elsewhere */
  }
  return release ?? '5'
}

/** The base of the calls: the url without trailing slash, with /r51 for Release 5.1. */
export const baseOf = (source: SushiSource): string => {
  const base = source.url.trim().replace(/\/+$/, '')
  return releaseOfUrl(base, source.release) === '5.1' && !/\/r51$/i.test(base) ? `${base}/r51` : base
}

/**
 * The attributes a master report asks to show, by release: R5.1 removed Section_Type (asking
 * for it draws a 3062 warning or a refusal), so only R5 asks for it.
 */
const MASTER_ATTRIBUTES: Record<SushiRelease, Record<string, string>> = {
  '5': {
    TR: 'Data_Type|Section_Type|YOP|Access_Type|Access_Method',
    DR: 'Data_Type|Access_Method',
    PR: 'Data_Type|Access_Method',
    IR: 'Data_Type|YOP|Access_Type|Access_Method',
  },
  '5.1': {
    TR: 'Data_Type|YOP|Access_Type|Access_Method',
    DR: 'Data_Type|Access_Method',
    PR: 'Data_Type|Access_Method',
    IR: 'Data_Type|YOP|Access_Type|Access_Method',
  },
}

/** The url of a call (`status`, `reports` or `reports/<id>`), the credentials in its query. */
export const callUrl = (source: SushiSource, call: string, extra: Record<string, string> = {}): URL => {
  const url = checkUrl(`${baseOf(source)}/${call}`)
  const params: Record<string, string | null | undefined> = {
    customer_id: source.customerId,
    requestor_id: source.requestorId,
    api_key: source.apiKey,
    platform: source.platform,
    ...extra,
  }
  for (const [key, value] of Object.entries(params)) if (value) url.searchParams.set(key, value)
  return url
}

/** The url as stored and shown: the api_key replaced. */
export const redact = (url: URL): string => {
  const copy = new URL(url.toString())
  if (copy.searchParams.has('api_key')) copy.searchParams.set('api_key', '***')
  return copy.toString()
}

/** GET a call of a source. */
export const sushiCall = async (
  source: SushiSource,
  call: string,
  extra?: Record<string, string>,
): Promise<SushiHttpAnswer> => {
  const url = callUrl(source, call, extra)
  const answer = await sushiGet(url.toString())
  return { ...answer, url: redact(url) }
}

/** The query of a report request: the months, and the attributes to show for a master report of the source's release. */
const reportQuery = (source: SushiSource, reportType: string, begin: string, end: string): Record<string, string> => {
  const attributes = MASTER_ATTRIBUTES[releaseOfUrl(source.url, source.release)][reportType.toUpperCase()]
  return { begin_date: begin, end_date: end, ...(attributes ? { attributes_to_show: attributes } : {}) }
}

/** The url of a report request (`reports/<id>?begin_date=YYYY-MM&end_date=YYYY-MM…`), credentials included. */
export const reportUrl = (source: SushiSource, reportType: string, begin: string, end = begin): URL =>
  callUrl(source, `reports/${reportType.toLowerCase()}`, reportQuery(source, reportType, begin, end))

/** Ask one month (or months) of a report: `reports/<id>?begin_date=YYYY-MM&end_date=YYYY-MM`. */
export const fetchReport = (
  source: SushiSource,
  reportType: string,
  begin: string,
  end = begin,
): Promise<SushiHttpAnswer> =>
  sushiCall(source, `reports/${reportType.toLowerCase()}`, reportQuery(source, reportType, begin, end))
