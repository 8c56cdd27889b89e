import { and, eq, isNull, or } from 'drizzle-orm';
import { queryPrepared, schema } from '@upline/db';
import { checkoutMessages } from '@upline/contract/checkout';
import { orderMessages, type OrderRequestParsed } from '@upline/contract/orders';
import { GUEST_USER_ID, isValidEmail } from '@upline/domain/accounts';
import { AUTOSHIP } from '@upline/domain/catalogue';
import { fromDecimal, type Currency } from '@upline/domain/money';
import type { AppDeps } from '../../deps.js';
import type { SessionUser } from '../../http/session.js';
import { pricingReferenceAt, pricingVersionColumn } from '../cart/pricing-reference.js';
import { quoteCart } from '../cart/quote-cart.js';
import { inOrderTransaction } from './in-order-transaction.js';
import { insertOrder, type AnswerWithOrder } from './insert-order.js';
import { readOrderRow } from './order-by-id.js';
import { orderFailure, type OrderResult } from './order-failure.js';
import type { ReadWithClaim } from './idempotent-request.js';
import { orderPricingOf, resolveCouponCode, wireFieldOf } from './order-pricing.js';
import { shoppingCountryOf, type OrderDraft, type OrderRow } from './order-draft.js';
import { resolveOrderDestination } from './order-destination.js';
import { isClientTotalCurrent, priceChangedFailure } from './price-changed.js';
import { resolveOrderSponsor } from './resolve-order-sponsor.js';
import { autoshipConsentOf } from '../subscriptions/autoship-consent.js';

export interface PlaceOrderInput {
  body: OrderRequestParsed;
  /** The signed-in member for POST orders; null for POST guest/orders. */
  user: SessionUser | null;
  visitorId: string | null;
  /** The request's Idempotency-Key, already scoped to the caller. */
  idempotencyKey: string;
  /** The shopper's address, stored with an autoship consent. */
  clientIp?: string | null;
  /** The row of `placeOrderFactsRead` when it was read with the idempotency claim; read here otherwise. */
  facts?: Record<string, unknown>;
  /** The request's answer for the order, kept by the statement that writes the order. */
  answer?: Omit<AnswerWithOrder, 'orderId'>;
}

/**
 * The order an earlier request wrote under this idempotency key (or null), the pricing version,
 * the member under the default sponsor's link name (a guest's sponsor) and an id for the new order
 * (so that the answer naming it can be written with it), in one round trip.
 */
const placeFactsText = `
select (select row_to_json(o) from orders o where o.idempotency_key = $1) as earlier,
       (select id from users where lower(url_name) = $2 limit 1) as default_sponsor_id,
       ${pricingVersionColumn},
       nextval(pg_get_serial_sequence('orders', 'id'))::int as new_order_id`;

type PlaceFacts = { earlier: Record<string, unknown> | null; default_sponsor_id: number | null; pricing_version: unknown; new_order_id: number | null };

/** What placing an order reads first, as a read the idempotency claim can run in its own statement. */
export function placeOrderFactsRead(deps: Pick<AppDeps, 'config'>, idempotencyKey: string): ReadWithClaim {
  return { name: 'place_order_facts', text: placeFactsText, values: [idempotencyKey, deps.config.defaultSponsorUrlName.toLowerCase()] };
}

const invalidEmailMessage = 'Please enter a valid email address.';

const wallets: readonly string[] = ['paypal', 'google_pay_via_paypal', 'apple_pay_via_paypal'];

/** The autoship refusal of a payment method (checkout §5), or null when it takes autoship items. */
export function autoshipRefusal(method: string | null | undefined): string | null {
  if (method === 'paypal') return checkoutMessages.paypalAutoship;
  if (method && wallets.includes(method)) return checkoutMessages.walletAutoship;
  return null;
}

function currencyOf(body: OrderRequestParsed, accountCurrency: Currency | null): Currency {
  if (body.currency) return body.currency;
  const code = body.shopping_country_code?.toUpperCase();
  if (code === 'CA') return 'CAD';
  if (code === 'US' || code === 'USA') return 'USD';
  return accountCurrency ?? 'USD';
}

/**
 * Places an order (checkout §4 'Created as order_status Pending, shipping_status Not Shipped'):
 * who from the session, the address from the payload (or the member's saved one, or express
 * placeholders), every amount from the server's quote, compared with the total the shopper saw
 * (price_changed with the fresh quote when they differ), then one transaction writes it all. A
 * repeat under the same idempotency key finds the first order. What the shopper must correct is
 * a returned failure, checked in the order of the messages they should see first.
 */
export async function placeOrder(deps: AppDeps, input: PlaceOrderInput): Promise<OrderResult<OrderRow>> {
  const { body, user } = input;
  const now = deps.clock.now();
  // A retry after the first answer was lost (the process stopped before storing it) finds the
  // order that was written, even if prices have moved since.
  const read = placeOrderFactsRead(deps, input.idempotencyKey);
  const facts = (input.facts as PlaceFacts | undefined) ?? (await queryPrepared<PlaceFacts>(deps.db, read.name, read.text, read.values))[0];
  if (facts?.earlier) return { ok: true, value: readOrderRow(facts.earlier) };
  if (body.user_id != null && body.user_id !== GUEST_USER_ID && body.user_id !== user?.id) return orderFailure('user_mismatch', orderMessages.userMismatch);

  let email: string;
  let accountCurrency: Currency | null = null;
  if (user) {
    const [member] = await deps.db.select({ email: schema.users.email, currency: schema.users.currency }).from(schema.users).where(eq(schema.users.id, user.id));
    if (!member) return orderFailure('user_mismatch', orderMessages.userMismatch);
    email = member.email;
    accountCurrency = member.currency;
  } else {
    email = (body.email ?? '').trim();
    if (!email) return orderFailure('email_required', orderMessages.emailRequired, { fields: { email: orderMessages.emailRequired } });
    if (!isValidEmail(email)) return orderFailure('invalid_email', invalidEmailMessage, { fields: { email: invalidEmailMessage } });
  }

  const currency = currencyOf(body, accountCurrency);
  const isExpress = Boolean(body.checkout_id) || (body.payment_method != null && wallets.includes(body.payment_method));
  // The pricing version read with the earlier order serves the address and the quote.
  const reference = pricingReferenceAt(deps.db, facts?.pricing_version);
  const destination = await resolveOrderDestination(deps.db, body, { userId: user?.id ?? null, currency, isExpress, reference });
  if (!destination.ok) {
    const [first] = Object.values(destination.fields);
    return orderFailure('invalid_address', first ?? 'Please check the address', { fields: destination.fields });
  }

  const pricing = orderPricingOf(body, await resolveCouponCode(deps.db, body), body.lang);
  const hasAutoship = pricing.lines.some((l) => l.purchaseType === AUTOSHIP);

  const shippingOptionId = body.shipping_method && body.shipping_method !== 'Online' ? body.shipping_method : null;
  const { shipTo } = destination;
  const result = await quoteCart(
    deps.db,
    {
      ...pricing,
      memberType: user?.memberType ?? 'customer',
      currency,
      customer: { userId: user?.id ?? null, email, visitorId: input.visitorId },
      address: { countryCode: shipTo.countryCode, stateId: shipTo.stateId, zip: destination.isPlaceholder ? null : shipTo.zip },
      shippingOptionId: destination.isPlaceholder ? null : shippingOptionId,
    },
    now,
    reference,
  );
  // The cart itself is checked first (quantities, products, coupon): its message is the one to fix.
  if (!result.ok) {
    const { code, message, fields } = result.failure;
    const wireFields = Object.fromEntries(Object.entries(fields).map(([k, v]) => [wireFieldOf(k), v]));
    return orderFailure('cart_refused', message, { cartCode: code, fields: wireFields });
  }
  const quote = result.quote;
  const refusal = autoshipRefusal(body.payment_method);
  if (refusal && hasAutoship) return orderFailure('autoship_not_supported', refusal);
  // A subscription needs an account to manage it and to charge the saved card against.
  if (hasAutoship && !user) return orderFailure('autoship_sign_in', orderMessages.autoshipSignIn);
  if (hasAutoship && body.autoship_consent !== true) {
    return orderFailure('autoship_consent_required', orderMessages.autoshipConsentRequired, { fields: { autoship_consent: orderMessages.autoshipConsentRequired } });
  }
  if (!isExpress && !quote.shipping.selected) {
    return orderFailure('shipping_method_required', orderMessages.shippingMethodRequired, { fields: { shipping_method: orderMessages.shippingMethodRequired } });
  }
  const client = { totalMinor: fromDecimal(body.total), netTotalMinor: body.netTotal === undefined ? undefined : fromDecimal(body.netTotal) };
  if (!isClientTotalCurrent(quote, client)) return priceChangedFailure(quote);
  if (quote.totalMinor <= 0) return orderFailure('zero_amount', checkoutMessages.zeroAmount);

  const sponsorId = await resolveOrderSponsor(deps.db, {
    referal: body.referal_id,
    userId: user?.id ?? null,
    defaultUrlName: deps.config.defaultSponsorUrlName,
    defaultByName: facts?.default_sponsor_id ?? null,
  });
  const draft: OrderDraft = {
    userId: user?.id ?? null,
    email,
    firstName: body.first_name,
    lastName: body.last_name,
    mobile: body.mobile ?? null,
    sponsorId,
    referalId: body.referal_id == null || body.referal_id === '' ? null : String(body.referal_id),
    memberType: user?.memberType ?? 'customer',
    currency,
    shoppingCountryCode: shoppingCountryOf(currency),
    quote,
    pricing,
    shipTo,
    billTo: destination.billTo,
    notes: body.notes ?? null,
    checkoutId: body.checkout_id ?? null,
    idempotencyKey: input.idempotencyKey,
    paymentMethod: body.payment_method ?? null,
    autoshipConsent: hasAutoship ? autoshipConsentOf(quote, currency, now, body.lang, input.clientIp ?? null) : null,
  };
  const newOrderId = facts?.new_order_id;
  const withAnswer = input.answer && newOrderId ? { ...input.answer, orderId: Number(newOrderId) } : undefined;
  // Without a coupon to reserve or an express session to attach, the order is one statement.
  if (!quote.coupon?.applied && !body.checkout_id) {
    const inserted = await insertOrder(deps.db, draft, now, withAnswer);
    return inserted.ok ? { ok: true, value: inserted.value.order } : inserted;
  }
  return inOrderTransaction(deps.db, async (tx) => {
    const inserted = await insertOrder(tx, draft, now, withAnswer);
    if (!inserted.ok) return inserted;
    const { order, isNew } = inserted.value;
    if (isNew && body.checkout_id) {
      // The express widget's pending order (checkout §4 step 2) belongs to its open session.
      const s = schema.expressCheckoutSessions;
      await tx
        .update(s)
        .set({ orderId: order.id, updatedAt: now })
        .where(and(eq(s.checkoutId, body.checkout_id), eq(s.status, 'open'), isNull(s.orderId), user ? or(eq(s.userId, user.id), isNull(s.userId)) : isNull(s.userId)));
    }
    return { ok: true, value: order };
  });
}
