import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * Issue 10 item 9, "No token in localStorage": the session token lives only in the HttpOnly
 * cookie. A script injected into any page can read web storage, so no client code (admin
 * screens, module admin screens, the public site) writes a token there. The only web-storage use
 * left is the public banner's dismissal flag.
 */

const ROOT = path.resolve(__dirname, '../../..')
// Browser code: the shell, the app, the UI kit, the shared public components and each module's screens.
const CLIENT_DIRS = [
  'src/admin',
  'src/app',
  'src/ui',
  'src/components',
  ...fs
    .readdirSync(path.join(ROOT, 'src/modules'))
    .flatMap((name) => [`src/modules/${name}/admin`, `src/modules/${name}/public`]),
]

const sourcesUnder = (dir: string): string[] => {
  const absolute = path.join(ROOT, dir)
  if (!fs.existsSync(absolute)) return []
  return fs
    .readdirSync(absolute, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js|jsx|mjs)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** Every web-storage write in client code, as `file: line`. */
const storageWrites = (): string[] =>
  CLIENT_DIRS.flatMap(sourcesUnder).flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .map((line, i) => ({ line, at: `${path.relative(ROOT, file)}:${i + 1}` }))
      .filter(({ line }) => /(localStorage|sessionStorage)\s*(\.\s*setItem|\[)/.test(line))
      .map(({ line, at }) => `${at}: ${line.trim()}`),
  )

describe('no token in web storage', () => {
  it('client code never writes localStorage', () => {
    expect(storageWrites().filter((write) => write.includes('localStorage'))).toEqual([])
  })

  it('the only sessionStorage write is the banner dismissal (no token, no session data)', () => {
    const writes = storageWrites().filter((write) => write.includes('sessionStorage'))
    expect(writes.every((write) => write.startsWith('src/app/(frontend)/components/AnnouncementBanner.tsx'))).toBe(true)
    expect(writes.join('\n')).not.toMatch(/token|atn|jwt/i)
  })

  it('the login and password screens keep no token client-side', () => {
    for (const file of [
      'src/admin/views/LoginForm.tsx',
      'src/admin/views/ModifyPasswordForm.tsx',
      'src/ui/session/session.ts',
    ]) {
      const source = fs.readFileSync(path.join(ROOT, file), 'utf8')
      expect(source, file).not.toMatch(/storeToken|localStorage\.setItem|localStorage\[/)
    }
  })
})
