import { eq } from 'drizzle-orm';
import type { Transaction } from '@upline/db';
import { schema } from '@upline/db';
import { checkoutMessages, type WalletMethod } from '@upline/contract/checkout';
import { hasPlaceholderAddress } from '../orders/order-draft.js';
import { recordStatusEvent } from '../orders/order-rows.js';
import { resolvePlace } from '../orders/resolve-place.js';
import type { PayPalOrderState } from '../payments/paypal-gateway.js';

const placeholderNames: readonly string[] = [checkoutMessages.placeholderExpress, checkoutMessages.placeholderPaypal];

/** 'Ann Marie Smith' -> ['Ann Marie', 'Smith']. */
function splitName(full: string | undefined): [string, string] | null {
  const parts = (full ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return null;
  if (parts.length === 1) return [parts[0] ?? '', ''];
  return [parts.slice(0, -1).join(' '), parts.at(-1) ?? ''];
}

/**
 * What a PayPal capture tells about the buyer, written onto the order where the order only had
 * placeholders (checkout §4 step 5: the address is taken from the capture): the shipping
 * address, the names, the e-mail. An address the shopper gave is never overwritten. Also
 * records the payment method and appends the client's note.
 */
export async function fillOrderFromCapture(
  tx: Transaction,
  orderId: number,
  capture: PayPalOrderState,
  opts: { method?: WalletMethod; notesAppend?: string; now: Date },
): Promise<void> {
  const { orders } = schema;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('no key update');
  if (!order) return;
  const values: Partial<typeof orders.$inferInsert> = {};
  if (opts.method) values.paymentMethod = opts.method;
  if (opts.notesAppend) values.notes = [order.notes, opts.notesAppend].filter(Boolean).join('\n').slice(0, 4000);

  const buyer = capture.buyer;
  if (!order.email && buyer?.email) values.email = buyer.email;
  if (placeholderNames.includes(order.firstName) && buyer?.givenName) {
    values.firstName = buyer.givenName;
    values.lastName = buyer.surname ?? '';
  }

  const ship = capture.shipping;
  if (hasPlaceholderAddress(order) && ship?.addressLine1 && ship.city && ship.countryCode) {
    const place = await resolvePlace(tx, ship.countryCode, ship.state ?? null);
    if (place.ok) {
      const name = splitName(ship.fullName);
      Object.assign(values, {
        shipFirstName: name?.[0] ?? values.firstName ?? order.firstName,
        shipLastName: name?.[1] ?? values.lastName ?? order.lastName,
        shipAddress1: ship.addressLine1,
        shipAddress2: ship.addressLine2 ?? null,
        shipCity: ship.city,
        shipStateId: place.place.stateId,
        shipState: place.place.stateName,
        shipCountryId: place.place.countryId,
        shipCountry: place.place.countryName,
        shipZip: ship.postalCode ?? '',
      });
      await recordStatusEvent(tx, { orderId, field: 'shipping_status', from: order.shippingStatus, to: order.shippingStatus, note: 'address taken from the PayPal capture', now: opts.now });
    }
  }
  if (Object.keys(values).length > 0) await tx.update(orders).set({ ...values, updatedAt: opts.now }).where(eq(orders.id, orderId));
}
