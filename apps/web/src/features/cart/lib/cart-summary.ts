import type { CartQuote } from '@upline/contract/cart';
import { fromDecimal } from '@upline/domain/money';
import type { CartState } from '../../../shared/cart/cart-state';
import { localCartTotals } from '../../../shared/cart/cart-totals';
import type { CartCurrency } from '../../../shared/cart/cart-types';

export interface SummaryLine {
  unitPriceMinor: number;
  lineTotalMinor: number;
  /** The server's name in the visitor's language and its current picture, once the quote is in. */
  name?: string;
  thumbnailUrl?: string | null;
}

/** What the popup and the cart page show, in minor units. */
export interface CartSummary {
  /** 'server' once the quote answered for this very cart, 'local' before. */
  source: 'server' | 'local';
  currency: CartCurrency;
  itemsMinor: number;
  discountMinor: number;
  totalMinor: number;
  lines: ReadonlyMap<number, SummaryLine>;
  /** The server's refusal of the stored coupon for this cart (it changed since the code was applied). */
  couponRefusal: { code: string; message: string } | null;
}

/**
 * The cart's amounts: the server's quote when there is one (the server wins wherever the two
 * disagree), else the browser's computation with the same domain rules.
 */
export function cartSummary(
  cart: Pick<CartState, 'cartItems' | 'couponCodeData'>,
  currency: CartCurrency,
  quote: CartQuote | undefined,
): CartSummary {
  const local = localCartTotals(cart);
  const localLines = new Map(local.lines.map((line) => [line.id, { unitPriceMinor: line.unitPriceMinor, lineTotalMinor: line.lineTotalMinor }]));
  if (!quote) {
    return { source: 'local', currency, ...pick(local), lines: localLines, couponRefusal: null };
  }
  const lines = new Map<number, SummaryLine>(localLines);
  for (const item of quote.items) {
    lines.set(item.productId, {
      unitPriceMinor: fromDecimal(item.unitPrice),
      lineTotalMinor: fromDecimal(item.lineTotal),
      name: item.name,
      thumbnailUrl: item.thumbnailUrl,
    });
  }
  return {
    source: 'server',
    currency: quote.currency,
    itemsMinor: fromDecimal(quote.itemsTotal),
    discountMinor: fromDecimal(quote.discount),
    totalMinor: fromDecimal(quote.total),
    lines,
    couponRefusal: quote.coupon && !quote.coupon.applied ? { code: quote.coupon.reason, message: quote.coupon.message } : null,
  };
}

function pick(totals: { itemsMinor: number; discountMinor: number; totalMinor: number }) {
  return { itemsMinor: totals.itemsMinor, discountMinor: totals.discountMinor, totalMinor: totals.totalMinor };
}
