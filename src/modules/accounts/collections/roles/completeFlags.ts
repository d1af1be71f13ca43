import { ALL_FLAGS, type Flag } from '@/access/catalog'
import { type FlagMap, superAdminFlags } from '@/access/permissions'

/**
 * Stored roles never lean on the spec's reading of an absent flag (true, false for
 * `…review__required`): every write stores every flag, and a flag a stored role has no key for is
 * written off by the release that adds it (docs/decisions.md, "Role flags across upgrades"). This
 * file imports nothing but the catalog, so the shipped data migrations can use it.
 */

/** The catalog flags a stored `flags` value holds no boolean for. */
export const absentFlags = (stored: unknown): Flag[] => {
  const source = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {}
  return ALL_FLAGS.filter((flag) => typeof source[flag] !== 'boolean')
}

/**
 * A stored role's flags with every catalog flag written: its stored value where it has one; where
 * it has none the role predates that flag, which is off (an upgrade hands an old role nothing
 * new); the super-admin role holds every capability whatever it stored. Keys outside the catalog
 * are dropped.
 */
export const completeFlags = (stored: unknown, isSuperAdmin: boolean): FlagMap => {
  if (isSuperAdmin) return superAdminFlags()
  const source = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {}
  const result: FlagMap = {}
  for (const flag of ALL_FLAGS) {
    const value = source[flag]
    result[flag] = typeof value === 'boolean' ? value : false
  }
  return result
}

/** The flags a write names: catalog flags with a boolean value (anything else names nothing). */
export const namedFlags = (value: unknown): Partial<FlagMap> => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
  const source = value as Record<string, unknown>
  const named: Partial<FlagMap> = {}
  for (const flag of ALL_FLAGS) if (typeof source[flag] === 'boolean') named[flag] = source[flag]
  return named
}
