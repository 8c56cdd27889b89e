import { addToCart } from '../../../shared/cart/add-to-cart';
import { useCartStore } from '../../../shared/cart/cart-store';
import type { CartItem } from '../../../shared/cart/cart-types';
import type { ReorderLine } from './reorder-lines';

/**
 * Puts a past order's products in the cart: a product already there is replaced by the order's
 * line (quantity 1, the order's purchase type), other lines and the coupon stay. Each line keeps
 * today's prices and tiers so the cart prices it for the member's type. Returns the cart's lines.
 */
export function putReorderInCart(lines: readonly ReorderLine[]): CartItem[] {
  const cart = useCartStore.getState();
  const ids = new Set(lines.map(({ line }) => line.id));
  cart.updateCart({ cartItems: cart.cartItems.filter((item) => !ids.has(item.id)) });
  let items = useCartStore.getState().cartItems;
  for (const { line, product } of lines) items = addToCart(line, product);
  return items;
}
