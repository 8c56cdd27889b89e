import { and, eq, isNull, or } from 'drizzle-orm';
import { schema } from '@upline/db';
import { checkoutErrorCodes, checkoutMessages } from '@upline/contract/checkout';
import { orderErrorCodes, orderMessages, type OrderRequestParsed } from '@upline/contract/orders';
import { errorCodes } from '@upline/contract/errors';
import { GUEST_USER_ID, isValidEmail } from '@upline/domain/accounts';
import { fromDecimal, type Currency } from '@upline/domain/money';
import type { AppDeps } from '../../deps.js';
import { AppError, badRequest, forbidden } from '../../http/errors.js';
import type { SessionUser } from '../../http/session.js';
import { quoteCart } from '../cart/quote-cart.js';
import { toQuoteError } from '../cart/quote-error.js';
import { insertOrder } from './insert-order.js';
import { orderPricingOf, resolveCouponCode, wireFieldOf } from './order-pricing.js';
import { shoppingCountryOf, type OrderRow } from './order-draft.js';
import { resolveOrderDestination } from './order-destination.js';
import { isClientTotalCurrent, priceChanged } from './price-changed.js';
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
}

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
 * (409 with the fresh quote when they differ), then one transaction writes it all. A repeat
 * under the same idempotency key finds the first order.
 */
export async function placeOrder(deps: AppDeps, input: PlaceOrderInput): Promise<OrderRow> {
  const { body, user } = input;
  const now = deps.clock.now();
  // A retry after the first answer was lost (the process stopped before storing it) finds the
  // order that was written, even if prices have moved since.
  const [earlier] = await deps.db.select().from(schema.orders).where(eq(schema.orders.idempotencyKey, input.idempotencyKey));
  if (earlier) return earlier;
  if (body.user_id != null && body.user_id !== GUEST_USER_ID && body.user_id !== user?.id) throw forbidden(orderMessages.userMismatch);

  let email: string;
  let accountCurrency: Currency | null = null;
  if (user) {
    const [member] = await deps.db.select({ email: schema.users.email, currency: schema.users.currency }).from(schema.users).where(eq(schema.users.id, user.id));
    if (!member) throw forbidden(orderMessages.userMismatch);
    email = member.email;
    accountCurrency = member.currency;
  } else {
    email = (body.email ?? '').trim();
    if (!email) throw badRequest(orderMessages.emailRequired, errorCodes.validation, { email: orderMessages.emailRequired });
    if (!isValidEmail(email)) throw badRequest('Please enter a valid email address.', errorCodes.validation, { email: 'Please enter a valid email address.' });
  }

  const currency = currencyOf(body, accountCurrency);
  const isExpress = Boolean(body.checkout_id) || (body.payment_method != null && wallets.includes(body.payment_method));
  const destination = await resolveOrderDestination(deps.db, body, { userId: user?.id ?? null, currency, isExpress });
  if (!destination.ok) {
    const [first] = Object.values(destination.fields);
    throw new AppError(400, orderErrorCodes.invalidAddress, first ?? 'Please check the address', destination.fields);
  }

  const pricing = orderPricingOf(body, await resolveCouponCode(deps.db, body), body.lang);
  const hasAutoship = pricing.lines.some((l) => l.purchaseType === 2);

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
  );
  // The cart itself is checked first (quantities, products, coupon): its message is the one to fix.
  if (!result.ok) throw toQuoteError(result.failure, wireFieldOf);
  const quote = result.quote;
  const refusal = autoshipRefusal(body.payment_method);
  if (refusal && hasAutoship) throw new AppError(400, checkoutErrorCodes.autoshipNotSupported, refusal);
  // A subscription needs an account to manage it and to charge the saved card against.
  if (hasAutoship && !user) throw new AppError(401, orderErrorCodes.autoshipSignIn, orderMessages.autoshipSignIn);
  if (hasAutoship && body.autoship_consent !== true) {
    throw new AppError(400, orderErrorCodes.autoshipConsentRequired, orderMessages.autoshipConsentRequired, { autoship_consent: orderMessages.autoshipConsentRequired });
  }
  if (!isExpress && !quote.shipping.selected) {
    throw new AppError(400, orderErrorCodes.shippingMethodRequired, orderMessages.shippingMethodRequired, { shipping_method: orderMessages.shippingMethodRequired });
  }
  const client = { totalMinor: fromDecimal(body.total), netTotalMinor: body.netTotal === undefined ? undefined : fromDecimal(body.netTotal) };
  if (!isClientTotalCurrent(quote, client)) throw priceChanged(quote);
  if (quote.totalMinor <= 0) throw badRequest(checkoutMessages.zeroAmount);

  const sponsorId = await resolveOrderSponsor(deps.db, { referal: body.referal_id, userId: user?.id ?? null, defaultUrlName: deps.config.defaultSponsorUrlName });
  return deps.db.transaction(async (tx) => {
    const { order, isNew } = await insertOrder(
      tx,
      {
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
      },
      now,
    );
    if (isNew && body.checkout_id) {
      // The express widget's pending order (checkout §4 step 2) belongs to its open session.
      const s = schema.expressCheckoutSessions;
      await tx
        .update(s)
        .set({ orderId: order.id, updatedAt: now })
        .where(and(eq(s.checkoutId, body.checkout_id), eq(s.status, 'open'), isNull(s.orderId), user ? or(eq(s.userId, user.id), isNull(s.userId)) : isNull(s.userId)));
    }
    return order;
  });
}
