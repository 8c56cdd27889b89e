import type { Product } from '@upline/contract/catalogue';
import type { ProductPrices, ProductTiers, Tier } from '@upline/domain/catalogue';
import { fromDecimal } from '@upline/domain/money';

/** The wire's price and tier fields of a product. */
export type ProductPriceFields = Pick<
  Product,
  | 'sale_price'
  | 'suggested_retail_price'
  | 'amb_sale_price'
  | 'amb_suggested_retail_price'
  | 'sc_sale_price'
  | 'sc_suggested_retail_price'
  | 'autoship_price_customer'
  | 'autoship_price_amb'
  | 'autoship_price_sc'
  | 'qty_range_1'
  | 'qty_range_1_per'
  | 'qty_range_2'
  | 'qty_range_2_per'
  | 'qty_range_3'
  | 'qty_range_3_per'
  | 'cust_qty_range_1'
  | 'cust_qty_range_1_per'
  | 'cust_qty_range_2'
  | 'cust_qty_range_2_per'
  | 'cust_qty_range_3'
  | 'cust_qty_range_3_per'
>;

/** The API's 2-decimal amounts as the domain's minor units, per member type. */
export function productPrices(product: ProductPriceFields): ProductPrices {
  return {
    customer: {
      sale: fromDecimal(product.sale_price),
      suggestedRetail: fromDecimal(product.suggested_retail_price),
      autoship: fromDecimal(product.autoship_price_customer),
    },
    ambassador: {
      sale: fromDecimal(product.amb_sale_price),
      suggestedRetail: fromDecimal(product.amb_suggested_retail_price),
      autoship: fromDecimal(product.autoship_price_amb),
    },
    scholar: {
      sale: fromDecimal(product.sc_sale_price),
      suggestedRetail: fromDecimal(product.sc_suggested_retail_price),
      autoship: fromDecimal(product.autoship_price_sc),
    },
  };
}

/** A wire percent (5 = 5%, 2.5 = 2.5%) in basis points. */
export function percentToBps(percent: number): number {
  return Math.round(percent * 100);
}

function tier(range: string | null, percent: number | null): Tier[] {
  return range !== null && percent !== null ? [{ range, discountBps: percentToBps(percent) }] : [];
}

/** The flat qty_range_N fields as the domain's tier lists; absent tiers are left out. */
export function productTiers(product: ProductPriceFields): ProductTiers {
  return {
    member: [
      ...tier(product.qty_range_1, product.qty_range_1_per),
      ...tier(product.qty_range_2, product.qty_range_2_per),
      ...tier(product.qty_range_3, product.qty_range_3_per),
    ],
    customer: [
      ...tier(product.cust_qty_range_1, product.cust_qty_range_1_per),
      ...tier(product.cust_qty_range_2, product.cust_qty_range_2_per),
      ...tier(product.cust_qty_range_3, product.cust_qty_range_3_per),
    ],
  };
}
