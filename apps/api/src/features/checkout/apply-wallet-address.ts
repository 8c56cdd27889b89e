import { eq } from 'drizzle-orm';
import { schema } from '@upline/db';
import { checkoutMessages, type WalletAddress, type WalletMethod } from '@upline/contract/checkout';
import type { AppDeps } from '../../deps.js';
import { hasPlaceholderAddress, type OrderRow } from '../orders/order-draft.js';
import { recordStatusEvent, shipColumns } from '../orders/order-rows.js';
import { isOrderPaid } from '../orders/sync-order-payment.js';
import { checkoutFailure, type CheckoutResult } from './checkout-failure.js';
import { parseWalletAddress, toOrderAddress } from './express-address.js';
import { quoteExpress, type ExpressCart, type ExpressSessionRow } from './express-session.js';

const placeholderNames: readonly string[] = [checkoutMessages.placeholderExpress, checkoutMessages.placeholderPaypal];

/**
 * Google Pay and Apple Pay give the buyer's address with the payment (checkout §4: collect the
 * wallet address, process payment). When the session's pending order still holds the 'Pending'
 * placeholders, a complete wallet address becomes its delivery address, and its names and
 * e-mail where the order had none. The amount the buyer approved is the order's: an address
 * priced differently is refused (price_changed with the fresh quote) rather than charged at the old total.
 * Anything else (PayPal, an order with an address, an incomplete address) leaves the order as it is.
 */
export async function applyWalletAddress(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  session: ExpressSessionRow,
  order: OrderRow,
  method: WalletMethod,
  wallet: WalletAddress | null | undefined,
): Promise<CheckoutResult<OrderRow>> {
  const unchanged = { ok: true as const, value: order };
  if (method === 'paypal' || !wallet || isOrderPaid(order) || !hasPlaceholderAddress(order)) return unchanged;
  const parsed = await parseWalletAddress(deps.db, wallet, 'full');
  if (!parsed.ok || !parsed.address.isComplete) return unchanged;
  const address = parsed.address;
  const now = deps.clock.now();
  const result = await quoteExpress(deps.db, session.cart as ExpressCart, session.currency, address, { userId: session.userId, now });
  if (!result.ok) return result;
  if (result.quote.totalMinor !== order.totalMinor) return checkoutFailure('price_changed', checkoutMessages.totalChangedForAddress, { quote: result.quote });

  const { orders, expressCheckoutSessions: s } = schema;
  const hasPlaceholderName = placeholderNames.includes(order.firstName);
  const applied = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({
        ...shipColumns(toOrderAddress(address)),
        ...(hasPlaceholderName && address.firstName ? { firstName: address.firstName, lastName: address.lastName ?? '' } : {}),
        ...(!order.email && address.email ? { email: address.email } : {}),
        ...(!order.mobile && address.phone ? { mobile: address.phone } : {}),
        updatedAt: now,
      })
      .where(eq(orders.id, order.id))
      .returning();
    await tx.update(s).set({ shippingAddress: address, updatedAt: now }).where(eq(s.checkoutId, session.checkoutId));
    await recordStatusEvent(tx, { orderId: order.id, field: 'shipping_status', from: order.shippingStatus, to: order.shippingStatus, note: `address given by ${method}`, now });
    return updated ?? order;
  });
  return { ok: true, value: applied };
}
