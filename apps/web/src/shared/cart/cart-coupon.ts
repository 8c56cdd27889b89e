// Coupons on the cart (storefront §4, §5, §8): refused at once while any line is autoship,
// otherwise checked by POST discount; a 200 answer is applied, any other answer below 500 is a
// refusal with the server's text, and a request that fails outright is 'Coupon code not found'.
import { cartRefs } from '@upline/contract/cart-refs';
import type { couponErrorCodes, DiscountRequest, DiscountResponse } from '@upline/contract/promotions';
import { couponMessages, couponNotices } from '@upline/domain/promotions';
import { fromDecimal } from '@upline/domain/money';
import { isApiError } from '../api/api-error';
import { call } from '../api/call';
import { useSessionStore } from '../session/session-store';
import { hasAutoshipItem } from './cart-rules';
import { cartCurrencyOf } from './cart-shopper';
import { noCoupon } from './cart-state';
import { useCartStore } from './cart-store';
import type { CartCurrency, CartItem, CouponCodeData } from './cart-types';

export type CouponOutcome =
  | { kind: 'applied'; coupon: CouponCodeData; message: string }
  /** `code` is the server's stable code (coupon_expired...), `message` its English text. */
  | { kind: 'refused'; code: string; message: string }
  | { kind: 'unreachable'; message: string };

const autoshipCode: (typeof couponErrorCodes)['autoship-in-cart'] = 'coupon_autoship_in_cart';
const invalidCode: (typeof couponErrorCodes)['invalid'] = 'coupon_invalid';

/** The refusal given before any request while the cart holds an autoship line. */
export const autoshipRefusal: CouponOutcome = { kind: 'refused', code: autoshipCode, message: couponMessages['autoship-in-cart'] };

/** The discount answer as the cart stores it: percent to basis points, a 2-decimal value to minor units. */
export function couponCodeDataOf(answer: DiscountResponse): CouponCodeData {
  return {
    codeApplied: true,
    id: answer.id,
    discount_value: answer.discount_type === 'percentage' ? Math.round(answer.discount_value * 100) : fromDecimal(answer.discount_value),
    discount_type: answer.discount_type,
    discountCode: answer.code,
    type: answer.type,
  };
}

/** A failed discount call as an outcome: an answer below 500 carries the server's refusal, anything else is 'not found'. */
export function couponFailureOf(error: unknown): CouponOutcome {
  if (isApiError(error) && error.status > 0 && error.status < 500) return { kind: 'refused', code: error.code, message: error.message };
  return { kind: 'unreachable', message: couponNotices.notFound };
}

/** The POST discount body: the code and the cart's lines (the server prices them itself). */
export function discountRequestOf(items: readonly CartItem[], code: string, currency: CartCurrency): DiscountRequest {
  return {
    name: code,
    product: items.map((item) => ({
      id: item.id,
      quantity: item.quantity,
      purchaseType: item.purchaseType,
      ...(item.isBogoOffer ? { isBogoOffer: true } : {}),
    })),
    currency,
  };
}

/** Checks a code against the persisted cart and stores it when the server applies it. */
export async function applyCoupon(code: string): Promise<CouponOutcome> {
  const name = code.trim();
  const { cartItems } = useCartStore.getState();
  if (hasAutoshipItem(cartItems)) return autoshipRefusal;
  if (name === '') return { kind: 'refused', code: invalidCode, message: couponMessages.invalid };
  try {
    const body = discountRequestOf(cartItems, name, cartCurrencyOf(useSessionStore.getState()));
    const answer = await call(cartRefs.discount, { body });
    const coupon = couponCodeDataOf(answer);
    useCartStore.getState().updateCart({ couponCodeData: coupon });
    return { kind: 'applied', coupon, message: couponNotices.applied };
  } catch (error) {
    return couponFailureOf(error);
  }
}

/** The remove control of an applied coupon: back to none. */
export function removeCoupon(): void {
  useCartStore.getState().updateCart({ couponCodeData: noCoupon });
}
