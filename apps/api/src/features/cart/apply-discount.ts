import type { Database } from '@upline/db';
import type { DiscountRequest, DiscountResponse } from '@upline/contract/promotions';
import { couponErrorCodes } from '@upline/contract/promotions';
import type { MemberType } from '@upline/domain/catalogue';
import { toDecimal, type Currency } from '@upline/domain/money';
import { couponNotices } from '@upline/domain/promotions';
import { AppError } from '../../http/errors.js';
import type { Shopper } from '../promotions/shopper.js';
import { quoteCart } from './quote-cart.js';
import { bpsToPercent } from './quote-wire.js';
import { toQuoteError } from './quote-error.js';

type DiscountItem = { id: number; quantity: number; purchaseType?: number | undefined; isBogoOffer?: boolean | undefined };

export type DiscountResult = { ok: true; body: DiscountResponse } | { ok: false; error: AppError };

/** The quote's field names as the discount call's: lines.2.productId -> product.2.id. */
function discountField(key: string): string {
  if (key.startsWith('offer.')) return 'product';
  return key.replace(/^lines\./, 'product.').replace(/\.productId$/, '.id');
}

/**
 * POST discount: prices the cart as the server would (the client's prices are not read) and
 * applies the code's rules. Applied: the coupon's id, value and kind. Refused: the rule's text,
 * 404 for an unknown code and 422 for every other refusal, including any autoship item.
 */
export async function applyDiscount(
  db: Database,
  input: { request: Pick<DiscountRequest, 'name'> & { product: DiscountItem[] }; memberType: MemberType; currency: Currency; shopper: Shopper; now: Date },
): Promise<DiscountResult> {
  const items = input.request.product;
  const bogo = items.find((item) => item.isBogoOffer === true);
  const result = await quoteCart(
    db,
    {
      lines: items.map((item) => ({ productId: item.id, quantity: item.quantity, purchaseType: item.purchaseType ?? 1 })),
      memberType: input.memberType,
      currency: input.currency,
      couponCode: input.request.name,
      offer: bogo ? { kind: 'buyTwoGetOneFree', productId: bogo.id } : null,
      customer: input.shopper,
    },
    input.now,
  );
  if (!result.ok) return { ok: false, error: toQuoteError(result.failure, discountField) };
  const coupon = result.quote.coupon;
  if (!coupon) return { ok: false, error: new AppError(404, couponErrorCodes.invalid, 'Invalid coupon code') };
  if (!coupon.applied) {
    return { ok: false, error: new AppError(coupon.reason === 'invalid' ? 404 : 422, couponErrorCodes[coupon.reason], coupon.message) };
  }
  const { discount } = coupon;
  return {
    ok: true,
    body: {
      id: coupon.id,
      discount_value: discount.kind === 'percentage' ? bpsToPercent(discount.amount) : toDecimal(discount.amount),
      discount_type: discount.kind,
      type: discount.target,
      code: coupon.code,
      message: couponNotices.applied,
    },
  };
}
