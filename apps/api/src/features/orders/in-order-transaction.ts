import type { Database, Transaction } from '@upline/db';
import type { OrderFailureValue, OrderResult } from './order-failure.js';

/** Carries a failure returned inside the transaction out of it, rolling back everything it wrote. */
class FailedOrderWrite extends Error {
  constructor(readonly failure: OrderFailureValue) {
    super(`order write refused: ${failure.code}`);
  }
}

/**
 * Runs `work` in one transaction. A failure it returns (a coupon's last use taken after the
 * order's lines were written) rolls the whole transaction back and is returned, so an order is
 * never left half-written; anything thrown rolls back and propagates as usual.
 */
export async function inOrderTransaction<T>(db: Database, work: (tx: Transaction) => Promise<OrderResult<T>>): Promise<OrderResult<T>> {
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx);
      if (!result.ok) throw new FailedOrderWrite(result.failure);
      return result;
    });
  } catch (error) {
    if (error instanceof FailedOrderWrite) return { ok: false, failure: error.failure };
    throw error;
  }
}
