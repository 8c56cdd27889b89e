import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { CartItem, CartTax, CouponCodeData } from './cart-types';

/** The persisted cart of storefront §3. Its rules (add, remove, coupons) live in the cart feature. */
export interface CartState {
  cartItems: CartItem[];
  couponCodeData: CouponCodeData;
  /** Minor units. */
  shippingRate: number;
  tax: CartTax;
  /** The product list the cart was priced from (shape owned by the catalogue). */
  allProducts: unknown[];
}

export interface CartActions {
  /** Replaces part of the cart; the cart feature computes the next state with its own rules. */
  updateCart: (next: Partial<CartState>) => void;
  /** Empties everything: items, coupon, shipping, tax and products. */
  resetCart: () => void;
}

export const noCoupon: CouponCodeData = {
  codeApplied: false,
  id: null,
  discount_value: 0,
  discount_type: null,
  discountCode: '',
  type: null,
};

export const emptyCart: CartState = {
  cartItems: [],
  couponCodeData: noCoupon,
  shippingRate: 0,
  tax: { isTax: false, state_id: null, tax_value: 0 },
  allProducts: [],
};

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

/** Sum of the quantities of every line: the number on the header's cart icon. */
export function totalQuantity(items: readonly Pick<CartItem, 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

export function useCartQuantity(): number {
  return useCartStore((state) => totalQuantity(state.cartItems));
}
