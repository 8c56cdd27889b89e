// Sales tax of a destination as a list of components (Quebec: GST 5% and QST 9.975%; Ontario:
// HST 13%; a US state: one state rate). Each component is charged on the items after discount
// and, when it taxes shipping, on shipping; each amount is rounded on its own with the money
// policy, so the receipt's lines add up to the totals exactly.
import { assertMinor, percentOf } from '../money/index.js';

export interface TaxComponent {
  name: string;
  /** Rate in basis points; up to four decimals allowed (QST is 997.5). */
  rateBps: number;
  /** True when the component also taxes shipping in this jurisdiction. */
  appliesToShipping: boolean;
}

export interface TaxLine {
  name: string;
  rateBps: number;
  itemsTaxMinor: number;
  shippingTaxMinor: number;
}

export interface TaxInput {
  components: readonly TaxComponent[];
  /** Items total after any product discount, in minor units. */
  itemsAfterDiscountMinor: number;
  /** Shipping after any shipping discount, in minor units. */
  shippingMinor: number;
}

export interface TaxResult {
  lines: TaxLine[];
  /** Tax on the items: the sum of itemsTaxMinor. */
  taxMinor: number;
  /** Tax on shipping: the sum of shippingTaxMinor. */
  shippingTaxMinor: number;
}

/** Tax per component in minor units, each rounded half-up, with totals for items and for shipping. */
export function computeTax(input: TaxInput): TaxResult {
  assertMinor(input.itemsAfterDiscountMinor, 'itemsAfterDiscountMinor');
  assertMinor(input.shippingMinor, 'shippingMinor');
  const lines = input.components.map((component) => {
    if (!(component.rateBps >= 0)) throw new RangeError(`tax rate of ${component.name} must not be negative`);
    return {
      name: component.name,
      rateBps: component.rateBps,
      itemsTaxMinor: percentOf(input.itemsAfterDiscountMinor, component.rateBps),
      shippingTaxMinor: component.appliesToShipping ? percentOf(input.shippingMinor, component.rateBps) : 0,
    };
  });
  return {
    lines,
    taxMinor: lines.reduce((sum, line) => sum + line.itemsTaxMinor, 0),
    shippingTaxMinor: lines.reduce((sum, line) => sum + line.shippingTaxMinor, 0),
  };
}

/** Combined rate of the components in basis points (13% HST = 1300; GST + QST = 1497.5), for display. */
export function combinedRateBps(components: readonly Pick<TaxComponent, 'rateBps'>[]): number {
  // Summed in ten-thousandths of a basis point so that 500 + 997.5 stays exact.
  return components.reduce((sum, c) => sum + Math.round(c.rateBps * 10_000), 0) / 10_000;
}
