import { useEffect } from 'react';
import { cartRefs } from '@upline/contract/cart-refs';
import { call } from '../api/call';
import { useSessionStore } from '../session/session-store';
import { cartCurrencyOf } from './cart-shopper';
import { useCartStore } from './cart-store';
import type { CartItem } from './cart-types';

/** Waits this long after the last change before saving, so a quantity stepper saves once. */
const SAVE_DELAY_MS = 800;

/** The lines the server keeps of the cart: product, quantity and purchase type. */
export function savedLinesOf(items: readonly CartItem[]) {
  return items.map((item) => ({ productId: item.id, quantity: item.quantity, purchaseType: item.purchaseType }));
}

/**
 * Keeps a signed-in member's cart on the server as well (PUT cart), so the legacy cart call
 * answers it. A failed save is not the shopper's problem: the browser's cart stays the truth and
 * the next change saves again.
 */
export function useSavedCartSync(): void {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const currency = useSessionStore((state) => cartCurrencyOf(state));
  const items = useCartStore((state) => state.cartItems);
  useEffect(() => {
    if (!isLoggedIn) return;
    const timer = window.setTimeout(() => {
      call(cartRefs.saveCart, { body: { lines: savedLinesOf(items), currency } }).catch(() => undefined);
    }, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isLoggedIn, currency, items]);
}
