import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { emptyCart, type CartState } from './cart-state';
import { totalQuantity } from './cart-rules';

// The persisted shape is the spec's cart (storefront §3); its rules live in cart-rules.ts and the
// actions that apply them (add-to-cart.ts, cart-actions.ts).
export type { CartState } from './cart-state';
export { emptyCart, noCoupon } from './cart-state';
export { totalQuantity } from './cart-rules';

export interface CartActions {
  /** Replaces part of the cart; callers compute the next state with the cart rules. */
  updateCart: (next: Partial<CartState>) => void;
  /** Empties everything: items, coupon, shipping, tax and products. */
  resetCart: () => void;
}

export const useCartStore = create<CartState & CartActions>()(
  persist(
    (set) => ({
      ...emptyCart,
      updateCart: (next) => set(next),
      resetCart: () => set(emptyCart),
    }),
    {
      name: 'upline-cart',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ cartItems, couponCodeData, shippingRate, tax, allProducts }) => ({
        cartItems,
        couponCodeData,
        shippingRate,
        tax,
        allProducts,
      }),
    },
  ),
);

export function useCartQuantity(): number {
  return useCartStore((state) => totalQuantity(state.cartItems));
}
