import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { schema } from '@upline/db';
import { checkoutMessages, type expressConfirmAddressRequestSchema } from '@upline/contract/checkout';
import type { AppDeps } from '../../deps.js';
import type { CartQuoteMinor } from '../cart/quote-cart.js';
import type { OrderRow } from '../orders/order-draft.js';
import { amountColumns, recordPricingInput, shipColumns, writeOrderLines } from '../orders/order-rows.js';
import { isOrderPaid } from '../orders/sync-order-payment.js';
import { updatePayPalPaymentAmounts } from '../payments/paypal-payments.js';
import { checkoutFailure, type CheckoutRefusal, type CheckoutResult } from './checkout-failure.js';
import { parseWalletAddress, toOrderAddress, type ExpressAddress } from './express-address.js';
import { loadExpressSession, quoteExpress, sessionAmounts, type ExpressCart, type ExpressSessionRow } from './express-session.js';
import { walletGatewayFor } from './wallet-gateway.js';

type Body = z.output<typeof expressConfirmAddressRequestSchema>;

const invalidAddress = (detail: string) => checkoutFailure('invalid_address', checkoutMessages.invalidAddress(detail));

/**
 * The session's pending order follows a new address before it is paid (checkout §4 step 4): the
 * open PayPal order gets the new amounts first (a refusal rejects the change), then the order.
 */
async function repriceOpenOrder(deps: AppDeps, order: OrderRow, cart: ExpressCart, quote: CartQuoteMinor, address: ExpressAddress): Promise<CheckoutRefusal | null> {
  const { payments, orders } = schema;
  const now = deps.clock.now();
  const [open] = await deps.db.select().from(payments).where(and(eq(payments.orderId, order.id), eq(payments.provider, 'paypal'), eq(payments.status, 'pending')));
  if (open?.providerRef && open.amountMinor !== quote.totalMinor) {
    const amounts = {
      currency: quote.currency,
      lines: quote.items.map((i) => ({ name: i.name, quantity: i.quantity, lineTotalMinor: i.lineTotalMinor })),
      shippingMinor: quote.shipping.amountMinor,
      taxMinor: quote.taxMinor + quote.shippingTaxMinor,
      discountMinor: quote.discountMinor,
      totalMinor: quote.totalMinor,
    };
    const paypal = walletGatewayFor(deps);
    if (!paypal.ok) return paypal;
    const updated = await updatePayPalPaymentAmounts(deps, paypal.value, open.providerRef, amounts);
    if (!updated.ok) return checkoutFailure('no_shipping_rate', 'Failed to calculate shipping and tax');
  }
  await deps.db.transaction(async (tx) => {
    const ship = address.isComplete ? shipColumns(toOrderAddress(address)) : {};
    await tx.update(orders).set({ ...amountColumns(quote), ...ship, updatedAt: now }).where(eq(orders.id, order.id));
    await writeOrderLines(tx, order.id, quote, { isReplacing: true });
    await recordPricingInput(tx, order.id, 'order.repriced', cart.pricing, order.userId, now);
  });
  return null;
}

/**
 * express-checkout/confirm-address (checkout §4, §7): shipping and tax for the wallet's address.
 * The full address is required (invalid_address, 'Invalid address data: ...'), or with
 * shipping_only only the destination (the wallet's address-change callback). The session keeps
 * the new amounts and address; a pending unpaid order of the session is priced again with them.
 */
export async function confirmExpressAddress(deps: AppDeps, request: FastifyRequest, body: Body): Promise<CheckoutResult<ExpressSessionRow>> {
  const loaded = await loadExpressSession(deps, request, body.checkout_id);
  if (!loaded.ok) return loaded;
  const session = loaded.value;
  if (session.status !== 'open') return checkoutFailure('already_paid', checkoutMessages.alreadyPaid);
  if (!body.shipping_address) return invalidAddress('Please check all fields');
  const parsed = await parseWalletAddress(deps.db, body.shipping_address, body.shipping_only ? 'destination' : 'full');
  if (!parsed.ok) return invalidAddress(parsed.message);
  const address = parsed.address;

  const now = deps.clock.now();
  const cart = session.cart as ExpressCart;
  const result = await quoteExpress(deps.db, cart, session.currency, address, { userId: session.userId, now });
  if (!result.ok) return result;
  const quote = result.quote;

  if (session.orderId !== null) {
    const [order] = await deps.db.select().from(schema.orders).where(eq(schema.orders.id, session.orderId));
    if (order && !isOrderPaid(order) && order.status === 'Pending') {
      const refused = await repriceOpenOrder(deps, order, cart, quote, address);
      if (refused) return refused;
    }
  }
  const previous = session.shippingAddress as ExpressAddress | null;
  // The address-change callback knows only the destination: a complete address confirmed before stays.
  const keep = body.shipping_only && previous?.isComplete && previous.countryCode === address.countryCode && previous.stateId === address.stateId;
  const s = schema.expressCheckoutSessions;
  const [updated] = await deps.db
    .update(s)
    .set({ ...sessionAmounts(quote), shippingAddress: keep ? previous : address, updatedAt: now })
    .where(eq(s.checkoutId, session.checkoutId))
    .returning();
  return { ok: true, value: updated ?? session };
}
