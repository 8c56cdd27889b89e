// The product facts a cart line is priced from (allProducts): built from the API's product,
// kept in the persisted cart, and read back defensively because persisted data may be stale.
import type { Product } from '@upline/contract/catalogue';
import type { ProductPrices, ProductTiers, Tier } from '@upline/domain/catalogue';
import { fromDecimal } from '@upline/domain/money';
import type { CartCurrency, CartProduct } from './cart-types';

/** The wire fields a cart product is built from. */
export type CartProductSource = Pick<
  Product,
  | 'id'
  | 'currency'
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

/** A wire tier (range text and percent, 2.5 = 2.5%) as the domain's tier in basis points; none when absent. */
function tier(range: string | null, percent: number | null): Tier[] {
  return range !== null && percent !== null ? [{ range, discountBps: Math.round(percent * 100) }] : [];
}

/** The API's 2-decimal prices and flat tier fields as a cart product in minor units. */
export function cartProductOf(product: CartProductSource): CartProduct {
  const prices: ProductPrices = {
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
  const tiers: ProductTiers = {
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
  return { id: product.id, currency: product.currency, prices, tiers };
}

function isPriceSet(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { sale, suggestedRetail, autoship } = value as Record<string, unknown>;
  return [sale, suggestedRetail, autoship].every((amount) => Number.isSafeInteger(amount));
}

function isCartProduct(value: unknown): value is CartProduct {
  if (typeof value !== 'object' || value === null) return false;
  const { id, currency, prices, tiers } = value as Record<string, unknown>;
  if (typeof id !== 'number' || (currency !== 'USD' && currency !== 'CAD')) return false;
  if (typeof prices !== 'object' || prices === null || typeof tiers !== 'object' || tiers === null) return false;
  const { customer, ambassador, scholar } = prices as Record<string, unknown>;
  const { member, customer: customerTiers } = tiers as Record<string, unknown>;
  return [customer, ambassador, scholar].every(isPriceSet) && Array.isArray(member) && Array.isArray(customerTiers);
}

/** The stored product of a line in the cart's currency, or null when none was kept (or it is stale). */
export function findCartProduct(products: readonly unknown[], productId: number, currency: CartCurrency): CartProduct | null {
  for (const product of products) if (isCartProduct(product) && product.id === productId && product.currency === currency) return product;
  return null;
}

/** Keeps one entry per product and currency: the newest replaces the old one. */
export function upsertCartProduct(products: readonly unknown[], product: CartProduct): unknown[] {
  const others = products.filter((entry) => !(isCartProduct(entry) && entry.id === product.id && entry.currency === product.currency));
  return [...others, product];
}
