/**
 * A real OpenLDAP server (Debian's slapd) on loopback for directory sign-in tests, plus two
 * "directory down" endpoints.
 *
 *   const ldap = await startSlapd()       // tests/fixtures/ldap/hospital.ldif, a fresh copy
 *   ... new Client({ url: ldap.url }).bind(ldap.bindDN, ldap.bindPassword) ...
 *   await ldap.stop()
 *
 * Every call gets its own temp dir (config, database, pid file) and port, so test files can run
 * in parallel. slapd runs in the foreground (-d none) as a child of the test process, as the user
 * that runs the tests (no -u/-g). It ends, and its temp dir goes, with stop() or when the test
 * process ends without stop(), however it ends (see WATCHDOG).
 *
 * Access rules (see CONFIG): the service account (bindDN) reads everything but userPassword; a
 * user bound as themselves reads their own entry; anonymous may only bind, it reads nothing.
 */
import { execFile, spawn } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { Client, InvalidCredentialsError } from 'ldapts'

/** bindDN/bindPassword: the service account (read-only); rootDN/rootPassword: slapd's rootdn, which may write. */
export type Slapd = {
  url: string
  port: number
  baseDN: string
  bindDN: string
  bindPassword: string
  rootDN: string
  rootPassword: string
  stop: () => Promise<void>
}

const SLAPD = '/usr/sbin/slapd'
const SLAPADD = '/usr/sbin/slapadd'
const SLAPPASSWD = '/usr/sbin/slappasswd'
const FIXTURE = fileURLToPath(new URL('../fixtures/ldap/hospital.ldif', import.meta.url))

const BASE_DN = 'dc=hospital,dc=example'
const BIND_DN = `cn=library-reader,ou=services,${BASE_DN}`
const BIND_PASSWORD = 'Reader@12345'
const ROOT_DN = `cn=admin,${BASE_DN}`
const ROOT_PASSWORD = 'Admin@12345'

const START_TIMEOUT_MS = 10_000
const STOP_GRACE_MS = 3_000

const run = promisify(execFile)

/**
 * `sh -c WATCHDOG slapd <args>`, with the temp dir in $SLAPD_DIR: execs slapd (same pid, so
 * signals and exit status are slapd's) after forking a watcher that reads the pipe on stdin; at
 * its end the watcher sends slapd SIGTERM and, a second later, removes the temp dir. The test
 * process holds the other end of the pipe, so the end comes with stop() or with the death of the
 * test process in any form (vitest ends its workers with SIGTERM, which skips 'exit' handlers).
 */
const WATCHDOG = `exec 3<&0
(cat <&3 >/dev/null; kill -TERM $$ 2>/dev/null; sleep 1; rm -rf "$SLAPD_DIR") &
exec "$0" "$@" 3<&- </dev/null`

/** slapd, slapadd and slappasswd (all in Debian's slapd package) are installed. */
export const slapdAvailable = (): boolean => [SLAPD, SLAPADD, SLAPPASSWD].every((file) => existsSync(file))

const CONFIG = (dir: string): string => `
include /etc/ldap/schema/core.schema
include /etc/ldap/schema/cosine.schema
include /etc/ldap/schema/inetorgperson.schema

modulepath /usr/lib/ldap
moduleload back_mdb

pidfile "${dir}/slapd.pid"
argsfile "${dir}/slapd.args"

database mdb
suffix "${BASE_DN}"
rootdn "${ROOT_DN}"
rootpw ${ROOT_PASSWORD}
directory "${dir}"

access to attrs=userPassword
  by anonymous auth
  by * none
access to dn.subtree="${BASE_DN}"
  by dn.exact="${BIND_DN}" read
  by self read
  by * none
`

/**
 * The LDIF with each `userPassword: {PASSWORD:<clear text>}` placeholder replaced by the {SSHA}
 * hash that slappasswd prints for it.
 */
const withHashedPasswords = async (ldif: string): Promise<string> => {
  const placeholder = /^userPassword: \{PASSWORD:(.*)\}$/gm
  const clear = [...new Set([...ldif.matchAll(placeholder)].map((match) => match[1]))]
  const hashes = new Map(
    await Promise.all(clear.map(async (pw) => [pw, (await run(SLAPPASSWD, ['-s', pw])).stdout.trim()] as const)),
  )
  return ldif.replace(placeholder, (_line, pw: string) => `userPassword: ${hashes.get(pw)}`)
}

/** A port on 127.0.0.1 that was free a moment ago (listen on port 0, read it, close). */
const freePort = async (): Promise<number> => {
  const server = net.createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Starts slapd on ldap://127.0.0.1:<free port>/ with the entries of `options.ldif` (a path;
 * default tests/fixtures/ldap/hospital.ldif, password placeholders as described there) and
 * resolves once a bind as the service account succeeds.
 */
export const startSlapd = async (options: { ldif?: string } = {}): Promise<Slapd> => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'slapd-'))
  try {
    const config = path.join(dir, 'slapd.conf')
    const data = path.join(dir, 'data.ldif')
    await writeFile(config, CONFIG(dir))
    await writeFile(data, await withHashedPasswords(await readFile(options.ldif ?? FIXTURE, 'utf8')))
    await run(SLAPADD, ['-q', '-f', config, '-l', data])
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw error
  }

  const port = await freePort()
  const url = `ldap://127.0.0.1:${port}`
  // Any -d keeps slapd in the foreground. `-d 0` also silences its errors (a failed listen exits
  // 1 without a word); `-d none` prints only those, plus a line at start and stop.
  const child = spawn(
    '/bin/sh',
    ['-c', WATCHDOG, SLAPD, '-f', path.join(dir, 'slapd.conf'), '-h', `${url}/`, '-d', 'none'],
    {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, SLAPD_DIR: dir },
    },
  )
  child.stdin.on('error', () => undefined) // EPIPE when the watcher is gone already
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  // 'error' without 'exit' when slapd cannot be spawned at all.
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.once('error', (error) => {
      output += `${String(error)}\n`
      resolve()
    })
  })
  let running = true
  void exited.then(() => (running = false))

  // Last resort when the test process ends without stop(): synchronous, as 'exit' requires.
  const onExit = () => {
    child.kill('SIGKILL')
    rmSync(dir, { recursive: true, force: true })
  }
  process.once('exit', onExit)

  const stop = async (): Promise<void> => {
    process.removeListener('exit', onExit)
    child.stdin.end()
    if (running) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS)
      await exited
      clearTimeout(timer)
    }
    await rm(dir, { recursive: true, force: true })
  }

  const deadline = Date.now() + START_TIMEOUT_MS
  let lastError: unknown
  while (running && Date.now() < deadline) {
    const client = new Client({ url, connectTimeout: 1000, timeout: 1000 })
    try {
      await client.bind(BIND_DN, BIND_PASSWORD)
      return {
        url,
        port,
        baseDN: BASE_DN,
        bindDN: BIND_DN,
        bindPassword: BIND_PASSWORD,
        rootDN: ROOT_DN,
        rootPassword: ROOT_PASSWORD,
        stop,
      }
    } catch (error) {
      lastError = error
      // slapd answers, the LDIF just has no such account (or another password): no use waiting.
      if (error instanceof InvalidCredentialsError) break
      await sleep(100)
    } finally {
      await client.unbind().catch(() => undefined)
    }
  }
  const why = !running
    ? `slapd exited (code ${child.exitCode}, signal ${child.signalCode})`
    : lastError instanceof InvalidCredentialsError
      ? `it refuses the service account ${BIND_DN} (missing from the LDIF, or another password)`
      : `no successful bind within ${START_TIMEOUT_MS} ms`
  await stop()
  throw new Error(
    `slapd did not come up on ${url}: ${why}; last bind error: ${String(lastError)}\nslapd output:\n${output || '(none)'}`,
  )
}

/** ldap://127.0.0.1:<port> where nothing listens: a connection is refused at once. */
export const closedPortUrl = async (): Promise<string> => `ldap://127.0.0.1:${await freePort()}`

/**
 * A TCP server on 127.0.0.1 that accepts connections and never answers: an LDAP client hangs
 * until its own timeout. stop() drops the open connections and closes the server.
 */
export const startSilentServer = async (): Promise<{ url: string; stop: () => Promise<void> }> => {
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('error', () => undefined)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `ldap://127.0.0.1:${port}`,
    stop: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/**
 * The platform's directory settings (README, LDAP_*) for this test tree: patrons under
 * ou=people, admitted by the library-patrons group, found by uid.
 */
export const directoryEnv = (slapd: Slapd): Record<string, string> => ({
  LDAP_URL: slapd.url,
  LDAP_BIND_DN: slapd.bindDN,
  LDAP_BIND_PASSWORD: slapd.bindPassword,
  LDAP_BASE_DN: `ou=people,${slapd.baseDN}`,
  LDAP_USER_FILTER: '(&(objectClass=inetOrgPerson)(uid={username}))',
  LDAP_GROUP_FILTER: '(&(objectClass=groupOfNames)(cn=library-patrons)(member={dn}))',
  LDAP_GROUP_BASE_DN: `ou=groups,${slapd.baseDN}`,
})
