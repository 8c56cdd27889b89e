import type { Product } from '@upline/contract/catalogue';
import type { MemberOrderProduct } from '@upline/contract/member-orders';
import { AUTOSHIP, ONE_TIME, priceGroupOf, type ShopperType } from '@upline/domain/catalogue';
import { cartProductOf } from '../../../shared/cart/cart-product';
import { cartDescription } from '../../../shared/cart/cart-rules';
import type { CartItem } from '../../../shared/cart/cart-types';

export interface ReorderLine {
  line: CartItem;
  product: Product;
}

/** The order's products that still sell, once each (the first line of a product decides its purchase type). */
export function reorderProductIds(products: readonly MemberOrderProduct[]): number[] {
  return [...new Set(products.flatMap((product) => (product.product_id === null ? [] : [product.product_id])))];
}

/**
 * Re Order's Buy Now (accounts §4, §6): each product of the past order at quantity 1, purchase
 * type 2 when its line was bought on autoship and 1 otherwise, at today's sale price for the
 * shopper's type (the cart then applies tiers and the autoship price, and the server's quote
 * decides). Products no longer sold are left out and named in `unavailable`.
 */
export function reorderLinesOf(
  products: readonly MemberOrderProduct[],
  catalogue: ReadonlyMap<number, Product | null>,
  shopperType: ShopperType,
): { lines: ReorderLine[]; unavailable: string[] } {
  const lines: ReorderLine[] = [];
  const unavailable: string[] = [];
  const seen = new Set<number>();
  for (const ordered of products) {
    if (ordered.product_id !== null && seen.has(ordered.product_id)) continue;
    const product = ordered.product_id === null ? null : (catalogue.get(ordered.product_id) ?? null);
    if (!product) {
      unavailable.push(ordered.name);
      continue;
    }
    seen.add(product.id);
    const sale = cartProductOf(product).prices[priceGroupOf(shopperType)].sale;
    lines.push({
      product,
      line: {
        id: product.id,
        name: product.name,
        description: cartDescription(product.short_description || product.description),
        image: product.thumbnail_url ?? product.images_url[0] ?? null,
        hoverImage: product.images_url[1] ?? null,
        quantity: 1,
        price: sale,
        sale_price: sale,
        purchaseType: ordered.autoship ? AUTOSHIP : ONE_TIME,
      },
    });
  }
  return { lines, unavailable };
}
