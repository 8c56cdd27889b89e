import type { Database } from '@upline/db';
import { computeTotals, type AppliedCoupon } from '@upline/domain/cart';
import type { MemberType } from '@upline/domain/catalogue';
import type { Currency } from '@upline/domain/money';
import { couponMessages, type CouponRefusal } from '@upline/domain/promotions';
import type { ShippingOption } from '@upline/domain/shipping';
import type { TaxComponent, TaxLine } from '@upline/domain/tax';
import { cartErrorCodes, type CartFailure } from '@upline/contract/cart';
import { checkCoupon } from '../promotions/check-coupon.js';
import { buyTwoGetOneProductIds } from '../promotions/offer-data.js';
import type { Shopper } from '../promotions/shopper.js';
import { pricingReference, type PricingReference } from './pricing-reference.js';
import { priceCartLines, type CartLineInput, type PricedLine } from './price-cart-lines.js';
import { shippingOptionsFor } from './shipping-options.js';

export interface QuoteCartInput {
  lines: readonly CartLineInput[];
  /** From the session (a guest is a customer); never from a request body. */
  memberType: MemberType;
  currency: Currency;
  couponCode?: string | null;
  offer?: { kind: 'buyTwoGetOneFree'; productId: number } | null;
  /** For per-customer limits, first-order rules and flash-sale first views. */
  customer?: Shopper | null;
  address?: { countryCode: string; stateId?: number | null; zip?: string | null } | null;
  shippingOptionId?: string | null;
  /** Language of the item names; the default language when absent. */
  lang?: string;
  /** The order being priced again (at payment): its own coupon reservation does not count against it. */
  orderId?: number | null;
}

export interface QuoteLine extends PricedLine {
  /** This line's share of a product coupon. */
  couponDiscountMinor: number;
  /** lineTotalMinor − couponDiscountMinor: the price paid for the line (commission base). */
  netMinor: number;
}

export type QuoteCoupon =
  | { applied: true; id: number; code: string; discount: AppliedCoupon; discountMinor: number }
  | { applied: false; code: string; reason: CouponRefusal; message: string };

/** A priced cart in integer minor units. totalMinor = itemsMinor − discountMinor + shipping.amountMinor + taxMinor + shippingTaxMinor. */
export interface CartQuoteMinor {
  currency: Currency;
  memberType: MemberType;
  items: QuoteLine[];
  itemsMinor: number;
  productDiscountMinor: number;
  shippingDiscountMinor: number;
  discountMinor: number;
  coupon: QuoteCoupon | null;
  shipping: {
    options: ShippingOption[];
    selected: ShippingOption | null;
    /** The selected rate before a shipping coupon (the coupon is in discountMinor); 0 while none is selected. */
    amountMinor: number;
    isFree: boolean;
  };
  /** Tax components of the destination that charge something; empty without an address. */
  taxLines: TaxLine[];
  taxMinor: number;
  shippingTaxMinor: number;
  totalMinor: number;
}

/** A cart the quote refuses (a cart failure: cart-failure.ts answers it), every field's message keyed by the quote's names. */
export interface QuoteFailure {
  code: Extract<CartFailure, 'invalid_cart' | 'no_shipping_method'>;
  message: string;
  fields: Record<string, string>;
}

export type QuoteCartResult = { ok: true; quote: CartQuoteMinor } | { ok: false; failure: QuoteFailure };

export const quoteMessages = {
  noShippingMethod: 'No Shipping Method found. Please change address.',
  unknownShippingOption: 'Please select shipping method',
  unknownState: 'Select state/province',
} as const;

function invalid(fields: Record<string, string>): QuoteCartResult {
  return { ok: false, failure: { code: cartErrorCodes.invalidCart, message: Object.values(fields)[0] ?? 'Invalid cart', fields } };
}

/**
 * The one function that prices a cart on the server, at quote time, at order creation and at
 * payment: lines from the price lists and tiers, the buy-2-get-1-free offer when the product runs
 * it, the coupon with its stored rules, shipping from the zone's table (free when an offer covers
 * the cart) and the destination's tax components. Nothing the client says about money is read.
 * It only reads, so it can run inside the caller's transaction. A caller that already read the
 * pricing tables for this request (the order's address) passes that `reference` along.
 */
export async function quoteCart(db: Database, input: QuoteCartInput, now: Date, given?: PricingReference): Promise<QuoteCartResult> {
  const reference = given ?? (await pricingReference(db));
  const [products, offers] = await Promise.all([
    reference.products({ productIds: input.lines.map((l) => l.productId), currency: input.currency, lang: input.lang }),
    reference.activeOffers(now),
  ]);
  const priced = priceCartLines({
    lines: input.lines,
    products,
    memberType: input.memberType,
    currency: input.currency,
    offer: input.offer ?? null,
    buyTwoGetOneProductIds: buyTwoGetOneProductIds(offers),
  });
  if (!priced.ok) return invalid(priced.fields);
  const lines = priced.lines;
  if (lines.length === 0) return invalid({ lines: 'Your cart is empty' });

  // Destination: tax components of the state (which must lie in the country) and shipping options.
  let taxComponents: TaxComponent[] = [];
  let options: ShippingOption[] = [];
  let isFree = false;
  if (input.address) {
    const countryCode = input.address.countryCode.trim().toUpperCase();
    if (input.address.stateId != null) {
      const state = await reference.stateTax(input.address.stateId);
      if (!state || state.countryCode !== countryCode) return invalid({ 'address.stateId': quoteMessages.unknownState });
      taxComponents = state.components.filter((c) => c.rateBps > 0);
    }
    const shipping = await shippingOptionsFor(reference, {
      countryCode,
      currency: input.currency,
      quantity: lines.reduce((sum, l) => sum + l.quantity, 0),
      productIds: lines.map((l) => l.productId),
      offers,
    });
    options = shipping.options;
    isFree = shipping.isFree;
  }
  let selected: ShippingOption | null = null;
  if (input.shippingOptionId) {
    if (!input.address || options.length === 0) {
      return { ok: false, failure: { code: cartErrorCodes.noShippingMethod, message: quoteMessages.noShippingMethod, fields: { shippingOptionId: quoteMessages.noShippingMethod } } };
    }
    selected = options.find((o) => o.id === input.shippingOptionId) ?? null;
    if (!selected) return invalid({ shippingOptionId: quoteMessages.unknownShippingOption });
  }

  const items = lines.map((l) => ({ productId: l.productId, unitPriceMinor: l.unitPriceMinor, quantity: l.quantity, isAutoship: l.isAutoship, lineTotalMinor: l.lineTotalMinor }));
  let coupon: QuoteCoupon | null = null;
  let applied: AppliedCoupon | null = null;
  const code = input.couponCode?.trim();
  if (code) {
    const evaluation = await checkCoupon(db, { code, lines: items, currency: input.currency, shopper: input.customer ?? {}, orderId: input.orderId, now });
    if (evaluation.ok) {
      applied = evaluation.discount;
      coupon = { applied: true, id: evaluation.couponId, code: evaluation.code, discount: evaluation.discount, discountMinor: 0 };
    } else {
      coupon = { applied: false, code, reason: evaluation.reason, message: couponMessages[evaluation.reason] };
    }
  }

  const totals = computeTotals({ items, coupon: applied, shippingMinor: selected?.rateMinor ?? 0, taxComponents });
  if (coupon?.applied) coupon.discountMinor = coupon.discount.target === 'shipping' ? totals.shippingDiscountMinor : totals.productDiscountMinor;

  return {
    ok: true,
    quote: {
      currency: input.currency,
      memberType: input.memberType,
      items: lines.map((l, i) => {
        const share = totals.lines[i];
        return { ...l, couponDiscountMinor: share?.discountMinor ?? 0, netMinor: share?.netMinor ?? l.lineTotalMinor };
      }),
      itemsMinor: totals.itemsMinor,
      productDiscountMinor: totals.productDiscountMinor,
      shippingDiscountMinor: totals.shippingDiscountMinor,
      discountMinor: totals.discountMinor,
      coupon,
      shipping: { options, selected, amountMinor: totals.shippingMinor, isFree },
      taxLines: totals.taxLines,
      taxMinor: totals.taxMinor,
      shippingTaxMinor: totals.shippingTaxMinor,
      totalMinor: totals.netTotalMinor,
    },
  };
}
