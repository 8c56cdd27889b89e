// The buy-2-get-1-free offer (checkout §4): the line is set to three units for the price of two.
// Three units rarely split two sale prices evenly, so the units are priced with allocate and the
// line carries its exact total; the shopper is never charged a cent more or less than 2 × sale.
import { allocate, assertMinor } from '../money/index.js';
import { divideRoundHalfUp } from '../money/rounding.js';

export const BUY_TWO_GET_ONE_QUANTITY = 3;

export interface BuyTwoGetOneLine {
  quantity: number;
  /** Each unit's price; they differ by at most one minor unit and sum to lineTotalMinor. */
  unitPricesMinor: number[];
  /** Exactly 2 × the sale price. */
  lineTotalMinor: number;
  /** Two thirds of the sale price, rounded half-up, for display as the unit price. */
  unitPriceMinor: number;
  /** The sale price shown struck through (the spec's originalPrice). */
  originalPriceMinor: number;
}

/** Buy-2-get-1-free line for a sale price in minor units: 3 units whose prices sum to exactly 2 × sale. */
export function buyTwoGetOneFree(salePriceMinor: number): BuyTwoGetOneLine {
  if (assertMinor(salePriceMinor, 'salePriceMinor') < 0) throw new RangeError('salePriceMinor must not be negative');
  const lineTotalMinor = assertMinor(salePriceMinor * 2, 'lineTotalMinor');
  return {
    quantity: BUY_TWO_GET_ONE_QUANTITY,
    unitPricesMinor: allocate(lineTotalMinor, [1, 1, 1]),
    lineTotalMinor,
    unitPriceMinor: Number(divideRoundHalfUp(BigInt(lineTotalMinor), 3n)),
    originalPriceMinor: salePriceMinor,
  };
}
