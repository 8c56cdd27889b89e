import type { Product } from '@upline/contract/catalogue';
import { addToCart } from '../../../shared/cart/add-to-cart';
import type { CartItem } from '../../../shared/cart/cart-types';
import { toCartItem, type NewCartLine } from './cart-line';

/** What the shopper chose on the detail page, priced by the page's price block. */
export type ProductChoice = Pick<NewCartLine, 'quantity' | 'priceMinor' | 'salePriceMinor' | 'purchaseType'>;

/**
 * The detail page's Add to Cart. The line goes through the cart's own merge rule, so a
 * buy-2-get-1-free line keeps its 3 units, and the product's prices and tiers are kept with the
 * cart so the line is priced again when its quantity or the member type changes.
 * Returns the cart's new lines.
 */
export function addProductToCart(product: Product, choice: ProductChoice): CartItem[] {
  const line = toCartItem({
    id: product.id,
    name: product.name,
    description: product.description,
    image: product.thumbnail_url,
    hoverImage: product.images_url[0] ?? null,
    ...choice,
  });
  return addToCart(line, product);
}
