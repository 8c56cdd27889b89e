import type { MemberType } from '@upline/domain/catalogue';
import type { Currency } from '@upline/domain/money';
import type { schema } from '@upline/db';
import type { CartLineInput } from '../cart/price-cart-lines.js';
import type { CartQuoteMinor } from '../cart/quote-cart.js';

export type OrderRow = typeof schema.orders.$inferSelect;

/** What the shopper asked for, as the pricing reads it: kept with the order to price it again at payment. */
export interface OrderPricingInput {
  lines: CartLineInput[];
  offer: { kind: 'buyTwoGetOneFree'; productId: number } | null;
  couponCode: string | null;
  lang?: string;
}

/** A delivery or billing address as stored on the order; 'Pending' placeholders until a wallet gives one. */
export interface OrderAddress {
  firstName: string | null;
  lastName: string | null;
  address1: string;
  address2: string | null;
  city: string;
  stateId: number | null;
  stateName: string | null;
  countryId: number | null;
  countryName: string | null;
  countryCode: string;
  zip: string;
  mobile: string | null;
}

/** Everything an order is written from: who, where, and the server's quote. */
export interface OrderDraft {
  userId: number | null;
  email: string;
  firstName: string;
  lastName: string;
  mobile: string | null;
  sponsorId: number | null;
  referalId: string | null;
  memberType: MemberType;
  currency: Currency;
  shoppingCountryCode: 'CA' | 'US';
  quote: CartQuoteMinor;
  pricing: OrderPricingInput;
  shipTo: OrderAddress;
  billTo: OrderAddress | null;
  notes: string | null;
  checkoutId: string | null;
  /** Unique per order: a second insert with it finds the first order. */
  idempotencyKey: string | null;
  paymentMethod: string | null;
  /** The autoship terms accepted before payment, when the order has autoship lines. */
  autoshipConsent?: AutoshipConsent | null;
}

/** What the shopper agreed to for an autoship order: the exact text, when, and from which address. */
export interface AutoshipConsent {
  text: string;
  acceptedAt: string;
  ip: string | null;
}

/** The shopping country code of a currency (checkout §9: CA for CAD, otherwise US). */
export const shoppingCountryOf = (currency: Currency): 'CA' | 'US' => (currency === 'CAD' ? 'CA' : 'US');

/** True while the order's address holds the express placeholders ('Pending'). */
export const hasPlaceholderAddress = (order: Pick<OrderRow, 'shipAddress1' | 'shipCity'>): boolean =>
  order.shipAddress1 === 'Pending' || order.shipCity === 'Pending' || !order.shipAddress1;
