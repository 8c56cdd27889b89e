// Cart and order totals (storefront §9, checkout §9): net total = items − discount + shipping +
// tax, where tax is charged on the items after a product discount and, for components that tax
// shipping, on shipping after a shipping discount. The server recomputes this at quote, order and
// payment time; the web uses it to display.
import { assertMinor } from '../money/index.js';
import type { TaxComponent, TaxLine } from '../tax/index.js';
import { computeTax } from '../tax/index.js';
import type { AppliedCoupon } from './applied-coupon.js';
import { computeCouponDiscount } from './applied-coupon.js';
import type { CartItem } from './line.js';
import { lineTotal } from './line.js';

export interface TotalsInput {
  items: readonly CartItem[];
  coupon?: AppliedCoupon | null;
  /** The chosen shipping rate in minor units, before any shipping coupon. */
  shippingMinor: number;
  /** The tax components of the destination; none means no tax. */
  taxComponents?: readonly TaxComponent[];
}

export interface LineAmounts {
  lineTotalMinor: number;
  discountMinor: number;
  /** Price paid for the line after its share of a product discount (the commissionable base). */
  netMinor: number;
}

export interface CartTotals {
  itemsMinor: number;
  productDiscountMinor: number;
  shippingDiscountMinor: number;
  /** productDiscountMinor + shippingDiscountMinor. */
  discountMinor: number;
  itemsAfterDiscountMinor: number;
  shippingMinor: number;
  shippingAfterDiscountMinor: number;
  /** Tax on the items after discount. */
  taxMinor: number;
  /** Tax on shipping after discount. */
  shippingTaxMinor: number;
  taxLines: TaxLine[];
  /** Order total before discount: items + shipping + tax + shipping tax. */
  totalMinor: number;
  /** What the shopper pays: items − discount + shipping + tax + shipping tax; never negative. */
  netTotalMinor: number;
  lines: LineAmounts[];
}

/** All cart amounts in minor units from lines, an optional validated coupon, the shipping rate and tax components. */
export function computeTotals(input: TotalsInput): CartTotals {
  if (assertMinor(input.shippingMinor, 'shippingMinor') < 0) throw new RangeError('shippingMinor must not be negative');
  const lineTotals = input.items.map(lineTotal);
  const itemsMinor = lineTotals.reduce((sum, total) => sum + total, 0);
  const discount = computeCouponDiscount(input.items, input.coupon, input.shippingMinor);

  const itemsAfterDiscountMinor = itemsMinor - discount.productDiscountMinor;
  const shippingAfterDiscountMinor = input.shippingMinor - discount.shippingDiscountMinor;
  const tax = computeTax({
    components: input.taxComponents ?? [],
    itemsAfterDiscountMinor,
    shippingMinor: shippingAfterDiscountMinor,
  });
  const discountMinor = discount.productDiscountMinor + discount.shippingDiscountMinor;
  const totalMinor = assertMinor(itemsMinor + input.shippingMinor + tax.taxMinor + tax.shippingTaxMinor, 'total');

  return {
    itemsMinor,
    productDiscountMinor: discount.productDiscountMinor,
    shippingDiscountMinor: discount.shippingDiscountMinor,
    discountMinor,
    itemsAfterDiscountMinor,
    shippingMinor: input.shippingMinor,
    shippingAfterDiscountMinor,
    taxMinor: tax.taxMinor,
    shippingTaxMinor: tax.shippingTaxMinor,
    taxLines: tax.lines,
    totalMinor,
    netTotalMinor: totalMinor - discountMinor,
    lines: lineTotals.map((lineTotalMinor, i) => {
      const lineDiscount = discount.lineDiscountsMinor[i] ?? 0;
      return { lineTotalMinor, discountMinor: lineDiscount, netMinor: lineTotalMinor - lineDiscount };
    }),
  };
}
