import { bpsToPercent, toDecimal, type Currency } from '@upline/domain/money';
import type { Database } from '@upline/db';
import type { DiscountRequest, DiscountResponse } from '@upline/contract/promotions';
import { couponErrorCodes } from '@upline/contract/promotions';
import { ONE_TIME, type MemberType } from '@upline/domain/catalogue';
import { couponNotices } from '@upline/domain/promotions';
import type { Shopper } from '../promotions/shopper.js';
import { cartFailure, type CartResult } from './cart-failure.js';
import { quoteCart } from './quote-cart.js';

type DiscountItem = { id: number; quantity: number; purchaseType?: number | undefined; isBogoOffer?: boolean | undefined };

/** The quote's field names as the discount call's: lines.2.productId -> product.2.id. */
function discountField(key: string): string {
  if (key.startsWith('offer.')) return 'product';
  return key.replace(/^lines\./, 'product.').replace(/\.productId$/, '.id');
}

/**
 * POST discount: prices the cart as the server would (the client's prices are not read) and
 * applies the code's rules. Applied: the coupon's id, value and kind. Refused: the rule's text
 * under the coupon's refusal code (coupon_invalid for an unknown code; any autoship item is
 * coupon_autoship_in_cart), or the cart's own refusal with its fields named as this call names them.
 */
export async function applyDiscount(
  db: Database,
  input: { request: Pick<DiscountRequest, 'name'> & { product: DiscountItem[] }; memberType: MemberType; currency: Currency; shopper: Shopper; now: Date },
): Promise<CartResult<DiscountResponse>> {
  const items = input.request.product;
  const bogo = items.find((item) => item.isBogoOffer === true);
  const result = await quoteCart(
    db,
    {
      lines: items.map((item) => ({ productId: item.id, quantity: item.quantity, purchaseType: item.purchaseType ?? ONE_TIME })),
      memberType: input.memberType,
      currency: input.currency,
      couponCode: input.request.name,
      offer: bogo ? { kind: 'buyTwoGetOneFree', productId: bogo.id } : null,
      customer: input.shopper,
    },
    input.now,
  );
  if (!result.ok) {
    const { code, message, fields } = result.failure;
    return cartFailure(code, message, Object.fromEntries(Object.entries(fields).map(([k, v]) => [discountField(k), v])));
  }
  const coupon = result.quote.coupon;
  if (!coupon) return cartFailure(couponErrorCodes.invalid, 'Invalid coupon code');
  if (!coupon.applied) return cartFailure(couponErrorCodes[coupon.reason], coupon.message);
  const { discount } = coupon;
  return {
    ok: true,
    value: {
      id: coupon.id,
      discount_value: discount.kind === 'percentage' ? bpsToPercent(discount.amount) : toDecimal(discount.amount),
      discount_type: discount.kind,
      type: discount.target,
      code: coupon.code,
      message: couponNotices.applied,
    },
  };
}
