import { type PayloadRequest, commitTransaction, initTransaction, killTransaction } from 'payload'

/**
 * Run several writes as one: every local-API call inside `work` must pass this `req`. Joins the
 * request's transaction when one is open; otherwise opens one, commits it, or rolls it back
 * when `work` throws (DESIGN.md §3: a failure leaves no half-state).
 */
export const inTransaction = async <T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> => {
  const own = await initTransaction(req)
  try {
    const result = await work()
    if (own) await commitTransaction(req)
    return result
  } catch (error) {
    if (own) await killTransaction(req)
    throw error
  }
}
