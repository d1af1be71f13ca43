/**
 * Integrity refusals of the database, told apart across adapters. Drizzle wraps the driver's
 * error (`cause`), sometimes twice, so the whole chain is read:
 * - foreignKey: a relationship naming a document that does not exist (PostgreSQL 23503,
 *   SQLite "FOREIGN KEY constraint failed");
 * - overlap: two holding bookings of one seat or room at overlapping times (PostgreSQL 23P01 on
 *   the `reservations_no_overlap` exclusion constraint, SQLite's trigger `reservation_overlap`).
 */
export type IntegrityKind = 'foreignKey' | 'overlap'

const chainOf = (error: unknown): { code?: unknown; message?: unknown; constraint?: unknown }[] => {
  const chain: { code?: unknown; message?: unknown; constraint?: unknown }[] = []
  let current: unknown = error
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth += 1) {
    chain.push(current as { code?: unknown; message?: unknown; constraint?: unknown })
    current = (current as { cause?: unknown }).cause
  }
  return chain
}

export const integrityErrorOf = (error: unknown): IntegrityKind | undefined => {
  for (const link of chainOf(error)) {
    const message = typeof link.message === 'string' ? link.message : ''
    if (link.code === '23P01' || message.includes('reservation_overlap') || message.includes('reservations_no_overlap'))
      return 'overlap'
    if (
      link.code === '23503' ||
      link.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' ||
      message.includes('FOREIGN KEY constraint failed')
    ) {
      return 'foreignKey'
    }
  }
  return undefined
}

export const INTEGRITY_MSG = {
  foreignKey: '關聯的資料不存在，請重新選擇',
  overlap: '此時段剛被其他人預約，請選擇其他時段',
} as const satisfies Record<IntegrityKind, string>

/** The HTTP answer of each refusal: a missing related document is bad input, an overlap a conflict. */
export const INTEGRITY_STATUS = { foreignKey: 400, overlap: 409 } as const satisfies Record<IntegrityKind, number>
