import { useSessionStore } from '../session/session-store';
import { repriceCart } from './cart-pricing';
import { cartProductOf, upsertCartProduct, type CartProductSource } from './cart-product';
import { mergeCartItem } from './cart-rules';
import { cartCurrencyOf, shopperTypeOf } from './cart-shopper';
import { useCartStore } from './cart-store';
import type { CartItem } from './cart-types';

/**
 * Adds a line to the persisted cart with the merge rule of storefront §4 (a product already there
 * gets the added quantity and the new price, sale price and purchase type; a buy-2-get-1-free line
 * stays at its 3 units). Given the API's product, the cart keeps its prices and tiers so the line
 * is priced again when its quantity or the member type changes. Returns the cart's new lines.
 * Opening the cart popup is the caller's choice (not in the buy-2-get-1-free flow).
 */
export function addToCart(line: CartItem, product?: CartProductSource | null): CartItem[] {
  const cart = useCartStore.getState();
  const session = useSessionStore.getState();
  const allProducts = product ? upsertCartProduct(cart.allProducts, cartProductOf(product)) : cart.allProducts;
  const cartItems = repriceCart(mergeCartItem(cart.cartItems, line), allProducts, shopperTypeOf(session), cartCurrencyOf(session));
  cart.updateCart({ cartItems, allProducts });
  return cartItems;
}
