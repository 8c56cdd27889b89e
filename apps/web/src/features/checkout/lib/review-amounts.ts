// The amounts of the order review panel (checkout §2): subtotal, discount, shipping, shipping tax,
// each tax line, total. The server's quote once it answered; before that, the browser's subtotal
// with the same domain rules and nothing for shipping and tax.
import type { CartQuote } from '@upline/contract/cart';
import { fromDecimal } from '@upline/domain/money';
import { localCartTotals } from '../../../shared/cart/cart-totals';
import type { CartState } from '../../../shared/cart/cart-state';
import type { CartCurrency } from '../../../shared/cart/cart-types';

export interface ReviewTaxLine {
  name: string;
  /** Percent (9.975 for QST). */
  rate: number;
  /** Tax on the items and on shipping, minor units. */
  taxMinor: number;
  shippingTaxMinor: number;
}

export interface ReviewAmounts {
  source: 'server' | 'local';
  currency: CartCurrency;
  subtotalMinor: number;
  discountMinor: number;
  /** Null while no shipping method is chosen. */
  shippingMinor: number | null;
  isFreeShipping: boolean;
  shippingTaxMinor: number;
  taxMinor: number;
  taxLines: ReviewTaxLine[];
  /** The server priced the tax of the address (the total includes it), shipping chosen or not. */
  isTaxQuoted: boolean;
  totalMinor: number;
}

export function reviewAmountsOf(
  cart: Pick<CartState, 'cartItems' | 'couponCodeData'>,
  currency: CartCurrency,
  quote: CartQuote | undefined,
): ReviewAmounts {
  if (!quote) {
    const local = localCartTotals(cart);
    return {
      source: 'local',
      currency,
      subtotalMinor: local.itemsMinor,
      discountMinor: local.discountMinor,
      shippingMinor: null,
      isFreeShipping: false,
      shippingTaxMinor: 0,
      taxMinor: 0,
      taxLines: [],
      isTaxQuoted: false,
      totalMinor: local.totalMinor,
    };
  }
  return {
    source: 'server',
    currency: quote.currency,
    subtotalMinor: fromDecimal(quote.itemsTotal),
    discountMinor: fromDecimal(quote.discount),
    shippingMinor: quote.shipping.selected ? fromDecimal(quote.shipping.amount) : null,
    isFreeShipping: quote.shipping.isFree,
    shippingTaxMinor: fromDecimal(quote.shippingTax),
    taxMinor: fromDecimal(quote.tax),
    taxLines: quote.taxLines.map((line) => ({
      name: line.name,
      rate: line.rate,
      taxMinor: fromDecimal(line.tax),
      shippingTaxMinor: fromDecimal(line.shippingTax),
    })),
    isTaxQuoted: quote.taxLines.length > 0 || quote.tax > 0,
    totalMinor: fromDecimal(quote.total),
  };
}

/** A tax rate as people write it: 5, 9.975, 14.975 (no trailing zeros). */
export function formatRate(rate: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(rate);
}
