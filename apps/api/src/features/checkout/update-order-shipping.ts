import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { schema } from '@upline/db';
import { checkoutMessages, type updateShippingRequestSchema } from '@upline/contract/checkout';
import type { AppDeps } from '../../deps.js';
import { hasPlaceholderAddress } from '../orders/order-draft.js';
import { findOwnedOrder } from '../orders/load-order.js';
import { recordStatusEvent, shipColumns } from '../orders/order-rows.js';
import { resolvePlace } from '../orders/resolve-place.js';
import { checkoutFailure, type CheckoutRefusal } from './checkout-failure.js';

type Body = z.output<typeof updateShippingRequestSchema>;

/**
 * The update done, or why not: an order this browser may not see (order_not_found), an address no
 * longer a placeholder to complete (shipping_not_editable), or one that names no place we know
 * (invalid_address, with the field and why).
 */
export type ShippingUpdateResult = { ok: true } | CheckoutRefusal;

const placeholderNames: readonly string[] = [checkoutMessages.placeholderExpress, checkoutMessages.placeholderPaypal];

/**
 * express-checkout/update-shipping (checkout §2 'Shipping update'): completes the address of an
 * express order whose wallet gave none. Only the order's owner (or the browser that placed it)
 * may, only while the address still holds the 'Pending' placeholders and nothing has shipped:
 * otherwise anyone holding an order id could redirect a parcel. The amounts stay as paid.
 */
export async function updateOrderShipping(deps: AppDeps, request: FastifyRequest, body: Body): Promise<ShippingUpdateResult> {
  const found = await findOwnedOrder(deps, request, body.order_id);
  if (!found.ok) return checkoutFailure('order_not_found', found.failure.message);
  const order = found.value;
  if (!hasPlaceholderAddress(order) || order.shippingStatus !== 'Not Shipped' || order.status === 'Cancelled') return checkoutFailure('shipping_not_editable', checkoutMessages.shippingNotEditable);
  const a = body.shipping_address;
  const place = await resolvePlace(deps.db, a.country, a.state);
  if (!place.ok) return checkoutFailure('invalid_address', checkoutMessages.invalidAddress(place.message), { fields: { [place.field]: place.message } });
  const p = place.place;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(schema.orders)
      .set({
        ...shipColumns({
          firstName: a.first_name,
          lastName: a.last_name,
          address1: a.address1,
          address2: a.address2 ?? null,
          city: a.city,
          stateId: p.stateId,
          stateName: p.stateName,
          countryId: p.countryId,
          countryName: p.countryName,
          countryCode: p.countryCode,
          zip: a.zip_code,
          mobile: a.mobile,
        }),
        ...(placeholderNames.includes(order.firstName) ? { firstName: a.first_name, lastName: a.last_name } : {}),
        mobile: order.mobile ?? a.mobile,
        updatedAt: now,
      })
      .where(eq(schema.orders.id, order.id));
    await recordStatusEvent(tx, { orderId: order.id, field: 'shipping_status', from: order.shippingStatus, to: order.shippingStatus, actorId: request.currentUser?.id ?? null, note: 'shipping address completed', now });
  });
  return { ok: true };
}
