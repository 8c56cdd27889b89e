import type { CartItem, CartTax, CouponCodeData } from './cart-types';

/** The persisted cart of storefront §3. */
export interface CartState {
  cartItems: CartItem[];
  couponCodeData: CouponCodeData;
  /** Minor units. */
  shippingRate: number;
  tax: CartTax;
  /**
   * The products the cart was priced from (CartProduct entries). Typed loosely because carts
   * persisted by older versions may hold other shapes; read it through findCartProduct.
   */
  allProducts: unknown[];
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
