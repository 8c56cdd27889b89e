// The cart feature's and the offers' writes to the persisted cart, each one rule of cart-rules.ts
// applied to the current state, with the lines priced again afterwards.
import { useSessionStore } from '../session/session-store';
import { isSameLines, repriceCart } from './cart-pricing';
import { cartProductOf, type CartProductSource } from './cart-product';
import {
  buyTwoGetOneLine,
  decreaseItemQuantity,
  increaseItemQuantity,
  removeCartItem,
  setItemQuantity,
  type OfferProduct,
  type QuantityChange,
} from './cart-rules';
import { cartCurrencyOf, shopperTypeOf } from './cart-shopper';
import { emptyCart } from './cart-state';
import { useCartStore } from './cart-store';
import type { CartItem } from './cart-types';

function priced(items: CartItem[], allProducts: readonly unknown[]): CartItem[] {
  const session = useSessionStore.getState();
  return repriceCart(items, allProducts, shopperTypeOf(session), cartCurrencyOf(session));
}

function apply(change: (items: readonly CartItem[]) => QuantityChange): QuantityChange {
  const cart = useCartStore.getState();
  const result = change(cart.cartItems);
  if (result.ok) cart.updateCart({ cartItems: priced(result.items, cart.allProducts) });
  return result;
}

/** Sets a line's quantity (1 to 60); a refusal leaves the cart as it was. */
export function changeCartQuantity(productId: number, quantity: number): QuantityChange {
  return apply((items) => setItemQuantity(items, productId, quantity));
}

/** One unit less; refused at quantity 1. */
export function decreaseCartQuantity(productId: number): QuantityChange {
  return apply((items) => decreaseItemQuantity(items, productId));
}

/** One unit more, up to 60. */
export function increaseCartQuantity(productId: number): QuantityChange {
  return apply((items) => increaseItemQuantity(items, productId));
}

/** Removes a line; the last one resets the whole cart. */
export function removeFromCart(productId: number): void {
  const cart = useCartStore.getState();
  const next = removeCartItem(cart, productId);
  cart.updateCart(next);
}

/** Enters the buy-2-get-1-free offer: the cart becomes that one line (3 units at two thirds of the sale price). */
export function startBuyTwoGetOne(product: OfferProduct, source?: CartProductSource | null): void {
  useCartStore.getState().updateCart({
    ...emptyCart,
    cartItems: [buyTwoGetOneLine(product)],
    allProducts: source ? [cartProductOf(source)] : [],
  });
}

/** Prices the stored lines again for the session's member type and currency (after a login or logout). */
export function repriceStoredCart(): void {
  const cart = useCartStore.getState();
  const next = priced(cart.cartItems, cart.allProducts);
  if (!isSameLines(cart.cartItems, next)) cart.updateCart({ cartItems: next });
}
