// Cart lines and their amounts. A line's total is unit price × quantity unless an offer priced
// its units unevenly (buy-2-get-1-free), in which case the offer's exact total is carried.
import { assertMinor, sumMinor } from '../money/index.js';

export interface CartItem {
  /** Needed for product-restricted coupons and free-shipping checks. */
  productId?: number;
  /** Price of one unit in minor units. */
  unitPriceMinor: number;
  quantity: number;
  isAutoship: boolean;
  /** Exact line total when the units are not priced alike (offers); otherwise unit × quantity. */
  lineTotalMinor?: number;
}

/** The quantity select of the shop: 1 to 60 units per line. */
export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 60;

export type QuantityCheck = { ok: true; quantity: number } | { ok: false; reason: 'quantity-zero' | 'quantity-too-high' };

export const cartMessages = {
  'quantity-zero': 'Quantity can not be zero.',
  'quantity-too-high': `Quantity can not be more than ${MAX_LINE_QUANTITY}.`,
} as const;

/** Accepts a line quantity of 1 to 60 units; below 1 is 'quantity-zero' (the spec's refusal at 1). */
export function checkQuantity(quantity: number): QuantityCheck {
  if (!Number.isSafeInteger(quantity) || quantity < MIN_LINE_QUANTITY) return { ok: false, reason: 'quantity-zero' };
  if (quantity > MAX_LINE_QUANTITY) return { ok: false, reason: 'quantity-too-high' };
  return { ok: true, quantity };
}

/** Line total in minor units: the offer's exact total when set, else unit price × quantity. */
export function lineTotal(item: CartItem): number {
  if (!Number.isSafeInteger(item.quantity) || item.quantity < 0) throw new RangeError('quantity must be a non-negative integer');
  if (assertMinor(item.unitPriceMinor, 'unitPriceMinor') < 0) throw new RangeError('unitPriceMinor must not be negative');
  if (item.lineTotalMinor !== undefined) {
    if (assertMinor(item.lineTotalMinor, 'lineTotalMinor') < 0) throw new RangeError('lineTotalMinor must not be negative');
    return item.lineTotalMinor;
  }
  return assertMinor(item.unitPriceMinor * item.quantity, 'line total');
}

/** Sum of line totals in minor units, before any discount. */
export function itemsTotal(items: readonly CartItem[]): number {
  return sumMinor(items.map(lineTotal));
}

/** Total number of units in the cart (used by shipping brackets). */
export function totalQuantity(items: readonly Pick<CartItem, 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** True when any line is an autoship purchase (such a cart refuses coupons and wallet buttons). */
export function hasAutoship(items: readonly Pick<CartItem, 'isAutoship'>[]): boolean {
  return items.some((item) => item.isAutoship);
}

/** Units of one product already in the cart, for tier matching. */
export function quantityInCart(items: readonly Pick<CartItem, 'productId' | 'quantity'>[], productId: number): number {
  return items.reduce((sum, item) => (item.productId === productId ? sum + item.quantity : sum), 0);
}

/**
 * Adds a line to a new cart array: a product already present gets the quantities summed and every
 * other field (price, sale price, purchase type) overwritten by the new line, as the spec's cart does.
 */
export function mergeCartLine<T extends { productId: number; quantity: number }>(lines: readonly T[], line: T): T[] {
  const existing = lines.find((l) => l.productId === line.productId);
  if (!existing) return [...lines, line];
  return lines.map((l) => (l === existing ? { ...line, quantity: existing.quantity + line.quantity } : l));
}
