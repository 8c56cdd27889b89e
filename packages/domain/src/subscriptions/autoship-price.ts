// The price of an autoship renewal: each line at the member type's autoship price of the day of
// the renewal (storefront §3), never a quantity tier and never a coupon (storefront §5).
import type { MemberType, ProductPrices } from '../catalogue/index.js';

export interface AutoshipLine {
  productId: number;
  quantity: number;
}

export interface PricedAutoshipLine extends AutoshipLine {
  unitPriceMinor: number;
  lineTotalMinor: number;
}

export type AutoshipPriceResult =
  | { ok: true; lines: PricedAutoshipLine[]; itemsMinor: number }
  | { ok: false; reason: 'unavailable'; productId: number };

/**
 * Prices the lines with today's prices for `memberType` (guests never hold an autoship).
 * A product without prices (withdrawn, or not sold in the currency) is refused.
 */
export function priceAutoshipRenewal(lines: readonly AutoshipLine[], pricesOf: (productId: number) => ProductPrices | undefined, memberType: MemberType): AutoshipPriceResult {
  const priced: PricedAutoshipLine[] = [];
  let itemsMinor = 0;
  for (const line of lines) {
    const prices = pricesOf(line.productId);
    if (!prices) return { ok: false, reason: 'unavailable', productId: line.productId };
    const unitPriceMinor = prices[memberType].autoship;
    const lineTotalMinor = unitPriceMinor * line.quantity;
    itemsMinor += lineTotalMinor;
    priced.push({ ...line, unitPriceMinor, lineTotalMinor });
  }
  return { ok: true, lines: priced, itemsMinor };
}

/** True when a renewal at `nextMinor` differs from the last one at `lastMinor` (the member is told a week before). */
export const isPriceChange = (lastMinor: number | null, nextMinor: number): boolean => lastMinor !== null && lastMinor !== nextMinor;
