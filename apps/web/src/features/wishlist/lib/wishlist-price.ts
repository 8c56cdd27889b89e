import type { Product } from '@upline/contract/catalogue';
import { priceGroupOf, type ShopperType } from '@upline/domain/catalogue';
import { cartProductOf } from '../../../shared/cart/cart-product';

/** A saved product's price for the shopper: their sale price, with the retail price to strike when higher. */
export function wishlistPrice(product: Product, shopperType: ShopperType): { priceMinor: number; compareAtMinor: number | null } {
  const prices = cartProductOf(product).prices[priceGroupOf(shopperType)];
  return { priceMinor: prices.sale, compareAtMinor: prices.suggestedRetail > prices.sale ? prices.suggestedRetail : null };
}

/** True when the product is in the saved list. */
export function isSaved(products: readonly Pick<Product, 'id'>[] | undefined, productId: number): boolean {
  return products?.some((product) => product.id === productId) ?? false;
}
