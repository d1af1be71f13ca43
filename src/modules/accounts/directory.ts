import fs from 'node:fs'
import type tls from 'node:tls'

import { Client, Filter, InvalidCredentialsError, type SearchOptions, SizeLimitExceededError } from 'ldapts'

/**
 * The hospital directory: internal patrons sign in with their directory account
 * (LDAP or Active Directory) where the platform asks for an internal account's password
 * (validate-internal, bookings, recommendations, 我的預約). Configured by the environment;
 * without LDAP_URL there is no directory and nothing changes.
 *
 * One sign-in is: bind as the search account, find the one entry the user filter names, bind as
 * that entry with the password given, and (when LDAP_GROUP_FILTER is set) find the group that
 * admits it, all on one connection and within LDAP_TIMEOUT_MS in total. The password is sent to
 * the directory only in that bind, and is never stored.
 */

export type DirectoryAttributes = {
  name: string
  email: string
  phoneNumber: string
  department: string
  jobTitle: string
}

export type DirectoryConfig = {
  url: string
  bindDN: string
  bindPassword: string
  baseDN: string
  /** With `{username}`, replaced by the escaped username. */
  userFilter: string
  /** With `{dn}` and/or `{username}`; null: every entry the user filter finds may sign in. */
  groupFilter: string | null
  groupBaseDN: string
  attributes: DirectoryAttributes
  timeoutMs: number
  startTls: boolean
  tls: tls.ConnectionOptions
  /** Which account a password is checked against first: the platform's own or the directory's. */
  order: 'local-first' | 'directory-first'
}

/** Who the directory says a patron is: what the forms fill in and the shadow record keeps. */
export type DirectoryPatron = {
  dn: string
  username: string
  name: string
  email: string | null
  phoneNumber: string | null
  department: string | null
  jobTitle: string | null
}

export type DirectoryVerdict =
  { kind: 'ok'; patron: DirectoryPatron } | { kind: 'unknown' } | { kind: 'wrong-password' } | { kind: 'outside-group' }

/** The directory did not answer in time, refused the search account, or is set up wrong: nothing is accepted. */
export class DirectoryUnavailable extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options)
    this.name = 'DirectoryUnavailable'
  }
}

const DEFAULT_ATTRIBUTES: DirectoryAttributes = {
  name: 'displayName',
  email: 'mail',
  phoneNumber: 'telephoneNumber',
  department: 'departmentNumber',
  jobTitle: 'title',
}

const configs = new Map<string, DirectoryConfig | null>()

/**
 * The directory of the environment, or null without LDAP_URL. Read at each sign-in (a changed
 * environment takes effect without a restart in tests), parsed once per set of values. A value
 * that cannot work throws DirectoryUnavailable naming the variable.
 */
export const directoryConfigOf = (
  env: Readonly<Record<string, string | undefined>> = process.env,
): DirectoryConfig | null => {
  const url = env.LDAP_URL?.trim()
  if (!url) return null
  const names = Object.keys(env)
    .filter((name) => name.startsWith('LDAP_') || name === 'ACCOUNT_SOURCE_ORDER')
    .sort()
  const key = names.map((name) => `${name}=${env[name]}`).join('\n')
  if (configs.has(key)) return configs.get(key)!
  const config = parseConfig(env, url)
  configs.set(key, config)
  return config
}

const parseConfig = (env: Readonly<Record<string, string | undefined>>, url: string): DirectoryConfig => {
  const wrong = (name: string, why: string) => new DirectoryUnavailable(`${name}: ${why}`)
  if (!/^ldaps?:\/\/[^/]+\/?$/i.test(url)) throw wrong('LDAP_URL', 'must be ldap://host[:port] or ldaps://host[:port]')
  const baseDN = env.LDAP_BASE_DN?.trim()
  if (!baseDN) throw wrong('LDAP_BASE_DN', 'is required with LDAP_URL')
  const userFilter = env.LDAP_USER_FILTER?.trim() || '(uid={username})'
  if (!userFilter.includes('{username}')) throw wrong('LDAP_USER_FILTER', 'must contain {username}')
  const groupFilter = env.LDAP_GROUP_FILTER?.trim() || null
  if (groupFilter && !groupFilter.includes('{dn}') && !groupFilter.includes('{username}'))
    throw wrong('LDAP_GROUP_FILTER', 'must contain {dn} or {username}')
  const timeoutMs = Number(env.LDAP_TIMEOUT_MS ?? 5000)
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 60_000)
    throw wrong('LDAP_TIMEOUT_MS', 'must be a whole number of milliseconds from 100 to 60000')
  const order = env.ACCOUNT_SOURCE_ORDER?.trim() || 'local-first'
  if (order !== 'local-first' && order !== 'directory-first')
    throw wrong('ACCOUNT_SOURCE_ORDER', 'must be local-first or directory-first')
  const caFile = env.LDAP_TLS_CA_FILE?.trim()
  let ca: Buffer | undefined
  if (caFile) {
    try {
      ca = fs.readFileSync(caFile)
    } catch (error) {
      throw new DirectoryUnavailable(`LDAP_TLS_CA_FILE: cannot read ${caFile}`, { cause: error })
    }
  }
  const attribute = (name: string, fallback: string) => env[name]?.trim() || fallback
  return {
    url,
    bindDN: env.LDAP_BIND_DN?.trim() ?? '',
    bindPassword: env.LDAP_BIND_PASSWORD ?? '',
    baseDN,
    userFilter,
    groupFilter,
    groupBaseDN: env.LDAP_GROUP_BASE_DN?.trim() || baseDN,
    attributes: {
      name: attribute('LDAP_ATTR_NAME', DEFAULT_ATTRIBUTES.name),
      email: attribute('LDAP_ATTR_EMAIL', DEFAULT_ATTRIBUTES.email),
      phoneNumber: attribute('LDAP_ATTR_PHONE', DEFAULT_ATTRIBUTES.phoneNumber),
      department: attribute('LDAP_ATTR_DEPARTMENT', DEFAULT_ATTRIBUTES.department),
      jobTitle: attribute('LDAP_ATTR_JOB_TITLE', DEFAULT_ATTRIBUTES.jobTitle),
    },
    timeoutMs,
    startTls: env.LDAP_STARTTLS === 'true',
    tls: { ...(ca ? { ca } : {}), rejectUnauthorized: env.LDAP_TLS_REJECT_UNAUTHORIZED !== 'false' },
    order,
  }
}

/** A filter template with its placeholders replaced by escaped values (RFC 4515: no value can add a clause). */
export const fillFilter = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? Filter.escape(values[name]!) : whole))

/** The first value of an attribute as text, or null. */
const textOf = (value: string | string[] | Buffer | Buffer[] | undefined): string | null => {
  const first = Array.isArray(value) ? value[0] : value
  if (first === undefined) return null
  const text = (Buffer.isBuffer(first) ? first.toString('utf8') : first).trim()
  return text || null
}

/**
 * Check a username and password against the directory. Unknown user, wrong password and a user
 * outside the allowed group are verdicts; a directory that does not answer within the timeout
 * (in total), or refuses the search account, throws DirectoryUnavailable.
 */
export const checkDirectory = async (
  config: DirectoryConfig,
  username: string,
  password: string,
): Promise<DirectoryVerdict> => {
  // An empty password would be an unauthenticated bind, which many directories accept (RFC 4513 §5.1.2).
  if (!username.trim() || !password) return { kind: 'wrong-password' }
  // ldapts speaks TLS from the first byte whenever tlsOptions are given: only for ldaps:// (StartTLS takes them itself).
  const secure = config.url.toLowerCase().startsWith('ldaps:')
  const client = new Client({
    url: config.url,
    timeout: config.timeoutMs,
    connectTimeout: config.timeoutMs,
    ...(secure ? { tlsOptions: config.tls } : {}),
  })
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new DirectoryUnavailable(`no answer from ${config.url} within ${config.timeoutMs} ms`)),
      config.timeoutMs,
    )
  })
  try {
    return await Promise.race([signIn(client, config, username.trim(), password), deadline])
  } catch (error) {
    if (error instanceof DirectoryUnavailable) throw error
    throw new DirectoryUnavailable(`${config.url}: ${(error as Error).message}`, { cause: error })
  } finally {
    clearTimeout(timer)
    void client.unbind().catch(() => undefined)
  }
}

const signIn = async (
  client: Client,
  config: DirectoryConfig,
  username: string,
  password: string,
): Promise<DirectoryVerdict> => {
  if (config.startTls) await client.startTLS(config.tls)
  const asSearchAccount = async () => {
    try {
      await client.bind(config.bindDN, config.bindPassword)
    } catch (error) {
      if (error instanceof InvalidCredentialsError)
        throw new DirectoryUnavailable('the search account (LDAP_BIND_DN, LDAP_BIND_PASSWORD) was refused', {
          cause: error,
        })
      throw error
    }
  }
  await asSearchAccount()
  const { name, email, phoneNumber, department, jobTitle } = config.attributes
  const search: SearchOptions = {
    scope: 'sub',
    filter: fillFilter(config.userFilter, { username }),
    attributes: [name, 'cn', email, phoneNumber, department, jobTitle],
    sizeLimit: 2,
  }
  const found = await client.search(config.baseDN, search).catch((error: unknown) => {
    if (error instanceof SizeLimitExceededError) return null
    throw error
  })
  // None, or more than one: the username does not name one person.
  if (!found || found.searchEntries.length !== 1) return { kind: 'unknown' }
  const { searchEntries } = found
  const entry = searchEntries[0]!
  try {
    await client.bind(entry.dn, password)
  } catch (error) {
    if (error instanceof InvalidCredentialsError) return { kind: 'wrong-password' }
    throw error
  }
  if (config.groupFilter) {
    await asSearchAccount()
    const admitted = await client
      .search(config.groupBaseDN, {
        scope: 'sub',
        filter: fillFilter(config.groupFilter, { dn: entry.dn, username }),
        attributes: ['dn'],
        sizeLimit: 1,
      })
      .then((groups) => groups.searchEntries.length > 0)
      // More than one group admits the entry.
      .catch((error: unknown) => {
        if (error instanceof SizeLimitExceededError) return true
        throw error
      })
    if (!admitted) return { kind: 'outside-group' }
  }
  return {
    kind: 'ok',
    patron: {
      dn: entry.dn,
      username,
      name: textOf(entry[name]) ?? textOf(entry.cn) ?? username,
      email: textOf(entry[email]),
      phoneNumber: textOf(entry[phoneNumber]),
      department: textOf(entry[department]),
      jobTitle: textOf(entry[jobTitle]),
    },
  }
}
