// The product facts a cart line is priced from (allProducts): built from the API's product,
// kept in the persisted cart, and read back defensively because persisted data may be stale.
import type { Product } from '@upline/contract/catalogue';
import { productPrices, productTiers, type ProductPriceFields } from '../catalogue/product-pricing';
import type { CartCurrency, CartProduct } from './cart-types';

/** The wire fields a cart product is built from. */
export type CartProductSource = Pick<Product, 'id' | 'currency'> & ProductPriceFields;

/** The API's 2-decimal prices and flat tier fields as a cart product in minor units. */
export function cartProductOf(product: CartProductSource): CartProduct {
  return { id: product.id, currency: product.currency, prices: productPrices(product), tiers: productTiers(product) };
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
